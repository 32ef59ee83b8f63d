import { beforeAll, describe, expect, it } from 'vitest';
import { BizCode } from '#contract';
import { dayStart, formatDate } from '../../server/lib/format.ts';
import { reviewWorkOrder } from '../../server/services/work-orders.ts';
import { build, HOUR } from './helpers.ts';

/**
 * /product_change and /product_change_detail, support side (issue 48 part B): support approves a
 * pending plan change for an effective day or rejects it with a reason (its frozen money released
 * through the ledger's hold release), through `reviewWorkOrder`, the review the emulator takes on
 * its clock; whichever comes first decides, once.
 */

const t = await build();
const sql = t.deps.sqlite;
const ctl = (path: string) => t.request.put(`/__emulator${path}`);
const DAY = 24 * HOUR;

let support: string;
let demo: string;
let demoId: number;

async function advance(ms: number) {
  await ctl('/clock').send({ advance_ms: ms }).expect(200);
  support = await t.login('support');
  demo = await t.login('demo');
}

const account = () =>
  sql
    .prepare('select balance_cents as balance, frozen_cents as frozen from clients where id = ?')
    .get(demoId) as {
    balance: number;
    frozen: number;
  };
const orderState = (id: number) =>
  sql.prepare('select status, handler, reject_reason, next_at from work_orders where id = ?').get(id) as {
    status: string;
    handler: string | null;
    reject_reason: string | null;
    next_at: number | null;
  };
const planId = (name: string) =>
  sql.prepare('select id from plans where name = ?').pluck().get(name) as number;
const SMALL = planId('移动物联网月包 30MB');
const BIG = planId('移动物联网月包 500MB');
const cardPlan = (iccid: string) =>
  sql.prepare('select plan_id from cards where iccid = ?').pluck().get(iccid);

const used = new Set<string>();
/** demo's cards in use on the 30MB plan with no plan change. */
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

/** demo applies to move `count` cards to 500MB now; returns the order's id, number and the cards. */
async function demoApplies(count = 1) {
  const numbers = freeCards(count);
  const added = await t.ok('addPlanChange', {
    token: demo,
    body: { plan_id: BIG, effect_mode: 'immediate', numbers },
  });
  return {
    id: added.order_id,
    orderNo: added.order_no,
    numbers,
    frozen: Math.round(Number(added.frozen) * 100),
  };
}

const approve = (order_id: number, effective_date: string, lang?: 'en') =>
  t.api('approveSupportPlanChange', { token: support, body: { order_id, effective_date }, lang });
const reject = (order_id: number, reason: string) =>
  t.api('rejectSupportPlanChange', { token: support, body: { order_id, reason } });
const today = () => formatDate(t.deps.clock.now())!;
const dayAfter = (days: number) => formatDate(dayStart(today()) + days * DAY)!;

beforeAll(async () => {
  demoId = t.clientIdOf('demo');
  support = await t.login('support');
  demo = await t.login('demo');
});

describe('GET /support/_list/product_change/', () => {
  it("lists every client's applications, one row per order, with their money and effective day", async () => {
    const data = await t.ok('supportPlanChangeList', { token: support, query: { page_size: 50 } });
    const orders = sql
      .prepare("select count(*) from work_orders where type = 'product_change'")
      .pluck()
      .get();
    expect(data.total_count).toBe(orders);
    const clients = new Set(data.tableData.map((r) => r.client_name));
    expect(clients.size).toBe(2);
    const rejected = data.tableData.find((r) => r.status === 'rejected')!;
    expect(rejected.reject_reason).toContain('目标套餐');
    expect(rejected.effective_date).toBe('');
    const open = data.tableData.filter((r) => ['pending', 'processing', 'carrier'].includes(r.status));
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((r) => /^\d{4}-\d{2}-\d{2}$/.test(r.effective_date))).toBe(true);
    const yunji = await t.ok('supportPlanChangeList', {
      token: support,
      query: { client_id: t.clientIdOf('yunji') },
    });
    expect(yunji.tableData.every((r) => r.client_name === yunji.tableData[0]!.client_name)).toBe(true);
    const pending = await t.ok('supportPlanChangeList', { token: support, query: { status: 'pending' } });
    expect(pending.tableData.every((r) => r.status === 'pending')).toBe(true);
  });

  it('shows one application with its cards as the customer lists them', async () => {
    const { id, numbers } = await demoApplies(2);
    const data = await t.ok('supportPlanChangeDetail', { token: support, query: { id } });
    expect(data.order).toMatchObject({ id, card_count: 2, status: 'pending', effective_date: today() });
    expect(data.cards.map((c) => c.iccid).sort()).toEqual([...numbers].sort());
    expect(data.cards.every((c) => c.money === 'held' && c.status === 'reviewing')).toBe(true);
    expect((await t.api('supportPlanChangeDetail', { token: support, query: { id: 999_999 } })).code).toBe(
      BizCode.NOT_FOUND,
    );
    // Settle it by rejecting, so its money goes back for the tests below.
    expect((await reject(id, '清理')).code).toBe(BizCode.OK);
  });
});

