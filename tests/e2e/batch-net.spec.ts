import type { APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, signIn, test } from './fixtures.ts';
import { apiToken, DEMO, DEMO_SUB, dataRows, downloadedRows, filledTemplate, uploadFile } from './helpers.ts';

/**
 * /batch_net (Batch menu): cards' network functions (data, SMS, voice) turned off (断网) or back on
 * (复网) in a batch, pasted or imported, the functions chosen on the page for every row, checked
 * first, run on the emulator clock, followed in the import log and seen on the card detail.
 */

interface ListedCard {
  id: number;
  iccid: string;
  status: string;
}

async function listed(request: APIRequestContext, token: string) {
  const response = await request.get('/ep/api/card/list/?page_size=50', {
    headers: { Authorization: `JWT ${token}` },
  });
  return (await response.json()).data.tableData as ListedCard[];
}

async function functionsOf(request: APIRequestContext, token: string, id: number) {
  const response = await request.get(`/ep/api/card/detail/?card_id=${id}`, {
    headers: { Authorization: `JWT ${token}` },
  });
  return (await response.json()).data.functions as { data: boolean; sms: boolean; voice: boolean };
}

/**
 * Active cards with every function on, from the end of the first page (other specs take its start):
 * the Chinese walk looks among its last 8 active cards, the English one before them (the tests run
 * side by side, so neither takes the other's cards).
 */
async function freshCards(request: APIRequestContext, token: string, count: number, part: 'last' | 'before') {
  const active = (await listed(request, token)).reverse().filter((c) => c.status === 'active');
  const found: ListedCard[] = [];
  for (const card of part === 'last' ? active.slice(0, 8) : active.slice(8)) {
    const fns = await functionsOf(request, token, card.id);
    if (fns.data && fns.sms && fns.voice) found.push(card);
    if (found.length === count) break;
  }
  return found;
}

const advance = async (request: APIRequestContext, ms: number) =>
  expect((await request.put('/__emulator/clock', { data: { advance_ms: ms } })).ok()).toBe(true);

