import type { APIRequestContext } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';
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

const NEW_SUB = { username: 'east_branch', password: 'East2026ok' };

test('demo creates a sub-customer, assigns it pasted cards which its own login then sees alone, and withdraws them', async ({
  page,
  request,
}) => {
  const demoToken = await apiToken(request, DEMO);
  // Three active cards demo holds itself (not its sub-client's).
  const demoCards = await api<ListData<{ iccid: string; client_name: string }>>(
    request,
    demoToken,
    '/card/list/?page=1&page_size=50&status=active',
  );
  const cards = demoCards.data.tableData
    .filter((c) => c.client_name === '深圳市智联物联科技有限公司')
    .slice(0, 3)
    .map((c) => c.iccid);
  expect(cards).toHaveLength(3);

  await signIn(page, DEMO, '/#/home');
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: '用户管理' }).click();
  await nav.getByRole('link', { name: '子客户管理' }).click();
  await expect(page).toHaveTitle('子客户管理 - 物联网卡管理平台');
  await tableSettled(page, '子客户管理');

  // A weak password is refused under its field; the form keeps what was typed.
  await page.getByRole('button', { name: '新增子客户' }).click();
  const dialog = page.getByRole('dialog', { name: '新增子客户' });
  await dialog.getByLabel('子客户名称').fill('智联物联华东分公司');
  await dialog.getByLabel('联系人').fill('周杰');
  await dialog.getByLabel('联系电话').fill('13812345678');
  await dialog.getByLabel('登录账号').fill(NEW_SUB.username);
  await dialog.getByLabel('初始密码').fill('abcdefgh');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('密码必须包含字母和数字，且长度不少于8位')).toBeVisible();
  await expect(dialog.getByLabel('子客户名称')).toHaveValue('智联物联华东分公司');
  await dialog.getByLabel('初始密码').fill(NEW_SUB.password);
  await dialog.getByLabel('权限组').click();
  await page.getByRole('option', { name: '子客户标准权限' }).click();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(`已创建子客户 智联物联华东分公司，登录账号 ${NEW_SUB.username}`)).toBeVisible();

  const row = dataRows(page, '子客户管理').filter({ hasText: '智联物联华东分公司' });
  await expect(row).toContainText(NEW_SUB.username);
  await expect(row).toContainText('正常');

  // Assign the three cards by pasting them.
  await row.getByRole('button', { name: '划卡' }).click();
  const assign = page.getByRole('dialog', { name: '划卡' });
  await expect(assign.getByLabel('划入客户')).toHaveText('智联物联华东分公司');
  await assign.getByRole('textbox', { name: '卡号' }).fill(cards.join('\n'));
  await assign.getByRole('button', { name: '提交划卡' }).click();
  await expect(page.getByText(/划卡任务 \d+ 已提交：3 张卡/)).toBeVisible();
  await expect(assign).toBeHidden();

  // The log shows the batch once it has run (the task takes a second of emulator time).
  await nav.getByRole('link', { name: '划卡记录' }).click();
  await tableSettled(page, '划卡记录');
  const batch = dataRows(page, '划卡记录').filter({ hasText: '智联物联华东分公司' });
  await expect(batch).toContainText('已完成');
  await expect(batch).toContainText('卡号列表');

  // The new sub-customer's own login sees exactly those cards.
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/#\/login/);
  const subToken = await apiToken(request, NEW_SUB);
  const unread = await api<{ items: { id: number }[] }>(request, subToken, '/unread/marquees/');
  for (const notice of unread.data.items) {
    await api(request, subToken, '/unread/marquees/', { method: 'POST', data: { mq_id: notice.id } });
  }
  // Logging out forgot that the survey was dismissed this session: dismissed again, as the fixture does.
  await page.evaluate(() => sessionStorage.setItem('questionnaire_dismissed', '1'));
  await logIn(page, NEW_SUB);
  await nav.getByRole('button', { name: '卡管理' }).click();
  await nav.getByRole('link', { name: '卡列表' }).click();
  await tableSettled(page, '卡列表');
  await expect(dataRows(page, '卡列表')).toHaveCount(3);
  for (const iccid of cards) await expect(dataRows(page, '卡列表').filter({ hasText: iccid })).toHaveCount(1);
  await expect(nav.getByRole('button', { name: '用户管理' })).toHaveCount(0);

  // demo withdraws the batch: the cards go back, as the API says.
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/#\/login/);
  await page.evaluate(() => sessionStorage.setItem('questionnaire_dismissed', '1'));
  await logIn(page, DEMO);
  await nav.getByRole('button', { name: '用户管理' }).click();
  await nav.getByRole('link', { name: '划卡记录' }).click();
  await tableSettled(page, '划卡记录');
  const done = dataRows(page, '划卡记录').filter({ hasText: '智联物联华东分公司' });
  await done.getByRole('button', { name: '撤回' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    '其划出的 3 张卡将回到“深圳市智联物联科技有限公司”',
  );
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(/撤回任务 \d+ 已提交：3 张卡/)).toBeVisible();
  await expect
    .poll(
      async () =>
        (await api<ListData<unknown>>(request, subToken, '/card/list/?page=1&page_size=10')).data.total_count,
    )
    .toBe(0);
  await expect(dataRows(page, '划卡记录').filter({ hasText: '已撤回' })).toHaveCount(1);
});

