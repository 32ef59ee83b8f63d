import { describe, expect, it } from 'vitest';
import {
  API_BASE,
  BizCode,
  endpoints,
  WX_ORDER_CLOSE_MINUTES,
  WX_ORDERS_PER_TEN_MINUTES,
  WX_PAY_SECONDS,
  type WxOrder,
} from '#contract';
import { CHARGE_PRODUCTS } from '../../fixtures/index.ts';
import { formatDateTime } from '../../server/lib/format.ts';
import { CARD_ANSWER_MS } from '../../server/services/charge.ts';
import { maskNumber } from '../../server/services/public-card.ts';
import { build } from './helpers.ts';

const t = await build();
const sql = t.deps.sqlite;
const demo = await t.login('demo');

interface CardRecord {
  id: number;
  iccid: string;
  msisdn: string;
  carrier: string;
  status: string;
  main_client_id: number;
  addon_mb: number;
  usage_mb: number;
  quota_mb: number;
}

/** The first card of a client (by its name) matching `where` with no WeChat order yet. */
function cardOf(client: string, where: string): CardRecord {
  const card = sql
    .prepare<[string], CardRecord>(
      `select c.id, c.iccid, c.msisdn, c.carrier, c.status, c.main_client_id, c.addon_mb, c.usage_mb, p.quota_mb
       from cards c join plans p on p.id = c.plan_id join clients m on m.id = c.main_client_id
       where m.name = ? and ${where}
         and c.id not in (select l.card_id from charge_order_cards l join charge_orders o on o.id = l.order_id
                          where o.channel = 'wechat')
       order by c.id limit 1`,
    )
    .get(client);
  if (!card) throw new Error(`no card of ${client} where ${where}`);
  return card;
}
const clientName = (username: string) =>
  sql
    .prepare<[number], { name: string }>('select name from clients where id = ?')
    .get(t.clientIdOf(username))!.name;
const DEMO = clientName('demo');
const YUNJI = clientName('yunji');
const SUDA = '上海速达冷链物流有限公司';
const ACTIVE = "c.status = 'active' and c.billing_group_id is null";

const cardNow = (id: number) =>
  sql.prepare<[number], CardRecord>('select id, status, addon_mb, usage_mb from cards where id = ?').get(id)!;
const accountOf = (clientId: number) =>
  sql
    .prepare<[number], { balance: number; frozen: number }>(
      'select balance_cents as balance, frozen_cents as frozen from clients where id = ?',
    )
    .get(clientId)!;
const ledgerRows = (orderNo: string) =>
  sql.prepare('select count(*) from account_ledger where order_no = ?').pluck().get(orderNo) as number;
const orderRecord = (orderNo: string) =>
  sql
    .prepare<[string], Record<string, unknown>>(
      `select client_id, kind, channel, amount_cents, held_cents, charged_cents, released_cents, status, operator
       from charge_orders where order_no = ?`,
    )
    .get(orderNo)!;
const rechargesOf = (orderNo: string) =>
  sql
    .prepare(
      'select card_id, pay_method, status, mb, amount_cents, operator, kind from recharge_records where order_no = ?',
    )
    .all(orderNo);

/** The catalogue's add-ons on sale a card of `carrier` may buy (a pooled card: its pool's), cheapest first. */
const fitting = (carrier: string, pool = false) =>
  CHARGE_PRODUCTS.map((p, i) => ({ ...p, id: i + 1 }))
    .filter((p) => p.carrier === carrier && p.kind === 'addon' && !!p.pool === pool && !p.off)
    .sort((a, b) => a.price - b.price || a.id - b.id);
const productOf = (carrier: string, pool = false) => fitting(carrier, pool)[0]!;

/** The limits' windows follow the frozen clock: each test starts with fresh ones. */
const freshLimits = () => t.request.delete('/__emulator/limits').expect(200);
const advanceClock = (ms: number) => t.request.put('/__emulator/clock').send({ advance_ms: ms }).expect(200);
const decide = (token: string, outcome: 'pay' | 'fail' | 'hold') =>
  t.request.post(`/__emulator/wx_orders/${token}`).send({ outcome });

