import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';
import { dataRows, SUPPORT, tableSettled } from './helpers.ts';

/** A support user acts as a customer from the client list, then returns to the support view. */

const DEMO_CLIENT = '深圳市智联物联科技有限公司';

const nav = (page: Page) => page.getByRole('navigation', { name: '主菜单' });

async function tokenCookie(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'Admin-Token');
  expect(cookie, 'the token cookie').toBeTruthy();
  return cookie!.value;
}

test('support switches into demo from the client list, sees the customer menu, and switches back', async ({
  page,
  request,
}) => {
  await signIn(page, SUPPORT);
  await expect(page).toHaveURL(/#\/client$/);
  await expect(nav(page).getByRole('link', { name: '客户管理' })).toBeVisible();
  const supportToken = await tokenCookie(page);

  await page.getByLabel('客户', { exact: true }).fill(DEMO_CLIENT);
  await page.getByRole('button', { name: '搜索' }).click();
  await tableSettled(page, '客户管理');
  const row = dataRows(page, '客户管理').filter({ hasText: DEMO_CLIENT }).first();
  await row.getByRole('button', { name: '切换账号' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`确定切换到客户「${DEMO_CLIENT}」的账号吗？`);
  await dialog.getByRole('button', { name: '确定' }).click();

  // The app starts over as the customer: its menu, its counts, and the way back.
  await expect(page).toHaveURL(/#\/home$/);
  await expect(nav(page).getByRole('link', { name: '首页' })).toBeVisible();
  await expect(nav(page).getByRole('button', { name: '卡管理' })).toBeVisible();
  await expect(nav(page).getByText('客户管理')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '返回运维账号' })).toBeVisible();
  await expect(page.getByRole('list', { name: '卡片概况' })).toBeVisible();
  const switchedToken = await tokenCookie(page);
  expect(switchedToken).not.toBe(supportToken);
  const info = await (
    await request.get('/ep/api/client/info/', { headers: { Authorization: `JWT ${switchedToken}` } })
  ).json();
  expect(info.data).toMatchObject({ login_type: 'support_switch_client', name: DEMO_CLIENT });

  // The customer's pages work as the customer's: the card list shows demo's cards.
  await nav(page).getByRole('button', { name: '卡管理' }).click();
  await nav(page).getByRole('link', { name: '卡列表' }).click();
  await expect(dataRows(page, '卡列表')).toHaveCount(10);

  await page.getByRole('button', { name: '返回运维账号' }).click();
  await expect(page).toHaveURL(/#\/client$/);
  await expect(nav(page).getByRole('link', { name: '客户管理' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: '首页' })).toHaveCount(0);
  await expect(nav(page).getByText('卡管理')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '返回运维账号' })).toHaveCount(0);
  await expect(page.getByText('共有卡')).toHaveCount(0);
  // No tab of the customer's pages is left behind.
  await expect(page.getByRole('tab', { name: /卡列表/ })).toHaveCount(0);
  await expect(dataRows(page, '客户管理').first()).toBeVisible();

  // The token was replaced: the switched one is revoked in the emulator.
  const backToken = await tokenCookie(page);
  expect(backToken).not.toBe(switchedToken);
  const stale = await (
    await request.get('/ep/api/client/info/', { headers: { Authorization: `JWT ${switchedToken}` } })
  ).json();
  expect(stale.code).toBe(403);
  const own = await (
    await request.get('/ep/api/client/info/', { headers: { Authorization: `JWT ${backToken}` } })
  ).json();
  expect(own.data).toMatchObject({ login_type: 'support', username: 'support' });
});

test('cancelling the switch dialog keeps the support view', async ({ page }) => {
  await signIn(page, SUPPORT);
  const row = dataRows(page, '客户管理').filter({ hasText: DEMO_CLIENT }).first();
  await row.getByRole('button', { name: '切换账号' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '取消' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page).toHaveURL(/#\/client$/);
  await expect(page.getByRole('button', { name: '返回运维账号' })).toHaveCount(0);
});
