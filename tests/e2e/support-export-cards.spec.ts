import { expect, signIn, test } from './fixtures.ts';
import {
  apiGet,
  apiToken,
  DEMO,
  dataRows,
  downloadedRows,
  expectSupportKindWithheld,
  openSupportKind,
  SCREEN_SIZES,
  SUPPORT,
  shoot,
  tableSettled,
} from './helpers.ts';

/**
 * Q_CE (issue 47): support exports demo's cards in use from the task centre; the task moves on the
 * emulator clock, and its file holds exactly demo's cards in use.
 */

const DEMO_CLIENT = '深圳市智联物联科技有限公司';

test('support exports demo’s cards in use: queued, done on the clock, the file holds exactly those cards', async ({
  page,
  request,
}, info) => {
  expect((await request.put('/__emulator/clock', { data: { frozen: true } })).ok()).toBe(true);
  const demo = await apiToken(request, DEMO);
  const inUse = await apiGet<{ total_count: number }>(request, demo, '/card/list/', {
    status: 'active',
    page_size: 10,
  });
  expect(inUse.total_count).toBeGreaterThan(0);

  await openSupportKind(page, '卡片导出');
  await expect(page).toHaveURL(/#\/batch_task\/Q_CE$/);
  await tableSettled(page, '卡片导出');
  // The seeded history: demo's cards exported before, and one export across clients.
  await expect(dataRows(page, '卡片导出').filter({ hasText: DEMO_CLIENT }).first()).toContainText('已完成');
  await expect(dataRows(page, '卡片导出').filter({ hasText: '全部客户' }).first()).toContainText('已完成');

  await page.getByRole('button', { name: '新建任务' }).click();
  await expect(page).toHaveURL(/#\/add_support_task\?kind=Q_CE$/);
  // An export reads no file: no template to download.
  await expect(page.getByRole('link', { name: '下载导入模板' })).toHaveCount(0);
  const dialog = page.getByRole('dialog', { name: '卡片导出' });
  await dialog.getByRole('combobox', { name: '客户', exact: true }).fill('智联物联科技');
  await page.getByRole('option', { name: new RegExp(DEMO_CLIENT) }).click();
  await dialog.getByRole('combobox', { name: '卡状态' }).click();
  await page.getByRole('option', { name: '正使用' }).click();
  await shoot(page, info, 'q-ce-form-desktop-zh');
  await dialog.getByRole('button', { name: '开始导出' }).click();
  await expect(page.getByText(`导出任务已加入队列，共 ${inUse.total_count} 行`)).toBeVisible();

  await expect(page).toHaveURL(/#\/batch_task\/Q_CE$/);
  const row = dataRows(page, '卡片导出').first();
  await expect(row).toContainText(`${DEMO_CLIENT}；卡状态：正使用`);
  await expect(row).toContainText(/运行中|排队中/);
  expect((await request.put('/__emulator/clock', { data: { advance_ms: 60_000 } })).ok()).toBe(true);
  await expect(row).toContainText('已完成');
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  const lines = await downloadedRows(page, row, '结果文件');
  expect(lines[0]!.slice(0, 4)).toEqual(['ICCID', 'MSISDN', 'IMSI', '客户名称']);
  expect(lines).toHaveLength(inUse.total_count + 1);
  expect(new Set(lines.slice(1).map((l) => l[6]))).toEqual(new Set(['正使用']));
  await shoot(page, info, 'q-ce-list-desktop-zh');
});

test('in English: the card export from the menu, its form; without its code neither entry nor control, and 599', async ({
  page,
  request,
}, info) => {
  await page.addInitScript(() => localStorage.setItem('language', 'english'));
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    await signIn(page, SUPPORT, '/#/batch_task/Q_CE');
    await tableSettled(page, 'Card export');
    await expect(dataRows(page, 'Card export').filter({ hasText: 'All clients' }).first()).toContainText(
      'Status: Suspended',
    );
    await shoot(page, info, `q-ce-list-${size.name}-en`);
    await page.getByRole('button', { name: 'New task', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Card export' })).toBeVisible();
    await shoot(page, info, `q-ce-form-${size.name}-en`);
  }
  await page.setViewportSize(SCREEN_SIZES[0]);
  await signIn(page, SUPPORT, '/#/batch_task/list');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'Card export' })).toBeVisible();

  await expectSupportKindWithheld(page, request, {
    kind: 'Q_CE',
    code: 'router_spt_batchtask_card_export',
    label: 'Card export',
    api: { path: '/support/task/export/', data: { kind: 'Q_CE' } },
  });
});

test('on a phone, in Chinese: the card export’s list', async ({ page }, info) => {
  await page.setViewportSize(SCREEN_SIZES[1]);
  await signIn(page, SUPPORT, '/#/batch_task/Q_CE');
  await tableSettled(page, '卡片导出');
  await shoot(page, info, 'q-ce-list-phone-zh');
});
