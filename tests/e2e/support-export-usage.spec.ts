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
 * Q_CU (issue 47): support exports the daily usage of demo_sub's cards over a week from the task
 * centre; the task moves on the emulator clock, and each card's lines in the file are its card
 * detail's daily usage.
 */

const SUB_CLIENT = '智联物联华南运营中心';
const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

test('support exports demo_sub’s daily usage of a week: queued, done on the clock, each card’s days as its detail says', async ({
  page,
  request,
}, info) => {
  const clock = await request.put('/__emulator/clock', { data: { frozen: true } });
  const now = ((await clock.json()) as { epoch_ms: number }).epoch_ms;
  const start = dayOf(now - 6 * DAY);
  const end = dayOf(now);

  await openSupportKind(page, '每日用量查询');
  await expect(page).toHaveURL(/#\/batch_task\/Q_CU$/);
  await tableSettled(page, '每日用量查询');
  // The seeded history: demo's week of daily usage, exported 4 days ago.
  await expect(
    dataRows(page, '每日用量查询').filter({ hasText: '深圳市智联物联科技有限公司；用量日期' }).first(),
  ).toContainText('已完成');

  await page.getByRole('button', { name: '新建任务' }).click();
  await expect(page).toHaveURL(/#\/add_support_task\?kind=Q_CU$/);
  await expect(page.getByRole('link', { name: '下载导入模板' })).toHaveCount(0);
  const dialog = page.getByRole('dialog', { name: '每日用量查询' });
  await dialog.getByRole('combobox', { name: '客户', exact: true }).fill('华南运营中心');
  await page.getByRole('option', { name: new RegExp(SUB_CLIENT) }).click();
  // Without the days: refused under the field, nothing queued.
  await dialog.getByRole('button', { name: '开始导出' }).click();
  await expect(dialog.getByText('请选择起止日期')).toBeVisible();
  // A range of more than 31 days: refused under the field.
  await dialog.getByLabel('用量日期', { exact: true }).fill(dayOf(now - 40 * DAY));
  await dialog.getByLabel('用量日期（结束）').fill(end);
  await dialog.getByRole('button', { name: '开始导出' }).click();
  await expect(dialog.getByText('日期范围最多 31 天，请缩短后再导出')).toBeVisible();
  await dialog.getByLabel('用量日期', { exact: true }).fill(start);
  await shoot(page, info, 'q-cu-form-desktop-zh');
  await dialog.getByRole('button', { name: '开始导出' }).click();
  const toast = page.getByText(/^导出任务已加入队列，共 \d+ 行$/);
  await expect(toast).toBeVisible();
  const total = Number(/共 (\d+) 行/.exec((await toast.textContent()) ?? '')![1]);
  expect(total).toBeGreaterThan(0);

  await expect(page).toHaveURL(/#\/batch_task\/Q_CU$/);
  const row = dataRows(page, '每日用量查询').first();
  await expect(row).toContainText(`${SUB_CLIENT}；用量日期：${start} ~ ${end}`);
  expect((await request.put('/__emulator/clock', { data: { advance_ms: 60_000 } })).ok()).toBe(true);
  await expect(row).toContainText('已完成');
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  const lines = await downloadedRows(page, row, '结果文件');
  expect(lines[0]).toEqual(['ICCID', 'MSISDN', '客户名称', '运营商', '套餐', '日期', '用量(MB)']);
  expect(lines).toHaveLength(total + 1);
  expect(new Set(lines.slice(1).map((l) => l[2]))).toEqual(new Set([SUB_CLIENT]));
  await shoot(page, info, 'q-cu-list-desktop-zh');

  // The first card's lines are its card detail's daily usage on those days.
  const iccid = lines[1]![0]!;
  const demo = await apiToken(request, DEMO);
  const { card_id } = await apiGet<{ card_id: number }>(request, demo, '/card/get_id/', {
    number: iccid,
    num_type: 'iccid',
  });
  const expected: string[][] = [];
  for (const month of [...new Set([start.slice(0, 7), end.slice(0, 7)])]) {
    const usage = await apiGet<{ daily: { date: string; usage_mb: number }[] }>(
      request,
      demo,
      '/card/usage/',
      {
        card_id,
        month,
      },
    );
    for (const d of usage.daily) {
      if (d.date >= start && d.date <= end) expected.push([d.date, String(d.usage_mb)]);
    }
  }
  expect(lines.filter((l) => l[0] === iccid).map((l) => [l[5], l[6]])).toEqual(expected);
});

test('in English: the daily usage export from the menu, its form; without its code neither entry nor control, and 599', async ({
  page,
  request,
}, info) => {
  await page.addInitScript(() => localStorage.setItem('language', 'english'));
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    await signIn(page, SUPPORT, '/#/batch_task/Q_CU');
    await tableSettled(page, 'Daily usage query');
    await expect(dataRows(page, 'Daily usage query').first()).toContainText('Usage days:');
    await expect(dataRows(page, 'Daily usage query').first()).toContainText('Done');
    await shoot(page, info, `q-cu-list-${size.name}-en`);
    await page.getByRole('button', { name: 'New task', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Daily usage query' })).toBeVisible();
    await shoot(page, info, `q-cu-form-${size.name}-en`);
  }
  await page.setViewportSize(SCREEN_SIZES[0]);
  await signIn(page, SUPPORT, '/#/batch_task/list');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'Daily usage query' })).toBeVisible();
  await expectSupportKindWithheld(page, request, {
    kind: 'Q_CU',
    code: 'router_spt_batchtask_card_usage_export',
    label: 'Daily usage query',
    api: {
      path: '/support/task/export/',
      data: { kind: 'Q_CU', date_start: '2025-10-01', date_end: '2025-10-02' },
    },
  });
});

test('on a phone, in Chinese: the daily usage export’s list and form', async ({ page }, info) => {
  await page.setViewportSize(SCREEN_SIZES[1]);
  await signIn(page, SUPPORT, '/#/batch_task/Q_CU');
  await tableSettled(page, '每日用量查询');
  await shoot(page, info, 'q-cu-list-phone-zh');
  await page.getByRole('button', { name: '新建任务' }).click();
  await expect(page.getByRole('dialog', { name: '每日用量查询' })).toBeVisible();
  await shoot(page, info, 'q-cu-form-phone-zh');
});