const order = (number: string, productId: number): Promise<WxOrder> =>
  t.ok('wxRechargeOrder', { body: { number, product_id: productId } });
const status = (token: string, lang?: string) =>
  t.ok('wxRechargeOrderStatus', { query: { order_token: token }, lang });
/** The order as demo's /charge/order_list shows it. */
const listed = async (orderNo: string) =>
  (await t.ok('orderList', { token: demo, query: { order_no: orderNo } })).tableData[0];

describe('GET /wx_recharge/products/ (public)', () => {
  it("answers a demo card by ICCID, masked as on /cardH5, with the catalogue's add-ons of its carrier on sale", async () => {
    await freshLimits();
    const card = cardOf(DEMO, ACTIVE);
    const data = await t.ok('wxRechargeProducts', { query: { number: card.iccid } });
    expect(data.card).toEqual(await t.ok('publicCardLookup', { query: { number: card.iccid } }));
    expect(data.card.iccid).toBe(maskNumber(card.iccid, 6, 4));
    const expected = fitting(card.carrier);
    expect(expected.length).toBeGreaterThan(1);
    expect(data.products.map((p) => [p.id, p.mb, p.price])).toEqual(
      expected.map((p) => [p.id, p.mb, p.price.toFixed(2)]),
    );
    const carrierZh = { cmcc: '中国移动', cucc: '中国联通', ctcc: '中国电信' }[card.carrier];
    expect(data.products[0]!.name).toBe(`${carrierZh}加油包 ${data.products[0]!.size}`);
    const en = await t.ok('wxRechargeProducts', { lang: 'en', query: { number: card.msisdn } });
    expect(en.products[0]!.name).toMatch(/^China \w+ Add-on \d/);
    // A suspended card can be topped up too (that is how one stopped for its data comes back).
    const suspended = cardOf(DEMO, "c.status = 'suspended' and c.billing_group_id is null");
    expect((await t.ok('wxRechargeProducts', { query: { number: suspended.iccid } })).card.status).toBe(
      'suspended',
    );
  });

  it('offers a pooled card only its pool add-on, and no card a withdrawn product', async () => {
    await freshLimits();
    const pooled = cardOf(DEMO, "c.status = 'active' and c.billing_group_id is not null");
    const data = await t.ok('wxRechargeProducts', { query: { number: pooled.iccid } });
    expect(data.products.map((p) => p.id)).toEqual(fitting(pooled.carrier, true).map((p) => p.id));
    expect(data.products[0]!.name).toMatch(/（计费组）$/);
    const withdrawn = CHARGE_PRODUCTS.findIndex((p) => p.off) + 1;
    const cmcc = cardOf(DEMO, `${ACTIVE} and c.carrier = 'cmcc'`);
    const offered = await t.ok('wxRechargeProducts', { query: { number: cmcc.iccid } });
    expect(offered.products.map((p) => p.id)).not.toContain(withdrawn);
  });

  it('refuses a malformed or missing number with the /cardH5 messages, and an unknown one with 404', async () => {
    await freshLimits();
    for (const number of ['12345', '8986'.padEnd(22, '1'), 'x'.repeat(5_000)]) {
      expect(await t.api('wxRechargeProducts', { query: { number } })).toEqual({
        code: BizCode.BAD_REQUEST,
        msg: '请输入正确的ICCID（19-20位）或MSISDN（11或13位）',
        data: null,
      });
    }
    expect((await t.api('wxRechargeProducts', { lang: 'en', query: { number: '12' } })).msg).toBe(
      'Enter a valid ICCID (19-20 characters) or MSISDN (11 or 13 digits)',
    );
    expect((await t.api('wxRechargeProducts', { query: {} })).msg).toBe('请输入卡号');
    expect(await t.api('wxRechargeProducts', { query: { number: '89860000000000000000' } })).toEqual({
      code: BizCode.NOT_FOUND,
      msg: '未查询到该卡，请核对卡号后重试',
      data: null,
    });
  });

  it('refuses cancelled and not yet activated cards, in both languages', async () => {
    await freshLimits();
    const cancelled = cardOf(DEMO, "c.status = 'cancelled'");
    expect(await t.api('wxRechargeProducts', { query: { number: cancelled.iccid } })).toEqual({
      code: BizCode.BAD_REQUEST,
      msg: '该卡已销户，无法充值',
      data: null,
    });
    expect((await t.api('wxRechargeProducts', { lang: 'en', query: { number: cancelled.iccid } })).msg).toBe(
      'This card is cancelled and cannot be recharged',
    );
    for (const state of ['pending', 'testing']) {
      const card = cardOf(DEMO, `c.status = '${state}'`);
      expect((await t.api('wxRechargeProducts', { query: { number: card.iccid } })).msg).toBe(
        '该卡尚未激活，激活后才能充值',
      );
      expect((await t.api('wxRechargeProducts', { lang: 'en', query: { number: card.msisdn } })).msg).toBe(
        'This card is not activated yet: it can be recharged once it is',
      );
    }
  });

  it('refuses the cards of a client whose account lacks function_wechat_charge: suda (no account) and yunji once withdrawn', async () => {
    await freshLimits();
    const suda = cardOf(SUDA, ACTIVE);
    const refused = { code: BizCode.BAD_REQUEST, msg: '该卡暂不支持微信充值，请联系卡片供应商', data: null };
    expect(await t.api('wxRechargeProducts', { query: { number: suda.iccid } })).toEqual(refused);
    expect((await t.api('wxRechargeProducts', { lang: 'en', query: { number: suda.iccid } })).msg).toBe(
      "This card cannot be recharged with WeChat: contact the card's supplier",
    );
    expect(
      await t.api('wxRechargeOrder', {
        body: { number: suda.iccid, product_id: productOf(suda.carrier).id },
      }),
    ).toEqual(refused);

    const yunji = cardOf(YUNJI, ACTIVE);
    expect((await t.api('wxRechargeProducts', { query: { number: yunji.iccid } })).code).toBe(BizCode.OK);
    await t.request
      .put('/__emulator/users/yunji/perms')
      .send({ revoke: ['function_wechat_charge'] })
      .expect(200);
    expect(await t.api('wxRechargeProducts', { query: { number: yunji.iccid } })).toEqual(refused);
    await t.request
      .put('/__emulator/users/yunji/perms')
      .send({ grant: ['function_wechat_charge'] })
      .expect(200);
    expect((await t.api('wxRechargeProducts', { query: { number: yunji.iccid } })).code).toBe(BizCode.OK);
  });

  it("lets a stranger who types another card's number see only what /cardH5 shows: masked, no client, no orders", async () => {
    await freshLimits();
    const card = cardOf(DEMO, ACTIVE);
    const placed = await order(card.iccid, productOf(card.carrier).id);
    // Someone else looks the same card up afterwards.
    const answer = await t.ok('wxRechargeProducts', { query: { number: card.msisdn } });
    const text = JSON.stringify(answer);
    expect(Object.keys(answer.card).sort()).toEqual(
      Object.keys(await t.ok('publicCardLookup', { query: { number: card.msisdn } })).sort(),
    );
    for (const secret of [card.iccid, card.msisdn, DEMO, placed.order_no, placed.order_token, 'demo']) {
      expect(text).not.toContain(secret);
    }
    expect(answer.card.msisdn).toBe(maskNumber(card.msisdn, 3, 4));
    // An order is read by its token only: the order number, or a portal top-up's token, finds nothing.
    expect((await t.api('wxRechargeOrderStatus', { query: { order_token: placed.order_no } })).code).toBe(
      BizCode.NOT_FOUND,
    );
    const topup = await t.ok('placeTopup', { token: demo, body: { amount: '10' } });
    expect(await t.api('wxRechargeOrderStatus', { query: { order_token: topup.token } })).toEqual({
      code: BizCode.NOT_FOUND,
      msg: '订单不存在，请确认链接是否完整',
      data: null,
    });
    await decide(placed.order_token, 'fail').expect(200);
    await decide(topup.token, 'fail').expect(200);
  });
});

