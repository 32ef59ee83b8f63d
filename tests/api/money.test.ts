import { describe, expect, it } from 'vitest';
import { BizCode } from '#contract';
import { monthBounds } from '../../server/lib/format.ts';
import { build } from './helpers.ts';

/**
 * Every money figure a screen shows agrees with the ledger, to the cent, for the seeded world and
 * after a month on the clock (issue 40): the balance, frozen and available amounts of the top bar
 * and the account page, the ledger's totals, every order's amount, charge and refunds, what is
 * owed, and every bill (issued and in progress), for each fixture client that logs in; and every
 * client's balance is its ledger's sum, never below zero, its frozen part what its unfinished
 * orders and SMS sends hold.
 */

const t = await build({ seedCards: 3000 });
const sql = t.deps.sqlite;
const USERS = ['demo', 'demo_sub', 'yunji'] as const;

const cents = (text: string | number) => Math.round(Number(text) * 100);
const value = <T>(query: string, ...params: unknown[]) =>
  sql
    .prepare(query)
    .pluck()
    .get(...params) as T;

/** Every client: balance = the ledger's sum ≥ 0; frozen = what unfinished orders, pending SMS sends and plan changes still hold. */
function everyAccountAgrees() {
  const off = sql
    .prepare(
      `select c.id, c.balance_cents, c.frozen_cents,
         coalesce((select sum(l.amount_cents) from account_ledger l where l.client_id = c.id), 0) as ledger,
         coalesce((select sum(o.held_cents) from charge_orders o where o.client_id = c.id), 0)
         + coalesce((select sum(json_extract(r.input, '$.cost')) from tasks k join task_rows r on r.task_id = k.id
                     where k.client_id = c.id and k.kind = 'sms' and r.outcome = 'pending'), 0)
         + coalesce((select sum(p.diff_cents) from plan_changes p where p.payer_id = c.id and p.status = 'held'), 0)
         + coalesce((select sum(a.fee_cents) from speccard_resumes a where a.client_id = c.id and a.status = 'pending'), 0)
         as held
       from clients c`,
    )
    .all() as { id: number; balance_cents: number; frozen_cents: number; ledger: number; held: number }[];
  for (const c of off) {
    expect(c.balance_cents, `client ${c.id}'s balance`).toBe(c.ledger);
    expect(c.balance_cents, `client ${c.id}'s balance`).toBeGreaterThanOrEqual(0);
    expect(c.frozen_cents, `client ${c.id}'s frozen part`).toBe(c.held);
  }
}

