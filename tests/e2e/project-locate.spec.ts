import type { APIRequestContext } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';
import { apiToken, DEMO, DEMO_SUB, dataRows, tableSettled } from './helpers.ts';

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

test('demo creates a project group; a name the client already uses is refused', async ({ page, request }) => {
  await signIn(page, DEMO, '/#/home');
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: '项目' }).click();
  await nav.getByRole('link', { name: '项目组' }).click();
  await expect(page).toHaveTitle('项目组 - 物联网卡管理平台');
  await tableSettled(page, '项目组');
  await expect(dataRows(page, '项目组')).toHaveCount(4);

  // A name the client already uses is refused by the server; a new one is created.
  await page.getByRole('button', { name: '新建项目组' }).click();
  const dialog = page.getByRole('dialog', { name: '新建项目组' });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('请输入项目组名称');
  await dialog.getByLabel('项目组名称').fill('智慧路灯');
  await dialog.getByRole('button', { name: '保存' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('项目组名称“智慧路灯”已存在')).toBeVisible();
  await dialog.getByLabel('项目组名称').fill('智慧停车');
  await dialog.getByLabel('描述').fill('地磁车位检测器');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('确定创建项目组“智慧停车”吗？');
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('项目组“智慧停车”已创建')).toBeVisible();
  const created = dataRows(page, '项目组').filter({ hasText: '智慧停车' });
  await expect(created).toContainText('地磁车位检测器');
  await expect(created.getByRole('cell').nth(2)).toHaveText('0');
  const token = await apiToken(request, DEMO);
  const groups = await api<ListData<Record<string, unknown>>>(
    request,
    token,
    '/project_group/?name=智慧停车',
  );
  expect(groups.data.tableData).toMatchObject([
    { name: '智慧停车', description: '地磁车位检测器', card_count: 0 },
  ]);
});