describe('an order: one card order of the charge flow, paid by WeChat', () => {
  it(`is pending until ${WX_PAY_SECONDS} s pass, paid, then recharged when the carrier answers: never the balance`, async () => {
    await freshLimits();
    const card = cardOf(DEMO, ACTIVE);
    const product = productOf(card.carrier);
    const account = accountOf(card.main_client_id);
    const created = await order(` ${card.msisdn} `, product.id);
    expect(created).toMatchObject({
      status: 'pending',
      amount: product.price.toFixed(2),
      product: { id: product.id, mb: product.mb, price: product.price.toFixed(2) },
      paid_at: null,
    });
    expect(created.order_no).toMatch(/^WX\d{8}\d{8}$/);
    // The token is random (22 base64url characters), not derived from the order number.
    expect(created.order_token).toMatch(/^[\w-]{22}$/);
    expect(created.order_token).not.toContain(created.order_no.slice(-8));
    expect(created.card.iccid).toBe(maskNumber(card.iccid, 6, 4));
    // The customer sees it among its orders, channel 微信; nothing is frozen.
    expect(await listed(created.order_no)).toMatchObject({
      kind: 'card',
      channel: 'wechat',
      status: 'processing',
      amount: product.price.toFixed(2),
      frozen: '0.00',
      operator: '微信用户',
    });
    expect(accountOf(card.main_client_id)).toEqual(account);

    await advanceClock(WX_PAY_SECONDS * 1000 - 1);
    expect((await status(created.order_token)).status).toBe('pending');
    // The clock reaches the payment without a time travel: the reads settle it, five at once.
    t.deps.clock.advance(1);
    const reads = await Promise.all(Array.from({ length: 5 }, () => status(created.order_token)));
    expect(reads.map((r) => r.status)).toEqual(Array(5).fill('paid'));
    expect(reads[0]!.paid_at).toBe(formatDateTime(t.deps.clock.now()));
    // Paid, the card is with the carrier: no add-on yet, no record.
    expect(reads[0]!.card.quota_mb).toBe(created.card.quota_mb);
    expect(rechargesOf(created.order_no)).toEqual([]);

    await advanceClock(CARD_ANSWER_MS);
    const done = await status(created.order_token);
    expect(done.status).toBe('done');
    expect(done.card.quota_mb).toBe(created.card.quota_mb + product.mb);
    expect(cardNow(card.id).addon_mb).toBe(card.addon_mb + product.mb);
    expect(rechargesOf(created.order_no)).toEqual([
      {
        card_id: card.id,
        kind: 'addon',
        pay_method: 'wechat',
        status: 'success',
        mb: product.mb,
        amount_cents: product.price * 100,
        operator: '微信用户',
      },
    ]);
    // The money came from WeChat: no hold, no ledger row, the balance as it was.
    expect(orderRecord(created.order_no)).toMatchObject({
      client_id: card.main_client_id,
      channel: 'wechat',
      held_cents: 0,
      charged_cents: product.price * 100,
      released_cents: 0,
      status: 'done',
    });
    expect(ledgerRows(created.order_no)).toBe(0);
    expect(accountOf(card.main_client_id)).toEqual(account);
    expect(await listed(created.order_no)).toMatchObject({
      status: 'done',
      charged: product.price.toFixed(2),
    });
    const detail = await t.ok('orderDetail', {
      token: demo,
      query: { id: (await listed(created.order_no))!.id },
    });
    expect(detail.cards).toMatchObject([{ iccid: card.iccid, status: 'success' }]);
    // /recharge_record lists it with channel 微信 like the other recharges.
    const records = await t.ok('rechargeRecordList', { token: demo, query: { number: created.order_no } });
    expect(records.tableData).toMatchObject([{ iccid: card.iccid, pay_method: 'wechat', status: 'success' }]);

    // Paid and recharged at most once: moving the clock on and the control call change nothing.
    await advanceClock(WX_ORDER_CLOSE_MINUTES * 60_000);
    expect((await decide(created.order_token, 'pay').expect(200)).body).toEqual({
      order_no: created.order_no,
      status: 'paid',
    });
    expect(rechargesOf(created.order_no)).toHaveLength(1);
    expect(cardNow(card.id).addon_mb).toBe(card.addon_mb + product.mb);
    expect((await status(created.order_token, 'en')).product.name).toMatch(/Add-on/);
  });

  it('is paid through the control call and recharged in one jump of the clock, resuming a card stopped for its data', async () => {
    await freshLimits();
    const card = cardOf(DEMO, ACTIVE);
    // The carrier stopped it for using up its data: 50 MB over.
    sql
      .prepare("update cards set status = 'suspended', usage_mb = ? where id = ?")
      .run(card.quota_mb + card.addon_mb + 50, card.id);
    sql
      .prepare(
        `insert into card_status_events (card_id, at, from_status, to_status, reason, operator)
         values (?, ?, 'active', 'suspended', 'over_quota', 'carrier')`,
      )
      .run(card.id, t.deps.clock.now());
    const product = fitting(card.carrier).find((p) => p.mb >= 100)!;
    const created = await order(card.iccid, product.id);
    expect((await decide(created.order_token, 'pay').expect(200)).body).toEqual({
      order_no: created.order_no,
      status: 'paid',
    });
    expect(cardNow(card.id).status).toBe('suspended');
    await advanceClock(3_600_000);
    expect(cardNow(card.id)).toMatchObject({ status: 'active', addon_mb: card.addon_mb + product.mb });
    expect((await status(created.order_token)).status).toBe('done');
  });

  it('fails at once by the control call: never sent to the carrier, nothing recharged or charged', async () => {
    await freshLimits();
    const card = cardOf(DEMO, ACTIVE);
    const account = accountOf(card.main_client_id);
    const created = await order(card.iccid, productOf(card.carrier).id);
    expect((await decide(created.order_token, 'fail').expect(200)).body).toEqual({
      order_no: created.order_no,
      status: 'failed',
    });
    await advanceClock(CARD_ANSWER_MS * 2);
    expect(await status(created.order_token)).toMatchObject({ status: 'failed', paid_at: null });
    expect((await decide(created.order_token, 'pay')).body.status).toBe('failed');
    expect(rechargesOf(created.order_no)).toEqual([]);
    expect(cardNow(card.id).addon_mb).toBe(card.addon_mb);
    expect(orderRecord(created.order_no)).toMatchObject({
      status: 'failed',
      charged_cents: 0,
      released_cents: 0,
    });
    expect(await listed(created.order_no)).toMatchObject({ channel: 'wechat', status: 'failed' });
    const detail = await t.ok('orderDetail', {
      token: demo,
      query: { id: (await listed(created.order_no))!.id },
    });
    expect(detail.cards).toMatchObject([{ status: 'failed', answer: '微信支付失败，未提交运营商' }]);
    expect(accountOf(card.main_client_id)).toEqual(account);
    expect((await decide('no-such-token', 'pay').expect(404)).body).toEqual({
      error: 'no WeChat order no-such-token',
    });
    expect((await decide(created.order_token, 'maybe' as never).expect(400)).body.error).toMatch(/outcome/);
  });

  it(`held by the control call, closes ${WX_ORDER_CLOSE_MINUTES} minutes after it was placed`, async () => {
    await freshLimits();
    const card = cardOf(DEMO, ACTIVE);
    const created = await order(card.iccid, productOf(card.carrier).id);
    expect((await decide(created.order_token, 'hold').expect(200)).body.status).toBe('pending');
    await advanceClock(WX_ORDER_CLOSE_MINUTES * 60_000 - 1);
    expect((await status(created.order_token)).status).toBe('pending');
    await advanceClock(1);
    expect(await status(created.order_token)).toMatchObject({ status: 'closed', paid_at: null });
    expect((await decide(created.order_token, 'pay')).body.status).toBe('closed');
    await advanceClock(CARD_ANSWER_MS);
    expect(rechargesOf(created.order_no)).toEqual([]);
    expect(cardNow(card.id).addon_mb).toBe(card.addon_mb);
    expect(await listed(created.order_no)).toMatchObject({ status: 'closed' });
  });

  it('pays back through WeChat an order whose card was cancelled before the carrier answered', async () => {
    await freshLimits();
    const card = cardOf(DEMO, ACTIVE);
    const product = productOf(card.carrier);
    const created = await order(card.iccid, product.id);
    await advanceClock(WX_PAY_SECONDS * 1000);
    expect((await status(created.order_token)).status).toBe('paid');
    sql.prepare("update cards set status = 'cancelled' where id = ?").run(card.id);
    await advanceClock(CARD_ANSWER_MS);
    expect(await status(created.order_token)).toMatchObject({ status: 'refunded' });
    expect((await status(created.order_token, 'en')).status).toBe('refunded');
    expect((await decide(created.order_token, 'pay')).body.status).toBe('refunded');
    expect(rechargesOf(created.order_no)).toMatchObject([{ pay_method: 'wechat', status: 'failed' }]);
    expect(cardNow(card.id).addon_mb).toBe(card.addon_mb);
    expect(orderRecord(created.order_no)).toMatchObject({
      status: 'failed',
      held_cents: 0,
      charged_cents: 0,
      released_cents: product.price * 100,
    });
    expect(ledgerRows(created.order_no)).toBe(0);
  });

  it("refuses a product the card may not buy with the charge flow's messages: another carrier's, a non-pool one for a pooled card, a withdrawn one", async () => {
    await freshLimits();
    const cmcc = cardOf(DEMO, `${ACTIVE} and c.carrier = 'cmcc'`);
    const cucc = productOf('cucc');
    expect(await t.api('wxRechargeOrder', { body: { number: cmcc.iccid, product_id: cucc.id } })).toEqual({
      code: BizCode.BAD_REQUEST,
      msg: '所选产品属于中国联通，所选卡属于中国移动',
      data: null,
    });
    const pooled = cardOf(DEMO, "c.status = 'active' and c.billing_group_id is not null");
    const plain = await t.api('wxRechargeOrder', {
      lang: 'en',
      body: { number: pooled.iccid, product_id: productOf(pooled.carrier).id },
    });
    expect(plain.code).toBe(BizCode.BAD_REQUEST);
    expect(plain.msg).toContain(pooled.iccid);
    const withdrawn = CHARGE_PRODUCTS.findIndex((p) => p.off) + 1;
    expect(
      (await t.api('wxRechargeOrder', { body: { number: cmcc.iccid, product_id: withdrawn } })).msg,
    ).toMatch(/已下架/);
    const monthly = CHARGE_PRODUCTS.findIndex((p) => p.carrier === 'cmcc' && p.kind === 'month') + 1;
    expect((await t.api('wxRechargeOrder', { body: { number: cmcc.iccid, product_id: monthly } })).code).toBe(
      BizCode.NOT_FOUND,
    );
    const pooledOk = await order(pooled.iccid, productOf(pooled.carrier, true).id);
    expect(pooledOk.status).toBe('pending');
    await decide(pooledOk.order_token, 'fail').expect(200);
  });

  it("refuses new orders once support turns the client's online recharge off, and takes them again when it is on", async () => {
    await freshLimits();
    const card = cardOf(DEMO, ACTIVE);
    const setEnabled = (on: boolean) =>
      sql
        .prepare('update clients set recharge_enabled = ? where id = ?')
        .run(on ? 1 : 0, card.main_client_id);
    setEnabled(false);
    try {
      expect(
        await t.api('wxRechargeOrder', {
          body: { number: card.iccid, product_id: productOf(card.carrier).id },
        }),
      ).toEqual({
        code: BizCode.BAD_REQUEST,
        msg: '该卡暂不支持微信充值，请联系卡片供应商',
        data: null,
      });
    } finally {
      setEnabled(true);
    }
    expect((await t.api('wxRechargeProducts', { query: { number: card.iccid } })).code).toBe(BizCode.OK);
  });

  it('answers an unknown or hostile token with 404 or 400 in the envelope, in both languages', async () => {
    expect(
      await t.api('wxRechargeOrderStatus', { query: { order_token: 'AAAAAAAAAAAAAAAAAAAAAA' } }),
    ).toEqual({
      code: BizCode.NOT_FOUND,
      msg: '订单不存在，请确认链接是否完整',
      data: null,
    });
    expect(
      (await t.api('wxRechargeOrderStatus', { lang: 'en', query: { order_token: "1' or '1'='1" } })).msg,
    ).toBe('No such order: check that the link is complete');
    expect((await t.api('wxRechargeOrderStatus', { query: { order_token: 'x'.repeat(10_000) } })).code).toBe(
      BizCode.BAD_REQUEST,
    );
    expect((await t.api('wxRechargeOrderStatus', { query: {} })).code).toBe(BizCode.BAD_REQUEST);
  });

  it('refuses a product that does not exist and hostile bodies, as JSON and as a form, with the envelope', async () => {
    await freshLimits();
    const card = cardOf(DEMO, ACTIVE);
    const productId = productOf(card.carrier).id;
    const path = API_BASE + endpoints.wxRechargeOrder.path;
    const before = sql.prepare('select count(*) from charge_orders').pluck().get();
    for (const body of [
      { number: card.iccid, product_id: 9999 },
      { number: card.iccid, product_id: '100mb' },
      { number: card.iccid, product_id: { $gt: '' } },
      { number: card.iccid, product_id: -1 },
      { number: 42, product_id: productId },
      { number: 'x'.repeat(100_000), product_id: productId },
      { number: card.iccid },
      { number: `${card.iccid}'; drop table charge_orders; --`, product_id: productId },
    ]) {
      const res = await t.request.post(path).send(body).expect(200);
      expect([BizCode.BAD_REQUEST, BizCode.NOT_FOUND], JSON.stringify(body).slice(0, 80)).toContain(
        res.body.code,
      );
    }
    expect(sql.prepare('select count(*) from charge_orders').pluck().get()).toBe(before);
    const form = await t.request
      .post(path)
      .type('form')
      .send({ number: card.iccid, product_id: String(productId) })
      .expect(200);
    expect(form.body.code).toBe(BizCode.OK);
    await decide(form.body.data.order_token, 'fail').expect(200);
    const broken = await t.request
      .post(path)
      .set('Content-Type', 'application/json')
      .send('{"number":')
      .expect(200);
    expect(broken.body.code).toBe(BizCode.BAD_REQUEST);
  });
});

describe('the order limit', () => {
  it(`refuses the ${WX_ORDERS_PER_TEN_MINUTES + 1}th order in ten minutes from one address, then lets one through`, async () => {
    await freshLimits();
    const card = cardOf(DEMO, ACTIVE);
    const body = { number: card.iccid, product_id: productOf(card.carrier).id };
    let last = '';
    for (let i = 0; i < WX_ORDERS_PER_TEN_MINUTES; i++) {
      last = (await t.ok('wxRechargeOrder', { body })).order_token;
    }
    expect(await t.api('wxRechargeOrder', { body })).toEqual({
      code: BizCode.BAD_REQUEST,
      msg: '下单过于频繁，请 600 秒后再试',
      data: null,
    });
    expect((await t.api('wxRechargeOrder', { lang: 'en', body })).msg).toBe(
      'Too many orders: try again in 600 seconds',
    );
    // Reading an order is not limited: the result page polls it.
    for (let i = 0; i < 40; i++) expect((await status(last)).order_token).toBe(last);
    t.deps.clock.advance(10 * 60_000);
    expect((await t.api('wxRechargeOrder', { body })).code).toBe(BizCode.OK);
  });
});