/** What one user sees: every figure against the ledger of its client. */
async function screensAgree(username: (typeof USERS)[number]) {
  const token = await t.login(username);
  const clientId = t.clientIdOf(username);
  const balance = value<number>(
    'select coalesce(sum(amount_cents), 0) from account_ledger where client_id = ?',
    clientId,
  );
  const frozen = value<number>('select frozen_cents from clients where id = ?', clientId);
  const owed = value<number>(
    'select coalesce(sum(owed_cents), 0) from keep_fee_charges where client_id = ? and owed_cents > 0',
    clientId,
  );

  // The top bar and the account page.
  const header = await t.ok('indexHeader', { token });
  if (header.client_balance === null) {
    // Without the account-ledger code no figure of the account is shown, and its page is refused.
    expect(header.client_frozen).toBeNull();
    expect((await t.api('ledgerList', { token })).code).toBe(BizCode.NO_PERMISSION);
    return;
  }
  expect(cents(header.client_balance), `${username}: top bar balance`).toBe(balance);
  expect(cents(header.client_frozen!), `${username}: top bar frozen`).toBe(frozen);
  const ledger = await t.ok('ledgerList', { token, query: { page_size: 10 } });
  expect(cents(ledger.account.balance), `${username}: account balance`).toBe(balance);
  expect(cents(ledger.account.frozen)).toBe(frozen);
  expect(cents(ledger.account.available)).toBe(balance - frozen);
  expect(cents(ledger.totals.net)).toBe(balance);
  expect(cents(ledger.totals.income) - cents(ledger.totals.expense)).toBe(balance);
  expect(ledger.totals.by_kind.reduce((s, k) => s + cents(k.amount), 0)).toBe(balance);
  expect(cents(ledger.owed)).toBe(owed);

  // Every order: its ledger rows are its refunds less its charge; its refunded figure is its refund rows.
  const orders = await t.ok('tradeOrderList', { token, query: { page_size: 50 } });
  for (let page = 2; orders.tableData.length < orders.total_count; page++) {
    const more = await t.ok('tradeOrderList', { token, query: { page_size: 50, page } });
    expect(more.tableData.length).toBeGreaterThan(0);
    orders.tableData.push(...more.tableData);
  }
  const ledgerOf = sql.prepare<[number, string, string], number>(
    'select coalesce(sum(amount_cents), 0) from account_ledger where client_id = ? and order_no = ? and kind like ?',
  );
  for (const o of orders.tableData) {
    const refunds = ledgerOf.pluck().get(clientId, o.order_no, 'refund')!;
    expect(cents(o.refunded), `${o.order_no}: refunded`).toBe(refunds);
    if (o.type === 'topup') {
      const paid = ledgerOf.pluck().get(clientId, o.order_no, 'recharge')!;
      expect(paid, `${o.order_no}: top-up`).toBe(o.pay_status === 'paid' ? cents(o.amount) : 0);
      continue;
    }
    const detail = await t.ok('tradeOrderDetail', { token, query: { id: o.id } });
    const rows = ledgerOf.pluck().get(clientId, o.order_no, '%')!;
    expect(rows, `${o.order_no}: ledger rows`).toBe(refunds - cents(detail.order.charged));
    expect(detail.ledger.reduce((s, l) => s + cents(l.amount), 0)).toBe(rows);
    expect(cents(detail.order.charged) + cents(detail.order.released)).toBeLessThanOrEqual(cents(o.amount));
  }

  // Every bill: its month of the ledger; each closing is the next opening, the last the balance now.
  const bills = await t.ok('billList', { token, query: { page_size: 50 } });
  const sum = sql.prepare<[number, number], number>(
    'select coalesce(sum(amount_cents), 0) from account_ledger where client_id = ? and at < ?',
  );
  let next: string | null = null;
  for (const b of bills.tableData) {
    const [start, end] = monthBounds(Date.parse(`${b.month}-15T00:00:00+08:00`));
    expect(cents(b.opening), `${username} ${b.month}: opening`).toBe(sum.pluck().get(clientId, start));
    expect(cents(b.closing), `${username} ${b.month}: closing`).toBe(sum.pluck().get(clientId, end));
    expect(
      cents(b.opening) + cents(b.top_ups) - cents(b.charges) + cents(b.refunds) + cents(b.adjustments),
    ).toBe(cents(b.closing));
    if (next !== null) expect(b.closing).toBe(next);
    next = b.opening;
  }
  const open = await t.ok('billDetail', { token });
  expect(cents(open.closing), `${username}: this month's closing`).toBe(balance);
  expect(open.opening).toBe(bills.tableData[0]!.closing);
  expect(cents(open.owed)).toBe(owed);
}

describe('money agrees with the ledger', () => {
  it('in the seeded world', async () => {
    everyAccountAgrees();
    for (const user of USERS) await screensAgree(user);
  });

  it('after a month on the clock', async () => {
    const now = t.deps.clock.now();
    await t.request
      .put('/__emulator/clock')
      .send({ advance_ms: monthBounds(now)[1] - now + 3_600_000 })
      .expect(200);
    everyAccountAgrees();
    for (const user of USERS) await screensAgree(user);
    // The month that ended is issued for every client.
    const month = new Date(now + 8 * 3_600_000).toISOString().slice(0, 7);
    expect(value<number>('select count(*) from monthly_bills where month = ?', month)).toBe(
      value<number>('select count(*) from clients where created_at < ?', monthBounds(now)[1]),
    );
  });
});
