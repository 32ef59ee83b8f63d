import { beforeAll, describe, expect, it } from 'vitest';
import { BizCode, CHAIN_ORDER_MAX } from '#contract';
import { ACTIVATE_MS, SIGN_MS } from '../../server/services/chain-orders.ts';
import { build } from './helpers.ts';

/** /yum_order (issue 46): chain-store card orders, shipped by support from the platform's stock. */

const t = await build();
const sql = t.deps.sqlite;
const advance = (ms: number) => t.request.put('/__emulator/clock').send({ advance_ms: ms }).expect(200);

let support: string;
let chain: string;
let chainId: number;

const stockOf = (carrier: string) =>
  sql
    .prepare('select count(*) from card_stock where carrier = ? and order_id is null')
    .pluck()
    .get(carrier) as number;
const chainCards = () =>
  sql.prepare('select count(*) from cards where client_id = ?').pluck().get(chainId) as number;
const storeId = () => sql.prepare('select id from chain_stores order by id limit 1').pluck().get() as number;
/** The cmcc 500MB monthly plan (fixtures/plans.ts). */
const CMCC_PLAN = 2;

beforeAll(async () => {
  support = await t.login('support');
  chain = await t.login('chain');
  chainId = t.clientIdOf('chain');
});

describe('/yum_order: chain-store card orders', () => {
  it('lists the seeded history, newest first, in every status', async () => {
    const data = await t.ok('chainOrderList', { token: support, query: { page_size: 50 } });
    expect(data.total_count).toBe(sql.prepare('select count(*) from chain_orders').pluck().get());
    expect(new Set(data.tableData.map((r) => r.status))).toEqual(
      new Set(['pending', 'shipped', 'signed', 'activated']),
    );
    const times = data.tableData.map((r) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    // Every shipped order's cards are the customer's, one per ordered card.
    const shipped = sql
      .prepare("select coalesce(sum(quantity), 0) from chain_orders where status != 'pending'")
      .pluck()
      .get();
    expect(chainCards()).toBe(shipped);
    const en = await t.ok('chainOrderList', { token: support, query: { status: 'activated' }, lang: 'en' });
    expect(en.tableHeader.find((c) => c.prop === 'courier_no')?.label).toBe('Courier no.');
    expect(en.tableData.every((r) => r.courier_no.length > 0)).toBe(true);
  });

  it('creates an order, ships 5 cards from the stock to the customer, then signs and activates them on the clock', async () => {
    const before = stockOf('cmcc');
    const cardsBefore = chainCards();
    const created = await t.ok('createChainOrder', {
      token: support,
      body: { store_id: storeId(), plan_id: CMCC_PLAN, quantity: 5 },
    });
    let row = (await t.ok('chainOrderList', { token: support, query: { status: 'pending' } })).tableData.find(
      (r) => r.id === created.order_id,
    )!;
    expect(row).toMatchObject({ order_no: created.order_no, quantity: 5, status: 'pending', courier_no: '' });

    const shipped = await t.ok('shipChainOrder', {
      token: support,
      body: { order_id: created.order_id, courier_no: 'sf1234567890' },
    });
    expect(shipped.cards).toBe(5);
    expect(stockOf('cmcc')).toBe(before - 5);
    expect(chainCards()).toBe(cardsBefore + 5);
    const detail = await t.ok('chainOrderDetail', { token: support, query: { id: created.order_id } });
    expect(detail.order).toMatchObject({
      status: 'shipped',
      courier_no: 'SF1234567890',
      shipped_by: 'support',
    });
    expect(detail.cards).toHaveLength(5);
    expect(detail.cards.every((c) => c.status === 'pending')).toBe(true);

    // The customer's own login holds the 5 cards.
    const mine = await t.ok('cardList', { token: chain, query: { status: 'pending', page_size: 50 } });
    const iccids = new Set(mine.tableData.map((c) => c.iccid));
    expect(detail.cards.every((c) => iccids.has(c.iccid))).toBe(true);

    // Tokens expire meanwhile: support logs in again.
    await advance(SIGN_MS);
    support = await t.login('support');
    row = (await t.ok('chainOrderList', { token: support, query: { page_size: 50 } })).tableData.find(
      (r) => r.id === created.order_id,
    )!;
    expect(row.status).toBe('signed');
    await advance(ACTIVATE_MS);
    support = await t.login('support');
    chain = await t.login('chain');
    const after = await t.ok('chainOrderDetail', { token: support, query: { id: created.order_id } });
    expect(after.order.status).toBe('activated');
    expect(after.cards.every((c) => c.status === 'active')).toBe(true);
    const events = sql
      .prepare(
        `select count(*) from card_status_events e join cards c on c.id = e.card_id
         join card_stock s on s.iccid = c.iccid where s.order_id = ? and e.reason = 'activated'`,
      )
      .pluck()
      .get(created.order_id);
    expect(events).toBe(5);
  });

  it('refuses bad input under its field, in both languages, changing nothing', async () => {
    const orders = () => sql.prepare('select count(*) from chain_orders').pluck().get() as number;
    const count = orders();
    const stock = stockOf('cmcc');
    const refusal = async (body: object, lang?: string) => {
      const res = await t.api('createChainOrder', { token: support, body: body as never, lang });
      expect(res.code).toBe(BizCode.BAD_REQUEST);
      return res as { msg: string; data: { field?: string } };
    };
    let res = await refusal({ store_id: 99_999, plan_id: CMCC_PLAN, quantity: 1 });
    expect(res).toMatchObject({ msg: '门店 99999 不存在', data: { field: 'store_id' } });
    res = await refusal({ store_id: storeId(), plan_id: CMCC_PLAN, quantity: 0 });
    expect(res).toMatchObject({ msg: '订购数量为 1 至 500 张', data: { field: 'quantity' } });
    res = await refusal({ store_id: storeId(), plan_id: CMCC_PLAN, quantity: CHAIN_ORDER_MAX + 1 }, 'en');
    expect(res).toMatchObject({ msg: 'An order is for 1 to 500 cards', data: { field: 'quantity' } });
    // More cards than the carrier's stock holds.
    sql
      .prepare(
        "update card_stock set order_id = -1 where carrier = 'cmcc' and order_id is null and id % 2 = 0",
      )
      .run();
    const left = stockOf('cmcc');
    res = await refusal({ store_id: storeId(), plan_id: CMCC_PLAN, quantity: left + 1 });
    expect(res).toMatchObject({
      msg: `库存不足：订单需要 ${left + 1} 张卡，该运营商库存仅剩 ${left} 张`,
      data: { field: 'quantity' },
    });
    // An order placed while the stock held enough, shipped once it no longer does.
    const placed = await t.ok('createChainOrder', {
      token: support,
      body: { store_id: storeId(), plan_id: CMCC_PLAN, quantity: left },
    });
    sql
      .prepare(
        "update card_stock set order_id = -1 where carrier = 'cmcc' and order_id is null and id in (select id from card_stock where carrier = 'cmcc' and order_id is null limit 1)",
      )
      .run();
    const cards = chainCards();
    const ship = await t.api('shipChainOrder', {
      token: support,
      body: { order_id: placed.order_id, courier_no: 'SF9876543210' },
    });
    expect(ship.code).toBe(BizCode.BAD_REQUEST);
    expect(ship.msg).toContain('库存不足');
    expect(chainCards()).toBe(cards);
    const bad = await t.api('shipChainOrder', {
      token: support,
      body: { order_id: placed.order_id, courier_no: '12' },
    });
    expect(bad.code).toBe(BizCode.BAD_REQUEST);
    expect(bad.msg).toBe('请输入快递单号：8 至 20 位字母或数字');
    expect(orders()).toBe(count + 1);
    sql.prepare('update card_stock set order_id = null where order_id = -1').run();
    expect(stockOf('cmcc')).toBe(stock);
  });

  it('answers 599 to a customer and to a support user without the code', async () => {
    expect((await t.api('chainOrderList', { token: chain })).code).toBe(BizCode.NO_PERMISSION);
    await t.request
      .put('/__emulator/users/support/perms')
      .send({ revoke: ['router_spt_yum_order'] })
      .expect(200);
    for (const name of ['chainOrderList', 'chainOrderOptions'] as const) {
      expect((await t.api(name, { token: support })).code).toBe(BizCode.NO_PERMISSION);
    }
    const ship = await t.api('shipChainOrder', {
      token: support,
      body: { order_id: 1, courier_no: 'SF1234567890' },
    });
    expect(ship.code).toBe(BizCode.NO_PERMISSION);
    await t.request
      .put('/__emulator/users/support/perms')
      .send({ grant: ['router_spt_yum_order'] })
      .expect(200);
    expect((await t.api('chainOrderList', { token: support })).code).toBe(BizCode.OK);
  });
});
