import type { APIRequestContext } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';
import { apiToken, DEMO, DEMO_SUB, dataRows, downloadedRows, filledTemplate, uploadFile } from './helpers.ts';

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

  const lines = await downloadedRows(page, row, '结果文件');
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
  await uploadFile(page, {
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

test('in English, the downloaded template filled with 150 cards and two bad rows: the progress moves with the clock, the results name each bad row', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO);
  expect((await request.put('/__emulator/clock', { data: { frozen: true } })).ok()).toBe(true);
  // 150 of demo's cards in use, read from the list a page at a time.
  const numbers: string[] = [];
  for (let p = 1; numbers.length < 150; p++) {
    const response = await request.get(`/ep/api/card/list/?status=active&page_size=50&page=${p}`, {
      headers: { Authorization: `JWT ${token}` },
    });
    const rows = (await response.json()).data.tableData as { iccid: string }[];
    expect(rows.length).toBeGreaterThan(0);
    numbers.push(...rows.map((r) => r.iccid));
  }
  const good = numbers.slice(0, 150);

  await page.addInitScript(() => localStorage.setItem('language', 'english'));
  await signIn(page, DEMO, '/#/batch_sor');
  await page.getByRole('radio', { name: 'Batch stop' }).check();
  await page.getByRole('tab', { name: 'Import a file' }).click();
  const file = await filledTemplate(
    page,
    'Download the import template',
    [...good.slice(0, 75), '12345', ...good.slice(75), good[0]!].map((n) => [n]),
  );
  expect(file.name).toBe('card-numbers-template.xlsx');
  await uploadFile(page, { ...file, name: 'stop-150.xlsx' });
  await page.getByRole('button', { name: 'Check' }).click();
  const figure = (name: string) => page.locator('dl > div').filter({ hasText: name }).getByRole('definition');
  await expect(figure('Rows')).toHaveText('152');
  await expect(figure('Ready')).toHaveText('150');
  const refused = page
    .getByRole('table', { name: 'Rows that did not pass the check' })
    .locator('tbody')
    .getByRole('row');
  await expect(refused).toHaveCount(2);
  await expect(refused.nth(0)).toContainText('77');
  await expect(refused.nth(0)).toContainText('Not a card number');
  await expect(refused.nth(1)).toContainText('Repeats row 2');
  await page.getByRole('button', { name: 'Run (150 cards)' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();

  await expect(page).toHaveURL(/#\/import_log$/);
  const row = dataRows(page, 'Import log').filter({ hasText: 'stop-150.xlsx' });
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  // One step of 100 cards a second of emulator time: half of the two steps.
  await advance(request, 1000);
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  await expect(row).toContainText('Running');
  await advance(request, 1000);
  await expect(row).toContainText('Partly failed');
  expect(new Set(await statuses(request, token, [good[0]!, good[74]!, good[149]!]))).toEqual(
    new Set(['suspended']),
  );

  const lines = await downloadedRows(page, row, 'Results');
  expect(lines[0]).toEqual(['Row', 'Card number', 'Outcome', 'Message']);
  const failed = lines.slice(1).filter((l) => l[2] === 'Failed');
  expect(failed).toEqual([
    ['77', '12345', 'Failed', expect.stringContaining('Not a card number')],
    ['153', good[0]!, 'Failed', 'Repeats row 2'],
  ]);
  expect(lines.slice(1).filter((l) => l[2] === 'Succeeded')).toHaveLength(150);
});

test('导入模板：下载的模板填入好行和坏行，校验、执行后结果文件写明坏行的原因', async ({ page, request }) => {
  const token = await apiToken(request, DEMO);
  expect((await request.put('/__emulator/clock', { data: { frozen: true } })).ok()).toBe(true);
  const [a, b] = await cards(request, token, 'active', 2);
  await signIn(page, DEMO, '/#/batch_sor');
  await page.getByRole('radio', { name: '批量停机' }).check();
  await page.getByRole('tab', { name: '导入文件' }).click();
  await uploadFile(page, await filledTemplate(page, '下载导入模板', [[a!], ['abc'], [b!]]));
  await page.getByRole('button', { name: '校验' }).click();
  await expect(page.getByRole('heading', { name: '校验结果：批量停机' })).toBeVisible();
  await expect(page.getByRole('table', { name: '未通过校验的行' })).toContainText('号码格式错误');
  await page.getByRole('button', { name: '确认执行（2 张）' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/#\/import_log$/);
  await advance(request, 60_000);
  const row = dataRows(page, '导入记录').filter({ hasText: '卡号导入模板.xlsx' });
  await expect(row).toContainText('部分失败');
  expect(await statuses(request, token, [a!, b!])).toEqual(['suspended', 'suspended']);
  const lines = await downloadedRows(page, row, '结果文件');
  expect(lines.slice(1).map((l) => l.slice(0, 3))).toEqual([
    ['2', a, '成功'],
    ['3', 'abc', '失败'],
    ['4', b, '成功'],
  ]);
  expect(lines[2]![3]).toContain('不是有效的卡号');
});
