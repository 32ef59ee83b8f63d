import type { Page } from '@playwright/test';
import { expect, otherBrowser, signIn, test } from './fixtures.ts';
import {
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
 * The support work-order centre's directed-address orders (issue 48 part B), across two browsers:
 * demo adds a directed address (新增处理中); support, in its own browser, marks the order done with
 * the carrier's answer from /flex_direct_order; demo's /net_group/host shows 新增成功 without the
 * clock moving. A support user without router_ipconfig_worklist has no such menu entry and is sent
 * to 401. The list, its detail and /flex_direct_search fit at 1440 and 390 px in both languages.
 */

const HOSTS = '定向地址';
const ORDERS = '定向配置工单';
const ANSWER = '已在运营商侧配置完成，工单 CT-88213';

async function demoAdds(page: Page, address: string) {
  await page.getByRole('button', { name: '添加地址' }).click();
  const dialog = page.getByRole('dialog', { name: '添加定向地址' });
  await dialog.getByRole('combobox', { name: '定向分组' }).click();
  await page.getByRole('option', { name: '车载终端平台 · 中国电信' }).click();
  await dialog.getByLabel('地址', { exact: true }).fill(address);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
}

test('demo opens an address order; support marks it done; demo sees 新增成功 without the clock moving', async ({
  page,
  browser,
  request,
  world,
  baseURL,
}) => {
  const worldNow = async () => {
    const body = await (await request.get('/__emulator/clock')).json();
    return (body.epoch_ms ?? body.data.epoch_ms) as number;
  };
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO, '/#/net_group/host');
  await tableSettled(page, HOSTS);
  await demoAdds(page, '112.65.3.40');
  const mine = dataRows(page, HOSTS).filter({ hasText: '112.65.3.40' });
  await expect(mine).toContainText('新增处理中');
  const clockBefore = await worldNow();

  const support = await otherBrowser(
    browser,
    baseURL!,
    world,
    await apiToken(request, SUPPORT),
    '/#/flex_direct_order',
  );
  const sp = support.page;
  await expect(sp).toHaveTitle(new RegExp(`^${ORDERS} - `));
  await tableSettled(sp, ORDERS);
  const row = dataRows(sp, ORDERS).filter({ hasText: '112.65.3.40' });
  await expect(row).toContainText('深圳市智联物联科技有限公司');
  await expect(row).toContainText('待审核');
  await row.getByRole('button', { name: '标记成功' }).click();
  const dialog = sp.getByRole('dialog', { name: '录入运营商答复' });
  await expect(dialog.getByRole('radio', { name: '处理成功' })).toBeChecked();
  // The answer is required: refused under its field, nothing sent.
  await saveRequired(dialog, '运营商答复', '请输入运营商答复', ANSWER);
  await expect(sp.getByText('已记录运营商答复')).toBeVisible();
  await expect(row).toContainText('已完成');
  await expect(row).toContainText(ANSWER);
  await expect(row.getByRole('button', { name: '标记成功' })).toHaveCount(0);

  // The order's detail: its answer and the group's addresses as demo sees them.
  await row.getByRole('button', { name: '详情' }).click();
  await expect(sp).toHaveURL(/#\/flex_direct_details\?id=\d+/);
  const detail = sp.getByRole('main');
  await expect(detail).toContainText(ANSWER);
  await expect(detail.getByRole('table')).toContainText('112.65.3.40');
  await expect(detail.getByRole('button', { name: '标记成功' })).toHaveCount(0);
  await support.context.close();

  // demo, without the clock moving: 新增成功.
  await page.reload();
  await tableSettled(page, HOSTS);
  await expect(dataRows(page, HOSTS).filter({ hasText: '112.65.3.40' })).toContainText('新增成功');
  // Well under the carrier's SLA (5 working days at 电信) passed: no one moved the clock.
  expect((await worldNow()) - clockBefore).toBeLessThan(10 * 60_000);
});

test('a support user without router_ipconfig_worklist has no such entry and is sent to 401', async ({
  page,
  request,
}) => {
  await signIn(page, SUPPORT, '/#/flex_direct_search');
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByText('工单中心', { exact: true }).click();
  await expect(nav.getByRole('link', { name: ORDERS })).toBeVisible();
  expect(
    (
      await request.put('/__emulator/users/support/perms', { data: { revoke: ['router_ipconfig_worklist'] } })
    ).ok(),
  ).toBe(true);
  await page.reload();
  await tableSettled(page, '卡定向组查询');
  await nav.getByText('工单中心', { exact: true }).click();
  await expect(nav.getByRole('link', { name: '卡定向组查询' })).toBeVisible();
  await expect(nav.getByRole('link', { name: ORDERS })).toHaveCount(0);
  await page.goto('/#/flex_direct_order');
  await expect(page).toHaveURL(/#\/401$/);
  await page.goto('/#/flex_direct_details?id=1');
  await expect(page).toHaveURL(/#\/401$/);
});

for (const lang of ['zh-CN', 'en'] as const) {
  for (const size of SCREEN_SIZES) {
    test(`directed-address orders fit at ${size.width} px in ${lang}`, async ({ page }, info) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await signIn(page, SUPPORT, '/#/flex_direct_order');
      if (lang === 'en') {
        await page.evaluate(() => localStorage.setItem('language', 'english'));
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      }
      const caption = lang === 'en' ? 'Directed-access work orders' : ORDERS;
      await tableSettled(page, caption);
      const refused = dataRows(page, caption).filter({ hasText: '10.8.0.1' });
      await expect(refused).toContainText(lang === 'en' ? 'private address' : '内网地址');
      await shoot(page, info, `${size.name}-${lang}-orders`);
      await dataRows(page, caption)
        .filter({ hasText: '47.96.12.8' })
        .getByRole('button', { name: lang === 'en' ? 'Mark failed' : '标记失败' })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot(page, info, `${size.name}-${lang}-mark`);
      await page.keyboard.press('Escape');
      await refused.getByRole('button', { name: lang === 'en' ? 'Details' : '详情' }).click();
      await expect(
        page.getByRole('heading', { name: lang === 'en' ? 'Directed-address order' : '定向配置工单详情' }),
      ).toBeVisible();
      await expect(page.getByRole('table').last()).toContainText('10.8.0.1');
      await shoot(page, info, `${size.name}-${lang}-detail`, { fullPage: true });
      const search = lang === 'en' ? 'Card directed-group query' : '卡定向组查询';
      await page.goto('/#/flex_direct_search');
      await tableSettled(page, search);
      await expect(dataRows(page, search).first()).toBeVisible();
      await shoot(page, info, `${size.name}-${lang}-search`);
    });
  }
}