describe('POST /support/product_change/reject/', () => {
  it('rejects with a reason: the money goes back, demo reads the reason, the log names demo', async () => {
    const before = account();
    const { id, numbers, frozen } = await demoApplies(1);
    expect(frozen).toBeGreaterThan(0);
    expect(account()).toEqual({ balance: before.balance, frozen: before.frozen + frozen });
    const res = await reject(id, '该卡设备不支持 500MB 套餐');
    expect(res).toMatchObject({ code: BizCode.OK, data: { id, status: 'rejected' } });
    expect(account()).toEqual(before);
    expect(orderState(id)).toMatchObject({ status: 'rejected', handler: 'support', next_at: null });
    const rows = (await t.ok('planChangeList', { token: demo, query: { number: numbers[0]! } })).tableData;
    expect(rows[0]).toMatchObject({
      status: 'rejected',
      money: 'released',
      reason: '该卡设备不支持 500MB 套餐',
    });
    expect(cardPlan(numbers[0]!)).toBe(SMALL);
    const log = sql
      .prepare(
        "select client_id, note, code from operation_logs where action = '/support/product_change/reject/' order by id desc limit 1",
      )
      .get();
    expect(log).toEqual({ client_id: demoId, note: '该卡设备不支持 500MB 套餐', code: 200 });
    // Again: already handled, and the money is not released twice.
    const again = await reject(id, '再次驳回');
    expect(again.code).toBe(BizCode.BAD_REQUEST);
    expect(again.msg).toContain('已被处理');
    expect(account()).toEqual(before);
    expect((await approve(id, today())).code).toBe(BizCode.BAD_REQUEST);
  });

  it('refuses an empty or long reason, a bad or unknown id', async () => {
    const { id } = await demoApplies(1);
    for (const reason of ['', '   ', 'x'.repeat(201)]) {
      const res = await reject(id, reason);
      expect(res.code).toBe(BizCode.BAD_REQUEST);
    }
    expect((await reject(id, '')).msg).toContain('驳回原因');
    for (const order_id of [0, 'x', -3]) {
      const res = await t.api('rejectSupportPlanChange', {
        token: support,
        body: { order_id, reason: 'x' } as never,
      });
      expect(res.code).toBe(BizCode.BAD_REQUEST);
    }
    expect((await reject(999_999, 'x')).code).toBe(BizCode.NOT_FOUND);
    const other = sql
      .prepare("select id from work_orders where type <> 'product_change' order by id limit 1")
      .pluck()
      .get() as number;
    expect((await reject(other, 'x')).code).toBe(BizCode.NOT_FOUND);
    expect(orderState(id).status).toBe('pending');
    expect((await reject(id, '测试结束')).code).toBe(BizCode.OK);
  });
});

describe('POST /support/product_change/approve/', () => {
  it('approves for a later day: the carrier confirms, and the plan changes on that day', async () => {
    const { id, numbers, orderNo } = await demoApplies(1);
    const day = dayAfter(10);
    const res = await approve(id, day);
    expect(res).toMatchObject({ code: BizCode.OK, data: { id, status: 'processing' } });
    expect(orderState(id)).toMatchObject({ status: 'processing', handler: 'support' });
    const listed = await t.ok('supportPlanChangeList', { token: support, query: { order_no: orderNo } });
    expect(listed.tableData[0]).toMatchObject({ effective_date: day, handler: 'support' });
    // The carrier confirms within its SLA (3 working days): the card waits for its day.
    await advance(6 * DAY);
    const waiting = (await t.ok('planChangeList', { token: demo, query: { number: numbers[0]! } }))
      .tableData[0]!;
    expect(waiting).toMatchObject({ status: 'waiting', money: 'charged' });
    expect(waiting.effect_at.slice(0, 10)).toBe(day);
    expect(cardPlan(numbers[0]!)).toBe(SMALL);
    await advance(5 * DAY);
    const done = (await t.ok('planChangeList', { token: demo, query: { number: numbers[0]! } }))
      .tableData[0]!;
    expect(done.status).toBe('done');
    expect(cardPlan(numbers[0]!)).toBe(BIG);
    const log = sql
      .prepare(
        "select client_id, object, code from operation_logs where action = '/support/product_change/approve/' order by id desc limit 1",
      )
      .get() as { client_id: number; object: string; code: number };
    expect(log).toMatchObject({ client_id: demoId, code: 200 });
    expect(log.object).toContain(day);
  });

  it('approved for today, the change takes effect when the carrier confirms', async () => {
    const { id, numbers } = await demoApplies(1);
    expect((await approve(id, today())).code).toBe(BizCode.OK);
    await advance(6 * DAY);
    expect(cardPlan(numbers[0]!)).toBe(BIG);
  });

  it('refuses a day before today, too far ahead, or not a date, under effective_date', async () => {
    const { id } = await demoApplies(1);
    const past = await approve(id, dayAfter(-1));
    expect(past.code).toBe(BizCode.BAD_REQUEST);
    expect(past.msg).toContain('不能早于今天');
    expect((await approve(id, dayAfter(-1), 'en')).msg).toContain('before today');
    expect((await approve(id, dayAfter(400))).msg).toContain('不能晚于');
    for (const bad of ['2025-13-01', 'tomorrow', '']) {
      const res = await approve(id, bad);
      expect(res.code).toBe(BizCode.BAD_REQUEST);
      expect(res.msg).toContain('生效日期');
    }
    expect(orderState(id).status).toBe('pending');
    expect((await reject(id, '测试结束')).code).toBe(BizCode.OK);
  });
});

