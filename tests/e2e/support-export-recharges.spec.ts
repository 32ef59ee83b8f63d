import { expect, signIn, test } from './fixtures.ts';
import {
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
 * Q_IRE (issue 47): support exports demo's add-on package recharges from the task centre; the task
 * moves on the emulator clock, and its file holds one line per recharge it counted.
 */

const DEMO_CLIENT = '深圳市智联物联科技有限公司';

test('support exports demo’s add-on recharges: queued, done on the clock, one line per record', async ({
  page,
  request,
}, info) => {
  expect((await request.put('/__emulator/clock', { data: { frozen: true } })).ok()).toBe(true);
  await openSupportKind(page, '充值记录导出');
  await expect(page).toHaveURL(/#\/batch_task\/Q_IRE$/);
  await tableSettled(page, '充值记录导出');
  // The seeded history: demo's recharges of a month, exported before.
  await expect(dataRows(page, '充值记录导出').filter({ hasText: DEMO_CLIENT }).first()).toContainText(
    '已完成',
  );

  await page.getByRole('button', { name: '新建任务' }).click();
  await expect(page).toHaveURL(/#\/add_support_task\?kind=Q_IRE$/);
  const dialog = page.getByRole('dialog', { name: '充值记录导出' });
  await dialog.getByRole('combobox', { name: '客户', exact: true }).fill('智联物联科技');
  await page.getByRole('option', { name: new RegExp(DEMO_CLIENT) }).click();
  await dialog.getByRole('combobox', { name: '充值类型' }).click();
  await page.getByRole('option', { name: '加油包' }).click();
  await shoot(page, info, 'q-ire-form-desktop-zh');
  await dialog.getByRole('button', { name: '开始导出' }).click();
  const toast = page.getByText(/^导出任务已加入队列，共 \d+ 行$/);
  await expect(toast).toBeVisible();
  const total = Number(/共 (\d+) 行/.exec((await toast.textContent()) ?? '')![1]);
  expect(total).toBeGreaterThan(0);

  await expect(page).toHaveURL(/#\/batch_task\/Q_IRE$/);
  const row = dataRows(page, '充值记录导出').first();
  await expect(row).toContainText(`${DEMO_CLIENT}；充值类型：加油包`);
  expect((await request.put('/__emulator/clock', { data: { advance_ms: 60_000 } })).ok()).toBe(true);
  await expect(row).toContainText('已完成');
  const lines = await downloadedRows(page, row, '结果文件');
  expect(lines[0]!.slice(0, 3)).toEqual(['订单号', '充值时间', '客户名称']);
  expect(lines).toHaveLength(total + 1);
  expect(new Set(lines.slice(1).map((l) => l[5]))).toEqual(new Set(['加油包']));
  await shoot(page, info, 'q-ire-list-desktop-zh');
});

test('in English: the recharge export from the menu, its form; without its code neither entry nor control, and 599', async ({
  page,
  request,
}, info) => {
  await page.addInitScript(() => localStorage.setItem('language', 'english'));
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    await signIn(page, SUPPORT, '/#/batch_task/Q_IRE');
    await tableSettled(page, 'Recharge record export');
    await expect(dataRows(page, 'Recharge record export').first()).toContainText('Done');
    await shoot(page, info, `q-ire-list-${size.name}-en`);
    await page.getByRole('button', { name: 'New task', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Recharge record export' })).toBeVisible();
    await shoot(page, info, `q-ire-form-${size.name}-en`);
  }
  await page.setViewportSize(SCREEN_SIZES[0]);
  await signIn(page, SUPPORT, '/#/batch_task/list');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'Recharge record export' })).toBeVisible();
  await expectSupportKindWithheld(page, request, {
    kind: 'Q_IRE',
    code: 'router_spt_batchtask_recharge_export',
    label: 'Recharge record export',
    api: { path: '/support/task/export/', data: { kind: 'Q_IRE' } },
  });
});

test('on a phone, in Chinese: the recharge export’s list', async ({ page }, info) => {
  await page.setViewportSize(SCREEN_SIZES[1]);
  await signIn(page, SUPPORT, '/#/batch_task/Q_IRE');
  await tableSettled(page, '充值记录导出');
  await shoot(page, info, 'q-ire-list-phone-zh');
});
