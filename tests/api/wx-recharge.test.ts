import { describe, expect, it } from 'vitest';
import {
  type ADDON_PACKAGES,
  API_BASE,
  BizCode,
  endpoints,
  WX_ORDER_CLOSE_MINUTES,
  WX_ORDERS_PER_TEN_MINUTES,
  WX_PAY_SECONDS,
  type WxOrder,
} from '#contract';
import { formatDateTime } from '../../server/lib/format.ts';
import { maskNumber } from '../../server/services/public-card.ts';
import { build } from './helpers.ts';

const t = await build();
const sql = t.deps.sqlite;

interface CardRecord {
  id: number;
  iccid: string;
  msisdn: string;
  status: string;
  main_client_id: number;
  addon_mb: number;
  usage_mb: number;
  quota_mb: number;
}

/** The first card of a client (by login, or by its fixture name) matching `where`. */
function cardOf(client: string, where: string): CardRecord {
  const card = sql
    .prepare<[string], CardRecord>(
      `select c.id, c.iccid, c.msisdn, c.status, c.main_client_id, c.addon_mb, c.usage_mb, p.quota_mb
       from cards c join plans p on p.id = c.plan_id join clients m on m.id = c.main_client_id
       where m.name = ? and ${where} order by c.id limit 1`,
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

const cardNow = (id: number) =>
  sql.prepare<[number], CardRecord>('select id, status, addon_mb, usage_mb from cards where id = ?').get(id)!;
const balanceOf = (clientId: number) =>
  sql.prepare<[number], { b: number }>('select balance_cents as b from clients where id = ?').get(clientId)!
    .b;
const rechargesOf = (orderNo: string) =>
  sql
    .prepare<
      [string],
      {
        card_id: number;
        pay_method: string;
        status: string;
        mb: number;
        amount_cents: number;
        operator: string;
        kind: string;
      }
    >(
      'select card_id, pay_method, status, mb, amount_cents, operator, kind from recharge_records where order_no = ?',
    )
    .all(orderNo);

/** The limits' windows follow the frozen clock: each test starts with fresh ones. */
const freshLimits = () => t.request.delete('/__emulator/limits').expect(200);
const advanceClock = (ms: number) => t.request.put('/__emulator/clock').send({ advance_ms: ms }).expect(200);
const decide = (token: string, outcome: 'pay' | 'fail' | 'hold') =>
  t.request.post(`/__emulator/wx_orders/${token}`).send({ outcome });

async function order(number: string, product: keyof typeof ADDON_PACKAGES = '500mb'): Promise<WxOrder> {
  return t.ok('wxRechargeOrder', { body: { number, product } });
}
const status = (token: string, lang?: string) =>
  t.ok('wxRechargeOrderStatus', { query: { order_token: token }, lang });

describe('GET /wx_recharge/products/ (public)', () => {
  it('answers a demo card by ICCID, masked as on /cardH5, with the three add-on packages and their prices', async () => {
    await freshLimits();
    const card = cardOf(DEMO, "c.status = 'active'");
    const data = await t.ok('wxRechargeProducts', { query: { number: card.iccid } });
    expect(data.card).toEqual(await t.ok('publicCardLookup', { query: { number: card.iccid } }));
    expect(data.card.iccid).toBe(maskNumber(card.iccid, 6, 4));
    expect(data.products).toEqual([
      { key: '100mb', name: '加油包 100MB', mb: 100, price: 5 },
      { key: '500mb', name: '加油包 500MB', mb: 500, price: 20 },
      { key: '1gb', name: '加油包 1GB', mb: 1024, price: 35 },
    ]);
    const en = await t.ok('wxRechargeProducts', { lang: 'en', query: { number: card.msisdn } });
    expect(en.products.map((p) => p.name)).toEqual(['Add-on 100 MB', 'Add-on 500 MB', 'Add-on 1 GB']);
    // A suspended card can be topped up too (that is how one stopped for its data comes back).
    const suspended = cardOf(DEMO, "c.status = 'suspended'");
    expect((await t.ok('wxRechargeProducts', { query: { number: suspended.iccid } })).card.status).toBe(
      'suspended',
    );
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
    const suda = cardOf(SUDA, "c.status = 'active'");
    const refused = { code: BizCode.BAD_REQUEST, msg: '该卡暂不支持微信充值，请联系卡片供应商', data: null };
    expect(await t.api('wxRechargeProducts', { query: { number: suda.iccid } })).toEqual(refused);
    expect((await t.api('wxRechargeProducts', { lang: 'en', query: { number: suda.iccid } })).msg).toBe(
      "This card cannot be recharged with WeChat: contact the card's supplier",
    );
    expect(await t.api('wxRechargeOrder', { body: { number: suda.iccid, product: '100mb' } })).toEqual(
      refused,
    );

    const yunji = cardOf(YUNJI, "c.status = 'active'");
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
});

describe('an order and its payment', () => {
  it(`stays pending until ${WX_PAY_SECONDS} s of emulator time pass, then is paid once: the record, the add-on, the balance untouched`, async () => {
    await freshLimits();
    const card = cardOf(DEMO, "c.status = 'active' and c.id not in (select card_id from wx_orders)");
    const balance = balanceOf(card.main_client_id);
    const created = await order(` ${card.msisdn} `, '500mb');
    expect(created).toMatchObject({
      status: 'pending',
      amount: 20,
      product: { key: '500mb', name: '加油包 500MB', mb: 500, price: 20 },
      paid_at: null,
    });
    expect(created.order_no).toMatch(/^WX\d{8}\d{8}$/);
    // The token is random (22 base64url characters), not derived from the order number.
    expect(created.order_token).toMatch(/^[\w-]{22}$/);
    expect(created.order_token).not.toContain(created.order_no.slice(-8));
    expect(created.card.iccid).toBe(maskNumber(card.iccid, 6, 4));

    await advanceClock(WX_PAY_SECONDS * 1000 - 1);
    expect((await status(created.order_token)).status).toBe('pending');
    expect(rechargesOf(created.order_no)).toEqual([]);
    expect(cardNow(card.id).addon_mb).toBe(card.addon_mb);

    // The clock reaches the payment without a time travel: the reads settle it, five at once.
    t.deps.clock.advance(1);
    const reads = await Promise.all(Array.from({ length: 5 }, () => status(created.order_token)));
    expect(reads.map((r) => r.status)).toEqual(Array(5).fill('paid'));
    const paid = reads[0]!;
    expect(paid.paid_at).toBe(formatDateTime(t.deps.clock.now()));
    expect(paid.card.quota_mb).toBe(created.card.quota_mb + 500);
    expect(rechargesOf(created.order_no)).toEqual([
      {
        card_id: card.id,
        kind: 'addon',
        pay_method: 'wechat',
        status: 'success',
        mb: 500,
        amount_cents: 2000,
        operator: '微信用户',
      },
    ]);
    expect(cardNow(card.id).addon_mb).toBe(card.addon_mb + 500);
    expect(balanceOf(card.main_client_id)).toBe(balance);

    // Paid at most once: moving the clock on twice and the control call change nothing.
    await advanceClock(60_000);
    await advanceClock(WX_ORDER_CLOSE_MINUTES * 60_000);
    expect(await decide(created.order_token, 'pay').then((r) => r.body)).toEqual({
      order_no: created.order_no,
      status: 'paid',
    });
    expect(rechargesOf(created.order_no)).toHaveLength(1);
    expect(cardNow(card.id).addon_mb).toBe(card.addon_mb + 500);
    expect((await status(created.order_token, 'en')).product.name).toBe('Add-on 500 MB');
  });

  it("is paid in the time travel itself when the clock jumps past the payment, and shows in the card's recharges", async () => {
    await freshLimits();
    const card = cardOf(DEMO, "c.status = 'active' and c.id not in (select card_id from wx_orders)");
    const created = await order(card.iccid, '1gb');
    await advanceClock(3_600_000);
    // Written by the clock's move, before anyone reads the order.
    expect(rechargesOf(created.order_no)).toHaveLength(1);
    expect(cardNow(card.id).addon_mb).toBe(card.addon_mb + 1024);
    const token = await t.login('demo');
    const recharges = await t.ok('cardRecharges', { token, query: { card_id: card.id } });
    expect(recharges.tableData[0]).toMatchObject({
      order_no: created.order_no,
      pay_method: 'wechat',
      operator: '微信用户',
    });
  });

  it('resumes a card suspended for its data once the add-on covers its use', async () => {
    await freshLimits();
    const card = cardOf(DEMO, "c.status = 'active' and c.id not in (select card_id from wx_orders)");
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
    const created = await order(card.iccid, '100mb');
    expect((await decide(created.order_token, 'pay')).body).toEqual({
      order_no: created.order_no,
      status: 'paid',
    });
    expect(cardNow(card.id)).toMatchObject({ status: 'active', addon_mb: card.addon_mb + 100 });
  });

  it('fails at once by the control call, and is never paid afterwards', async () => {
    await freshLimits();
    const card = cardOf(DEMO, "c.status = 'active' and c.id not in (select card_id from wx_orders)");
    const created = await order(card.iccid, '100mb');
    expect((await decide(created.order_token, 'fail').expect(200)).body).toEqual({
      order_no: created.order_no,
      status: 'failed',
    });
    await advanceClock(60_000);
    expect(await status(created.order_token)).toMatchObject({ status: 'failed', paid_at: null });
    expect((await decide(created.order_token, 'pay')).body.status).toBe('failed');
    expect(rechargesOf(created.order_no)).toEqual([]);
    expect(cardNow(card.id).addon_mb).toBe(card.addon_mb);
    expect((await decide('no-such-token', 'pay').expect(404)).body).toEqual({
      error: 'no WeChat order no-such-token',
    });
    expect((await decide(created.order_token, 'maybe' as never).expect(400)).body.error).toMatch(/outcome/);
  });

  it('refunds an order whose card was cancelled before the payment arrived: no record, no add-on', async () => {
    await freshLimits();
    const card = cardOf(DEMO, "c.status = 'active' and c.id not in (select card_id from wx_orders)");
    const created = await order(card.iccid, '500mb');
    sql.prepare("update cards set status = 'cancelled' where id = ?").run(card.id);
    await advanceClock(WX_PAY_SECONDS * 1000);
    expect(await status(created.order_token)).toMatchObject({ status: 'refunded', paid_at: null });
    expect((await status(created.order_token, 'en')).status).toBe('refunded');
    expect((await decide(created.order_token, 'pay')).body.status).toBe('refunded');
    expect(rechargesOf(created.order_no)).toEqual([]);
    expect(cardNow(card.id).addon_mb).toBe(card.addon_mb);
  });

  it("refuses new orders once support turns the client's online recharge off, and takes them again when it is on", async () => {
    await freshLimits();
    const card = cardOf(DEMO, "c.status = 'active'");
    const setEnabled = (on: boolean) =>
      sql
        .prepare('update clients set recharge_enabled = ? where id = ?')
        .run(on ? 1 : 0, card.main_client_id);
    setEnabled(false);
    try {
      expect(await t.api('wxRechargeOrder', { body: { number: card.iccid, product: '100mb' } })).toEqual({
        code: BizCode.BAD_REQUEST,
        msg: '该卡暂不支持微信充值，请联系卡片供应商',
        data: null,
      });
    } finally {
      setEnabled(true);
    }
    expect((await t.api('wxRechargeProducts', { query: { number: card.iccid } })).code).toBe(BizCode.OK);
  });

  it(`closes an order nobody pays ${WX_ORDER_CLOSE_MINUTES} minutes after it was placed`, async () => {
    await freshLimits();
    const card = cardOf(DEMO, "c.status = 'active' and c.id not in (select card_id from wx_orders)");
    const created = await order(card.iccid, '100mb');
    expect((await decide(created.order_token, 'hold')).body.status).toBe('pending');
    await advanceClock(WX_ORDER_CLOSE_MINUTES * 60_000 - 1);
    expect((await status(created.order_token)).status).toBe('pending');
    await advanceClock(1);
    expect(await status(created.order_token)).toMatchObject({ status: 'closed', paid_at: null });
    expect((await decide(created.order_token, 'pay')).body.status).toBe('closed');
    expect(rechargesOf(created.order_no)).toEqual([]);
    expect(cardNow(card.id).addon_mb).toBe(card.addon_mb);
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
    const card = cardOf(DEMO, "c.status = 'active'");
    const path = API_BASE + endpoints.wxRechargeOrder.path;
    for (const body of [
      { number: card.iccid, product: '2gb' },
      { number: card.iccid, product: { $gt: '' } },
      { number: 42, product: '100mb' },
      { number: 'x'.repeat(100_000), product: '100mb' },
      { number: card.iccid },
      { number: `${card.iccid}'; drop table wx_orders; --`, product: '100mb' },
    ]) {
      const res = await t.request.post(path).send(body).expect(200);
      expect(res.body.code, JSON.stringify(body).slice(0, 80)).toBe(BizCode.BAD_REQUEST);
    }
    const form = await t.request
      .post(path)
      .type('form')
      .send({ number: card.iccid, product: '100mb' })
      .expect(200);
    expect(form.body.code).toBe(BizCode.OK);
    const broken = await t.request
      .post(path)
      .set('Content-Type', 'application/json')
      .send('{"number":')
      .expect(200);
    expect(broken.body.code).toBe(BizCode.BAD_REQUEST);
    expect(sql.prepare('select count(*) from wx_orders where order_no is null').pluck().get()).toBe(0);
  });
});

describe('the order limit', () => {
  it(`refuses the ${WX_ORDERS_PER_TEN_MINUTES + 1}th order in ten minutes from one address, then lets one through`, async () => {
    await freshLimits();
    const card = cardOf(DEMO, "c.status = 'active'");
    for (let i = 0; i < WX_ORDERS_PER_TEN_MINUTES; i++) {
      expect((await t.api('wxRechargeOrder', { body: { number: card.iccid, product: '100mb' } })).code).toBe(
        BizCode.OK,
      );
    }
    expect(await t.api('wxRechargeOrder', { body: { number: card.iccid, product: '100mb' } })).toEqual({
      code: BizCode.BAD_REQUEST,
      msg: '下单过于频繁，请 600 秒后再试',
      data: null,
    });
    expect(
      (await t.api('wxRechargeOrder', { lang: 'en', body: { number: card.iccid, product: '1gb' } })).msg,
    ).toBe('Too many orders: try again in 600 seconds');
    // Reading an order is not limited: the result page polls it.
    const last = sql.prepare('select token from wx_orders order by id desc limit 1').pluck().get() as string;
    for (let i = 0; i < 40; i++) expect((await status(last)).order_token).toBe(last);
    t.deps.clock.advance(10 * 60_000);
    expect((await t.api('wxRechargeOrder', { body: { number: card.iccid, product: '100mb' } })).code).toBe(
      BizCode.OK,
    );
  });
});
