import { describe, expect, it } from 'vitest';
import { BizCode, REFUND_REVIEW_HOURS, WX_PAY_SECONDS } from '#contract';
import { CHARGE_PRODUCTS } from '../../fixtures/index.ts';
import { CARD_ANSWER_MS } from '../../server/services/charge.ts';
import { build, HOUR } from './helpers.ts';

const t = await build();
const sql = t.deps.sqlite;
let demo = await t.login('demo');
let sub = await t.login('demo_sub');
const demoId = t.clientIdOf('demo');
const subId = t.clientIdOf('demo_sub');

const advance = (ms: number) => t.request.put('/__emulator/clock').send({ advance_ms: ms }).expect(200);
const today = () => new Date(t.deps.clock.now() + 8 * HOUR).toISOString().slice(0, 10);

/** An active card of demo_sub's, out of any billing group (the H5 sells to it). */
const card = sql
  .prepare<[number], { id: number; iccid: string; carrier: string }>(
    `select id, iccid, carrier from cards where client_id = ? and status = 'active' and billing_group_id is null
     order by id limit 1`,
  )
  .get(subId)!;
const products = CHARGE_PRODUCTS.map((p, i) => ({ ...p, id: i + 1 })).filter(
  (p) => p.carrier === card.carrier && !p.pool && !p.off,
);
const addon = products.filter((p) => p.kind === 'addon').sort((a, b) => a.price - b.price)[0]!;
const monthly = products.find((p) => p.kind === 'month' && p.modes.includes('next_month'))!;
const cents = (yuan: number) => Math.round(yuan * 100);

const rowsOf = (orderNo: string) =>
  sql
    .prepare(
      `select role, beneficiary_client_id as who, sale_cents as sale, cost_cents as cost, profit_cents as profit, status
       from profit_rows where order_no = ? order by id`,
    )
    .all(orderNo) as {
    role: string;
    who: number;
    sale: number;
    cost: number;
    profit: number;
    status: string;
  }[];
const balanceOf = (id: number) =>
  sql.prepare('select balance_cents from clients where id = ?').pluck().get(id) as number;
const ledgerOf = (orderNo: string) =>
  sql
    .prepare('select client_id, kind, amount_cents from account_ledger where order_no = ? order by id')
    .all(orderNo) as { client_id: number; kind: string; amount_cents: number }[];
const priceRows = () => sql.prepare('select count(*) from profit_prices').pluck().get() as number;

const price = (body: Record<string, unknown>, token = demo, lang?: string) =>
  t.api('saveProfitPrice', {
    token,
    lang,
    body: {
      sub_client_id: subId,
      product_id: addon.id,
      mode: 'diff',
      markup: '2',
      retail_price: String(addon.price + 2 + 25),
      effective_date: today(),
      ...body,
    },
  });

describe('profit sharing: prices', () => {
  it('refuses a price below cost, a retail price below it and a past day, naming the field, saving nothing', async () => {
    const before = priceRows();
    const below = await price({ markup: '-1' });
    expect(below.code).toBe(BizCode.BAD_REQUEST);
    expect(below.msg).toBe(
      `子客户价格 ${(addon.price - 1).toFixed(2)} 元低于成本价 ${addon.price.toFixed(2)} 元`,
    );
    expect(below.data).toEqual({ field: 'markup' });
    const en = await price({ mode: 'ratio', markup: '-10' }, demo, 'en');
    expect(en.msg).toContain('is below cost');
    const retail = await price({ retail_price: String(addon.price) });
    expect(retail.data).toEqual({ field: 'retail_price' });
    expect(retail.msg).toContain('建议零售价');
    const past = await price({ effective_date: '2020-01-01' });
    expect(past.data).toEqual({ field: 'effective_date' });
    const bad = await price({ markup: 'abc' });
    expect(bad.code).toBe(BizCode.BAD_REQUEST);
    expect(bad.msg).toBe('请输入数字，最多两位小数');
    expect(priceRows()).toBe(before);
  });

  it("sets demo_sub's prices (main client only): the lists show them, the sub-customer reads its own", async () => {
    const saved = await price({});
    expect(saved.code).toBe(BizCode.OK);
    expect(saved.data).toMatchObject({
      sub_price: (addon.price + 2).toFixed(2),
      cost: addon.price.toFixed(2),
    });
    await t.ok('saveProfitPrice', {
      token: demo,
      body: {
        sub_client_id: subId,
        product_id: monthly.id,
        mode: 'ratio',
        markup: '10',
        retail_price: String(monthly.price * 2),
        effective_date: today(),
      },
    });
    const list = await t.ok('profitPriceList', { token: demo, query: { sub_client_id: String(subId) } });
    const row = list.tableData.find((r) => r.product_id === monthly.id)!;
    expect(row).toMatchObject({
      mode: 'ratio',
      markup: '10.00%',
      sub_price: (monthly.price * 1.1).toFixed(2),
    });
    expect(list.sub_clients.map((s) => s.id)).toContain(subId);
    const own = await t.ok('profitPriceList', { token: sub });
    expect(own.tableData.every((r) => r.sub_client_id === subId)).toBe(true);
    expect(own.tableData.length).toBeGreaterThanOrEqual(2);
    // The edit button is the main client's.
    expect(JSON.stringify(own.tableHeader)).not.toContain('"edit"');
    const products = await t.ok('profitProductList', { token: demo, query: { carrier: card.carrier } });
    expect(products.tableData.find((p) => p.id === addon.id)).toMatchObject({ priced: 1 });
    // A sub-customer neither prices nor reads the products' page: 599 naming the code.
    const refused = await price({}, sub);
    expect(refused.code).toBe(BizCode.NO_PERMISSION);
    expect((await t.api('profitProductList', { token: sub })).code).toBe(BizCode.NO_PERMISSION);
    expect((await t.api('profitPriceList', {})).code).toBe(BizCode.TOKEN_INVALID);
  });
});

