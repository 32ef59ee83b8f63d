import { expect, signIn, test } from './fixtures.ts';
import { apiToken, DEMO, dataRows, downloadedName, exportLogRow, SUPPORT, tableSettled } from './helpers.ts';

/** The support side's export log: every client's card exports, filtered like any list. */

const DEMO_CLIENT = '深圳市智联物联科技有限公司';
const CAPTION = '导出日志';

test("support finds demo's finished export in the export log and filters it by status", async ({
  page,
  request,
}) => {
  const headers = { Authorization: `JWT ${await apiToken(request, DEMO)}` };
  const started = await (await request.post('/ep/api/card/export/', { headers, data: {} })).json();
  expect(started.code, 'demo starts an export').toBe(200);
  // The export runs on the emulator clock (a second per 1,000 cards): a minute on, it is done.
  expect((await request.put('/__emulator/clock', { data: { advance_ms: 60_000 } })).ok()).toBe(true);
  await expect
    .poll(async () => {
      const list = await (await request.get('/ep/api/card/export/list/', { headers })).json();
      return list.data.tableData.find((r: { id: number }) => r.id === started.data.task_id)?.status;
    })
    .toBe('done');

  await signIn(page, SUPPORT);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('link', { name: CAPTION }).click();
  await expect(page).toHaveURL(/#\/export_log$/);
  await tableSettled(page, CAPTION);
  // demo's seeded history holds older finished exports too: this one, the newest, comes first.
  const row = dataRows(page, CAPTION).first();
  await expect(row).toContainText(DEMO_CLIENT);
  await expect(row).toContainText('已完成');
  await expect(row).toContainText('demo');
  await expect(row).toContainText('全部卡');
  await expect(row.getByRole('link', { name: '下载' })).toBeVisible();

  const main = page.getByRole('main');
  await main.getByRole('combobox', { name: '任务状态' }).click();
  await page.getByRole('option', { name: '已完成' }).click();
  await main.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/status=done/);
  await tableSettled(page, CAPTION);
  await expect(row).toContainText(DEMO_CLIENT);
  await expect(dataRows(page, CAPTION).filter({ hasText: /运行中|排队中|失败|已取消/ })).toHaveCount(0);

  await main.getByRole('combobox', { name: '任务状态' }).click();
  await page.getByRole('option', { name: '失败', exact: true }).click();
  await main.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/status=failed/);
  await tableSettled(page, CAPTION);
  await expect(dataRows(page, CAPTION)).toHaveText(['暂无数据']);
});

test('support exports the filtered operation log and downloads it from the export log', async ({
  page,
  request,
}) => {
  await signIn(page, SUPPORT);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  const main = page.getByRole('main');
  await nav.getByRole('link', { name: '操作日志' }).click();
  await main.getByRole('textbox', { name: '操作人' }).fill('support');
  await main.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/username=support/);
  await tableSettled(page, '操作日志');
  await main.getByRole('button', { name: '导出日志' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(/确定导出当前筛选条件下的 \d+ 条操作记录吗？/);
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(/导出任务已创建，共 \d+ 条操作记录/)).toBeVisible();

  // It runs on the emulator clock, in the platform's queue.
  const row = await exportLogRow(page, request, '操作日志', CAPTION);
  await expect(row).toContainText('操作人：support');
  await expect(row).toContainText('已完成');
  expect(await downloadedName(page, row)).toMatch(/^操作日志导出_\d{14}_\d+\.xlsx$/);
});
