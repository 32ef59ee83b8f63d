import type { APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, signIn, test } from './fixtures.ts';
import { apiToken, DEMO, DEMO_SUB, dataRows, downloadedRows, filledTemplate, uploadFile } from './helpers.ts';

/**
 * /change_carrier (Batch menu): multi-carrier (eSIM) cards moved to another carrier and plan in a
 * batch, pasted with the target chosen on the page or imported with the target on each row, checked
 * first, run on the emulator clock and followed in the import log.
 */

interface ListedCard {
  iccid: string;
  carrier: string;
  esim: boolean;
  status: string;
  plan_name: string;
}

async function listed(request: APIRequestContext, token: string, query = 'page_size=50') {
  const response = await request.get(`/ep/api/card/list/?${query}`, {
    headers: { Authorization: `JWT ${token}` },
  });
  return (await response.json()).data.tableData as ListedCard[];
}

const cardOf = async (request: APIRequestContext, token: string, iccid: string) =>
  (await listed(request, token, `number=${iccid}`))[0]!;

const advance = async (request: APIRequestContext, ms: number) =>
  expect((await request.put('/__emulator/clock', { data: { advance_ms: ms } })).ok()).toBe(true);

test('a customer moves pasted eSIM cards to China Telecom: the target, the check, the task, the cards moved', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO);
  expect((await request.put('/__emulator/clock', { data: { frozen: true } })).ok()).toBe(true);
  const cards = await listed(request, token);
  const [a, b] = cards.filter((c) => c.esim && c.carrier !== 'ctcc' && c.status !== 'cancelled');
  const single = cards.find((c) => !c.esim && c.status === 'active')!;

  await signIn(page, DEMO);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: '批量', exact: true }).click();
  await nav.getByRole('link', { name: '批量切换运营商' }).click();
  await expect(page).toHaveURL(/#\/change_carrier$/);

  const main = page.getByRole('main');
  await main
    .getByRole('textbox', { name: '卡号', exact: true })
    .fill([a!.iccid, b!.iccid, single.iccid].join('\n'));
  // No target yet: the form says what it needs.
  await page.getByRole('button', { name: '校验' }).click();
  await expect(page.getByRole('alert')).toHaveText('请选择目标运营商和套餐');
  await main.getByRole('combobox', { name: '目标运营商' }).click();
  await page.getByRole('option', { name: '中国电信' }).click();
  await main.getByRole('combobox', { name: '目标套餐' }).click();
  await page.getByRole('option', { name: /^电信物联网月包 300MB/ }).click();
  await page.getByRole('button', { name: '校验' }).click();

  await expect(page.getByRole('heading', { name: '校验结果：批量切换运营商' })).toBeVisible();
  const figure = (name: string) => page.locator('dl > div').filter({ hasText: name }).getByRole('definition');
  await expect(figure('总行数')).toHaveText('3');
  await expect(figure('可执行')).toHaveText('2');
  const refused = page.getByRole('table', { name: '未通过校验的行' }).locator('tbody').getByRole('row');
  await expect(refused).toHaveCount(1);
  await expect(refused.first()).toContainText(single.iccid);
  await expect(refused.first()).toContainText('多运营商');
  // Checked, not applied.
  expect((await cardOf(request, token, a!.iccid)).carrier).toBe(a!.carrier);

  await page.getByRole('button', { name: '确认执行（2 张）' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('将对 2 张卡执行“批量切换运营商”');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/#\/import_log$/);
  const row = dataRows(page, '导入记录').first();
  await expect(row).toContainText('批量切换运营商');
  await advance(request, 60_000);
  await expect(row).toContainText('部分失败');
  for (const card of [a!, b!]) {
    expect(await cardOf(request, token, card.iccid)).toMatchObject({
      carrier: 'ctcc',
      plan_name: '电信物联网月包 300MB',
    });
  }
  expect((await cardOf(request, token, single.iccid)).carrier).toBe(single.carrier);
});

test('in English, the carrier change template names each row’s target; a bad row is refused with its column', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO);
  expect((await request.put('/__emulator/clock', { data: { frozen: true } })).ok()).toBe(true);
  const [a, b] = (await listed(request, token)).filter(
    (c) => c.esim && c.carrier !== 'cucc' && c.status !== 'cancelled',
  );
  await page.addInitScript(() => localStorage.setItem('language', 'english'));
  await signIn(page, DEMO, '/#/change_carrier');
  await page.getByRole('tab', { name: 'Import a file' }).click();
  await expect(page.getByRole('link', { name: 'Download the import template' })).toHaveAttribute(
    'href',
    /\/ep\/api\/batch\/template\/\?kind=carrier_change&lang=en$/,
  );
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('cards');
  sheet.addRow(['Card number', 'Target carrier', 'Target plan']);
  sheet.addRow([a!.iccid, 'China Unicom', '联通物联网月包 100MB']);
  sheet.addRow([b!.iccid, 'Mars Telecom', '联通物联网月包 100MB']);
  await uploadFile(page, {
    name: 'carriers.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
  });
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('heading', { name: 'Check: Batch carrier change' })).toBeVisible();
  const refused = page.getByRole('table', { name: 'Rows that did not pass the check' });
  await expect(refused).toContainText(b!.iccid);
  await expect(refused).toContainText('Target carrier must be China Mobile, China Unicom, China Telecom');
  await page.getByRole('button', { name: 'Run (1 cards)' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/#\/import_log$/);
  await advance(request, 60_000);
  const row = dataRows(page, 'Import log').filter({ hasText: 'carriers.xlsx' });
  await expect(row).toContainText('Partly failed');
  expect(await cardOf(request, token, a!.iccid)).toMatchObject({
    carrier: 'cucc',
    plan_name: '联通物联网月包 100MB',
  });
  expect((await cardOf(request, token, b!.iccid)).carrier).toBe(b!.carrier);
  // The results file names the bad row and why.
  const lines = await downloadedRows(page, row, 'Results');
  expect(lines.slice(1).map((l) => l.slice(0, 3))).toEqual([
    ['2', a!.iccid, 'Succeeded'],
    ['3', b!.iccid, 'Failed'],
  ]);
  expect(lines[2]![3]).toBe('Target carrier must be China Mobile, China Unicom, China Telecom');
});