test('a customer turns data and SMS off for pasted cards: the functions, the check, the task, the card detail', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO);
  expect((await request.put('/__emulator/clock', { data: { frozen: true } })).ok()).toBe(true);
  const [a, b] = await freshCards(request, token, 2, 'last');

  await signIn(page, DEMO);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: '批量', exact: true }).click();
  await nav.getByRole('link', { name: '批量断复网' }).click();
  await expect(page).toHaveURL(/#\/batch_net$/);

  const main = page.getByRole('main');
  await expect(main.getByRole('radio', { name: '批量断网' })).toBeChecked();
  // Every function is chosen at first; no function at all is refused by the form.
  for (const name of ['数据', '短信', '语音']) await main.getByRole('checkbox', { name }).uncheck();
  await main
    .getByRole('textbox', { name: '卡号', exact: true })
    .fill([a!.iccid, b!.iccid, '12345'].join('\n'));
  await page.getByRole('button', { name: '校验' }).click();
  await expect(page.getByRole('alert')).toHaveText('请选择要断开或恢复的网络功能');
  await main.getByRole('checkbox', { name: '数据' }).check();
  await main.getByRole('checkbox', { name: '短信' }).check();
  await page.getByRole('button', { name: '校验' }).click();

  await expect(page.getByRole('heading', { name: '校验结果：批量断网' })).toBeVisible();
  const figure = (name: string) => page.locator('dl > div').filter({ hasText: name }).getByRole('definition');
  await expect(figure('总行数')).toHaveText('3');
  await expect(figure('可执行')).toHaveText('2');
  await expect(page.getByRole('table', { name: '未通过校验的行' })).toContainText('12345');
  // Checked, not applied.
  expect((await functionsOf(request, token, a!.id)).data).toBe(true);

  await page.getByRole('button', { name: '确认执行（2 张）' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('将对 2 张卡执行“批量断网”');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/#\/import_log$/);
  const row = dataRows(page, '导入记录').first();
  await expect(row).toContainText('批量断网');
  await advance(request, 60_000);
  await expect(row).toContainText('部分失败');
  for (const card of [a!, b!]) {
    expect(await functionsOf(request, token, card.id)).toEqual({ data: false, sms: false, voice: true });
  }

  await page.goto(`/#/card/detail/${a!.id}`);
  const functions = page.locator('dl > div').filter({ hasText: '网络功能' }).getByRole('definition');
  await expect(functions).toContainText('数据 关');
  await expect(functions).toContainText('短信 关');
  await expect(functions).toContainText('语音 开');
});

test('in English, a file of card numbers turns voice back on for every row', async ({ page, request }) => {
  const token = await apiToken(request, DEMO);
  expect((await request.put('/__emulator/clock', { data: { frozen: true } })).ok()).toBe(true);
  const [a] = await freshCards(request, token, 1, 'before');
  // Voice off first, through the API, so the file's 复网 has something to turn on.
  const off = await request.post('/ep/api/batch/check/', {
    headers: { Authorization: `JWT ${token}` },
    data: { kind: 'net_off', numbers: a!.iccid, functions: ['voice'] },
  });
  const offCheck = (await off.json()).data as { task_id: number; valid: number };
  expect(offCheck.valid).toBe(1);
  await request.post('/ep/api/batch/start/', {
    headers: { Authorization: `JWT ${token}` },
    data: { task_id: offCheck.task_id },
  });
  await advance(request, 60_000);
  expect((await functionsOf(request, token, a!.id)).voice).toBe(false);

  await page.addInitScript(() => localStorage.setItem('language', 'english'));
  await signIn(page, DEMO, '/#/batch_net');
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: 'Batch network on' }).check();
  await main.getByRole('checkbox', { name: 'Data' }).uncheck();
  await main.getByRole('checkbox', { name: 'SMS' }).uncheck();
  await page.getByRole('tab', { name: 'Import a file' }).click();
  await expect(page.getByRole('link', { name: 'Download the import template' })).toHaveAttribute(
    'href',
    /\/ep\/api\/batch\/template\/\?kind=net_on&lang=en$/,
  );
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('cards');
  sheet.addRow(['Card number']);
  sheet.addRow([a!.iccid]);
  sheet.addRow(['not-a-card']);
  await uploadFile(page, {
    name: 'voice-on.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
  });
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('heading', { name: 'Check: Batch network on' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Rows that did not pass the check' })).toContainText(
    'not-a-card',
  );
  await page.getByRole('button', { name: 'Run (1 cards)' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/#\/import_log$/);
  await advance(request, 60_000);
  const row = dataRows(page, 'Import log').filter({ hasText: 'voice-on.xlsx' });
  await expect(row).toContainText('Partly failed');
  expect(await functionsOf(request, token, a!.id)).toEqual({ data: true, sms: true, voice: true });
  // The results file names the bad row and why.
  const lines = await downloadedRows(page, row, 'Results');
  expect(lines.slice(1).map((l) => l.slice(0, 3))).toEqual([
    ['2', a!.iccid, 'Succeeded'],
    ['3', 'not-a-card', 'Failed'],
  ]);
  expect(lines[2]![3]).toContain('Not a card number');
});

test('a sub-client without router_batch_net is sent to 401', async ({ page }) => {
  await signIn(page, DEMO_SUB);
  await expect(page).toHaveURL(/#\/home$/);
  await page.goto('/#/batch_net');
  await expect(page).toHaveURL(/#\/401$/);
});

test('导入模板断开语音：坏行被拒绝并写入结果文件，卡详情显示语音关', async ({ page, request }) => {
  const token = await apiToken(request, DEMO);
  expect((await request.put('/__emulator/clock', { data: { frozen: true } })).ok()).toBe(true);
  const [, a] = await freshCards(request, token, 2, 'before');
  await signIn(page, DEMO, '/#/batch_net');
  const main = page.getByRole('main');
  await main.getByRole('checkbox', { name: '数据' }).uncheck();
  await main.getByRole('checkbox', { name: '短信' }).uncheck();
  await page.getByRole('tab', { name: '导入文件' }).click();
  await uploadFile(page, await filledTemplate(page, '下载导入模板', [[a!.iccid], ['abc']]));
  await page.getByRole('button', { name: '校验' }).click();
  await expect(page.getByRole('heading', { name: '校验结果：批量断网' })).toBeVisible();
  await expect(page.getByRole('table', { name: '未通过校验的行' })).toContainText('号码格式错误');
  await page.getByRole('button', { name: '确认执行（1 张）' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/#\/import_log$/);
  await advance(request, 60_000);
  const row = dataRows(page, '导入记录').filter({ hasText: '卡号导入模板.xlsx' });
  await expect(row).toContainText('部分失败');
  expect(await functionsOf(request, token, a!.id)).toEqual({ data: true, sms: true, voice: false });
  const lines = await downloadedRows(page, row, '结果文件');
  expect(lines.slice(1).map((l) => l.slice(0, 3))).toEqual([
    ['2', a!.iccid, '成功'],
    ['3', 'abc', '失败'],
  ]);
});
