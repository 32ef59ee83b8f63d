import { describe, expect, it } from 'vitest';
import { BizCode } from '#contract';
import { CHARGE_PRODUCTS } from '../../fixtures/index.ts';
import { monthBounds } from '../../server/lib/format.ts';
import { CARD_ANSWER_MS, CARD_STEP_MS } from '../../server/services/charge.ts';
import { REFUND_REVIEW_MS, reviewRefund } from '../../server/services/trade.ts';
import { build } from './helpers.ts';

const t = await build();
const sql = t.deps.sqlite;
let demo = await t.login('demo');
let yunji = await t.login('yunji');
const demoId = t.clientIdOf('demo');

const advance = (ms: number) => t.request.put('/__emulator/clock').send({ advance_ms: ms }).expect(200);
const balanceOf = (id: number) =>
  sql.prepare<[number], number>('select balance_cents from clients where id = ?').pluck().get(id)!;
const ledgerCount = () => sql.prepare('select count(*) from account_ledger').pluck().get() as number;
const refundCount = () => sql.prepare('select count(*) from refund_requests').pluck().get() as number;

/** The monthly package of a carrier that may take effect next month. */
const nextMonthProduct = (carrier: string) =>
  CHARGE_PRODUCTS.findIndex(
    (p) => p.carrier === carrier && p.kind === 'month' && p.modes.includes('next_month') && !p.pool && !p.off,
  ) + 1;
const priceOf = (productId: number) => Math.round(CHARGE_PRODUCTS[productId - 1]!.price * 100);

/** Active cmcc cards of demo outside billing groups, not yet in any order. */
function freshCards(n: number) {
  return sql
    .prepare(
      `select c.id, c.iccid from cards c where c.main_client_id = ? and c.client_id = c.main_client_id
       and c.carrier = 'cmcc' and c.status = 'active' and c.billing_group_id is null
       and not exists (select 1 from charge_order_cards l where l.card_id = c.id) order by c.id limit ?`,
    )
    .all(demoId, n) as { id: number; iccid: string }[];
}

/**
 * Every money figure agrees with the ledger, for every client, to the cent: the balance is the
 * ledger's sum; a card order's ledger rows are its charges less its refunds; an order's refunded
 * amount is its approved refunds' and its refunded cards' shares.
 */
function checkMoneyAgrees() {
  const clients = sql.prepare('select id, balance_cents, frozen_cents from clients').all() as {
    id: number;
    balance_cents: number;
    frozen_cents: number;
  }[];
  for (const c of clients) {
    const ledger = sql
      .prepare('select coalesce(sum(amount_cents), 0) from account_ledger where client_id = ?')
      .pluck()
      .get(c.id) as number;
    expect(ledger, `client ${c.id}`).toBe(c.balance_cents);
  }
  const orders = sql.prepare("select * from charge_orders where kind = 'card'").all() as {
    id: number;
    order_no: string;
    charged_cents: number;
    refunded_cents: number;
  }[];
  const ledgerOf = sql.prepare<[string], number>(
    'select coalesce(sum(amount_cents), 0) from account_ledger where order_no = ?',
  );
  const approvedOf = sql.prepare<[number], number>(
    "select coalesce(sum(amount_cents), 0) from refund_requests where order_id = ? and status = 'approved'",
  );
  const refundedLinesOf = sql.prepare<[number], number>(
    "select coalesce(sum(amount_cents), 0) from charge_order_cards where order_id = ? and status = 'refunded'",
  );
  for (const o of orders) {
    expect(ledgerOf.pluck().get(o.order_no), o.order_no).toBe(o.refunded_cents - o.charged_cents);
    expect(approvedOf.pluck().get(o.id)).toBe(o.refunded_cents);
    expect(refundedLinesOf.pluck().get(o.id)).toBe(o.refunded_cents);
  }
}

