import { expect, signIn, test } from './fixtures.ts';
import { apiToken, DEMO, DEMO_SUB, dataRows, logIn, SUPPORT } from './helpers.ts';

test('a logged-out visit to the card list goes to login, and logging in comes back to it', async ({
  page,
}) => {
  await page.goto('/#/card/list');
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fcard%2Flist$/);
  await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();

  await logIn(page, DEMO);
  await expect(page).toHaveURL(/#\/card\/list$/);
  await expect(page).toHaveTitle('卡列表 - 物联网卡管理平台');
  await expect(dataRows(page, '卡列表')).toHaveCount(10);
  await expect(page.getByRole('columnheader', { name: '卡状态' })).toBeVisible();
});

test('the login form shows the spec validation messages before calling the server', async ({ page }) => {
  await page.goto('/#/login');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('用户名不能为空')).toBeVisible();
  await expect(page.getByText('请输入密码')).toBeVisible();

  await page.getByLabel('用户名').fill('demo user!');
  await page.getByLabel('密码', { exact: true }).fill('short');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('用户名不能包含非法字符')).toBeVisible();
  await expect(page.getByText('密码必须包含字母和数字，且长度不少于8位')).toBeVisible();
});

test('a wrong password shows the server message and stays on login', async ({ page }) => {
  await page.goto('/#/login');
  await logInExpectingFailure(page);
  await expect(page.getByText('用户名或密码错误')).toBeVisible();
  await expect(page).toHaveURL(/#\/login/);
});

async function logInExpectingFailure(page: import('@playwright/test').Page) {
  await page.getByLabel('用户名').fill('demo');
  await page.getByLabel('密码', { exact: true }).fill('Wrong1234');
  await page.getByRole('button', { name: '登录' }).click();
}

test('page size 20 shows 20 rows, a known ICCID filters to one row, logout returns to login', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO);
  const list = await request.get('/ep/api/card/list/?page=3&page_size=5', {
    headers: { Authorization: `JWT ${token}` },
  });
  const iccid: string = (await list.json()).data.tableData[2].iccid;

  await signIn(page, DEMO, '/#/card/list');
  await expect(dataRows(page, '卡列表')).toHaveCount(10);

  await page.getByRole('combobox', { name: '10 条/页' }).click();
  await page.getByRole('option', { name: '20 条/页' }).click();
  await expect(dataRows(page, '卡列表')).toHaveCount(20);

  await page.getByLabel('卡号', { exact: true }).fill(`  ${iccid} `);
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(dataRows(page, '卡列表')).toHaveCount(1);
  await expect(dataRows(page, '卡列表').first()).toContainText(iccid);
  await expect(page.getByText('共 1 条')).toBeVisible();

  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  await page.goto('/#/card/list');
  await expect(page).toHaveURL(/#\/login\?redirect=/);
});

test('sorting by usage orders the rows, and the header counts match the home page', async ({ page }) => {
  await signIn(page, DEMO, '/#/home');
  const counts = page.getByRole('list', { name: '卡片概况' });
  await expect(counts.getByRole('link', { name: /共有卡/ })).toBeVisible();
  const total = await page.getByTestId('home-count').textContent();
  await expect(counts.getByRole('link', { name: /共有卡/ })).toContainText(total ?? 'missing');

  await counts.getByRole('link', { name: /正使用/ }).click();
  await expect(page).toHaveURL(/#\/card\/list\?status=active$/);
  await expect(dataRows(page, '卡列表').first()).toContainText('正使用');

  await page.getByRole('button', { name: '本月用量(MB)' }).click();
  await expect(page).toHaveURL(/sort=usage_mb&order=desc/);
  const usages = await page.getByRole('table', { name: '卡列表' }).evaluate((table) => {
    const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
    const column = headers.indexOf('本月用量(MB)');
    return [...table.querySelectorAll('tbody tr')].map((row) => Number(row.children[column]?.textContent));
  });
  expect(usages.length).toBe(10);
  expect([...usages].sort((a, b) => b - a)).toEqual(usages);
});

test('a sub-client without router_card_list does not see the card list, and is sent to 401 if it goes there', async ({
  page,
}) => {
  await signIn(page, DEMO_SUB);
  await expect(page).toHaveURL(/#\/home$/);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await expect(nav.getByRole('link', { name: '首页' })).toBeVisible();
  // The card group is there with the pages it holds the codes of, but not the card list.
  await nav.getByRole('button', { name: '卡管理' }).click();
  await expect(nav.getByRole('link', { name: '计费组' })).toBeVisible();
  await expect(nav.getByText('卡列表')).toHaveCount(0);

  await page.goto('/#/card/list');
  await expect(page).toHaveURL(/#\/401$/);
});

test('a support user gets the support menu and no card counts', async ({ page }) => {
  await signIn(page, SUPPORT);
  await expect(page).toHaveURL(/#\/client$/);
  await expect(
    page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '客户管理' }),
  ).toBeVisible();
  await expect(dataRows(page, '客户管理').first()).toBeVisible();
  await expect(page.getByText('共有卡')).toHaveCount(0);
});

test('unknown paths go to 404', async ({ page }) => {
  await signIn(page, DEMO);
  await page.goto('/#/no/such/page');
  await expect(page).toHaveURL(/#\/404$/);
  await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
});
