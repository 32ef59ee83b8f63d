import { describe, expect, it } from 'vitest';
import { STOP_KEEP_FEE_CENTS, WX_PAY_SECONDS } from '#contract';
import { monthBounds } from '../../server/lib/format.ts';
import { chargeKeepFees, monthOf } from '../../server/services/keep-fee.ts';
import { keepFeeNo, postLedger } from '../../server/services/ledger.ts';
import { build } from './helpers.ts';

/**
 * The monthly 停机保号 fee (issue 40): at each month's start (UTC+8) every card stopped at its
 * holder's request is charged its carrier's fee through the ledger, one row per holder and month,
 * the per-card breakdown kept; a short available balance leaves the rest owed (未结清) instead of a
 * negative balance, and the next top-up pays it first. Every account agrees with its ledger.
 */

const t = await build({ seedCards: 3000 });
const sql = t.deps.sqlite;
let demo = await t.login('demo');
const demoId = t.clientIdOf('demo');

const advance = (ms: number) => t.request.put('/__emulator/clock').send({ advance_ms: ms }).expect(200);
const all = <T>(query: string, ...params: unknown[]) => sql.prepare(query).all(...params) as T[];
const one = <T>(query: string, ...params: unknown[]) => sql.prepare(query).get(...params) as T;
const account = (id: number) =>
  one<{ balance: number; frozen: number }>(
    'select balance_cents as balance, frozen_cents as frozen from clients where id = ?',
    id,
  );

/** Each holder's stopped-at-request cards now and their fee, asked of the status history. */
function expectedFees() {
  const rows = all<{ client_id: number; carrier: 'cmcc' | 'cucc' | 'ctcc' }>(
    `select c.client_id, c.carrier from cards c where c.status = 'suspended'
       and (select e.reason from card_status_events e where e.card_id = c.id order by e.at desc, e.id desc limit 1) = 'user_request'`,
  );
  const fees = new Map<number, { cards: number; amount: number }>();
  for (const r of rows) {
    const f = fees.get(r.client_id) ?? { cards: 0, amount: 0 };
    f.cards++;
    f.amount += STOP_KEEP_FEE_CENTS[r.carrier];
    fees.set(r.client_id, f);
  }
  return fees;
}

/** Every client's balance is the sum of its ledger, and never below zero. */
function ledgerAgrees() {
  const off = all<{ id: number }>(
    `select c.id from clients c where c.balance_cents < 0 or c.balance_cents <>
       coalesce((select sum(l.amount_cents) from account_ledger l where l.client_id = c.id), 0)`,
  );
  expect(off).toEqual([]);
}

async function toNextMonth() {
  const now = t.deps.clock.now();
  await advance(monthBounds(now)[1] - now + 3_600_000);
  demo = await t.login('demo');
  return monthOf(t.deps.clock.now());
}

