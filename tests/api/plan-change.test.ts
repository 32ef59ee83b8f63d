import { describe, expect, it } from 'vitest';
import { BizCode } from '#contract';
import { monthBounds } from '../../server/lib/format.ts';
import { reviewWorkOrder } from '../../server/services/work-orders.ts';
import { build, HOUR } from './helpers.ts';

/**
 * /product_change (issue 42): a plan change is a 套餐变更 work order; the price difference is frozen
 * while it is on its way, charged through the ledger when the carrier confirms a card, released
 * when the order is rejected or cancelled or the carrier fails the card. Money is checked against
 * the account and the ledger rows.
 */

const t = await build();
const sql = t.deps.sqlite;
let demo = await t.login('demo');
const demoSub = await t.login('demo_sub');

const DAY = 24 * HOUR;
async function advance(ms: number) {
  await t.request.put('/__emulator/clock').send({ advance_ms: ms }).expect(200);
  demo = await t.login('demo');
}
const demoId = sql.prepare("select client_id from users where username = 'demo'").pluck().get() as number;
const account = () =>
  sql
    .prepare('select balance_cents as balance, frozen_cents as frozen from clients where id = ?')
    .get(demoId) as {
    balance: number;
    frozen: number;
  };
const ledgerOf = (orderNo: string) =>
  sql
    .prepare('select kind, amount_cents, remark_key from account_ledger where order_no = ? order by id')
    .all(orderNo);
const planId = (name: string) =>
  sql.prepare('select id from plans where name = ?').pluck().get(name) as number;
const SMALL = planId('移动物联网月包 30MB');
const BIG = planId('移动物联网月包 500MB');
const CTCC = planId('电信物联网月包 300MB');
const cardPlan = (iccid: string) =>
  sql.prepare('select plan_id from cards where iccid = ?').pluck().get(iccid);
const changes = async (query: Record<string, unknown> = {}) =>
  (await t.ok('planChangeList', { token: demo, query: { page: 1, page_size: 50, ...query } })).tableData;

/** demo's own cards in use on the 30MB plan with no plan change. */
const used = new Set<string>();
function freeCards(count: number): string[] {
  const rows = sql
    .prepare(
      `select c.iccid from cards c where c.main_client_id = ? and c.status = 'active' and c.plan_id = ?
         and not exists (select 1 from plan_changes pc where pc.card_id = c.id) order by c.id`,
    )
    .pluck()
    .all(demoId, SMALL) as string[];
  const picked = rows.filter((r) => !used.has(r)).slice(0, count);
  for (const r of picked) used.add(r);
  expect(picked).toHaveLength(count);
  return picked;
}

/** The seeded changes on their way settle first (once), so the account then moves by a test's own orders. */
let seededSettled = false;
async function settleSeeded() {
  if (seededSettled) return;
  seededSettled = true;
  await advance(6 * DAY);
}

