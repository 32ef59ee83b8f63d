import type { APIRequestContext } from '@playwright/test';
import { SUPPORT_TASK_KIND_INFO } from '#contract';
import { expect, signIn, test } from './fixtures.ts';
import { apiToken, DEMO, DEMO_SUB, dataRows, SUPPORT, tableSettled } from './helpers.ts';

/**
 * The support task centre (issue 47): support hands 20 of demo's cards to demo_sub (O_BHCS) and
 * watches the task move on the emulator clock; demo's own assignment log shows the batch done by
 * support, and demo_sub's header counts the cards.
 */

const DEMO_CLIENT = '深圳市智联物联科技有限公司';
const DEMO_SUB_CLIENT = '智联物联华南运营中心';

test.use({ viewport: { width: 1440, height: 900 } });

const advance = async (request: APIRequestContext, ms: number) =>
  expect((await request.put('/__emulator/clock', { data: { advance_ms: ms } })).ok()).toBe(true);

async function get<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const body = await (
    await request.get(`/ep/api${path}`, { headers: { Authorization: `JWT ${token}` } })
  ).json();
  expect(body.code, `${path}: ${body.msg}`).toBe(200);
  return body.data as T;
}

test('support hands 20 of demo’s cards to demo_sub through O_BHCS, watches the progress; demo’s log and demo_sub’s header follow', async ({
  page,
  request,
}) => {
  expect((await request.put('/__emulator/clock', { data: { frozen: true } })).ok()).toBe(true);
  const demo = await apiToken(request, DEMO);
  const sub = await apiToken(request, DEMO_SUB);
  // Twenty cards demo holds itself (the list names each card's holder).
  const list = await get<{ tableData: { iccid: string; client_name: string }[] }>(
    request,
    demo,
    '/card/list/?page_size=50',
  );
  const cards = list.tableData
    .filter((c) => c.client_name === DEMO_CLIENT)
    .slice(0, 20)
    .map((c) => c.iccid);
  expect(cards).toHaveLength(20);
  const before = (await get<{ count: number }>(request, sub, '/index/header/')).count;

  await signIn(page, SUPPORT);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: '任务中心' }).click();
  await nav.getByRole('link', { name: '子客户分卡' }).click();
  await expect(page).toHaveURL(/#\/batch_task\/O_BHCS$/);
  await tableSettled(page, '子客户分卡');
  // The seeded history: support handed cards to demo_sub before.
  await expect(dataRows(page, '子客户分卡').filter({ hasText: DEMO_CLIENT }).first()).toContainText('已完成');

  await page.getByRole('button', { name: '新建任务' }).click();
  await expect(page).toHaveURL(/#\/add_support_task\?kind=O_BHCS$/);
  const dialog = page.getByRole('dialog', { name: '子客户分卡' });
  // Nothing chosen: the form says what it needs, and sends nothing.
  await dialog.getByRole('button', { name: '校验' }).click();
  await expect(dialog.getByText('请选择客户')).toBeVisible();

  await dialog.getByRole('combobox', { name: '客户', exact: true }).fill('智联物联科技');
  await page.getByRole('option', { name: new RegExp(DEMO_CLIENT) }).click();
  await dialog.getByRole('combobox', { name: '划入子客户' }).fill('华南');
  await page.getByRole('option', { name: new RegExp(DEMO_SUB_CLIENT) }).click();
  await dialog.getByRole('textbox', { name: '卡号' }).fill([...cards, '12345'].join('\n'));
  await dialog.getByRole('button', { name: '校验' }).click();

  await expect(page.getByRole('heading', { name: '子客户分卡：校验结果' })).toBeVisible();
  await expect(page.getByText(`客户：${DEMO_CLIENT}`)).toBeVisible();
  const figure = (name: string) => page.locator('dl > div').filter({ hasText: name }).getByRole('definition');
  await expect(figure('总行数')).toHaveText('21');
  await expect(figure('可执行')).toHaveText('20');
  await expect(figure('未通过')).toHaveText('1');
  await expect(page.getByRole('table', { name: '未通过校验的行' })).toContainText('号码格式错误');
  // Checked, nothing applied yet.
  expect((await get<{ count: number }>(request, sub, '/index/header/')).count).toBe(before);

  await page.getByRole('button', { name: '执行（20 行）' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    `将为客户“${DEMO_CLIENT}”执行子客户分卡：20 行可执行，1 行未通过将不执行。`,
  );
  await confirm.getByRole('button', { name: '确定' }).click();

  await expect(page).toHaveURL(/#\/batch_task\/O_BHCS$/);
  const row = dataRows(page, '子客户分卡').first();
  await expect(row).toContainText('粘贴号码');
  await expect(row).toContainText(/运行中|排队中/);
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  // The clock goes on: the task finishes and the page follows.
  await advance(request, 60_000);
  await expect(row).toContainText('部分失败');
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(row).toContainText('support');

  // demo's own log: the batch, done by support, with exactly those 20 cards.
  // A new document: a hash change alone would keep support's session in the page.
  await page.goto('about:blank');
  await signIn(page, DEMO, '/#/card_assgin_log');
  await tableSettled(page, '划卡记录');
  const batch = dataRows(page, '划卡记录').first();
  await expect(batch).toContainText('support');
  await expect(batch).toContainText(DEMO_SUB_CLIENT);
  const log = await get<{ tableData: { id: number; username: string; succeeded: number }[] }>(
    request,
    demo,
    '/card_assign/log/?page_size=5',
  );
  expect(log.tableData[0]).toMatchObject({ username: 'support', succeeded: 20 });
  const detail = await get<{ tableData: { number: string }[] }>(
    request,
    demo,
    `/card_assign/detail/?task_id=${log.tableData[0]!.id}&outcome=ok&page_size=50`,
  );
  expect(detail.tableData.map((r) => r.number).sort()).toEqual([...cards].sort());

  // demo_sub's header counts the 20 cards.
  await page.goto('about:blank');
  await signIn(page, DEMO_SUB, '/#/home');
  const counts = page.getByRole('list', { name: '卡片概况' });
  await expect(counts.getByRole('listitem').filter({ hasText: '共有卡' })).toHaveText(`共有卡${before + 20}`);
});

test('in English: the task centre from the menu; a support user lacking the codes sees neither the entries nor the controls, and gets 599', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'english'));
  await signIn(page, SUPPORT, '/#/batch_task/list');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'Batch tasks' })).toBeVisible();
  await tableSettled(page, 'Batch tasks');
  // Every kind's seeded history, newest first (the latest is an export across clients).
  await expect(dataRows(page, 'Batch tasks').first()).toContainText('Card export');
  await expect(
    dataRows(page, 'Batch tasks').filter({ hasText: 'Assign cards to sub-clients' }).first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'New task' }).click();
  await expect(page).toHaveURL(/#\/add_support_task$/);
  await expect(page.getByRole('radio', { name: 'Assign cards to sub-clients' })).toBeChecked();
  await expect(page.getByRole('link', { name: 'Download the import template' })).toHaveAttribute(
    'href',
    /\/ep\/api\/batch\/template\/\?template=card_numbers&lang=en$/,
  );

  // Without any kind's code: no kind's entry, and no new task.
  const kindCodes = Object.values(SUPPORT_TASK_KIND_INFO).map((info) => info.code);
  expect((await request.put('/__emulator/users/support/perms', { data: { revoke: kindCodes } })).ok()).toBe(
    true,
  );
  await page.goto('/#/batch_task/list');
  await page.reload();
  await tableSettled(page, 'Batch tasks');
  await expect(nav.getByRole('link', { name: 'Assign cards to sub-clients' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New task' })).toHaveCount(0);
  await page.goto('/#/batch_task/O_BHCS');
  await expect(page).toHaveURL(/#\/401$/);
  const support = await apiToken(request, SUPPORT);
  const check = await (
    await request.post('/ep/api/support/task/check/', {
      headers: { Authorization: `JWT ${support}` },
      data: { kind: 'O_BHCS', client_id: 1, to_client_id: 2, numbers: ['89860000000000000000'] },
    })
  ).json();
  expect(check.code).toBe(599);
});
