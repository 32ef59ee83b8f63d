import type { APIRequestContext, Page } from '@playwright/test';
import { formatMoney, LEDGER_KINDS, type LedgerKind } from '#contract';
import { pick } from '../../server/i18n.ts';
import { expect, signIn, test } from './fixtures.ts';
import { apiToken, DEMO, dataRows, tableSettled } from './helpers.ts';

interface LedgerData {
  tableData: { kind: LedgerKind; amount: string; balance_after: string; order_no: string; remark: string }[];
  total_count: number;
  account: { balance: string; available: string };
  totals: {
    count: number;
    income: string;
    expense: string;
    net: string;
    by_kind: { kind: string; count: number }[];
  };
}
interface TransferData {
  tableData: { order_no: string; sub_client_id: number; amount: string; remark: string }[];
  sub_clients: { id: number; name: string; balance: string }[];
}

async function api(request: APIRequestContext) {
  const token = await apiToken(request, DEMO);
  const get = async <T>(path: string, query: Record<string, string | number> = {}) => {
    const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const body = await (
      await request.get(`/ep/api${path}?${params}`, { headers: { Authorization: `JWT ${token}` } })
    ).json();
    expect(body.code, `${path}: ${body.msg}`).toBe(200);
    return body.data as T;
  };
  return {
    get,
    ledger: (query: Record<string, string | number> = {}) =>
      get<LedgerData>('/charge/account/ledger/', query),
    transfers: () => get<TransferData>('/balance/transfer/list/sub_client/', { page: 1, page_size: 10 }),
    headerBalance: async () => (await get<{ client_balance: number }>('/index/header/')).client_balance,
  };
}

/** The top bar's balance as the user reads it ('¥12,860.50'). */
const topBalance = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('listitem')
    .filter({ hasText: /账户余额|Balance/ });

test.use({ viewport: { width: 1440, height: 900 } });

test('demo opens the account ledger from the menu in both languages and sees its rows and totals', async ({
  page,
  request,
}) => {
  const demo = await api(request);
  const ledger = await demo.ledger();
  await signIn(page, DEMO, '/#/home');
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: '用户管理' }).click();
  await nav.getByRole('link', { name: '账户台账' }).click();
  await expect(page).toHaveTitle('账户台账 - 物联网卡管理平台');
  await tableSettled(page, '账户台账');
  await expect(dataRows(page, '账户台账')).toHaveCount(10);
  const first = ledger.tableData[0]!;
  await expect(dataRows(page, '账户台账').first()).toContainText(first.order_no || first.remark);
  await expect(
    page.getByText(`共 ${ledger.totals.count} 笔，收入 ${formatMoney(ledger.totals.income)}`),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: '按类型合计' })).toContainText(
    `充值 ${ledger.totals.by_kind.find((k) => k.kind === 'recharge')!.count} 笔`,
  );
  await expect(topBalance(page)).toContainText(formatMoney(await demo.headerBalance()));
  expect(Number(first.balance_after)).toBeCloseTo(await demo.headerBalance(), 2);

  // Filtered to SMS charges: only 短信 rows, and the totals follow the filter.
  await page.getByLabel('交易类型').click();
  await page.getByRole('option', { name: '短信' }).click();
  await page.getByRole('button', { name: '搜索' }).click();
  await tableSettled(page, '账户台账');
  const sms = await demo.ledger({ kind: 'sms' });
  await expect(page.getByText(`共 ${sms.totals.count} 笔`)).toBeVisible();
  for (const row of await dataRows(page, '账户台账').all()) await expect(row).toContainText('短信');

  // Exported as a task of the engine: the filtered rows, listed in the export log.
  await page.getByRole('button', { name: '导出流水' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    `确定导出当前筛选条件下的 ${sms.totals.count} 条流水吗？`,
  );
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(`导出任务已创建，共 ${sms.totals.count} 条流水`)).toBeVisible();
  const exports = await demo.get<{ tableData: { kind: string; total: number; filters: string }[] }>(
    '/task/export_log/',
    { kind: 'ledger_export' },
  );
  expect(exports.tableData[0]).toMatchObject({
    kind: 'ledger_export',
    total: sms.totals.count,
    filters: '交易类型：短信',
  });

  // In English, from the menu too.
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  const navEn = page.getByRole('navigation', { name: 'Main menu' });
  await navEn.getByRole('link', { name: 'Account ledger' }).click();
  await tableSettled(page, 'Account ledger');
  // The menu opens the ledger unfiltered.
  await expect(
    page.getByText(`Rows: ${ledger.totals.count}; in ${formatMoney(ledger.totals.income)}`),
  ).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Type' })).toBeVisible();
  await expect(dataRows(page, 'Account ledger').first()).toContainText(pick(LEDGER_KINDS[first.kind], 'en'));
});

