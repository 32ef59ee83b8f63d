import type { APIRequestContext } from '@playwright/test';
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
 * O_GPRS (issue 47): support resets the data function of three of demo's cards at the carrier from
 * the task centre; the card awaiting activation is refused with its reason, the two in use are
 * turned off and on again on the emulator clock, which demo's card detail shows as support's
 * operations.
 */

const DEMO_CLIENT = '深圳市智联物联科技有限公司';

interface CardRow {
  id: number;
  iccid: string;
}

const cardsOf = async (request: APIRequestContext, token: string, status: string) =>
  (await apiGet<{ tableData: CardRow[] }>(request, token, '/card/list/', { status, page_size: 5 })).tableData;

test('support resets 3 of demo’s cards: one refused with its reason, the two others off and on again', async ({
  page,
  request,
}, info) => {
  expect((await request.put('/__emulator/clock', { data: { frozen: true } })).ok()).toBe(true);
  const demo = await apiToken(request, DEMO);
  const [first, second] = await cardsOf(request, demo, 'active');
  const [pending] = await cardsOf(request, demo, 'pending');
  expect([first, second, pending].every(Boolean)).toBe(true);

  await openSupportKind(page, 'GPRS功能重置');
  await expect(page).toHaveURL(/#\/batch_task\/O_GPRS$/);
  await tableSettled(page, 'GPRS功能重置');
  // The seeded history: support reset cards of demo's before, one refused.
  await expect(dataRows(page, 'GPRS功能重置').filter({ hasText: DEMO_CLIENT }).first()).toContainText(
    '部分失败',
  );

  await page.getByRole('button', { name: '新建任务' }).click();
  await expect(page).toHaveURL(/#\/add_support_task\?kind=O_GPRS$/);
  const dialog = page.getByRole('dialog', { name: 'GPRS功能重置' });
  await expect(dialog.getByText('在运营商处将卡的数据功能先关闭再开启')).toBeVisible();
  await dialog.getByRole('combobox', { name: '客户', exact: true }).fill('智联物联科技');
  await page.getByRole('option', { name: new RegExp(DEMO_CLIENT) }).click();
  await dialog
    .getByRole('textbox', { name: '卡号' })
    .fill([first!.iccid, pending!.iccid, second!.iccid].join('\n'));
  await dialog.getByRole('button', { name: '校验' }).click();

  await expect(page.getByRole('heading', { name: 'GPRS功能重置：校验结果' })).toBeVisible();
  const figure = (name: string) => page.locator('dl > div').filter({ hasText: name }).getByRole('definition');
  await expect(figure('总行数')).toHaveText('3');
  await expect(figure('可执行')).toHaveText('2');
  const refused = page.getByRole('table', { name: '未通过校验的行' });
  await expect(refused).toContainText(pending!.iccid);
  await expect(refused).toContainText('仅正使用或停机的卡可以重置数据功能，该卡当前为待激活');
  await shoot(page, info, 'o-gprs-check-desktop-zh');

  await page.getByRole('button', { name: '执行（2 行）' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/#\/batch_task\/O_GPRS$/);
  const row = dataRows(page, 'GPRS功能重置').first();
  // At the carrier, on the emulator clock: nothing is done until the clock reaches the step.
  await expect(row).toContainText(/运行中|排队中/);
  expect((await request.put('/__emulator/clock', { data: { advance_ms: 10_000 } })).ok()).toBe(true);
  await expect(row).toContainText('部分失败');
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  // The results file: one line a card, the refused one with its reason.
  const lines = await downloadedRows(page, row, '结果文件');
  expect(lines).toHaveLength(4);
  expect(lines.find((l) => l.includes(pending!.iccid))!.join(' ')).toContain(
    '仅正使用或停机的卡可以重置数据功能，该卡当前为待激活',
  );
  await shoot(page, info, 'o-gprs-list-desktop-zh');

  // demo's card detail: support's 断网 then 复网 in the card's operations.
  await page.goto('about:blank');
  await signIn(page, DEMO, `/#/card/detail/${first!.id}`);
  await page.getByRole('tab', { name: '操作日志' }).click();
  await tableSettled(page, '操作日志');
  // Latest first: 复网, then the 断网 before it, both by support.
  const ops = dataRows(page, '操作日志');
  await expect(ops.nth(0)).toContainText('复网');
  await expect(ops.nth(0)).toContainText('support');
  await expect(ops.nth(1)).toContainText('断网');
  await expect(ops.nth(1)).toContainText('support');
});

test('in English: the GPRS reset from the menu, its form; without its code neither entry nor control, and 599', async ({
  page,
  request,
}, info) => {
  await page.addInitScript(() => localStorage.setItem('language', 'english'));
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    await signIn(page, SUPPORT, '/#/batch_task/O_GPRS');
    await tableSettled(page, 'GPRS function reset');
    await expect(dataRows(page, 'GPRS function reset').first()).toContainText('GPRS function reset');
    await shoot(page, info, `o-gprs-list-${size.name}-en`);
  }
  await page.setViewportSize(SCREEN_SIZES[0]);
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'GPRS function reset' })).toBeVisible();
  await page.getByRole('button', { name: 'New task' }).click();
  await expect(page).toHaveURL(/#\/add_support_task\?kind=O_GPRS$/);
  const dialog = page.getByRole('dialog', { name: 'GPRS function reset' });
  await expect(dialog.getByText("Turns each card's data function off and on again")).toBeVisible();
  await shoot(page, info, 'o-gprs-form-desktop-en');

  await expectSupportKindWithheld(page, request, {
    kind: 'O_GPRS',
    code: 'router_spt_batchtask_card_gprs_status_reset',
    label: 'GPRS function reset',
    api: {
      path: '/support/task/check/',
      data: { kind: 'O_GPRS', client_id: 1, numbers: ['89860000000000000000'] },
    },
  });
});

test('on a phone, in Chinese: the GPRS reset’s list and form', async ({ page }, info) => {
  await page.setViewportSize(SCREEN_SIZES[1]);
  await signIn(page, SUPPORT, '/#/batch_task/O_GPRS');
  await tableSettled(page, 'GPRS功能重置');
  await shoot(page, info, 'o-gprs-list-phone-zh');
  await page.getByRole('button', { name: '新建任务' }).click();
  await expect(page.getByRole('dialog', { name: 'GPRS功能重置' })).toBeVisible();
  await shoot(page, info, 'o-gprs-form-phone-zh');
});