describe('the monthly 停机保号 fee', () => {
  it('charges each holder once a month for its cards stopped at its request, with the per-card breakdown', async () => {
    // demo stops three more of its cards in use.
    const ids = all<{ id: number }>(
      "select id from cards where client_id = ? and status = 'active' order by id limit 3",
      demoId,
    ).map((r) => r.id);
    const stopped = await t.ok('stopResumeCards', { token: demo, body: { card_ids: ids, action: 'stop' } });
    expect(stopped).toEqual({ succeeded: 3, failed: [] });
    const expected = expectedFees();
    expect(expected.get(demoId)!.cards).toBeGreaterThanOrEqual(3);
    const before = account(demoId);
    ledgerAgrees();

    const month = await toNextMonth();
    const charges = all<{
      client_id: number;
      cards: number;
      amount_cents: number;
      paid_cents: number;
      owed_cents: number;
    }>(
      'select client_id, cards, amount_cents, paid_cents, owed_cents from keep_fee_charges where month = ?',
      month,
    );
    expect(charges).toHaveLength(expected.size);
    for (const c of charges) {
      expect({ cards: c.cards, amount: c.amount_cents }).toEqual(expected.get(c.client_id));
      expect(c.paid_cents + c.owed_cents).toBe(c.amount_cents);
    }
    const mine = charges.find((c) => c.client_id === demoId)!;
    expect(mine.owed_cents).toBe(0);
    const rows = all<{ amount_cents: number; order_no: string; at: number }>(
      "select amount_cents, order_no, at from account_ledger where client_id = ? and kind = 'keep_fee'",
      demoId,
    );
    expect(rows).toEqual([
      {
        amount_cents: -mine.amount_cents,
        order_no: keepFeeNo(demoId, month),
        at: monthBounds(t.deps.clock.now())[0],
      },
    ]);
    // The month's profit-sharing cut-off (issue 41) credits demo its settled profit at the same instant.
    const profit = all<{ cents: number }>(
      "select coalesce(sum(amount_cents), 0) as cents from account_ledger where client_id = ? and kind = 'profit' and at = ?",
      demoId,
      monthBounds(t.deps.clock.now())[0],
    )[0]!.cents;
    expect(account(demoId).balance).toBe(before.balance - mine.amount_cents + profit);
    // The breakdown: one row per card, at its carrier's fee.
    const cards = all<{ card_id: number; fee_cents: number; carrier: 'cmcc' | 'cucc' | 'ctcc' }>(
      'select card_id, fee_cents, carrier from keep_fee_cards where month = ? and client_id = ?',
      month,
      demoId,
    );
    expect(cards).toHaveLength(mine.cards);
    expect(cards.every((c) => c.fee_cents === STOP_KEEP_FEE_CENTS[c.carrier])).toBe(true);
    expect(cards.map((c) => c.card_id)).toEqual(expect.arrayContaining(ids));
    // The ledger shows it in the reader's language.
    const zh = await t.ok('ledgerList', { token: demo, query: { kind: 'keep_fee' } });
    expect(zh.tableData[0]).toMatchObject({
      kind: 'keep_fee',
      order_no: keepFeeNo(demoId, month),
      remark: `${month} 停机保号费（${mine.cards} 张停机卡）`,
    });
    const en = await t.ok('ledgerList', { token: demo, lang: 'en', query: { kind: 'keep_fee' } });
    expect(en.tableData[0]!.remark).toBe(`Number-keeping fee for ${month} (${mine.cards} stopped cards)`);
    // The month charged again (a second step at its start) changes nothing.
    const ledgerRows = one<{ n: number }>('select count(*) as n from account_ledger').n;
    sql.transaction(() => chargeKeepFees(sql, monthBounds(t.deps.clock.now())[0]))();
    expect(one<{ n: number }>('select count(*) as n from account_ledger').n).toBe(ledgerRows);
    // A resumed card is not charged the next month.
    await t.ok('stopResumeCards', { token: demo, body: { card_ids: [ids[0]!], action: 'resume' } });
    ledgerAgrees();
  });

  it('a short balance pays what it can and owes the rest (未结清), which the next top-up pays first', async () => {
    // demo's available balance drops to 1 yuan before the month comes.
    const a = account(demoId);
    sql.transaction(() =>
      postLedger(sql, {
        clientId: demoId,
        kind: 'adjust',
        amountCents: 100 - (a.balance - a.frozen),
        operator: 'platform',
        remark: 'test',
        at: t.deps.clock.now(),
      }),
    )();
    const fee = expectedFees().get(demoId)!;
    expect(fee.amount).toBeGreaterThan(100);
    const month = await toNextMonth();
    const charge = one<{
      amount_cents: number;
      paid_cents: number;
      owed_cents: number;
      settled_at: number | null;
    }>(
      'select amount_cents, paid_cents, owed_cents, settled_at from keep_fee_charges where client_id = ? and month = ?',
      demoId,
      month,
    );
    expect(charge).toEqual({
      amount_cents: fee.amount,
      paid_cents: 100,
      owed_cents: fee.amount - 100,
      settled_at: null,
    });
    expect(account(demoId).balance - account(demoId).frozen).toBe(0);
    ledgerAgrees();
    const owedNow = await t.ok('ledgerList', { token: demo });
    expect(owedNow.owed).toBe(((fee.amount - 100) / 100).toFixed(2));

    // A top-up of 500 yuan: credited when paid, and the owed fee is taken from it first.
    const topup = await t.ok('placeTopup', { token: demo, body: { amount: '500' } });
    await advance((WX_PAY_SECONDS + 1) * 1000);
    await t.ok('ledgerList', { token: demo });
    const rows = all<{ kind: string; amount_cents: number; order_no: string; remark_key: string | null }>(
      'select kind, amount_cents, order_no, remark_key from account_ledger where client_id = ? order by id desc limit 2',
      demoId,
    );
    expect(rows).toEqual([
      {
        kind: 'keep_fee',
        amount_cents: -(fee.amount - 100),
        order_no: keepFeeNo(demoId, month),
        remark_key: 'messages.keep_fee_owed_remark',
      },
      { kind: 'recharge', amount_cents: 50_000, order_no: topup.order_no, remark_key: expect.anything() },
    ]);
    const settled = one<{ paid_cents: number; owed_cents: number; settled_at: number | null }>(
      'select paid_cents, owed_cents, settled_at from keep_fee_charges where client_id = ? and month = ?',
      demoId,
      month,
    );
    expect(settled.paid_cents).toBe(fee.amount);
    expect(settled.owed_cents).toBe(0);
    expect(settled.settled_at).not.toBeNull();
    expect(account(demoId).balance - account(demoId).frozen).toBe(50_000 - (fee.amount - 100));
    expect((await t.ok('ledgerList', { token: demo })).owed).toBe('0.00');
    ledgerAgrees();
  });
});