test('demo assigns two cards to a group, sees them counted, and deletes the group once it is empty', async ({
  page,
  request,
}) => {
  // The group is made through the API: creating one in the page is the test above.
  const token = await apiToken(request, DEMO);
  const made = await api<{ id: number }>(request, token, '/project_group/', {
    method: 'POST',
    data: { name: '智慧停车', description: '地磁车位检测器' },
  });
  expect(made.code).toBe(200);
  await signIn(page, DEMO, '/#/card_project');
  const nav = page.getByRole('navigation', { name: '主菜单' });
  const created = dataRows(page, '项目组').filter({ hasText: '智慧停车' });

  // Two cards in no group go into it.
  await tableSettled(page, '卡项目');
  await page.getByLabel('项目组', { exact: true }).click();
  await page.getByRole('option', { name: '未分配项目组' }).click();
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/project_group_id=none/);
  await tableSettled(page, '卡项目');
  const rows = dataRows(page, '卡项目');
  const iccids = [
    await rows.nth(0).getByRole('cell').nth(1).textContent(),
    await rows.nth(1).getByRole('cell').nth(1).textContent(),
  ];
  await expect(page.getByRole('button', { name: '分配到项目组' })).toBeDisabled();
  for (const iccid of iccids) await page.getByRole('checkbox', { name: iccid! }).check();
  await expect(page.getByText('已选择 2 项')).toBeVisible();
  await page.getByRole('button', { name: '分配到项目组' }).click();
  const assign = page.getByRole('dialog', { name: '分配到项目组' });
  await assign.getByRole('combobox', { name: '选择项目组' }).click();
  await page.getByRole('option', { name: '智慧停车（0 张卡）' }).click();
  await assign.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('确定将所选 2 张卡分配到项目组“智慧停车”吗？');
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已将 2 张卡分配到项目组“智慧停车”')).toBeVisible();
  // The list filtered to cards in no group no longer holds them.
  await tableSettled(page, '卡项目');
  await expect(rows.filter({ hasText: iccids[0]! })).toHaveCount(0);

  const groups = await api<ListData<{ id: number; name: string; card_count: number }>>(
    request,
    token,
    '/project_group/?name=智慧停车',
  );
  const group = groups.data.tableData[0]!;
  expect(group.card_count).toBe(2);
  const inGroup = await api<ListData<{ iccid: string }>>(
    request,
    token,
    `/card_project/?project_group_id=${group.id}`,
  );
  expect(inGroup.data.tableData.map((r) => r.iccid).sort()).toEqual([...iccids].sort());

  // The group list counts them, and will not delete the group while they are in it.
  await nav.getByRole('link', { name: '项目组' }).click();
  await tableSettled(page, '项目组');
  await expect(created.getByRole('cell').nth(2)).toHaveText('2');
  await created.getByRole('button', { name: '删除' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('项目组“智慧停车”下还有 2 张卡');
  await page.getByRole('alertdialog').getByRole('button', { name: '去移出' }).click();
  await expect(page).toHaveURL(new RegExp(`#/card_project\\?project_group_id=${group.id}$`));
  await tableSettled(page, '卡项目');
  await expect(rows).toHaveCount(2);
  await page.getByRole('checkbox', { name: '选择本页全部行' }).check();
  await page.getByRole('button', { name: '移出项目组' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已将 2 张卡移出项目组')).toBeVisible();
  await tableSettled(page, '卡项目');
  await expect(rows).toHaveText(['暂无数据']);

  await nav.getByRole('link', { name: '项目组' }).click();
  await tableSettled(page, '项目组');
  await created.getByRole('button', { name: '删除' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('确定删除项目组“智慧停车”吗？');
  await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('项目组“智慧停车”已删除')).toBeVisible();
  await expect(created).toHaveCount(0);
  expect(
    (await api<ListData<unknown>>(request, token, '/project_group/?name=智慧停车')).data.total_count,
  ).toBe(0);
});

test('a sub-client sees the project groups without the controls to manage them', async ({ page }) => {
  await signIn(page, DEMO_SUB, '/#/project_group');
  await tableSettled(page, '项目组');
  await expect(dataRows(page, '项目组')).toHaveCount(4);
  await expect(page.getByText('项目组由主账号创建和维护')).toBeVisible();
  await expect(page.getByRole('button', { name: '新建项目组' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: '操作' })).toHaveCount(0);
});

test('demo subscribes to the location service, locates a card on the map and finds the query listed', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO);
  // Start from a client that has not subscribed.
  expect(
    (await api(request, token, '/locate/subscription/', { method: 'POST', data: { enabled: false } })).code,
  ).toBe(200);
  const seeded = await api<ListData<{ iccid: string }>>(request, token, '/locate/queries/');
  const iccid = seeded.data.tableData[0]!.iccid;

  await signIn(page, DEMO, '/#/locate_funcbrief');
  await expect(page.getByRole('heading', { name: '基站定位服务' })).toBeVisible();
  await expect(page.getByText('每次 ¥0.10')).toBeVisible();
  await expect(page.getByText('未开通', { exact: true })).toBeVisible();
  const before = Number.parseInt((await page.getByTestId('locate-month-queries').textContent())!, 10);

  await page.getByRole('button', { name: '开通定位服务' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('¥0.10/次');
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('基站定位服务已开通')).toBeVisible();
  await expect(page.getByText('已开通', { exact: true })).toBeVisible();
  expect((await api<{ subscribed: boolean }>(request, token, '/locate/brief/')).data.subscribed).toBe(true);

  await page.getByRole('button', { name: '去定位' }).click();
  await expect(page).toHaveURL(/#\/locate_service$/);
  await page.getByRole('button', { name: '定位查询' }).click();
  await expect(page.getByText('请输入卡号')).toBeVisible();
  await page.getByLabel('卡号', { exact: true }).fill(iccid);
  await page.getByRole('button', { name: '定位查询' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(`确定查询卡 ${iccid} 的位置吗？`);
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('定位成功，已记录本次查询')).toBeVisible();

  const result = page.getByRole('region', { name: '定位结果' });
  await expect(result.getByRole('img', { name: new RegExp(`卡 ${iccid} 的定位地图`) })).toBeVisible();
  await expect(result.getByText('精度半径')).toBeVisible();
  await expect(result.getByRole('table', { name: '周边基站' }).locator('tbody tr').first()).toBeVisible();

  await tableSettled(page, '最近查询');
  await expect(dataRows(page, '最近查询').first()).toContainText(iccid);
  await expect(dataRows(page, '最近查询').first()).toContainText('demo');
  const queries = await api<ListData<{ iccid: string }>>(request, token, '/locate/queries/');
  expect(queries.data.total_count).toBe(seeded.data.total_count + 1);

  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('link', { name: '功能简介' }).click();
  await expect(page.getByTestId('locate-month-queries')).toHaveText(`${before + 1} 次`);
});

test('the location page tells a client without a subscription where to subscribe', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO);
  await api(request, token, '/locate/subscription/', { method: 'POST', data: { enabled: false } });
  await signIn(page, DEMO, '/#/locate_service');
  await expect(page.getByRole('alert')).toContainText('尚未开通基站定位服务');
  await expect(page.getByRole('button', { name: '定位查询' })).toBeDisabled();
  await page.getByRole('button', { name: '去开通' }).click();
  await expect(page).toHaveURL(/#\/locate_funcbrief$/);
});

test('the NB query shows a China Telecom card’s network state and refuses another carrier’s card', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO);
  const ctcc = await api<ListData<{ msisdn: string; iccid: string }>>(
    request,
    token,
    '/card/list/?carrier=ctcc&status=active',
  );
  const cmcc = await api<ListData<{ msisdn: string }>>(request, token, '/card/list/?carrier=cmcc');
  const card = ctcc.data.tableData[0]!;

  await signIn(page, DEMO, '/#/home');
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: '信号' }).click();
  await nav.getByRole('link', { name: '电信NB查询' }).click();
  await expect(page).toHaveTitle('电信NB查询 - 物联网卡管理平台');
  const main = page.getByRole('main');
  await page.getByLabel('卡号', { exact: true }).fill(card.msisdn);
  await main.getByRole('button', { name: '查询', exact: true }).click();

  const state = await api<{ attached: boolean; signal: { rsrp_dbm: number; sinr_db: number } | null }>(
    request,
    token,
    `/ctcc_nb/query/?number=${card.msisdn}`,
  );
  const network = page.getByRole('region', { name: '网络状态' });
  await expect(network).toContainText(state.data.attached ? '已附着（在线）' : '未附着（离线）');
  await expect(page.getByRole('region', { name: '卡片信息' })).toContainText(card.iccid);
  await expect(page.getByRole('region', { name: '省电模式（PSM / eDRX）' })).toContainText('T3412');
  const signal = page.getByRole('region', { name: '信号质量' });
  if (state.data.signal) {
    await expect(signal).toContainText(`${state.data.signal.rsrp_dbm} dBm`);
    await expect(signal).toContainText(`${state.data.signal.sinr_db} dB`);
  } else {
    await expect(signal).toContainText('暂无信号数据');
  }

  const other = cmcc.data.tableData[0]!.msisdn;
  await page.getByLabel('卡号', { exact: true }).fill(other);
  await main.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '电信NB查询仅支持中国电信物联网卡' })).toContainText(
    `卡 ${other} 是中国移动卡`,
  );
  await expect(network).toHaveCount(0);
});