test('demo transfers money to demo_sub: both ledgers, the transfer list and the top bar follow', async ({
  page,
  request,
}) => {
  const demo = await api(request);
  const before = await demo.transfers();
  const sub = before.sub_clients[0]!;
  const balanceBefore = await demo.headerBalance();
  await signIn(page, DEMO, '/#/home');
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: '用户管理' }).click();
  await nav.getByRole('link', { name: '余额划拨' }).click();
  await tableSettled(page, '余额划拨');

  await page.getByRole('button', { name: '划拨给子客户' }).click();
  const dialog = page.getByRole('dialog', { name: '余额划拨' });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请选择子客户', { exact: true }).last()).toBeVisible();
  await expect(dialog.getByText('请输入大于0的金额，最多两位小数')).toBeVisible();
  await dialog.getByLabel('子客户').click();
  await page.getByRole('option', { name: new RegExp(sub.name) }).click();
  // Kept as typed and refused with the message: a letter, a minus sign (never silently dropped, so
  // '-5' is not taken for 5) or more than two decimals; what was typed stays.
  for (const typed of ['8a8.80', '-5', '88.805']) {
    await dialog.getByLabel('划拨金额(元)').fill(typed);
    await expect(dialog.getByLabel('划拨金额(元)')).toHaveValue(typed);
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByText('请输入大于0的金额，最多两位小数')).toBeVisible();
    await expect(dialog.getByLabel('划拨金额(元)')).toHaveValue(typed);
  }
  // More than the available balance: the emulator refuses it, nothing moves.
  await dialog.getByLabel('划拨金额(元)').fill(String(Math.ceil(balanceBefore) + 1));
  await dialog.getByRole('button', { name: '确定' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(/可用余额不足：本次划拨/)).toBeVisible();
  expect(await demo.headerBalance()).toBeCloseTo(balanceBefore, 2);

  await dialog.getByLabel('划拨金额(元)').fill('88.80');
  await dialog.getByLabel('备注').fill('十一月备用金');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(`确定向“${sub.name}”划拨 ¥88.80 吗？`);
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(`已向“${sub.name}”划拨 ¥88.80`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(dataRows(page, '余额划拨').first()).toContainText('十一月备用金');
  await expect(dataRows(page, '余额划拨').first()).toContainText('88.80');
  await expect(topBalance(page)).toContainText(formatMoney(balanceBefore - 88.8));

  // Both sides: demo's 划拨转出 row, and demo_sub's balance (its own ledger's last row) up by 88.80.
  const after = await demo.transfers();
  const done = after.tableData[0]!;
  expect(done).toMatchObject({ sub_client_id: sub.id, amount: '88.80', remark: '十一月备用金' });
  expect(Number(after.sub_clients[0]!.balance)).toBeCloseTo(Number(sub.balance) + 88.8, 2);
  const out = (await demo.ledger({ order_no: done.order_no })).tableData;
  expect(out).toMatchObject([{ kind: 'transfer_out', amount: '-88.80' }]);
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '账户台账' }).click();
  await tableSettled(page, '账户台账');
  await expect(dataRows(page, '账户台账').first()).toContainText('划拨转出');
  await expect(dataRows(page, '账户台账').first()).toContainText('-¥88.80');
});

test('a link with ?sub_client_id opens the transfer form with that sub-client chosen (English)', async ({
  page,
  request,
}) => {
  const demo = await api(request);
  const sub = (await demo.transfers()).sub_clients[0]!;
  await page.addInitScript(() => localStorage.setItem('language', 'english'));
  await signIn(page, DEMO, `/#/balance_transfer?sub_client_id=${sub.id}`);
  const dialog = page.getByRole('dialog', { name: 'Balance transfer' });
  await expect(dialog.getByLabel('Sub-client')).toContainText(sub.name);
  await dialog.getByLabel('Amount (¥)').fill('10');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(`Transferred ¥10.00 to “${sub.name}”`)).toBeVisible();
  expect((await demo.transfers()).tableData[0]).toMatchObject({ sub_client_id: sub.id, amount: '10.00' });
});

test('an add-on bought from the card list is a 加油包 row once the carrier answers, and the top bar balance drops by its price', async ({
  page,
  request,
}) => {
  const demo = await api(request);
  const before = await demo.headerBalance();
  // A China Mobile card in use outside any billing group (a pooled card buys a pool's add-on).
  const listed = await demo.get<{ tableData: { id: number; iccid: string }[] }>('/card/list/', {
    status: 'active',
    carrier: 'cmcc',
    page_size: 50,
  });
  let iccid = '';
  for (const card of listed.tableData) {
    const detail = await demo.get<{ billing_group: unknown }>('/card/detail/', { card_id: card.id });
    if (detail.billing_group === null) {
      iccid = card.iccid;
      break;
    }
  }
  expect(iccid).not.toBe('');
  await signIn(page, DEMO, `/#/card/list?number=${iccid}`);
  await tableSettled(page, '卡列表');
  const row = dataRows(page, '卡列表').filter({ hasText: iccid });
  await row.getByRole('checkbox').check();
  await page.getByRole('toolbar', { name: '批量操作' }).getByRole('button', { name: '加油包' }).click();
  const dialog = page.getByRole('dialog', { name: '订购加油包' });
  await dialog.getByLabel('中国移动加油包 100MB · ¥10.00').check();
  await dialog.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  const told = page.getByText(/^订单 (C\d{16}) 已支付，¥10\.00 已冻结，等待运营商办理$/);
  await expect(told).toBeVisible();
  const orderNo = /C\d{16}/.exec((await told.textContent())!)![0];
  // Frozen until the carrier answers: the balance has not moved yet.
  await expect(topBalance(page)).toContainText(formatMoney(before));
  expect((await request.put('/__emulator/clock', { data: { advance_ms: 30_000 } })).ok()).toBe(true);

  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: '用户管理' }).click();
  await nav.getByRole('link', { name: '账户台账' }).click();
  await tableSettled(page, '账户台账');
  const top = dataRows(page, '账户台账').first();
  await expect(top).toContainText('加油包');
  await expect(top).toContainText('-¥10.00');
  await expect(top).toContainText(orderNo);
  await expect(top).toContainText(formatMoney(before - 10));
  // The top bar reads the account afresh on a reload: charged, nothing frozen any more.
  await page.reload();
  await expect(topBalance(page)).toContainText(formatMoney(before - 10));
  await expect(topBalance(page)).not.toContainText('冻结');
  const ledger = await demo.ledger();
  expect(ledger.tableData[0]).toMatchObject({ kind: 'addon', amount: '-10.00', order_no: orderNo });
  expect(Number(ledger.tableData[0]!.balance_after)).toBeCloseTo(await demo.headerBalance(), 2);
});
