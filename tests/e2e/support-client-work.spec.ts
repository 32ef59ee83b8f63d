import { SESSION_HEADER } from '#contract';
import { EPOCH_MS } from './epoch.ts';
import { expect, signIn, skipGreetings, test } from './fixtures.ts';
import { apiToken, DEMO, dataRows, SCREEN_SIZES, SUPPORT, shoot, tableSettled } from './helpers.ts';

/** /client_work (issue 48): support works every client's work orders; the customer sees the reply. */

const CAPTION = '客户工单';
const TITLE = '批量卡片信号弱排查';

test("support replies to demo's work order and demo, in its own browser, reads the reply", async ({
  page,
  request,
  browser,
  baseURL,
  world,
}) => {
  await signIn(page, SUPPORT);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: '工单中心' }).click();
  await nav.getByRole('link', { name: CAPTION }).click();
  await expect(page).toHaveURL(/#\/client_work$/);
  await tableSettled(page, CAPTION);
  // Every client's orders, each with where it stands against its carrier SLA.
  await expect(dataRows(page, CAPTION).filter({ hasText: '杭州云迹智能设备有限公司' }).first()).toBeVisible();
  await expect(dataRows(page, CAPTION).filter({ hasText: '未超时' }).first()).toBeVisible();

  const row = dataRows(page, CAPTION).filter({ hasText: TITLE });
  await row.getByRole('button', { name: '回复' }).click();
  const dialog = page.getByRole('dialog', { name: '回复客户' });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请输入留言内容')).toBeVisible();
  await dialog.getByLabel('回复内容').fill('已安排工程师排查华南仓库基站');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已回复，客户可在工单详情中查看')).toBeVisible();

  // demo, in its own browser.
  const other = await browser.newContext({ baseURL, extraHTTPHeaders: { [SESSION_HEADER]: world } });
  await other.clock.install({ time: EPOCH_MS });
  await skipGreetings(other);
  await other.addCookies([
    { name: 'Admin-Token', value: await apiToken(request, DEMO), url: new URL(baseURL!).origin },
  ]);
  const demoPage = await other.newPage();
  await demoPage.goto('/#/work/center');
  await tableSettled(demoPage, '工单中心');
  await dataRows(demoPage, '工单中心')
    .filter({ hasText: TITLE })
    .getByRole('button', { name: '详情' })
    .click();
  await expect(demoPage.getByText('已安排工程师排查华南仓库基站')).toBeVisible();
  await other.close();

  // Support closes it with a reason; the operation log keeps it.
  await tableSettled(page, CAPTION);
  await row.getByRole('button', { name: '关闭' }).click();
  const close = page.getByRole('dialog', { name: '关闭工单' });
  await close.getByLabel('原因').fill('排查完成，信号已恢复');
  await close.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('操作成功')).toBeVisible();
  await tableSettled(page, CAPTION);
  await expect(row).toContainText('已关闭');
});

test('support without router_spt_client_work sees no entry, cannot open the page, and gets 599', async ({
  page,
  request,
}) => {
  const revoked = await request.put('/__emulator/users/support/perms', {
    data: { revoke: ['router_spt_client_work'] },
  });
  expect(revoked.ok()).toBe(true);
  await signIn(page, SUPPORT);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await expect(nav.getByRole('link', { name: '单卡查询' })).toBeVisible();
  await expect(nav.getByRole('link', { name: CAPTION })).toHaveCount(0);
  await page.goto('/#/client_work');
  await expect(page).toHaveURL(/#\/401$/);
  const headers = { Authorization: `JWT ${await apiToken(request, SUPPORT)}` };
  const list = await (await request.get('/ep/api/support/_list/client_work/', { headers })).json();
  expect(list.code).toBe(599);
});

for (const lang of ['zh-CN', 'en'] as const) {
  for (const size of SCREEN_SIZES) {
    test(`/client_work fits at ${size.width} px in ${lang}`, async ({ page }, info) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      if (lang === 'en') await page.addInitScript(() => localStorage.setItem('language', 'english'));
      await signIn(page, SUPPORT, '/#/client_work');
      const caption = lang === 'en' ? 'Client work orders' : CAPTION;
      await tableSettled(page, caption);
      await expect(dataRows(page, caption).first()).toBeVisible();
      await shoot(page, info, `${size.name}-${lang}-client-work`);
      await dataRows(page, caption)
        .first()
        .getByRole('button', { name: lang === 'en' ? 'Close' : '关闭' })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot(page, info, `${size.name}-${lang}-client-work-close`);
    });
  }
}