describe('profit sharing: the profit ledger', () => {
  let h5OrderNo = '';

  it('an H5 sale of a sub-customer card charges retail and writes both rows with the fulfilment', async () => {
    const offered = await t.ok('wxRechargeProducts', { query: { number: card.iccid } });
    const retail = addon.price + 2 + 25;
    expect(offered.products.find((p) => p.id === addon.id)!.price).toBe(retail.toFixed(2));
    const placed = await t.ok('wxRechargeOrder', { body: { number: card.iccid, product_id: addon.id } });
    h5OrderNo = placed.order_no;
    expect(placed.amount).toBe(retail.toFixed(2));
    expect(rowsOf(h5OrderNo)).toEqual([]);
    await advance(WX_PAY_SECONDS * 1000 + CARD_ANSWER_MS + 1000);
    expect(rowsOf(h5OrderNo)).toEqual([
      {
        role: 'main',
        who: demoId,
        sale: cents(retail),
        cost: cents(addon.price),
        profit: 200,
        status: 'pending',
      },
      {
        role: 'sub',
        who: subId,
        sale: cents(retail),
        cost: cents(addon.price + 2),
        profit: 2500,
        status: 'pending',
      },
    ]);
    const mine = await t.ok('profitRowList', { token: demo, query: { order_no: h5OrderNo } });
    expect(mine.tableData).toHaveLength(1);
    expect(mine.tableData[0]).toMatchObject({ role: 'main', profit: '2.00', status: 'pending' });
    const theirs = await t.ok('profitRowList', { token: sub, query: { order_no: h5OrderNo } });
    expect(theirs.tableData[0]).toMatchObject({ role: 'sub', profit: '25.00', iccid: card.iccid });
    expect(theirs.totals.available).toBe('0.00');
  });

  it('a refund of a next-month share writes negative rows and reverses the pending ones', async () => {
    const placed = await t.ok('placeCardOrder', {
      token: sub,
      body: { product_id: monthly.id, effect_mode: 'next_month', numbers: [card.iccid] },
    });
    await advance(CARD_ANSWER_MS + 1000);
    const main = Math.round(cents(monthly.price) * 0.1);
    expect(rowsOf(placed.order_no)).toEqual([
      {
        role: 'main',
        who: demoId,
        sale: cents(monthly.price),
        cost: cents(monthly.price),
        profit: main,
        status: 'pending',
      },
    ]);
    await t.ok('requestRefund', { token: sub, body: { order_id: placed.order_id, reason: '' } });
    await advance(REFUND_REVIEW_HOURS * HOUR + 1000);
    expect(rowsOf(placed.order_no)).toEqual([
      {
        role: 'main',
        who: demoId,
        sale: cents(monthly.price),
        cost: cents(monthly.price),
        profit: main,
        status: 'reversed',
      },
      {
        role: 'main',
        who: demoId,
        sale: -cents(monthly.price),
        cost: -cents(monthly.price),
        profit: -main,
        status: 'reversed',
      },
    ]);
  });

  it('the monthly cut-off settles the month and credits the main client its own profit through the ledger', async () => {
    const before = balanceOf(demoId);
    const now = t.deps.clock.now();
    const [nextMonthStart] = [Date.UTC(2025, 10, 1) - 8 * HOUR];
    await advance(nextMonthStart - now + 1000);
    demo = await t.login('demo');
    sub = await t.login('demo_sub');
    expect(rowsOf(h5OrderNo).map((r) => r.status)).toEqual(['settled', 'settled']);
    const credit = ledgerOf(`PS202510${String(demoId).padStart(6, '0')}`);
    expect(credit).toEqual([{ client_id: demoId, kind: 'profit', amount_cents: 200 }]);
    expect(
      sql
        .prepare(
          "select balance_after - balance_before from account_ledger where kind = 'profit' and client_id = ? order by id desc limit 1",
        )
        .pluck()
        .get(demoId),
    ).toBe(200);
    expect(before).toBeGreaterThan(0);
    const theirs = await t.ok('profitRowList', { token: sub });
    expect(theirs.totals).toMatchObject({ settled: '25.00', available: '25.00', min_withdrawal: '10.00' });
  });
});

