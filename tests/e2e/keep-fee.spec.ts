import type { APIRequestContext } from '@playwright/test';
import { formatMoney, STOP_KEEP_FEE_CENTS, WX_PAY_SECONDS } from '#contract';
import { monthBounds } from '../../server/lib/format.ts';
import { expect, signIn, test } from './fixtures.ts';
import { apiToken, DEMO, dataRows, tableSettled } from './helpers.ts';

/**
 * The monthly 停机保号 fee (issue 40): a month on the clock charges the fee of the cards demo stopped,
 * through the ledger; a short balance leaves the rest owed (未结清), shown on the ledger page until
 * a top-up pays it first.
 */

async function api<T>(request: APIRequestContext, token: string, path: string, data?: unknown) {
  const response = await request.fetch(`/ep/api${path}`, {
    method: data === undefined ? 'GET' : 'POST',
    headers: { Authorization: `JWT ${token}` },
    data,
  });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${path}: ${body.msg}`).toBe(200);
  return body.data;
}

const clock = async (request: APIRequestContext, data: object) => {
  const response = await request.put('/__emulator/clock', { data });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { epoch_ms: number };
};

test.use({ viewport: { width: 1440, height: 900 } });

test('a month on the clock charges the 停机保号 fees; a short balance leaves the rest owed until a top-up', async ({
  page,
  request,
}) => {
  const { epoch_ms: now } = await clock(request, { frozen: true });
  let token = await apiToken(request, DEMO);
  // demo stops two China Mobile cards in use, then keeps 1 yuan available.
  // demo's own cards (its sub-clients pay their own fees).
  const own = (await api<{ client_name: string }>(request, token, '/index/config/')).client_name;
  const cards = await api<{ tableData: { id: number; client_name: string }[] }>(
    request,
    token,
    '/card/list/?status=active&carrier=cmcc&page_size=50',
  );
  const mine = cards.tableData.filter((c) => c.client_name === own).slice(0, 2);
  expect(mine).toHaveLength(2);
  await api(request, token, '/card/action/sor/', { card_ids: mine.map((c) => c.id), action: 'stop' });
  const subs = await api<{ sub_clients: { id: number }[] }>(
    request,
    token,
    '/balance/transfer/list/sub_client/?page=1&page_size=10',
  );
  const ledger = await api<{ account: { available: string } }>(request, token, '/charge/account/ledger/');
  const move = Math.round(Number(ledger.account.available) * 100) - 100;
  await api(request, token, '/balance/transfer/', {
    sub_client_id: subs.sub_clients[0]!.id,
    amount: (move / 100).toFixed(2),
  });

  // The month ends (UTC+8): its start charges the fee of every card demo stopped.
  await clock(request, { advance_ms: monthBounds(now)[1] - now + 3_600_000 });
  token = await apiToken(request, DEMO);
  const after = await api<{ owed: string; tableData: { kind: string; amount: string; order_no: string }[] }>(
    request,
    token,
    '/charge/account/ledger/?kind=keep_fee',
  );
  expect(after.tableData).toHaveLength(1);
  expect(after.tableData[0]!.amount).toBe('-1.00');
  const owed = Number(after.owed);
  expect(owed).toBeGreaterThanOrEqual((2 * STOP_KEEP_FEE_CENTS.cmcc - 100) / 100);

  await signIn(page, DEMO, '/#/home');
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: '用户管理' }).click();
  await nav.getByRole('link', { name: '账户台账' }).click();
  await tableSettled(page, '账户台账');
  const first = dataRows(page, '账户台账').first();
  await expect(first).toContainText('停机保号费');
  await expect(first).toContainText(/\d{4}-\d{2} 停机保号费（\d+ 张停机卡）/);
  await expect(first).toContainText('-¥1.00');
  await expect(page.getByRole('alert').filter({ hasText: '未结清停机保号费' })).toContainText(
    `未结清停机保号费 ${formatMoney(owed)}`,
  );

  // A top-up of 100 yuan: paid by the emulated provider, and the owed fee is taken from it first.
  await api(request, token, '/charge/topup/', { amount: '100' });
  await clock(request, { advance_ms: (WX_PAY_SECONDS + 1) * 1000 });
  await page.reload();
  await tableSettled(page, '账户台账');
  await expect(dataRows(page, '账户台账').first()).toContainText('补扣');
  await expect(dataRows(page, '账户台账').first()).toContainText(`-${formatMoney(owed)}`);
  await expect(dataRows(page, '账户台账').nth(1)).toContainText('充值¥100.00');
  await expect(page.getByRole('alert').filter({ hasText: '未结清停机保号费' })).toHaveCount(0);

  // The same page in English.
  await page.getByRole('banner').getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await tableSettled(page, 'Account ledger');
  await expect(dataRows(page, 'Account ledger').first()).toContainText('Owed number-keeping fee for');
});