describe('trade query: the seeded world', () => {
  it("lists every order of demo's balance with its type, payment and fulfilment, seeded refunds included", async () => {
    const all = await t.ok('tradeOrderList', { token: demo, query: { page_size: 50 } });
    const count = sql.prepare('select count(*) from charge_orders where client_id = ?').pluck().get(demoId);
    expect(all.total_count).toBe(count);
    const renewals = await t.ok('tradeOrderList', { token: demo, query: { type: 'renewal', page_size: 50 } });
    expect(renewals.tableData.length).toBeGreaterThan(0);
    expect(renewals.tableData.every((r) => r.type === 'renewal')).toBe(true);
    const seeded = sql
      .prepare(
        "select o.id, o.order_no, o.refunded_cents from charge_orders o where o.client_id = ? and o.order_no like 'CN%' order by o.id",
      )
      .all(demoId) as { id: number; order_no: string; refunded_cents: number }[];
    expect(seeded.length).toBeGreaterThan(0);
    const refunded = seeded.find((o) => o.refunded_cents > 0)!;
    const detail = await t.ok('tradeOrderDetail', { token: demo, query: { id: refunded.id } });
    expect(detail.order).toMatchObject({
      type: 'renewal',
      pay_status: 'refunded',
      fulfil_status: 'refunded',
    });
    expect(detail.refunds).toMatchObject([{ status: 'approved', reviewer: 'platform', card_count: 1 }]);
    expect(detail.ledger.map((l) => l.kind)).toEqual(['package', 'refund']);
    expect(detail.cards[0]!.answer).toMatch(/未能生效/);
    const en = await t.ok('tradeOrderDetail', { token: demo, lang: 'en', query: { id: refunded.id } });
    expect(en.ledger[1]!.remark).toBe(`Refund of order ${refunded.order_no} (1 cards)`);
    expect(en.cards[0]!.answer).toMatch(/Did not take effect/);
    const open = seeded.find((o) => o.refunded_cents === 0)!;
    const lapsed = await t.ok('tradeOrderDetail', { token: demo, query: { id: open.id } });
    expect(lapsed.order).toMatchObject({ fulfil_status: 'failed', pay_status: 'paid' });
    expect(lapsed.cards.map((c) => c.status)).toEqual(['lapsed']);
    expect(lapsed.order.refundable).toBe(lapsed.order.amount);
    checkMoneyAgrees();
  });

  it("another client neither lists nor opens demo's order", async () => {
    const order = sql
      .prepare('select id from charge_orders where client_id = ? limit 1')
      .pluck()
      .get(demoId) as number;
    const other = await t.api('tradeOrderDetail', { token: yunji, query: { id: order } });
    expect(other.code).toBe(BizCode.NOT_FOUND);
    const list = await t.ok('tradeOrderList', { token: yunji, query: { page_size: 50 } });
    expect(list.tableData.some((r) => r.id === order)).toBe(false);
  });
});