describe('each review settles once', () => {
  it('support first: the automatic review later changes nothing', async () => {
    const before = account();
    const { id } = await demoApplies(1);
    expect((await reject(id, '人工驳回')).code).toBe(BizCode.OK);
    await advance(6 * DAY);
    expect(orderState(id)).toMatchObject({ status: 'rejected', reject_reason: '人工驳回' });
    expect(account()).toEqual(before);
  });

  it('the automatic review first: support is told it was already handled', async () => {
    const { id } = await demoApplies(1);
    // Reviewed an hour after it was opened, passed to the carrier half an hour after that.
    await advance(70 * 60_000);
    expect(orderState(id)).toMatchObject({ status: 'processing', handler: 'auto' });
    const res = await reject(id, '太迟了');
    expect(res.code).toBe(BizCode.BAD_REQUEST);
    expect(res.msg).toContain('处理中');
    expect((await approve(id, today())).code).toBe(BizCode.BAD_REQUEST);
    expect(orderState(id).status).toBe('processing');
    await advance(6 * DAY);
  });

  it('both at the same instant: the review due then is taken once, and the money moves once', async () => {
    const { id } = await demoApplies(1);
    const due = orderState(id).next_at!;
    await ctl('/clock')
      .send({ advance_ms: due - t.deps.clock.now() })
      .expect(200);
    support = await t.login('support');
    demo = await t.login('demo');
    const before = account();
    const res = await reject(id, '同一时刻');
    expect(res.code).toBe(BizCode.BAD_REQUEST);
    expect(orderState(id)).toMatchObject({ status: 'processing', handler: 'auto' });
    expect(account()).toEqual(before);

    // The one function, twice for the same instant: the second changes nothing (no second release).
    const next = await demoApplies(1);
    const held = account();
    const at = t.deps.clock.now();
    const first = reviewWorkOrder(sql, next.id, { approve: false, reason: 'A' }, 'support', at);
    const second = reviewWorkOrder(sql, next.id, { approve: false, reason: 'B' }, 'auto', at);
    const third = reviewWorkOrder(sql, next.id, { approve: true }, 'auto', at);
    expect([first, second, third]).toEqual([true, false, false]);
    expect(orderState(next.id)).toMatchObject({ status: 'rejected', reject_reason: 'A' });
    expect(account()).toEqual({ balance: held.balance, frozen: held.frozen - next.frozen });
    await advance(6 * DAY);
  });
});

describe('who may', () => {
  it('refuses a customer, and support lacking router_spt_product_change, with 599', async () => {
    expect((await t.api('supportPlanChangeList', { token: demo })).code).toBe(BizCode.NO_PERMISSION);
    const { id } = await demoApplies(1);
    expect(
      (await t.api('rejectSupportPlanChange', { token: demo, body: { order_id: id, reason: 'x' } })).code,
    ).toBe(BizCode.NO_PERMISSION);
    await ctl('/users/support/perms')
      .send({ revoke: ['router_spt_product_change'] })
      .expect(200);
    expect(await t.api('supportPlanChangeList', { token: support })).toMatchObject({
      code: BizCode.NO_PERMISSION,
      data: { perm_names: ['产品变更'] },
    });
    expect((await reject(id, 'x')).code).toBe(BizCode.NO_PERMISSION);
    expect((await approve(id, today())).code).toBe(BizCode.NO_PERMISSION);
    expect((await t.api('supportPlanChangeDetail', { token: support, query: { id } })).code).toBe(
      BizCode.NO_PERMISSION,
    );
    expect(orderState(id).status).toBe('pending');
    await ctl('/users/support/perms')
      .send({ grant: ['router_spt_product_change'] })
      .expect(200);
    expect((await reject(id, '测试结束')).code).toBe(BizCode.OK);
  });
});
