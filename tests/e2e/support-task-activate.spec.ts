import type { APIRequestContext } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';
import {
  apiGet,
  apiToken,
  DEMO,
  dataRows,
  expectSupportKindWithheld,
  openSupportKind,
  SCREEN_SIZES,
  SUPPORT,
  shoot,
  tableSettled,
} from './helpers.ts';

/**
 * O_CS (issue 47): support activates three of demo's cards from the task centre; the cancelled one
 * is refused with its reason, the two others go into use, and demo's card list shows them 正使用.
 */

const DEMO_CLIENT = '深圳市智联物联科技有限公司';

interface CardRow {
  iccid: string;
  status: string;
}

const cardsOf = async (request: APIRequestContext, token: string, status: string) =>
  (await apiGet<{ tableData: CardRow[] }>(request, token, '/card/list/', { status, page_size: 5 })).tableData;

test('support activates 3 of demo’s cards: one refused with its reason, the two others 正使用 in demo’s list', async ({
  page,
  request,
}) => {
  expect((await request.put('/__emulator/clock', { data: { frozen: true } })).ok()).toBe(true);
  const demo = await apiToken(request, DEMO);
  const [first, second] = (await cardsOf(request, demo, 'pending')).map((c) => c.iccid);
  const [cancelled] = (await cardsOf(request, demo, 'cancelled')).map((c) => c.iccid);
  expect([first, second, cancelled].every(Boolean)).toBe(true);

  await openSupportKind(page, '批量卡激活');
  await expect(page).toHaveURL(/#\/batch_task\/O_CS$/);
  await tableSettled(page, '批量卡激活');
  // The seeded history: support activated cards of demo's before, one refused.
  await expect(dataRows(page, '批量卡激活').filter({ hasText: DEMO_CLIENT }).first()).toContainText(
    '部分失败',
  );

  await page.getByRole('button', { name: '新建任务' }).click();
  await expect(page).toHaveURL(/#\/add_support_task\?kind=O_CS$/);
  const dialog = page.getByRole('dialog', { name: '批量卡激活' });
  await dialog.getByRole('combobox', { name: '客户', exact: true }).fill('智联物联科技');
  await page.getByRole('option', { name: new RegExp(DEMO_CLIENT) }).click();
  await dialog.getByRole('textbox', { name: '卡号' }).fill([first, second, cancelled].join('\n'));
  // No reason: refused under its field, nothing sent.
  await dialog.getByRole('button', { name: '校验' }).click();
  await expect(dialog.getByText('请填写变更原因')).toBeVisible();
  await dialog.getByRole('textbox', { name: '原因' }).fill('客户来电要求激活');
  await dialog.getByRole('button', { name: '校验' }).click();

  await expect(page.getByRole('heading', { name: '批量卡激活：校验结果' })).toBeVisible();
  const figure = (name: string) => page.locator('dl > div').filter({ hasText: name }).getByRole('definition');
  await expect(figure('总行数')).toHaveText('3');
  await expect(figure('可执行')).toHaveText('2');
  const refused = page.getByRole('table', { name: '未通过校验的行' });
  await expect(refused).toContainText(cancelled!);
  await expect(refused).toContainText('仅待激活或测试期的卡可以激活，该卡当前为已销户');

  await page.getByRole('button', { name: '执行（2 行）' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/#\/batch_task\/O_CS$/);
  const row = dataRows(page, '批量卡激活').first();
  await expect(row).toContainText(/运行中|排队中/);
  expect((await request.put('/__emulator/clock', { data: { advance_ms: 10_000 } })).ok()).toBe(true);
  await expect(row).toContainText('部分失败');
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

  // demo's card list: the two in use, the cancelled one as it was.
  await page.goto('about:blank');
  await signIn(page, DEMO, `/#/card/list?number=${first}`);
  await tableSettled(page, '卡列表');
  await expect(dataRows(page, '卡列表').filter({ hasText: first! })).toContainText('正使用');
  await page.goto(`/#/card/list?number=${second}`);
  await tableSettled(page, '卡列表');
  await expect(dataRows(page, '卡列表').filter({ hasText: second! })).toContainText('正使用');
  const still = await apiGet<{ tableData: CardRow[] }>(request, demo, '/card/list/', { number: cancelled! });
  expect(still.tableData[0]!.status).toBe('cancelled');
});

test('in English: batch activation from the menu, its form; without router_spt_change_status neither entry nor control, and 599', async ({
  page,
  request,
}, info) => {
  await page.addInitScript(() => localStorage.setItem('language', 'english'));
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    await signIn(page, SUPPORT, '/#/batch_task/O_CS');
    await tableSettled(page, 'Batch card activation');
    await expect(dataRows(page, 'Batch card activation').first()).toContainText('Batch card activation');
    await shoot(page, info, `o-cs-list-${size.name}-en`);
  }
  await page.setViewportSize(SCREEN_SIZES[0]);
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'Batch card activation' })).toBeVisible();
  await page.getByRole('button', { name: 'New task' }).click();
  await expect(page).toHaveURL(/#\/add_support_task\?kind=O_CS$/);
  const dialog = page.getByRole('dialog', { name: 'Batch card activation' });
  await expect(dialog.getByRole('textbox', { name: 'Reason' })).toBeVisible();
  await shoot(page, info, 'o-cs-form-desktop-en');

  await expectSupportKindWithheld(page, request, {
    kind: 'O_CS',
    code: 'router_spt_change_status',
    label: 'Batch card activation',
    api: {
      path: '/support/task/check/',
      data: { kind: 'O_CS', client_id: 1, reason: 'x', numbers: ['89860000000000000000'] },
    },
  });
});