test('a sub-customer holding cards in service is not disabled; demo_sub lacks the pages (599)', async ({
  page,
  request,
}) => {
  await signIn(page, DEMO, '/#/sub_customer');
  await tableSettled(page, '子客户管理');
  const row = dataRows(page, '子客户管理').filter({ hasText: '智联物联华南运营中心' });
  await row.getByRole('button', { name: '停用' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(/仍有 \d+ 张正使用的卡/)).toBeVisible();
  await expect(row).toContainText('正常');

  const subToken = await apiToken(request, DEMO_SUB);
  for (const path of ['/sub_customer/list/?page=1&page_size=10', '/card_assign/log/?page=1&page_size=10']) {
    expect((await api(request, subToken, path)).code).toBe(599);
  }
});

test('the three pages in English', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'english'));
  await signIn(page, DEMO, '/#/card_assgin_log');
  await expect(page).toHaveTitle(/^Card assignments - /);
  await tableSettled(page, 'Card assignments');
  await page.getByRole('button', { name: 'Assign cards' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign cards' });
  await assign.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(assign.getByText('Choose who receives the cards')).toBeVisible();
  await assign.getByRole('button', { name: 'Cancel' }).click();

  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('link', { name: 'Sub-customer functions' }).click();
  await expect(page.getByRole('group', { name: /Functions 智联物联华南运营中心 may use/ })).toBeVisible();
  await nav.getByRole('link', { name: 'Sub-customers' }).click();
  await tableSettled(page, 'Sub-customers');
  await expect(dataRows(page, 'Sub-customers').filter({ hasText: '智联物联华南运营中心' })).toContainText(
    'Active',
  );
});

test('demo edits a sub-customer’s contact and gives it a function, which its next call has', async ({
  page,
  request,
}) => {
  await signIn(page, DEMO, '/#/sub_customer');
  await tableSettled(page, '子客户管理');
  const row = dataRows(page, '子客户管理').filter({ hasText: '智联物联华南运营中心' });
  await row.getByRole('button', { name: '编辑' }).click();
  const dialog = page.getByRole('dialog', { name: '编辑联系人' });
  await dialog.getByLabel('联系电话').fill('1390013');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请输入正确的11位手机号码')).toBeVisible();
  await dialog.getByLabel('联系电话').fill('13900139001');
  await dialog.getByLabel('联系人').fill('李强华');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已保存 智联物联华南运营中心 的联系人')).toBeVisible();
  await expect(row).toContainText('13900139001');
  const demoToken = await apiToken(request, DEMO);
  const subs = await api<ListData<{ name: string; contact_name: string; contact_phone: string }>>(
    request,
    demoToken,
    '/sub_customer/list/?page=1&page_size=10',
  );
  expect(subs.data.tableData.find((s) => s.name === '智联物联华南运营中心')).toMatchObject({
    contact_name: '李强华',
    contact_phone: '13900139001',
  });

  // demo_sub lacks export; demo gives it and demo_sub's next call holds it.
  const subToken = await apiToken(request, DEMO_SUB);
  const before = await api<{ func_lst: string[] }>(request, subToken, '/perminfo/');
  expect(before.data.func_lst).not.toContain('func_export_data');
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('link', { name: '子客户功能' }).click();
  const functions = page.getByRole('group', { name: /智联物联华南运营中心 可使用的功能/ });
  await functions.getByRole('checkbox', { name: '导出数据' }).check();
  await functions.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已保存 智联物联华南运营中心 的功能')).toBeVisible();
  await expect(functions).toContainText('（专属权限组）');
  const after = await api<{ func_lst: string[] }>(request, subToken, '/perminfo/');
  expect(after.data.func_lst).toContain('func_export_data');
});
