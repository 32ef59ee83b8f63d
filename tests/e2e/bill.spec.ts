import { execFileSync } from 'node:child_process';
import ExcelJS from 'exceljs';
import { formatMoney } from '#contract';
import { monthBounds } from '../../server/lib/format.ts';
import { monthOf } from '../../server/services/keep-fee.ts';
import { expect, signIn, test } from './fixtures.ts';
import { DEMO, dataRows, tableSettled } from './helpers.ts';

/**
 * Monthly bills (issue 40): demo opens 月度账单 from the menu and sees the month in progress
 * (未出账) over its seeded bills; the clock passes the month's end, the month is issued, and its
 * xlsx and PDF download, both holding its closing balance.
 */

test.use({ viewport: { width: 1440, height: 900 } });

test('advancing past a month end issues the bill, and its xlsx and PDF download', async ({
  page,
  request,
}) => {
  const clock = await request.put('/__emulator/clock', { data: { frozen: true } });
  const now = ((await clock.json()) as { epoch_ms: number }).epoch_ms;
  const month = monthOf(now);

  await signIn(page, DEMO, '/#/home');
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: '交易查询' }).click();
  await nav.getByRole('link', { name: '月度账单' }).click();
  const current = page.getByRole('region', { name: `本月账单 ${month}` });
  await expect(current).toContainText('未出账');
  await tableSettled(page, '历史账单');
  await expect(dataRows(page, '历史账单')).toHaveCount(3);
  await expect(dataRows(page, '历史账单').first()).toContainText('已结清');
  await expect(dataRows(page, '历史账单').first().getByRole('cell').first()).not.toHaveText(month);

  // The month ends (UTC+8): the clock's step issues it.
  await request.put('/__emulator/clock', { data: { advance_ms: monthBounds(now)[1] - now + 3_600_000 } });
  // A month later the session has expired: demo signs in again.
  await signIn(page, DEMO, '/#/service/bill');
  await page.reload();
  await expect(page.getByRole('region', { name: `本月账单 ${monthOf(monthBounds(now)[1])}` })).toBeVisible();
  await tableSettled(page, '历史账单');
  await expect(dataRows(page, '历史账单')).toHaveCount(4);
  const issued = dataRows(page, '历史账单').first();
  await expect(issued.getByRole('cell').first()).toHaveText(month);
  const closing = (await issued.getByRole('cell').nth(8).innerText()).trim();
  expect(closing).toMatch(/^¥/);

  const xlsxDownload = page.waitForEvent('download');
  await issued.getByRole('button', { name: '下载 Excel' }).click();
  const xlsx = await xlsxDownload;
  expect(xlsx.suggestedFilename()).toBe(`月度账单_${month}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await xlsx.path());
  const cells = workbook.worksheets[0]!.getSheetValues().flat().map(String);
  expect(cells.map((c) => formatMoney(c))).toContain(closing);

  const pdfDownload = page.waitForEvent('download');
  await issued.getByRole('button', { name: '下载 PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe(`月度账单_${month}.pdf`);
  const text = execFileSync('pdftotext', ['-layout', await pdf.path(), '-'], { encoding: 'utf8' });
  expect(text).toContain(`月度账单 ${month}`);
  expect(text).toMatch(new RegExp(`期末余额\\s+${closing.replace(/[¥,]/g, '').replace('.', '\\.')}`));
  await expect(page.getByText(`账单已下载：月度账单_${month}.pdf`)).toBeVisible();

  // The detail lists the month's lines by ledger kind.
  await issued.getByRole('button', { name: '详情', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `账单 ${month}` });
  await expect(dialog.getByRole('table', { name: '按流水类型' })).toContainText('停机保号费');
});

for (const [lang, width, height] of [
  ['zh-CN', 1440, 900],
  ['en', 390, 844],
] as const) {
  test(`the bills page at ${width} px in ${lang}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, DEMO, '/#/service/bill');
    if (lang === 'en') {
      await page.getByRole('banner').getByRole('button', { name: '语言' }).click();
      await page.getByRole('menuitemradio', { name: 'English' }).click();
    }
    const caption = lang === 'en' ? 'Past bills' : '历史账单';
    await tableSettled(page, caption);
    await expect(dataRows(page, caption)).toHaveCount(3);
    await page.screenshot({ path: `test-results/bill-${lang}-${width}.png`, fullPage: true });
    await dataRows(page, caption)
      .first()
      .getByRole('button', { name: lang === 'en' ? 'Details' : '详情', exact: true })
      .click();
    await expect(page.getByRole('dialog')).toContainText(lang === 'en' ? 'By entry type' : '按流水类型');
    await page.screenshot({ path: `test-results/bill-${lang}-${width}-detail.png` });
  });
}
