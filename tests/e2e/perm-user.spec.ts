import type { APIRequestContext, Page } from '@playwright/test';
import { SESSION_HEADER } from '#contract';
import { EPOCH_MS } from './epoch.ts';
import { expect, signIn, skipGreetings, test } from './fixtures.ts';
import { apiToken, DEMO, DEMO_SUB, dataRows, logIn, tableSettled } from './helpers.ts';

async function api<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  init: { method?: string; data?: unknown } = {},
) {
  const response = await request.fetch(`/ep/api${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `JWT ${token}` },
    data: init.data,
  });
  return (await response.json()) as { code: number; msg: string; data: T };
}

interface ListData<Row> {
  tableData: Row[];
  total_count: number;
}

async function openFromMenu(page: Page, group: string, item: string) {
  const nav = page.getByRole('navigation', { name: /主菜单|Main menu/ });
  const link = nav.getByRole('link', { name: item, exact: true });
  if (!(await link.isVisible())) await nav.getByRole('button', { name: group }).click();
  await link.click();
}

/** The new user has read the notices, seen the tour and put the survey off: no greeting covers the page. */
async function greeted(page: Page, request: APIRequestContext, user: { username: string; password: string }) {
  const token = await apiToken(request, user);
  const unread = await api<{ items: { id: number }[] }>(request, token, '/unread/marquees/');
  for (const notice of unread.data.items) {
    await api(request, token, '/unread/marquees/', { method: 'POST', data: { mq_id: notice.id } });
  }
  await page.evaluate((name) => {
    localStorage.setItem(`tour_progress:${name}`, '99');
    sessionStorage.setItem('questionnaire_dismissed', '1');
  }, user.username);
}

test('demo makes a group of a few menus and functions, and a user in it', async ({ page, request }) => {
  await signIn(page, DEMO, '/#/home');
  await openFromMenu(page, '用户管理', '权限组');
  await expect(page).toHaveTitle('权限组 - 物联网卡管理平台');
  await tableSettled(page, '权限组');

  // A group with two card pages, the home page and one function; the export function is left out.
  await page.getByRole('button', { name: '新建权限组' }).click();
  const dialog = page.getByRole('dialog', { name: '新建权限组' });
  await dialog.getByRole('button', { name: '保存' }).click();
  // Neither a name nor a permission: each refused with its message.
  await expect(dialog.getByRole('alert').filter({ hasText: '请输入权限组名称' })).toBeVisible();
  await expect(dialog.getByRole('alert').filter({ hasText: '请至少选择一项权限' })).toBeVisible();
  await dialog.getByLabel('权限组名称').fill('现场运维组');
  const cards = dialog.getByRole('checkbox', { name: '卡管理', exact: true });
  await expect(cards).not.toBeChecked();
  for (const name of ['首页', '卡列表', '卡状态查询', '停复机']) {
    await dialog.getByRole('checkbox', { name, exact: true }).check();
  }
  // A menu is checked as soon as one of its pages is, and shows that only some are.
  await expect(cards).toBeChecked();
  await expect(cards).toHaveAttribute('aria-checked', 'mixed');
  await expect(dialog.getByText('已选 4 /')).toBeVisible();
  await dialog.getByRole('button', { name: '保存' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('权限组“现场运维组”已创建')).toBeVisible();
  const row = dataRows(page, '权限组').filter({ hasText: '现场运维组' });
  await expect(row.getByRole('cell')).toHaveText(['现场运维组', '本企业用户', '0', '3', '1', /权限配置/]);

  const demoToken = await apiToken(request, DEMO);
  const groups = await api<ListData<{ id: number; name: string }>>(
    request,
    demoToken,
    `/client_group_view/?name=${encodeURIComponent('现场运维组')}`,
  );
  const groupId = groups.data.tableData[0]!.id;
  const info = await api<{ codes: string[] }>(request, demoToken, `/group_perm_info/?group_id=${groupId}`);
  expect(info.data.codes).toEqual([
    'func_front_sor',
    'router_card_list',
    'router_card_status',
    'router_home',
  ]);

  // A user in that group: the spec's username and password rules first.
  await openFromMenu(page, '用户管理', '用户列表');
  await tableSettled(page, '用户列表');
  await page.getByRole('button', { name: '新建用户' }).click();
  const form = page.getByRole('dialog', { name: '新建用户' });
  await form.getByLabel('用户名').fill('wang wu');
  await form.getByLabel('初始密码').fill('abc');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('用户名不能包含非法字符')).toBeVisible();
  await expect(form.getByText('密码必须包含字母和数字，且长度不少于8位')).toBeVisible();
  await expect(form.getByText('请选择权限组')).toBeVisible();
  await form.getByLabel('用户名').fill('wangwu');
  await form.getByLabel('初始密码').fill('Start2026');
  await form.getByLabel('权限组').click();
  await page.getByRole('option', { name: '现场运维组' }).click();
  await form.getByLabel('姓名').fill('王五');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('用户“wangwu”已创建，首次登录时须修改密码')).toBeVisible();
  const userRow = dataRows(page, '用户列表').filter({ hasText: 'wangwu' });
  await expect(userRow).toContainText('现场运维组');
  await expect(userRow).toContainText('正常');
  const users = await api<ListData<{ username: string; group_id: number; status: string }>>(
    request,
    demoToken,
    '/client_user_action/list/?username=wangwu',
  );
  expect(users.data.tableData).toMatchObject([{ username: 'wangwu', group_id: groupId, status: 'normal' }]);
});

test('the new user sees exactly the granted menus and controls, until demo locks it', async ({
  page,
  request,
  browser,
  baseURL,
  world,
}) => {
  // The group and the user of the test above, made through the API.
  const demoToken = await apiToken(request, DEMO);
  const group = await api<{ id: number }>(request, demoToken, '/client_group_view/', {
    method: 'POST',
    data: {
      name: '现场运维组',
      codes: ['router_home', 'router_card_list', 'router_card_status', 'func_front_sor'],
    },
  });
  const made = await api(request, demoToken, '/client_user_action/', {
    method: 'POST',
    data: { username: 'wangwu', password: 'Start2026', group_id: group.data.id, name: '王五' },
  });
  expect(made.code).toBe(200);
  const wangwu = { username: 'wangwu', password: 'Start2026' };
  await page.goto('/#/login');
  // The new user logs in, sets its own password, and sees only what the group grants.
  await greeted(page, request, wangwu);
  await logIn(page, wangwu);
  await expect(page).toHaveURL(/#\/change_password$/);
  await page.getByLabel('原密码').fill('Start2026');
  await page.getByLabel('新密码', { exact: true }).fill('Wangwu2026');
  await page.getByLabel('确认新密码').fill('Wangwu2026');
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page).toHaveURL(/#\/home$/);

  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: '卡管理' }).click();
  await expect(nav.getByRole('link')).toHaveText(['首页', '卡列表', '卡状态查询']);
  await expect(nav.getByRole('button', { name: '用户管理' })).toHaveCount(0);
  await nav.getByRole('link', { name: '卡列表' }).click();
  await tableSettled(page, '卡列表');
  // 停复机 is granted, the export function is not: its button is not drawn.
  await expect(page.getByRole('button', { name: '停机', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: '导出', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '激活', exact: true })).toHaveCount(0);
  await page.goto('/#/perm_user');
  await expect(page).toHaveURL(/#\/401$/);
  await page.goto('/#/card/list');
  await tableSettled(page, '卡列表');

  // demo, in its own browser, locks the user: the user's next call ends its session.
  const admin = await browser.newContext({ baseURL, extraHTTPHeaders: { [SESSION_HEADER]: world } });
  await admin.clock.install({ time: EPOCH_MS });
  await skipGreetings(admin);
  await admin.addCookies([
    { name: 'Admin-Token', value: await apiToken(request, DEMO), url: new URL(baseURL!).origin },
  ]);
  const demoPage = await admin.newPage();
  await demoPage.goto('/#/perm_user');
  await tableSettled(demoPage, '用户列表');
  const target = dataRows(demoPage, '用户列表').filter({ hasText: 'wangwu' });
  await expect(target).toContainText(/\d{4}-\d\d-\d\d \d\d:\d\d/);
  await target.getByRole('button', { name: '锁定' }).click();
  await expect(demoPage.getByRole('alertdialog')).toContainText('确定锁定用户“wangwu”吗？');
  await demoPage.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(demoPage.getByText('用户“wangwu”已锁定')).toBeVisible();
  await expect(target).toContainText('锁定');
  await expect(target.getByRole('button', { name: '解锁' })).toBeVisible();
  await admin.close();

  // The user's next call answers 403: the portal drops the session and asks for a login. The next
  // call is a reload's (a background poll may have made it first, and already be on the login page).
  await page.reload();
  await expect(page).toHaveURL(/#\/login/);
  await page.getByLabel('用户名').fill('wangwu');
  await page.getByLabel('密码', { exact: true }).fill('Wangwu2026');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('该账号已被锁定，请联系管理员解锁')).toBeVisible();
  await expect(page).toHaveURL(/#\/login/);
});

test('in English: a group in use is not deleted, its permissions are edited, a locked user is unlocked', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'english'));
  await signIn(page, DEMO, '/#/perm_group');
  await expect(page).toHaveTitle(/^Permission groups - /);
  await tableSettled(page, 'Permission groups');
  const row = dataRows(page, 'Permission groups').filter({ hasText: '客服查询组' });

  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    'Permission group "客服查询组" still has 2 users and cannot be deleted.',
  );
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();

  await row.getByRole('button', { name: 'Permissions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Permissions: 客服查询组' });
  await expect(dialog.getByRole('checkbox', { name: 'Card list', exact: true })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Project groups', exact: true })).not.toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Project groups', exact: true }).check();
  await expect(dialog.getByRole('checkbox', { name: 'Project', exact: true })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Permissions of "客服查询组" saved; its users get them from their next action'),
  ).toBeVisible();
  // After the name and whom the group is for: its menu count.
  await expect(row.getByRole('cell').nth(3)).toHaveText('6');

  const zhangwei = await apiToken(request, { username: 'zhangwei', password: 'Demo1234' });
  const perms = await api<{ menu_lst: string[] }>(request, zhangwei, '/perminfo/');
  expect(perms.data.menu_lst).toContain('router_project_group');

  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Users', exact: true })
    .click();
  await tableSettled(page, 'Users');
  const locked = dataRows(page, 'Users').filter({ hasText: 'liuyang' });
  await expect(locked).toContainText('Locked');
  await expect(dataRows(page, 'Users').filter({ hasText: 'demo' }).first().getByRole('button')).toHaveText([
    'Edit',
  ]);
  await locked.getByRole('button', { name: 'Unlock' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('User "liuyang" unlocked')).toBeVisible();
  await expect(locked).toContainText('Active');
  const login = await request.post('/ep/api/login/', { data: { username: 'liuyang', password: 'Demo1234' } });
  expect((await login.json()).code).toBe(200);

  // A reset shows the new password once; it logs in and must be changed.
  await locked.getByRole('button', { name: 'Reset password' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  const shown = page.getByRole('dialog', { name: 'Password reset' });
  await expect(shown).toContainText('liuyang');
  const password = (await shown.locator('dd.font-mono').textContent())!;
  const fresh = await (
    await request.post('/ep/api/login/', { data: { username: 'liuyang', password } })
  ).json();
  expect(fresh.data.need_changed).toBe(true);
});

test('demo_sub has no user management: no menu, 401 page, 599 from the emulator', async ({
  page,
  request,
}) => {
  await signIn(page, DEMO_SUB, '/#/home');
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await expect(nav.getByRole('button', { name: '用户管理' })).toHaveCount(0);
  await page.goto('/#/perm_group');
  await expect(page).toHaveURL(/#\/401$/);
  const token = await apiToken(request, DEMO_SUB);
  expect((await api(request, token, '/client_group_view/')).code).toBe(599);
  expect((await api(request, token, '/client_user_action/list/')).code).toBe(599);
});
