import type { APIRequestContext, Page } from '@playwright/test';
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
 * Two support review queues of issue 49, across two browsers: demo applies for an SMS signature on
 * /sms/template; support, in its own browser, rejects it with a reason on /sms_signature_review;
 * demo is told in the unread-notice dialog and sees 未通过 with the reason. Then support approves
 * demo's pending API access application on /api_access_review and demo's /api/config shows it
 * approved with its app key. The queues fit at 1440 and 390 px in both languages, and a support
 * user without their codes has neither entry.
 */

const SIGNATURE_QUEUE = '短信签名审核';
const API_QUEUE = 'API接入审核';
const DEMO_CLIENT = '深圳市智联物联科技有限公司';
const SIGNATURE = '智联冷链';
const REASON = '签名须与营业执照上的企业名称一致，请提供商标证明';

/** A desktop-wide page, the world's clock stopped: nothing but support decides. */
async function frozenDesktop(page: Page, request: APIRequestContext) {
  await page.setViewportSize({ width: 1440, height: 900 });
  expect((await request.put('/__emulator/clock', { data: { frozen: true } })).ok()).toBe(true);
}

test('support rejects demo’s signature with a reason; demo sees 未通过, the reason and the notice', async ({
  page,
  browser,
  request,
  world,
  baseURL,
}) => {
  await frozenDesktop(page, request);
  await signIn(page, DEMO, '/#/sms/template');
  await page.getByRole('tab', { name: '签名' }).click();
  await page.getByRole('button', { name: '申请签名' }).click();
  const apply = page.getByRole('dialog', { name: '申请签名' });
  await apply.getByLabel('签名名称').fill(SIGNATURE);
  await apply.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(`签名“${SIGNATURE}”已提交审核`)).toBeVisible();
  await expect(dataRows(page, '签名').filter({ hasText: SIGNATURE })).toContainText('审核中');

  // Support opens the queue from its menu.
  const support = await otherBrowser(browser, baseURL!, world, await apiToken(request, SUPPORT), '/#/client');
  const sp = support.page;
  const nav = sp.getByRole('navigation', { name: '主菜单' });
  await nav.getByText('工单中心', { exact: true }).click();
  await nav.getByRole('link', { name: SIGNATURE_QUEUE }).click();
  await expect(sp).toHaveTitle(new RegExp(`^${SIGNATURE_QUEUE} - `));
  await tableSettled(sp, SIGNATURE_QUEUE);
  const row = dataRows(sp, SIGNATURE_QUEUE).filter({ hasText: SIGNATURE });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(DEMO_CLIENT);
  await expect(row).toContainText('审核中');
  await row.getByRole('button', { name: '驳回' }).click();
  const dialog = sp.getByRole('dialog', { name: '驳回短信签名' });
  await saveRequired(dialog, '驳回原因', '请输入驳回原因', REASON);
  await expect(sp.getByText('已驳回，客户将收到通知')).toBeVisible();
  await expect(row).toContainText('未通过');
  await expect(row).toContainText(REASON);
  await expect(row).toContainText('support');
  await expect(row.getByRole('button', { name: '通过' })).toHaveCount(0);
  await row.getByRole('button', { name: '详情' }).click();
  await expect(sp.getByRole('heading', { name: '短信签名详情' })).toBeVisible();
  await expect(sp.getByRole('main')).toContainText(REASON);
  await support.context.close();

  // demo: the notice first, then the signature rejected with the reason.
  await page.reload();
  const notice = page.getByRole('dialog');
  await expect(notice.getByRole('heading', { name: '短信签名审核结果' })).toBeVisible();
  await expect(notice).toContainText(`您提交的短信签名（${SIGNATURE}）未通过审核，原因：${REASON}`);
  await notice.getByRole('button', { name: '我知道了' }).click();
  await expect(notice).toHaveCount(0);
  await page.getByRole('tab', { name: '签名' }).click();
  const mine = dataRows(page, '签名').filter({ hasText: SIGNATURE });
  await expect(mine).toContainText('未通过');
  await expect(mine).toContainText(REASON);
});