describe('/product_change', () => {
  it('lists demo’s seeded plan changes in every state', async () => {
    const rows = await changes();
    // demo's finished history: confirmed now (charged, on the new plan), confirmed for next month
    // (charged, still on the old plan), rejected (released, no ledger row).
    expect(rows.map((r) => [r.status, r.money, r.effect_mode])).toEqual([
      ['waiting', 'charged', 'next_month'],
      ['rejected', 'released', 'immediate'],
      ['done', 'charged', 'immediate'],
      ['done', 'charged', 'immediate'],
    ]);
    // One 套餐 row of 7.00 per charged card, under its order's number.
    for (const row of rows) {
      const cards = rows.filter((r) => r.order_no === row.order_no && r.money === 'charged').length;
      expect(ledgerOf(row.order_no)).toEqual(
        Array.from({ length: cards }, () => ({
          kind: 'package',
          amount_cents: -700,
          remark_key: 'messages.product_change_remark',
        })),
      );
    }
    expect(cardPlan(rows[0]!.iccid)).toBe(SMALL);
    expect(cardPlan(rows[3]!.iccid)).toBe(BIG);
    expect(account().frozen).toBe(0);
    // The changes on their way are yunji's: their differences frozen in its account.
    const yunjiId = t.clientIdOf('yunji');
    const yunji = await t.login('yunji');
    const held = (await t.ok('planChangeList', { token: yunji, query: { page: 1, page_size: 10 } }))
      .tableData;
    expect(held.map((r) => [r.status, r.money])).toEqual([
      ['reviewing', 'held'],
      ['processing', 'held'],
      ['processing', 'held'],
    ]);
    expect(sql.prepare('select frozen_cents from clients where id = ?').pluck().get(yunjiId)).toBe(2100);
    expect((await t.api('planChangeList', { token: demoSub, query: { page: 1, page_size: 10 } })).code).toBe(
      BizCode.NO_PERMISSION,
    );
    const options = await t.ok('planChangeOptions', { token: demo, lang: 'en' });
    expect(options.plans.find((p) => p.id === BIG)).toMatchObject({
      name: 'China Mobile IoT monthly 500MB',
      carrier: 'cmcc',
      price: '10.00',
    });
  });

  it('now: the difference is frozen, then charged for the card the carrier confirms and released for the one it fails', async () => {
    await settleSeeded();
    const numbers = freeCards(2);
    const before = account();
    const added = await t.ok('addPlanChange', {
      token: demo,
      body: { plan_id: BIG, effect_mode: 'immediate', numbers },
    });
    expect(added).toMatchObject({ added: 2, frozen: '14.00' });
    expect(sql.prepare('select type, card_count from work_orders where id = ?').get(added.order_id)).toEqual({
      type: 'product_change',
      card_count: 2,
    });
    expect(account()).toEqual({ balance: before.balance, frozen: before.frozen + 1400 });
    const mine = await changes({ number: numbers[0] });
    expect(mine[0]).toMatchObject({
      status: 'reviewing',
      money: 'held',
      amount: '7.00',
      effect_mode: 'immediate',
    });
    // The world: the second card is cancelled before the carrier gets to it.
    sql.prepare("update cards set status = 'cancelled' where iccid = ?").run(numbers[1]);
    await advance(6 * DAY);
    const [one] = await changes({ number: numbers[0] });
    const [two] = await changes({ number: numbers[1] });
    expect(one).toMatchObject({ status: 'done', money: 'charged' });
    expect(two).toMatchObject({ status: 'failed', money: 'released' });
    expect(cardPlan(numbers[0]!)).toBe(BIG);
    expect(cardPlan(numbers[1]!)).toBe(SMALL);
    expect(ledgerOf(added.order_no)).toEqual([
      { kind: 'package', amount_cents: -700, remark_key: 'messages.product_change_remark' },
    ]);
    expect(account()).toEqual({ balance: before.balance - 700, frozen: before.frozen });
    const order = await t.ok('workOrderDetail', { token: demo, query: { id: added.order_id } });
    expect(order.order.status).toBe('partial');
  });

  it('next month: charged when the carrier confirms, the plan changes at the month’s start', async () => {
    await settleSeeded();
    // Early in a month, so the carrier answers well before the next one.
    await advance(monthBounds(t.deps.clock.now())[1] - t.deps.clock.now() + DAY);
    const [number] = freeCards(1);
    const before = account();
    const added = await t.ok('addPlanChange', {
      token: demo,
      body: { plan_id: BIG, effect_mode: 'next_month', numbers: [number!] },
    });
    await advance(6 * DAY);
    const [row] = await changes({ number });
    expect(row).toMatchObject({ status: 'waiting', money: 'charged' });
    expect(cardPlan(number!)).toBe(SMALL);
    expect(account()).toEqual({ balance: before.balance - 700, frozen: before.frozen });
    const [, next] = monthBounds(t.deps.clock.now());
    expect(row!.effect_at.slice(0, 10)).toBe(new Date(next + 8 * HOUR).toISOString().slice(0, 10));
    await advance(next - t.deps.clock.now() + HOUR);
    expect((await changes({ number }))[0]).toMatchObject({ status: 'done' });
    expect(cardPlan(number!)).toBe(BIG);
    expect(ledgerOf(added.order_no)).toHaveLength(1);
  });

  it('a rejected or cancelled change releases the difference and changes nothing', async () => {
    await settleSeeded();
    const [a, b] = freeCards(2);
    const before = account();
    const first = await t.ok('addPlanChange', {
      token: demo,
      body: { plan_id: BIG, effect_mode: 'immediate', numbers: [a!] },
    });
    const second = await t.ok('addPlanChange', {
      token: demo,
      body: { plan_id: BIG, effect_mode: 'immediate', numbers: [b!] },
    });
    expect(account().frozen).toBe(before.frozen + 1400);
    // The review: one function, the one a support user calls.
    expect(
      reviewWorkOrder(
        sql,
        first.order_id,
        { approve: false, reason: '资料不全' },
        'support',
        t.deps.clock.now(),
      ),
    ).toBe(true);
    await t.ok('cancelWorkOrder', { token: demo, body: { id: second.order_id } });
    expect(account()).toEqual(before);
    expect((await changes({ number: a })).map((r) => [r.status, r.money])).toEqual([
      ['rejected', 'released'],
    ]);
    expect((await changes({ number: b })).map((r) => [r.status, r.money])).toEqual([
      ['cancelled', 'released'],
    ]);
    await advance(6 * DAY);
    expect([cardPlan(a!), cardPlan(b!)]).toEqual([SMALL, SMALL]);
    expect(ledgerOf(first.order_no)).toEqual([]);
    expect(account()).toEqual(before);
  });

  it('bad input is a localised refusal naming its field, and nothing is written', async () => {
    const [free] = freeCards(1);
    const cancelled = sql
      .prepare("select iccid from cards where main_client_id = ? and status = 'cancelled' limit 1")
      .pluck()
      .get(demoId) as string;
    const foreign = sql
      .prepare('select iccid from cards where main_client_id <> ? limit 1')
      .pluck()
      .get(demoId) as string;
    const [busy] = freeCards(1);
    await t.ok('addPlanChange', {
      token: demo,
      body: { plan_id: BIG, effect_mode: 'next_month', numbers: [busy!] },
    });
    const counts = () =>
      sql
        .prepare(
          `select (select count(*) from plan_changes) as p, (select count(*) from work_orders) as o,
             (select count(*) from account_ledger) as l`,
        )
        .get();
    const before = { counts: counts(), account: account() };
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ plan_id: CTCC, numbers: [free] }, 'plan_id', '不能变更为该套餐', 'cannot change to it'],
      [{ plan_id: 999_999, numbers: [free] }, 'plan_id', '套餐 999999 不存在', 'Plan 999999 does not exist'],
      [
        { plan_id: BIG, numbers: [foreign] },
        'numbers',
        '以下卡不存在或不属于您',
        'do not exist or are not yours',
      ],
      [{ plan_id: BIG, numbers: [cancelled] }, 'numbers', '以下卡已销户', 'are cancelled'],
      [{ plan_id: SMALL, numbers: [free] }, 'numbers', '以下卡已是套餐', 'on plan “China Mobile'],
      [{ plan_id: BIG, numbers: [busy] }, 'numbers', '尚未完成的套餐变更', 'plan change on its way'],
    ];
    for (const [body, field, zh, en] of cases) {
      for (const [lang, text] of [
        ['zh-CN', zh],
        ['en', en],
      ] as const) {
        const res = await t.api('addPlanChange', {
          token: demo,
          lang,
          body: { effect_mode: 'immediate', ...body } as never,
        });
        expect(res.code, JSON.stringify(body)).toBe(BizCode.BAD_REQUEST);
        expect(res.msg).toContain(text);
        expect(res.data).toEqual({ field });
      }
    }
    // Short of money: everything but the difference's last cent is frozen elsewhere.
    const a = account();
    sql.prepare('update clients set frozen_cents = ? where id = ?').run(a.balance - 699, demoId);
    const short = await t.api('addPlanChange', {
      token: demo,
      body: { plan_id: BIG, effect_mode: 'immediate', numbers: [free!] },
    });
    expect(short.code).toBe(BizCode.BAD_REQUEST);
    expect(short.msg).toBe('可用余额不足：需冻结差价 7.00 元，可用余额 6.99 元');
    sql.prepare('update clients set frozen_cents = ? where id = ?').run(a.frozen, demoId);
    expect(counts()).toEqual(before.counts);
    expect(account()).toEqual(before.account);
  });
});
