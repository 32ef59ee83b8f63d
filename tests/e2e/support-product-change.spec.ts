import type { APIRequestContext } from '@playwright/test';
import { expect, otherBrowser, signIn, test } from './fixtures.ts';
import {
  apiGet,
  apiToken,
  DEMO,
  dataRows,
  SCREEN_SIZES,
  SUPPORT,
  saveRequired,
  shoot,
  tableSettled,
} from './helpers.ts';

/**
 * Plan-change applications on the support side (issue 48 part B), across two browsers: demo applies
 * to move a card from 30MB to 500MB (7.00 frozen); support, in its own browser, rejects it from its
 * /product_change with a reason; demo's /product_change shows 已驳回 with the reason and the money
 * 已解冻, and demo's frozen balance is back. The list and its detail fit at 1440 and 390 px in both
 * languages.
 */

const CAPTION = '套餐变更';
const SUPPORT_CAPTION = '产品变更';
const BIG = '移动物联网月包 500MB';
const SMALL = '移动物联网月包 30MB';
const REASON = '该设备固件不支持 500MB 套餐，请升级后再申请';

interface Header {
  client_balance: number | null;
  client_frozen: number | null;
}

/** One of demo's cards in use on the 30MB plan, with no plan change. */
async function freeCard(request: APIRequestContext, token: string): Promise<string> {
  for (let p = 1; p <= 5; p++) {
    const list = await apiGet<{ tableData: { iccid: string; plan_name: string }[] }>(
      request,
      token,
      '/card/list/',
      { page: p, page_size: 50, status: 'active' },
    );
    for (const row of list.tableData.filter((r) => r.plan_name === SMALL)) {
      const changes = await apiGet<{ total_count: number }>(request, token, '/product_change/list/', {
        page: 1,
        page_size: 5,
        number: row.iccid,
      });
      if (changes.total_count === 0) return row.iccid;
    }
  }
  throw new Error('no card of demo’s in use on 30MB without a plan change');
}

test('demo applies for a plan change; support rejects it with a reason; demo sees the reason and the money released', async ({
  page,
  browser,
  request,
  world,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  expect((await request.put('/__emulator/clock', { data: { frozen: true } })).ok()).toBe(true);
  const token = await apiToken(request, DEMO);
  const iccid = await freeCard(request, token);
  const before = await apiGet<Header>(request, token, '/index/header/', {});

  await signIn(page, DEMO, '/#/product_change');
  await tableSettled(page, CAPTION);
  await page.getByRole('button', { name: '变更套餐' }).click();
  const form = page.getByRole('dialog', { name: '变更套餐' });
  await form.getByLabel('卡号', { exact: true }).fill(iccid);
  await form.getByRole('combobox', { name: '目标套餐' }).click();
  await page.getByRole('option', { name: new RegExp(BIG) }).click();
  await form.getByRole('radio', { name: '立即生效' }).click();
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();
  const mine = dataRows(page, CAPTION).filter({ hasText: iccid });
  await expect(mine).toContainText('待审核');
  await expect(mine).toContainText('冻结中');
  const frozen = await apiGet<Header>(request, token, '/index/header/', {});
  expect(Math.round((frozen.client_frozen! - before.client_frozen!) * 100)).toBe(700);

  const support = await otherBrowser(
    browser,
    baseURL!,
    world,
    await apiToken(request, SUPPORT),
    '/#/product_change',
  );
  const sp = support.page;
  await expect(sp).toHaveTitle(new RegExp(`^${SUPPORT_CAPTION} - `));
  await tableSettled(sp, SUPPORT_CAPTION);
  const row = dataRows(sp, SUPPORT_CAPTION).filter({ hasText: '深圳市智联物联科技有限公司' }).filter({
    hasText: '待审核',
  });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('7.00');
  await row.getByRole('button', { name: '驳回' }).click();
  const dialog = sp.getByRole('dialog', { name: '驳回申请' });
  await saveRequired(dialog, '驳回原因', '请输入驳回原因', REASON);
  await expect(sp.getByText('已驳回，冻结金额已退回')).toBeVisible();
  const rejected = dataRows(sp, SUPPORT_CAPTION).filter({ hasText: REASON });
  await expect(rejected).toContainText('已驳回');
  await expect(rejected.getByRole('button', { name: '驳回' })).toHaveCount(0);
  await rejected.getByRole('button', { name: '详情' }).click();
  await expect(sp.getByRole('heading', { name: '套餐变更详情' })).toBeVisible();
  await expect(sp.getByRole('table').last()).toContainText(iccid);
  await expect(sp.getByRole('table').last()).toContainText('已解冻');
  await support.context.close();

  // demo: the reason, the money released, the balance as before.
  await page.reload();
  await tableSettled(page, CAPTION);
  const back = dataRows(page, CAPTION).filter({ hasText: iccid });
  await expect(back).toContainText('已驳回');
  await expect(back).toContainText('已解冻');
  await expect(back).toContainText(REASON);
  const after = await apiGet<Header>(request, token, '/index/header/', {});
  expect(after).toMatchObject({ client_balance: before.client_balance, client_frozen: before.client_frozen });
});

test('a support user without router_spt_product_change has no such entry and is sent to 401', async ({
  page,
  request,
}) => {
  expect(
    (
      await request.put('/__emulator/users/support/perms', {
        data: { revoke: ['router_spt_product_change'] },
      })
    ).ok(),
  ).toBe(true);
  await signIn(page, SUPPORT, '/#/flex_direct_search');
  await tableSettled(page, '卡定向组查询');
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByText('工单中心', { exact: true }).click();
  await expect(nav.getByRole('link', { name: '卡定向组查询' })).toBeVisible();
  await expect(nav.getByRole('link', { name: SUPPORT_CAPTION })).toHaveCount(0);
  await page.goto('/#/product_change');
  await expect(page).toHaveURL(/#\/401$/);
  await page.goto('/#/product_change_detail?id=1');
  await expect(page).toHaveURL(/#\/401$/);
});

for (const lang of ['zh-CN', 'en'] as const) {
  for (const size of SCREEN_SIZES) {
    test(`support's plan changes fit at ${size.width} px in ${lang}`, async ({ page }, info) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await signIn(page, SUPPORT, '/#/product_change');
      if (lang === 'en') {
        await page.evaluate(() => localStorage.setItem('language', 'english'));
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      }
      const caption = lang === 'en' ? 'Product change' : SUPPORT_CAPTION;
      await tableSettled(page, caption);
      const pending = dataRows(page, caption).filter({
        hasText: lang === 'en' ? 'Awaiting review' : '待审核',
      });
      await expect(pending.first()).toBeVisible();
      await shoot(page, info, `${size.name}-${lang}-list`);
      await pending
        .first()
        .getByRole('button', { name: lang === 'en' ? 'Approve' : '通过' })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot(page, info, `${size.name}-${lang}-approve`);
      await page.keyboard.press('Escape');
      await pending
        .first()
        .getByRole('button', { name: lang === 'en' ? 'Details' : '详情' })
        .click();
      await expect(
        page.getByRole('heading', { name: lang === 'en' ? 'Plan change' : '套餐变更详情' }),
      ).toBeVisible();
      await shoot(page, info, `${size.name}-${lang}-detail`, { fullPage: true });
    });
  }
}