test('support approves demo’s pending API application; demo’s /api/config shows it approved with its key', async ({
  page,
  browser,
  request,
  world,
  baseURL,
}) => {
  await frozenDesktop(page, request);
  await signIn(page, DEMO, '/#/api/config');
  await page.getByRole('button', { name: '申请开通' }).click();
  const apply = page.getByRole('dialog', { name: '申请开通API' });
  await apply.getByLabel('申请用途').fill('设备平台每小时同步卡状态');
  await apply.getByLabel('预计日调用量（次）').fill('20000');
  await apply.getByLabel('联系人').fill('王磊');
  await apply.getByLabel('联系电话').fill('13812345678');
  await apply.getByRole('button', { name: '提交' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('申请已提交，请等待审核')).toBeVisible();

  const support = await otherBrowser(
    browser,
    baseURL!,
    world,
    await apiToken(request, SUPPORT),
    '/#/api_access_review',
  );
  const sp = support.page;
  await tableSettled(sp, API_QUEUE);
  const row = dataRows(sp, API_QUEUE).filter({ hasText: DEMO_CLIENT });
  await expect(row).toContainText('审核中');
  await expect(row).toContainText('设备平台每小时同步卡状态');
  await row.getByRole('button', { name: '通过' }).click();
  const dialog = sp.getByRole('dialog', { name: '通过API开通申请' });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(sp.getByText('已审核通过')).toBeVisible();
  await expect(row).toContainText('已通过');
  await row.getByRole('button', { name: '详情' }).click();
  await expect(sp.getByRole('heading', { name: 'API开通申请详情' })).toBeVisible();
  const key = (await sp
    .getByRole('main')
    .getByText(/^ak[0-9a-f]{20}$/)
    .textContent())!;
  await support.context.close();

  await page.reload();
  const notice = page.getByRole('dialog');
  await expect(notice.getByRole('heading', { name: 'API开通申请审核结果' })).toBeVisible();
  await expect(notice).toContainText('已通过审核');
  await notice.getByRole('button', { name: '我知道了' }).click();
  await expect(page.getByText('已开通')).toBeVisible();
  await expect(page.getByText(key)).toBeVisible();
});

test('a support user without the queues’ codes has neither entry and is sent to 401', async ({
  page,
  request,
}) => {
  expect(
    (
      await request.put('/__emulator/users/support/perms', {
        data: { revoke: ['router_spt_api_review', 'router_spt_signature_review'] },
      })
    ).ok(),
  ).toBe(true);
  await signIn(page, SUPPORT, '/#/product_change');
  await tableSettled(page, '产品变更');
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByText('工单中心', { exact: true }).click();
  await expect(nav.getByRole('link', { name: '产品变更' })).toBeVisible();
  await expect(nav.getByRole('link', { name: API_QUEUE })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: SIGNATURE_QUEUE })).toHaveCount(0);
  for (const path of ['/api_access_review', '/sms_signature_review_detail?id=1']) {
    await page.goto(`/#${path}`);
    await expect(page).toHaveURL(/#\/401$/);
  }
});

for (const lang of ['zh-CN', 'en'] as const) {
  for (const size of SCREEN_SIZES) {
    test(`the API and signature queues fit at ${size.width} px in ${lang}`, async ({ page }, info) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await signIn(page, SUPPORT, '/#/sms_signature_review');
      if (lang === 'en') {
        await page.evaluate(() => localStorage.setItem('language', 'english'));
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      }
      const en = lang === 'en';
      const signatures = en ? 'SMS signature review' : SIGNATURE_QUEUE;
      await tableSettled(page, signatures);
      const reviewing = dataRows(page, signatures).filter({ hasText: en ? 'Under review' : '审核中' });
      await expect(reviewing.first()).toBeVisible();
      await expect(
        dataRows(page, signatures)
          .filter({ hasText: en ? 'Rejected' : '未通过' })
          .first(),
      ).toBeVisible();
      await shoot(page, info, `${size.name}-${lang}-signatures`);
      await reviewing
        .first()
        .getByRole('button', { name: en ? 'Reject' : '驳回' })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot(page, info, `${size.name}-${lang}-signature-reject`);
      await page.keyboard.press('Escape');
      await reviewing
        .first()
        .getByRole('button', { name: en ? 'Details' : '详情' })
        .click();
      await expect(page.getByRole('heading', { name: en ? 'SMS signature' : '短信签名详情' })).toBeVisible();
      await shoot(page, info, `${size.name}-${lang}-signature-detail`, { fullPage: true });

      await page.goto('/#/api_access_review');
      const api = en ? 'API access review' : API_QUEUE;
      await tableSettled(page, api);
      const pending = dataRows(page, api).filter({ hasText: en ? 'Under review' : '审核中' });
      await expect(pending).toHaveCount(1);
      await expect(dataRows(page, api).filter({ hasText: en ? 'Approved' : '已通过' })).toHaveCount(1);
      await shoot(page, info, `${size.name}-${lang}-api`);
      await pending.getByRole('button', { name: en ? 'Approve' : '通过' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot(page, info, `${size.name}-${lang}-api-approve`);
    });
  }
}
