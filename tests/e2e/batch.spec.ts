import type { APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, signIn, test } from './fixtures.ts';
import { apiToken, DEMO, DEMO_SUB, dataRows } from './helpers.ts';

/**
 * /batch_sor and /import_log (Batch menu): a batch is pasted or imported, checked row by row, run
 * as a task on the emulator clock, followed in the import log, and its per-row results downloaded.
 */

async function cards(request: APIRequestContext, token: string, status: string, count: number) {
  const response = await request.get(`/ep/api/card/list/?status=${status}&page_size=10`, {
    headers: { Authorization: `JWT ${token}` },
  });
  return ((await response.json()).data.tableData as { iccid: string }[]).slice(0, count).map((c) => c.iccid);
}

async function statuses(request: APIRequestContext, token: string, iccids: string[]) {
  const out: string[] = [];
  for (const iccid of iccids) {
    const response = await request.get(`/ep/api/card/list/?number=${iccid}`, {
      headers: { Authorization: `JWT ${token}` },
    });
    out.push((await response.json()).data.tableData[0].status);
  }
  return out;
}

const advance = async (request: APIRequestContext, ms: number) =>
  expect((await request.put('/__emulator/clock', { data: { advance_ms: ms } })).ok()).toBe(true);

test('a customer stops cards in a batch: the check, the fee, the task on the clock, the results file', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO);
  expect((await request.put('/__emulator/clock', { data: { frozen: true } })).ok()).toBe(true);
  const [a, b, c] = await cards(request, token, 'active', 3);

  await signIn(page, DEMO);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: '批量', exact: true }).click();
  await nav.getByRole('link', { name: '批量停复机' }).click();
  await expect(page).toHaveURL(/#\/batch_sor$/);

  // Nothing given: the form says what it needs.
  await page.getByRole('button', { name: '校验' }).click();
  await expect(page.getByRole('alert')).toHaveText('请上传文件或粘贴卡号（二选一）');

  await page.getByRole('radio', { name: '批量停机' }).check();
  await page
    .getByRole('main')
    .getByRole('textbox', { name: '卡号', exact: true })
    .fill([a, b, 'abc', a, c].join('\n'));
  await expect(page.getByText('已输入 5 个，一次最多 100 个；更多请导入文件')).toBeVisible();
  await page.getByRole('button', { name: '校验' }).click();

  await expect(page.getByRole('heading', { name: '校验结果：批量停机' })).toBeVisible();
  const figure = (name: string) => page.locator('dl > div').filter({ hasText: name }).getByRole('definition');
  await expect(figure('总行数')).toHaveText('5');
  await expect(figure('可执行')).toHaveText('3');
  await expect(figure('未通过')).toHaveText('2');
  const refused = page.getByRole('table', { name: '未通过校验的行' }).locator('tbody').getByRole('row');
  await expect(refused).toHaveCount(2);
  await expect(refused.nth(0)).toContainText('号码格式错误');
  await expect(refused.nth(1)).toContainText('与第 1 行重复');
  await expect(page.getByRole('note')).toContainText('停机保号费');
  // Checked, not applied.
  expect(await statuses(request, token, [a!, b!, c!])).toEqual(['active', 'active', 'active']);

  await page.getByRole('button', { name: '确认执行（3 张）' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('将对 3 张卡执行“批量停机”，未通过校验的 2 行不会执行。');
  await expect(dialog).toContainText('停机保号费');
  await dialog.getByRole('button', { name: '确定' }).click();

  await expect(page).toHaveURL(/#\/import_log$/);
  const row = dataRows(page, '导入记录').first();
  await expect(row).toContainText('批量停机');
  await expect(row).toContainText('粘贴号码');
  await expect(row).toContainText(/运行中|排队中/);

  // The clock goes on: the batch finishes on its own and the page follows.
  await advance(request, 60_000);
  await expect(row).toContainText('部分失败');
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  expect(await statuses(request, token, [a!, b!, c!])).toEqual(['suspended', 'suspended', 'suspended']);

  const downloading = page.waitForEvent('download');
  await row.getByRole('link', { name: '结果文件' }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await (await downloading).path());
  const sheet = workbook.worksheets[0]!;
  const lines: string[][] = [];
  sheet.eachRow((r) => lines.push((r.values as unknown[]).slice(1).map(String)));
  expect(lines[0]).toEqual(['行号', '卡号', '结果', '说明']);
  expect(lines.slice(1).map((l) => l[2])).toEqual(['成功', '成功', '失败', '失败', '成功']);
  expect(lines[4]).toEqual(['4', a, '失败', '与第 1 行重复']);
});

test('in English, a file of stopped cards is resumed, and the failed rows are retried from the log', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO);
  const [a, b] = await cards(request, token, 'active', 2);
  // Stopped by the customer first (through the API), so they may be resumed.
  const stop = await request.post('/ep/api/batch/check/', {
    headers: { Authorization: `JWT ${token}` },
    data: { kind: 'card_stop', numbers: `${a}\n${b}` },
  });
  const check = (await stop.json()).data;
  await request.post('/ep/api/batch/start/', {
    headers: { Authorization: `JWT ${token}` },
    data: { task_id: check.task_id },
  });
  await advance(request, 60_000);

  await page.addInitScript(() => localStorage.setItem('language', 'english'));
  await signIn(page, DEMO, '/#/batch_sor');
  await page.getByRole('radio', { name: 'Batch resume' }).check();
  await page.getByRole('tab', { name: 'Import a file' }).click();
  await expect(page.getByRole('link', { name: 'Download the import template' })).toHaveAttribute(
    'href',
    /\/ep\/api\/batch\/template\/\?kind=card_resume&lang=en$/,
  );
  await page.locator('input[type="file"]').setInputFiles({
    name: 'resume.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Card number\n${a}\n${b}\n12345\n`),
  });
  await expect(page.getByText('resume.csv')).toBeVisible();
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('heading', { name: 'Check: Batch resume' })).toBeVisible();
  await expect(page.getByText('From: resume.csv')).toBeVisible();
  await page.getByRole('button', { name: 'Run (2 cards)' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();

  await expect(page).toHaveURL(/#\/import_log$/);
  await advance(request, 60_000);
  const row = dataRows(page, 'Import log').filter({ hasText: 'resume.csv' });
  await expect(row).toContainText('Partly failed');
  expect(await statuses(request, token, [a!, b!])).toEqual(['active', 'active']);

  // The failed row (12345) is checked again: still not a card number, so nothing can run.
  await row.getByRole('button', { name: 'Retry failed rows' }).click();
  await expect(page.getByRole('heading', { name: 'Check: Batch resume' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Rows that did not pass the check' })).toContainText(
    'Not a card number',
  );
  await expect(page.getByRole('button', { name: 'Run (0 cards)' })).toBeDisabled();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('table', { name: 'Import log' })).toBeVisible();
});

test('a sub-client without the codes has neither page in its menu and is sent to 401', async ({ page }) => {
  await signIn(page, DEMO_SUB);
  await expect(page).toHaveURL(/#\/home$/);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await expect(nav.getByRole('button', { name: '批量', exact: true })).toHaveCount(0);
  await page.goto('/#/batch_sor');
  await expect(page).toHaveURL(/#\/401$/);
  await page.goto('/#/import_log');
  await expect(page).toHaveURL(/#\/401$/);
});