describe('refunds', () => {
  it('a next-month order is charged when answered and waits; its refund is reviewed on the clock and paid back', async () => {
    const product = nextMonthProduct('cmcc');
    const cards = freshCards(2);
    const before = balanceOf(demoId);
    const placed = await t.ok('placeCardOrder', {
      token: demo,
      body: { numbers: cards.map((c) => c.iccid), product_id: product, effect_mode: 'next_month' },
    });
    await advance(CARD_ANSWER_MS + CARD_STEP_MS * 2);
    const total = priceOf(product) * 2;
    expect(balanceOf(demoId)).toBe(before - total);
    const waiting = await t.ok('tradeOrderDetail', { token: demo, query: { id: placed.order_id } });
    expect(waiting.order).toMatchObject({
      fulfil_status: 'waiting',
      pay_status: 'paid',
      refundable: (total / 100).toFixed(2),
    });
    expect(waiting.cards.map((c) => c.status)).toEqual(['waiting', 'waiting']);

    // Another client's refund of this order: not found, nothing written.
    const ledger = ledgerCount();
    const refundsBefore = refundCount();
    const foreign = await t.api('requestRefund', { token: yunji, body: { order_id: placed.order_id } });
    expect(foreign.code).toBe(BizCode.NOT_FOUND);
    expect(foreign.msg).toMatch(/不存在/);
    expect(refundCount()).toBe(refundsBefore);
    expect(ledgerCount()).toBe(ledger);

    const refunds = refundCount();
    const asked = await t.ok('requestRefund', {
      token: demo,
      body: { order_id: placed.order_id, reason: '项目取消' },
    });
    expect(asked.amount).toBe((total / 100).toFixed(2));
    expect(refundCount()).toBe(refunds + 1);
    // Twice: refused in the caller's language, nothing written.
    const twice = await t.api('requestRefund', {
      token: demo,
      lang: 'en',
      body: { order_id: placed.order_id },
    });
    expect(twice.code).toBe(BizCode.BAD_REQUEST);
    expect(twice.msg).toMatch(/under review/);
    expect(refundCount()).toBe(refunds + 1);
    expect(ledgerCount()).toBe(ledger);
    const pending = await t.ok('tradeOrderDetail', { token: demo, query: { id: placed.order_id } });
    expect(pending.order.pay_status).toBe('refunding');
    expect(pending.refunds[0]).toMatchObject({ status: 'pending', reason: '项目取消', requested_by: 'demo' });

    await advance(REFUND_REVIEW_MS);
    const done = await t.ok('tradeOrderDetail', { token: demo, query: { id: placed.order_id } });
    expect(done.order).toMatchObject({
      pay_status: 'refunded',
      fulfil_status: 'refunded',
      refunded: (total / 100).toFixed(2),
    });
    expect(done.refunds[0]).toMatchObject({ status: 'approved', reviewer: 'platform' });
    expect(done.ledger.map((l) => [l.kind, l.amount])).toEqual([
      ['package', `-${(priceOf(product) / 100).toFixed(2)}`],
      ['package', `-${(priceOf(product) / 100).toFixed(2)}`],
      ['refund', `+${(total / 100).toFixed(2)}`],
    ]);
    expect(balanceOf(demoId)).toBe(before);
    const again = await t.api('requestRefund', { token: demo, body: { order_id: placed.order_id } });
    expect(again.code).toBe(BizCode.BAD_REQUEST);
    expect(again.msg).toMatch(/没有可退款的部分/);
    checkMoneyAgrees();
  });

  it("a card out of service when the month comes lapses; support's review may reject, and a new request is approved", async () => {
    const product = nextMonthProduct('cmcc');
    const [card] = freshCards(1);
    const placed = await t.ok('placeCardOrder', {
      token: demo,
      body: { numbers: [card!.iccid], product_id: product, effect_mode: 'next_month' },
    });
    await advance(CARD_ANSWER_MS);
    sql.prepare("update cards set status = 'cancelled' where id = ?").run(card!.id);
    const now = t.deps.clock.now();
    await advance(monthBounds(now)[1] - now + 3_600_000);
    // A month on: the logins of before have expired.
    demo = await t.login('demo');
    yunji = await t.login('yunji');
    const lapsed = await t.ok('tradeOrderDetail', { token: demo, query: { id: placed.order_id } });
    expect(lapsed.cards[0]).toMatchObject({ status: 'lapsed' });
    expect(lapsed.cards[0]!.answer).toMatch(/已销户/);
    expect(lapsed.order.fulfil_status).toBe('failed');

    const asked = await t.ok('requestRefund', { token: demo, body: { order_id: placed.order_id } });
    const before = balanceOf(demoId);
    reviewRefund(
      sql,
      asked.refund_id,
      { approve: false, reason: { key: 'refund_nothing', params: { order: placed.order_no } } },
      'support',
      t.deps.clock.now(),
    );
    expect(() =>
      reviewRefund(sql, asked.refund_id, { approve: true }, 'support', t.deps.clock.now()),
    ).toThrow();
    expect(balanceOf(demoId)).toBe(before);
    const rejected = await t.ok('tradeOrderDetail', { token: demo, query: { id: placed.order_id } });
    expect(rejected.refunds[0]).toMatchObject({ status: 'rejected', reviewer: 'support' });
    expect(rejected.order.refundable).toBe((priceOf(product) / 100).toFixed(2));

    await t.ok('requestRefund', { token: demo, body: { order_id: placed.order_id } });
    await advance(REFUND_REVIEW_MS);
    expect(balanceOf(demoId)).toBe(before + priceOf(product));
    checkMoneyAgrees();
  });

  it('refuses malformed input and an unknown order without writing', async () => {
    const refunds = refundCount();
    const bad = await t.api('requestRefund', { token: demo, body: { order_id: 'abc' } as never });
    expect(bad.code).toBe(BizCode.BAD_REQUEST);
    const missing = await t.api('requestRefund', { token: demo, body: { order_id: 999999 } });
    expect(missing.code).toBe(BizCode.NOT_FOUND);
    const long = await t.api('requestRefund', {
      token: demo,
      body: { order_id: 1, reason: 'x'.repeat(201) },
    });
    expect(long.code).toBe(BizCode.BAD_REQUEST);
    expect(refundCount()).toBe(refunds);
  });
});