describe('profit sharing: withdrawals', () => {
  const apply = (amount: string, lang?: string) =>
    t.api('applyWithdrawal', { token: sub, lang, body: { amount, account: '招商银行 6225 0000 1234' } });

  it('refuses below the minimum, above the available profit, and from a main client', async () => {
    const below = await apply('5');
    expect(below).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: '提现金额不能少于 10.00 元',
      data: { field: 'amount' },
    });
    const above = await apply('30', 'en');
    expect(above.msg).toBe('The withdrawal of 30.00 yuan is above the available profit of 25.00 yuan');
    expect(above.data).toEqual({ field: 'amount' });
    expect((await t.api('applyWithdrawal', { token: demo, body: { amount: '10', account: 'x' } })).msg).toBe(
      '仅子客户可以申请提现',
    );
    expect(
      sql.prepare('select count(*) from profit_withdrawals where sub_client_id = ?').pluck().get(subId),
    ).toBe(0);
  });

  it('demo reviews: reject needs a reason, a batch approves, a decided one is refused, the clock pays both ledgers', async () => {
    const a = (await apply('10')).data as { id: number; app_no: string; period: string };
    expect(a.period).toBe('2025-10');
    const b = (await apply('10')).data as { id: number; app_no: string };
    expect((await apply('10')).msg).toContain('超过可提现分润 5.00 元');
    // demo_sub cannot decide.
    expect((await t.api('approveWithdrawal', { token: sub, body: { id: a.id } })).code).toBe(
      BizCode.NO_PERMISSION,
    );
    expect((await t.api('rejectWithdrawal', { token: demo, body: { id: b.id, reason: ' ' } })).msg).toBe(
      '请输入驳回原因',
    );
    await t.ok('rejectWithdrawal', { token: demo, body: { id: b.id, reason: '账户信息有误' } });
    const queue = await t.ok('withdrawalList', { token: demo });
    expect(queue.tableData.find((r) => r.id === b.id)).toMatchObject({
      status: 'rejected',
      reject_reason: '账户信息有误',
    });
    // The rejected amount is available again.
    const c = (await apply('15')).data as { id: number; app_no: string };
    // A batch holding a decided application approves nothing, not even the pending one before it.
    const mixed = await t.api('approveWithdrawals', { token: demo, body: { ids: [a.id, b.id] } });
    expect(mixed.msg).toBe(`提现申请 ${b.app_no} 已审核，不能重复审核`);
    expect(sql.prepare('select status from profit_withdrawals where id = ?').pluck().get(a.id)).toBe(
      'pending',
    );
    expect(await t.ok('approveWithdrawals', { token: demo, body: { ids: [a.id, c.id] } })).toEqual({
      approved: 2,
    });
    const twice = await t.api('approveWithdrawal', { token: demo, body: { id: a.id } });
    expect(twice.msg).toBe(`提现申请 ${a.app_no} 已审核，不能重复审核`);
    expect(
      (await t.api('rejectWithdrawal', { token: demo, lang: 'en', body: { id: b.id, reason: 'x' } })).msg,
    ).toBe(`Withdrawal ${b.app_no} has already been reviewed`);
    // Each decision: the applicant's notice and the operation log.
    const notices = sql.prepare("select count(*) from notices where content like '%' || ? || '%'").pluck();
    expect(notices.get(a.app_no)).toBe(1);
    expect(notices.get(b.app_no)).toBe(1);
    const logged = sql
      .prepare("select code from operation_logs where action like '/profit/exa/%approve/' order by id")
      .pluck()
      .all();
    expect(logged).toEqual([BizCode.NO_PERMISSION, BizCode.BAD_REQUEST, BizCode.OK, BizCode.BAD_REQUEST]);
    // Paid the next day on the clock: the main client's debit and the sub-customer's credit.
    const demoBefore = balanceOf(demoId);
    const subBefore = balanceOf(subId);
    await advance(25 * HOUR);
    demo = await t.login('demo');
    sub = await t.login('demo_sub');
    expect(ledgerOf(a.app_no)).toEqual([
      { client_id: demoId, kind: 'profit', amount_cents: -1000 },
      { client_id: subId, kind: 'profit', amount_cents: 1000 },
    ]);
    expect(ledgerOf(c.app_no).map((r) => r.amount_cents)).toEqual([-1500, 1500]);
    expect(balanceOf(subId) - subBefore).toBe(2500);
    expect(demoBefore - balanceOf(demoId)).toBe(2500);
    const mine = await t.ok('withdrawalList', { token: sub, query: { status: 'paid' } });
    expect(mine.tableData.map((r) => r.app_no).sort()).toEqual([a.app_no, c.app_no].sort());
    expect(mine.tableData[0]!.ledger_no).toMatch(/^L\d{8}/);
    const ledger = await t.ok('ledgerList', { token: demo, query: { kind: 'profit' } });
    expect(ledger.tableData.some((r) => r.order_no === a.app_no && r.amount === '-10.00')).toBe(true);
  });
});