test('a sub-client without router_change_carrier is sent to 401', async ({ page }) => {
  await signIn(page, DEMO_SUB);
  await expect(page).toHaveURL(/#\/home$/);
  await page.goto('/#/change_carrier');
  await expect(page).toHaveURL(/#\/401$/);
});

test('导入切换运营商模板：每行写明目标运营商和套餐，套餐不存在的行被拒绝并写入结果文件', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO);
  expect((await request.put('/__emulator/clock', { data: { frozen: true } })).ok()).toBe(true);
  // From the list's second page: the other walks take theirs from the first.
  const [a, b] = (await listed(request, token, 'page_size=50&page=2')).filter(
    (c) => c.esim && c.carrier !== 'cucc' && c.status !== 'cancelled',
  );
  await signIn(page, DEMO, '/#/change_carrier');
  await page.getByRole('tab', { name: '导入文件' }).click();
  await uploadFile(
    page,
    await filledTemplate(page, '下载导入模板', [
      [a!.iccid, '中国联通', '联通物联网月包 100MB'],
      [b!.iccid, '中国联通', '没有这个套餐'],
    ]),
  );
  await page.getByRole('button', { name: '校验' }).click();
  await expect(page.getByRole('heading', { name: '校验结果：批量切换运营商' })).toBeVisible();
  await expect(page.getByRole('table', { name: '未通过校验的行' })).toContainText('没有这个套餐');
  await page.getByRole('button', { name: '确认执行（1 张）' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/#\/import_log$/);
  await advance(request, 60_000);
  const row = dataRows(page, '导入记录').filter({ hasText: '切换运营商模板.xlsx' });
  await expect(row).toContainText('部分失败');
  expect(await cardOf(request, token, a!.iccid)).toMatchObject({
    carrier: 'cucc',
    plan_name: '联通物联网月包 100MB',
  });
  expect((await cardOf(request, token, b!.iccid)).carrier).toBe(b!.carrier);
  const lines = await downloadedRows(page, row, '结果文件');
  expect(lines.slice(1).map((l) => l.slice(0, 3))).toEqual([
    ['2', a!.iccid, '成功'],
    ['3', b!.iccid, '失败'],
  ]);
  expect(lines[2]![3]).toContain('没有这个套餐');
});
