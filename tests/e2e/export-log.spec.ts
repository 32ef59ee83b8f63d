import ExcelJS from 'exceljs';
import { expect, signIn, test } from './fixtures.ts';
import { apiToken, DEMO, DEMO_SUB, dataRows } from './helpers.ts';

/** /export_log (Batch menu): the client's exports moving on with the emulator clock, cancel, files. */

const CAPTION = '导出记录';

test('a customer follows its exports in the export log: one runs, one queued is cancelled, the file downloads', async ({
  page,
  request,
}) => {
  const headers = { Authorization: `JWT ${await apiToken(request, DEMO)}` };
  expect((await request.put('/__emulator/clock', { data: { frozen: true } })).ok()).toBe(true);
  const start = async (data: object) =>
    (await (await request.post('/ep/api/card/export/', { headers, data })).json()).data;
  const first = await start({});
  const second = await start({ status: 'active' });

  await signIn(page, DEMO);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: '批量', exact: true }).click();
  await nav.getByRole('link', { name: CAPTION }).click();
  await expect(page).toHaveURL(/#\/export_log$/);
  const rows = dataRows(page, CAPTION);
  // The seeded history holds finished exports of all cards too: each row is found by its task id.
  const task = (id: number, filters: string) =>
    rows
      .filter({ hasText: filters })
      .filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });
  const running = task(first.task_id, '全部卡');
  const queued = task(second.task_id, '卡状态：正使用');
  await expect(running).toContainText('运行中');
  await expect(queued).toContainText('排队中');
  // Only the queued one offers 取消.
  await expect(running.getByRole('button', { name: '取消' })).toHaveCount(0);
  await queued.getByRole('button', { name: '取消' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(`任务 ${second.task_id} 已取消`)).toBeVisible();
  await expect(queued).toContainText('已取消');

  // The clock goes on: the export finishes on its own, and the page follows.
  expect((await request.put('/__emulator/clock', { data: { advance_ms: 60_000 } })).ok()).toBe(true);
  await expect(running).toContainText('已完成');
  await expect(running).toContainText(/\d+(\.\d+)? (KB|MB)/);
  const downloading = page.waitForEvent('download');
  await running.getByRole('link', { name: '下载' }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await (await downloading).path());
  expect(workbook.worksheets[0]!.actualRowCount).toBe(first.total + 1);
  // The log counts the download (the list is read again on 搜索).
  await page.getByRole('main').getByRole('button', { name: '搜索' }).click();
  const table = page.getByRole('table', { name: CAPTION });
  const column = (await table.getByRole('columnheader').allTextContents()).indexOf('下载次数');
  expect(column).toBeGreaterThan(0);
  await expect(running.getByRole('cell').nth(column)).toHaveText('1');
});

test('a sub-client without router_export_log has no Batch menu and is sent to 401', async ({ page }) => {
  await signIn(page, DEMO_SUB);
  await expect(page).toHaveURL(/#\/home$/);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await expect(nav.getByRole('button', { name: '批量', exact: true })).toHaveCount(0);
  await page.goto('/#/export_log');
  await expect(page).toHaveURL(/#\/401$/);
});

test('the export log in English', async ({ page, request }) => {
  const headers = { Authorization: `JWT ${await apiToken(request, DEMO)}`, 'Accept-Language': 'en' };
  await request.post('/ep/api/card/export/', { headers, data: {} });
  expect((await request.put('/__emulator/clock', { data: { advance_ms: 60_000 } })).ok()).toBe(true);
  await page.addInitScript(() => localStorage.setItem('language', 'english'));
  await signIn(page, DEMO, '/#/export_log');
  const rows = dataRows(page, 'Export log');
  await expect(rows.first()).toContainText('Done');
  await expect(rows.first()).toContainText('All cards');
  await expect(page.getByRole('columnheader', { name: 'Kept until' })).toBeVisible();
});
