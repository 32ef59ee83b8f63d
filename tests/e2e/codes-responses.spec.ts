import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO, DEMO_SUB, dataRows, logIn, tableSettled } from './helpers.ts';

/**
 * Spec section 8 in the browser: each response code provoked through the emulator's control API
 * (revoked tokens, upgrade mode, permissions, injected faults) and what the user then sees.
 */

async function addFault(request: APIRequestContext, rule: Record<string, unknown>) {
  const added = await request.post('/__emulator/faults', { data: rule });
  expect(added.ok(), `fault ${JSON.stringify(rule)}`).toBe(true);
}

/** Asks the card list again by changing the page size. */
async function changePageSize(page: Page, size: number) {
  await page.getByRole('combobox', { name: /条\/页$/ }).click();
  await page.getByRole('option', { name: `${size} 条/页` }).click();
}

async function openCardList(page: Page, user = DEMO) {
  await page.goto('/#/card/list');
  await logIn(page, user);
  await expect(page).toHaveURL(/#\/card\/list$/);
  await expect(dataRows(page, '卡列表')).toHaveCount(10);
}

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });

test('403: a revoked token sends the next call to login, and logging in comes back to the page', async ({
  page,
  request,
}) => {
  await openCardList(page);
  const revoked = await (await request.post('/__emulator/users/demo/revoke')).json();
  expect(revoked.revoked).toBeGreaterThan(0);

  await changePageSize(page, 20);
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fcard%2Flist%3Fpage_size%3D20$/);
  await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'Admin-Token')).toBeUndefined();

  await logIn(page, DEMO);
  await expect(page).toHaveURL(/#\/card\/list\?page_size=20$/);
  // A reset session asks the survey again, like a logout does.
  await page
    .getByRole('dialog', { name: '平台使用满意度调查' })
    .getByRole('button', { name: '以后再说' })
    .click();
  await expect(dataRows(page, '卡列表')).toHaveCount(20);
});

test('403: a revoked token sends the next navigation (a reload) to login', async ({ page, request }) => {
  await page.goto('/#/login');
  await logIn(page, DEMO);
  await expect(page).toHaveURL(/#\/home$/);
  await request.post('/__emulator/users/demo/revoke');
  await page.goto('/#/card/list');
  await page.reload();
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fcard%2Flist$/);
});

test('905: upgrade mode sends any page to /upgrade, and turning it off lets the user back in', async ({
  page,
  request,
}) => {
  await page.goto('/#/login');
  await logIn(page, DEMO);
  await expect(page).toHaveURL(/#\/home$/);

  await request.put('/__emulator/scenario', { data: { upgrade: true } });
  for (const path of ['/#/card/list', '/#/home', '/#/login', '/#/register']) {
    await page.goto(path);
    await page.reload();
    await expect(page).toHaveURL(/#\/upgrade$/);
    await expect(page.getByRole('heading', { name: '系统升级中，请稍后访问' })).toBeVisible();
  }
  await expect(page).toHaveTitle('系统升级中，请稍后访问 - 物联网卡管理平台');

  // Loading the session failed while upgrading, so the token is gone (spec section 2): once the
  // upgrade is over, the way back home goes through login.
  await request.put('/__emulator/scenario', { data: { upgrade: false } });
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/#\/login\?redirect=%2F$/);
  await logIn(page, DEMO);
  await expect(page).toHaveURL(/#\/home$/);
  await expect(
    page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '首页' }),
  ).toBeVisible();
});

test('905: a single 905 answer (an injected fault) goes to /upgrade', async ({ page, request }) => {
  await openCardList(page);
  await addFault(request, { path: '/card/list/', code: 905, times: 1 });
  await changePageSize(page, 20);
  await expect(page).toHaveURL(/#\/upgrade$/);
  await expect(page.getByText('系统升级中，请稍后访问')).toBeVisible();
});

test('599: demo_sub losing the card list while on it sees 当前用户无 卡列表 权限', async ({
  page,
  request,
}) => {
  // demo_sub is given the card list, opens it, then loses it again.
  const granted = await request.put('/__emulator/users/demo_sub/perms', {
    data: { grant: ['router_card_list'] },
  });
  expect((await granted.json()).codes).toContain('router_card_list');
  await openCardList(page, DEMO_SUB);

  const revoked = await request.put('/__emulator/users/demo_sub/perms', {
    data: { revoke: ['router_card_list'] },
  });
  expect((await revoked.json()).codes).not.toContain('router_card_list');
  await changePageSize(page, 20);
  await expect(toast(page, '当前用户无 卡列表 权限')).toBeVisible();
  // The user stays where they were, logged in.
  await expect(page).toHaveURL(/#\/card\/list\?page_size=20$/);
  await expect(page.getByRole('button', { name: '用户菜单' })).toContainText('demo_sub');
});

test('an HTTP 502 from a gateway shows 网关错误, and the next call works', async ({ page, request }) => {
  await openCardList(page);
  await addFault(request, { path: '/card/list/', status: 502, times: 1 });
  await changePageSize(page, 20);
  await expect(toast(page, '网关错误')).toBeVisible();
  await expect(page).toHaveURL(/#\/card\/list\?page_size=20$/);

  await changePageSize(page, 30);
  await tableSettled(page, '卡列表');
  await expect(dataRows(page, '卡列表')).toHaveCount(30);
});

test('a server error (code 500) shows 服务器发生错误, in English Internal server error', async ({
  page,
  request,
}) => {
  await openCardList(page);
  await addFault(request, { path: '/card/list/', code: 500, times: 1 });
  await changePageSize(page, 20);
  await expect(toast(page, '服务器发生错误')).toBeVisible();

  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('table', { name: 'Card list' })).toBeVisible();
  await addFault(request, { path: '/card/list/', code: 500, times: 1 });
  await page.getByRole('combobox', { name: /\/ page$/ }).click();
  await page.getByRole('option', { name: '30 / page' }).click();
  await expect(toast(page, 'Internal server error')).toBeVisible();
});

test('a call that never answers shows 请求超时，请稍后再试 after 50 seconds', async ({ page, request }) => {
  // The page's clock is installed by the fixture (at the pinned epoch): moved on by hand here.
  await openCardList(page);
  await addFault(request, { path: '/card/list/', hang: true, times: 1 });
  const asked = page.waitForRequest((r) => r.url().includes('/ep/api/card/list/?page=1&page_size=20'));
  await changePageSize(page, 20);
  await asked;
  await page.clock.fastForward(49_000);
  await expect(toast(page, '请求超时，请稍后再试')).toHaveCount(0);
  await page.clock.fastForward(1_500);
  await expect(toast(page, '请求超时，请稍后再试')).toBeVisible();
});
