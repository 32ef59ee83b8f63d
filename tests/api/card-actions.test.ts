import { beforeAll, describe, expect, it } from 'vitest';
import { BizCode, type EndpointName } from '#contract';
import { addMonths } from '../../server/services/card-actions.ts';
import { CARD_ANSWER_MS, CARD_STEP_MS } from '../../server/services/charge.ts';
import { build, NOW } from './helpers.ts';

const t = await build();

const sql = t.deps.sqlite;

interface Card {
  id: number;
  iccid: string;
  status: string;
  carrier: string;
  plan_id: number;
  eid: string | null;
  usage_mb: number;
  addon_mb: number;
  activated_at: number | null;
  expires_at: number | null;
  billing_group_id: number | null;
}

const card = (id: number) => sql.prepare<[number], Card>('select * from cards where id = ?').get(id)!;
const cardsWhere = (where: string, ...params: unknown[]) =>
  sql.prepare<unknown[], Card>(`select * from cards where ${where} order by id`).all(...params);
const eventsOf = (id: number) =>
  sql
    .prepare<
      [number],
      { at: number; from_status: string; to_status: string; reason: string; operator: string }
    >(
      'select at, from_status, to_status, reason, operator from card_status_events where card_id = ? order by at, id',
    )
    .all(id);
const operationsOf = (id: number) =>
  sql
    .prepare<[number], { username: string; action: string; detail: string; at: number }>(
      'select username, action, detail, at from card_operations where card_id = ? order by at, id',
    )
    .all(id);
const quotaOf = (planId: number) =>
  sql.prepare<[number], { q: number }>('select quota_mb as q from plans where id = ?').get(planId)!.q;

const stopped = new Set<number>();
/**
 * A suspended card of demo's whose latest stop has the given reason: the carrier's event is added
 * (a card stopped over quota also gets a use 50 MB above its quota), as the carrier would record it.
 */
function suspendedFor(reason: 'arrears' | 'over_quota' | 'expired'): Card {
  const c = cardsWhere("main_client_id = ? and status = 'suspended' and expires_at > ?", demoId, NOW).find(
    (x) => !stopped.has(x.id),
  )!;
  stopped.add(c.id);
  if (reason === 'over_quota') {
    sql.prepare('update cards set usage_mb = ? where id = ?').run(quotaOf(c.plan_id) + c.addon_mb + 50, c.id);
  }
  sql
    .prepare(
      "insert into card_status_events (card_id, at, from_status, to_status, reason, operator) values (?, ?, 'active', 'suspended', ?, 'carrier')",
    )
    .run(c.id, NOW - 1000, reason);
  return card(c.id);
}

let demoId: number;
let yunjiId: number;
let demo: string;
let demoSub: string;

beforeAll(async () => {
  demoId = t.clientIdOf('demo');
  yunjiId = t.clientIdOf('yunji');
  [demo, demoSub] = await Promise.all([t.login('demo'), t.login('demo_sub')]);
});

/** Withdraws one code from demo for the duration of `run` (a live override, as the control API does). */
async function withoutCode(code: string, run: (token: string) => Promise<void>) {
  await t.request
    .put('/__emulator/users/demo/perms')
    .send({ revoke: [code] })
    .expect(200);
  try {
    await run(await t.login('demo'));
  } finally {
    sql
      .prepare(
        "delete from user_perm_overrides where user_id = (select id from users where username = 'demo')",
      )
      .run();
  }
}

describe('POST /card/action/activate/', () => {
  it('activates pending and testing cards now, until their plan months, and refuses an active one', async () => {
    const [pending, testing] = [
      cardsWhere("main_client_id = ? and status = 'pending'", demoId)[0]!,
      cardsWhere("main_client_id = ? and status = 'testing'", demoId)[0]!,
    ];
    const active = cardsWhere("main_client_id = ? and status = 'active'", demoId)[0]!;
    const before = await t.ok('indexHeader', { token: demo });
    const months = (planId: number) =>
      sql.prepare<[number], { months: number }>('select months from plans where id = ?').get(planId)!.months;

    const result = await t.ok('activateCards', {
      token: demo,
      body: { card_ids: [pending.id, testing.id, active.id] },
    });
    expect(result).toEqual({
      succeeded: 2,
      failed: [
        {
          card_id: active.id,
          iccid: active.iccid,
          reason: '仅待激活或测试期的卡可以激活，该卡当前为正使用',
        },
      ],
    });
    for (const c of [pending, testing]) {
      const after = card(c.id);
      expect(after.status).toBe('active');
      expect(after.activated_at).toBe(NOW);
      expect(after.expires_at).toBe(addMonths(NOW, months(c.plan_id)));
      expect(eventsOf(c.id).at(-1)).toEqual({
        at: NOW,
        from_status: c.status,
        to_status: 'active',
        reason: 'activated',
        operator: 'demo',
      });
      expect(operationsOf(c.id).at(-1)).toMatchObject({ username: 'demo', action: 'activate', at: NOW });
    }
    expect(card(active.id)).toEqual(active);
    const after = await t.ok('indexHeader', { token: demo });
    expect(after.not_active).toBe(before.not_active - 1);
    expect(after.normal_count).toBe(before.normal_count + 2);
  });

  it("reports another client's card as not found and changes nothing", async () => {
    const foreign = cardsWhere("main_client_id = ? and status = 'pending'", yunjiId)[0]!;
    const result = await t.ok('activateCards', { token: demo, body: { card_ids: [foreign.id] } });
    expect(result).toEqual({
      succeeded: 0,
      failed: [{ card_id: foreign.id, iccid: null, reason: `卡片不存在或无权操作（ID ${foreign.id}）` }],
    });
    expect(card(foreign.id)).toEqual(foreign);
  });

  it('answers the refusal in English with Accept-Language: en', async () => {
    const cancelled = cardsWhere("main_client_id = ? and status = 'cancelled'", demoId)[0]!;
    const result = await t.ok('activateCards', {
      token: demo,
      lang: 'en',
      body: { card_ids: [cancelled.id] },
    });
    expect(result.failed[0]!.reason).toBe(
      'Only cards pending activation or in testing can be activated; this one is Cancelled',
    );
  });

  it('rejects no cards and more than 500 with 400', async () => {
    expect(await t.api('activateCards', { token: demo, body: { card_ids: [] } })).toEqual({
      code: BizCode.BAD_REQUEST,
      msg: '请选择卡片',
      data: { field: 'card_ids' },
    });
    const many = Array.from({ length: 501 }, (_, i) => i + 1);
    const res = await t.api('activateCards', { token: demo, lang: 'en', body: { card_ids: many } });
    expect(res).toEqual({
      code: BizCode.BAD_REQUEST,
      msg: 'At most 500 cards at a time',
      data: { field: 'card_ids' },
    });
  });

  it('answers 599 naming the function without func_card_active, and 403 without a token', async () => {
    const pending = cardsWhere("main_client_id = ? and status = 'pending'", demoId)[0]!;
    await withoutCode('func_card_active', async (token) => {
      const res = await t.api('activateCards', { token, body: { card_ids: [pending.id] } });
      expect(res.code).toBe(BizCode.NO_PERMISSION);
      expect(res.msg).toMatch(/^当前用户无 .+ 权限$/);
    });
    expect((await t.api('activateCards', { body: { card_ids: [pending.id] } })).code).toBe(
      BizCode.TOKEN_INVALID,
    );
    expect(card(pending.id).status).toBe('pending');
  });
});

describe('POST /card/action/sor/', () => {
  it("stops a card in use at the customer's request, then resumes it", async () => {
    const active = cardsWhere("main_client_id = ? and status = 'active'", demoId)[3]!;
    const stop = await t.ok('stopResumeCards', {
      token: demo,
      body: { card_ids: [active.id], action: 'stop' },
    });
    expect(stop).toEqual({ succeeded: 1, failed: [] });
    expect(card(active.id).status).toBe('suspended');
    expect(eventsOf(active.id).at(-1)).toMatchObject({
      to_status: 'suspended',
      reason: 'user_request',
      operator: 'demo',
    });
    expect(operationsOf(active.id).at(-1)).toMatchObject({ action: 'stop', username: 'demo' });

    const resume = await t.ok('stopResumeCards', {
      token: demo,
      body: { card_ids: [active.id], action: 'resume' },
    });
    expect(resume).toEqual({ succeeded: 1, failed: [] });
    expect(card(active.id).status).toBe('active');
    expect(eventsOf(active.id).at(-1)).toMatchObject({
      from_status: 'suspended',
      to_status: 'active',
      reason: 'resumed',
      operator: 'demo',
    });
  });

  it('refuses to resume a card stopped for arrears, over quota or expiry, each with its reason', async () => {
    const arrears = suspendedFor('arrears');
    const overQuota = suspendedFor('over_quota');
    const expired = suspendedFor('expired');
    const result = await t.ok('stopResumeCards', {
      token: demo,
      body: { card_ids: [arrears.id, overQuota.id, expired.id], action: 'resume' },
    });
    expect(result.succeeded).toBe(0);
    expect(result.failed.map((f) => [f.card_id, f.reason])).toEqual([
      [arrears.id, '该卡因欠费停机，不能手动复机：请先充值缴清欠费，到账后将自动复机'],
      [overQuota.id, '该卡因超流量停机，不能手动复机：请订购加油包，订购后将自动复机'],
      [expired.id, '该卡因套餐到期停机，不能手动复机：请先续费套餐'],
    ]);
    for (const c of [arrears, overQuota, expired]) expect(card(c.id).status).toBe('suspended');
    const en = await t.ok('stopResumeCards', {
      token: demo,
      lang: 'en',
      body: { card_ids: [arrears.id], action: 'resume' },
    });
    expect(en.failed[0]!.reason).toBe(
      'Suspended for arrears, so it cannot be resumed by hand: pay what is owed and it resumes by itself',
    );
  });

  it('refuses to stop a card that is not in use', async () => {
    const pending = cardsWhere("main_client_id = ? and status = 'pending'", demoId)[1]!;
    const result = await t.ok('stopResumeCards', {
      token: demo,
      body: { card_ids: [pending.id], action: 'stop' },
    });
    expect(result.failed[0]!.reason).toBe('仅正使用的卡可以停机，该卡当前为待激活');
  });

  it('rejects an unknown action with 400 naming action, and sends demo_sub a 599', async () => {
    const res = await t.api('stopResumeCards', {
      token: demo,
      body: { card_ids: [1], action: 'pause' as 'stop' },
    });
    expect(res.code).toBe(BizCode.BAD_REQUEST);
    expect(res.msg).toContain('action');
    const denied = await t.api('stopResumeCards', {
      token: demoSub,
      body: { card_ids: [1], action: 'stop' },
    });
    expect(denied.code).toBe(BizCode.NO_PERMISSION);
  });
});

describe('POST /card/action/change_carrier/', () => {
  const planOf = (carrier: string) =>
    sql
      .prepare<[string], { id: number; name: string }>(
        'select id, name from plans where carrier = ? order by id',
      )
      .get(carrier)!;

  it('moves an eSIM card to the carrier and plan chosen, out of its old pool, and refuses a card without EID', async () => {
    const esim = cardsWhere(
      "main_client_id = ? and eid is not null and carrier = 'cmcc' and status = 'active'",
      demoId,
    )[0]!;
    const plain = cardsWhere("main_client_id = ? and eid is null and status = 'active'", demoId)[0]!;
    const target = planOf('cucc');
    const result = await t.ok('changeCarrier', {
      token: demo,
      body: { card_ids: [esim.id, plain.id], carrier: 'cucc', plan_id: target.id },
    });
    expect(result).toEqual({
      succeeded: 1,
      failed: [
        { card_id: plain.id, iccid: plain.iccid, reason: '该卡不是多运营商（eSIM）卡，不能切换运营商' },
      ],
    });
    expect(card(esim.id)).toMatchObject({
      carrier: 'cucc',
      plan_id: target.id,
      billing_group_id: null,
      status: 'active',
    });
    expect(eventsOf(esim.id).at(-1)).toMatchObject({
      reason: 'carrier_changed',
      from_status: 'active',
      to_status: 'active',
    });
    const op = operationsOf(esim.id).at(-1)!;
    expect(op.action).toBe('change_carrier');
    expect(JSON.parse(op.detail)).toEqual({
      from: 'cmcc',
      to: 'cucc',
      plan_id: target.id,
      plan: target.name,
    });
    expect(card(plain.id)).toEqual(plain);

    const again = await t.ok('changeCarrier', {
      token: demo,
      body: { card_ids: [esim.id], carrier: 'cucc', plan_id: target.id },
    });
    expect(again.failed[0]!.reason).toBe('该卡已是中国联通的卡');
  });

  it('rejects a plan of another carrier, or none, with 400 and changes nothing', async () => {
    const esim = cardsWhere("main_client_id = ? and eid is not null and carrier = 'ctcc'", demoId)[0]!;
    const res = await t.api('changeCarrier', {
      token: demo,
      body: { card_ids: [esim.id], carrier: 'cmcc', plan_id: planOf('cucc').id },
    });
    expect(res).toEqual({
      code: BizCode.BAD_REQUEST,
      msg: `套餐“${planOf('cucc').name}”不是中国移动的套餐`,
      data: null,
    });
    const none = await t.api('changeCarrier', {
      token: demo,
      lang: 'en',
      body: { card_ids: [esim.id], carrier: 'cmcc', plan_id: 999 },
    });
    expect(none).toEqual({ code: BizCode.BAD_REQUEST, msg: 'No plan with id 999', data: null });
    expect(card(esim.id).carrier).toBe('ctcc');
  });

  it('lists every carrier plan to choose from, and sends demo_sub a 599', async () => {
    const plans = await t.ok('changeCarrierOptions', { token: demo });
    expect(plans.map((p) => p.id).sort()).toEqual(
      sql.prepare('select id from plans order by id').pluck().all(),
    );
    expect((await t.api('changeCarrierOptions', { token: demoSub })).code).toBe(BizCode.NO_PERMISSION);
    expect(
      (await t.api('changeCarrier', { token: demoSub, body: { card_ids: [1], carrier: 'cmcc', plan_id: 1 } }))
        .code,
    ).toBe(BizCode.NO_PERMISSION);
  });
});

describe('GET /card/activation/', () => {
  it('says the carrier activated a seeded card, when, and until when it runs', async () => {
    const seeded = cardsWhere("main_client_id = ? and status = 'active'", demoId).at(-1)!;
    const data = await t.ok('cardActivation', { token: demo, query: { card_id: seeded.id } });
    expect(data.activation).toMatchObject({ source: 'carrier', operator: '运营商' });
    expect(data.activation!.at.slice(0, 10)).toBe(
      new Date(seeded.activated_at! + 8 * 3_600_000).toISOString().slice(0, 10),
    );
    const en = await t.ok('cardActivation', { token: demo, lang: 'en', query: { card_id: seeded.id } });
    expect(en.activation!.operator).toBe('Carrier');
  });

  it('names the user who activated a card in the portal', async () => {
    const pending = cardsWhere("main_client_id = ? and status = 'pending'", demoId)[3]!;
    const before = await t.ok('cardActivation', { token: demo, query: { card_id: pending.id } });
    expect(before.activation).toBeNull();
    await t.ok('activateCards', { token: demo, body: { card_ids: [pending.id] } });
    const after = await t.ok('cardActivation', { token: demo, query: { card_id: pending.id } });
    expect(after).toMatchObject({
      card_id: pending.id,
      status: 'active',
      activation: { source: 'portal', operator: 'demo', at: '2025-10-15 12:00:00' },
    });
  });

  it("answers 404 for another client's card and 599 without func_show_active", async () => {
    const foreign = cardsWhere('main_client_id = ?', yunjiId)[0]!;
    expect((await t.api('cardActivation', { token: demo, query: { card_id: foreign.id } })).code).toBe(
      BizCode.NOT_FOUND,
    );
    await withoutCode('func_show_active', async (token) => {
      expect((await t.api('cardActivation', { token, query: { card_id: 1 } })).code).toBe(
        BizCode.NO_PERMISSION,
      );
    });
  });
});

describe('every action endpoint', () => {
  it.each([
    ['stopResumeCards', { card_ids: [1], action: 'stop' }],
    ['changeCarrier', { card_ids: [1], carrier: 'cmcc', plan_id: 1 }],
    ['addonCards', { card_ids: [1], product_id: 1 }],
    ['startCardExport', {}],
  ] as const)(
    '%s sends demo_sub (without the function code) a 599 and changes nothing',
    async (name, body) => {
      const before = sql.prepare('select status, carrier, addon_mb from cards where id = 1').get();
      const res = await t.api(name as EndpointName, { token: demoSub, body: body as never });
      expect(res.code).toBe(BizCode.NO_PERMISSION);
      expect(res.msg).toMatch(/^当前用户无 .+ 权限$/);
      expect(sql.prepare('select status, carrier, addon_mb from cards where id = 1').get()).toEqual(before);
    },
  );
});

// Last in the file: the carrier's answers move the clock on.
describe('POST /card/action/add_on/', () => {
  const advance = (ms: number) => t.request.put('/__emulator/clock').send({ advance_ms: ms }).expect(200);
  /** The catalogue's add-on of a carrier and size (a pool's when `pool`), on sale. */
  const addonOf = (carrier: string, mb: number, pool = false) =>
    sql
      .prepare<[string, number, number], { id: number; price_cents: number }>(
        "select id, price_cents from charge_products where kind = 'addon' and status = 'on' and carrier = ? and mb = ? and pool = ?",
      )
      .get(carrier, mb, pool ? 1 : 0)!;
  const account = () =>
    sql
      .prepare<[number], { balance: number; frozen: number }>(
        'select balance_cents as balance, frozen_cents as frozen from clients where id = ?',
      )
      .get(demoId)!;
  const orderOf = (orderNo: string) =>
    sql
      .prepare<[string], Record<string, unknown>>(
        `select kind, product_id, effect_mode, channel, amount_cents, held_cents, charged_cents, released_cents,
           card_count, status, operator, created_at from charge_orders where order_no = ?`,
      )
      .get(orderNo);
  const ledgerOf = (orderNo: string) =>
    sql
      .prepare<[string], { kind: string; amount_cents: number; at: number }>(
        'select kind, amount_cents, at from account_ledger where order_no = ? order by id',
      )
      .all(orderNo);
  const recordOf = (cardId: number, orderNo: string) =>
    sql
      .prepare<[number, string], Record<string, unknown>>(
        `select kind, package_name, package_name_en, mb, amount_cents, pay_method, status, operator, at
         from recharge_records where card_id = ? and order_no = ?`,
      )
      .get(cardId, orderNo);
  const plainActive = (carrier: string) =>
    cardsWhere(
      "main_client_id = ? and status = 'active' and addon_mb = 0 and billing_group_id is null and carrier = ?",
      demoId,
      carrier,
    );

  it("freezes the order's total at once, then charges each card and adds its data as the carrier answers", async () => {
    sql.prepare('update clients set balance_cents = 100000, frozen_cents = 0 where id = ?').run(demoId);
    const [a, b] = plainActive('cmcc');
    const product = addonOf('cmcc', 500);
    const placed = await t.ok('addonCards', {
      token: demo,
      body: { card_ids: [a!.id, b!.id], product_id: product.id },
    });
    expect(placed).toEqual({
      order_id: expect.any(Number),
      order_no: expect.stringMatching(/^C20251015\d{8}$/),
      total: '60.00',
      account: { balance: '1000.00', frozen: '60.00', available: '940.00' },
    });
    expect(orderOf(placed.order_no)).toEqual({
      kind: 'card',
      product_id: product.id,
      effect_mode: 'immediate',
      channel: 'balance',
      amount_cents: 6000,
      held_cents: 6000,
      charged_cents: 0,
      released_cents: 0,
      card_count: 2,
      status: 'processing',
      operator: 'demo',
      created_at: NOW,
    });
    // Nothing charged or added before the carrier answers.
    expect(account()).toEqual({ balance: 100000, frozen: 6000 });
    expect(ledgerOf(placed.order_no)).toEqual([]);
    expect([card(a!.id).addon_mb, card(b!.id).addon_mb]).toEqual([0, 0]);

    await advance(CARD_ANSWER_MS);
    expect([card(a!.id).addon_mb, card(b!.id).addon_mb]).toEqual([500, 0]);
    expect(account()).toEqual({ balance: 97000, frozen: 3000 });
    expect(ledgerOf(placed.order_no)).toEqual([
      { kind: 'addon', amount_cents: -3000, at: NOW + CARD_ANSWER_MS },
    ]);

    await advance(CARD_STEP_MS);
    expect([card(a!.id).addon_mb, card(b!.id).addon_mb]).toEqual([500, 500]);
    expect(account()).toEqual({ balance: 94000, frozen: 0 });
    expect(orderOf(placed.order_no)).toMatchObject({ status: 'done', held_cents: 0, charged_cents: 6000 });
    expect(recordOf(b!.id, placed.order_no)).toEqual({
      kind: 'addon',
      package_name: '中国移动加油包 500MB',
      package_name_en: 'China Mobile Add-on 500MB',
      mb: 500,
      amount_cents: 3000,
      pay_method: 'balance',
      status: 'success',
      operator: 'demo',
      at: NOW + CARD_ANSWER_MS + CARD_STEP_MS,
    });
    expect(operationsOf(b!.id).at(-1)).toMatchObject({ action: 'add_on', username: 'demo' });
    const quota = quotaOf(a!.plan_id);
    const row = (await t.ok('cardList', { token: demo, query: { number: a!.iccid } })).tableData[0]!;
    expect(row.addon_mb).toBe(500);
    expect(row.usage_percent).toBe(Math.round((a!.usage_mb / (quota + 500)) * 1000) / 10);
  });

  it('resumes a card stopped for its quota when its add-on takes effect, and its status history says so', async () => {
    sql.prepare('update clients set balance_cents = 100000, frozen_cents = 0 where id = ?').run(demoId);
    const overQuota = suspendedFor('over_quota');
    const product = addonOf(overQuota.carrier, 1024, overQuota.billing_group_id !== null);
    const placed = await t.ok('addonCards', {
      token: demo,
      body: { card_ids: [overQuota.id], product_id: product.id },
    });
    expect(card(overQuota.id).status).toBe('suspended');
    const at = t.deps.clock.now() + CARD_ANSWER_MS;
    await advance(CARD_ANSWER_MS);
    expect(card(overQuota.id).status).toBe('active');
    expect(eventsOf(overQuota.id).at(-1)).toEqual({
      at,
      from_status: 'suspended',
      to_status: 'active',
      reason: 'resumed',
      operator: 'platform',
    });
    expect(ledgerOf(placed.order_no)).toEqual([{ kind: 'addon', amount_cents: -product.price_cents, at }]);
  });

  it('refuses the whole order, with nothing frozen, when the balance is short or a card may not buy it', async () => {
    sql.prepare('update clients set balance_cents = 100, frozen_cents = 0 where id = ?').run(demoId);
    const [a, b] = plainActive('cmcc');
    const orders = () => sql.prepare('select count(*) from charge_orders').pluck().get();
    const before = orders();
    const short = await t.api('addonCards', {
      token: demo,
      body: { card_ids: [a!.id, b!.id], product_id: addonOf('cmcc', 100).id },
    });
    expect(short).toEqual({
      code: BizCode.BAD_REQUEST,
      msg: '可用余额不足：2 张卡需支付 ¥20.00，当前可用余额 ¥1.00',
      data: null,
    });
    const en = await t.api('addonCards', {
      token: demo,
      lang: 'en',
      body: { card_ids: [a!.id], product_id: addonOf('cmcc', 1024).id },
    });
    expect(en.msg).toBe(
      'The available balance is short: 1 cards cost ¥50.00, the available balance is ¥1.00',
    );

    sql.prepare('update clients set balance_cents = 100000 where id = ?').run(demoId);
    const pending = cardsWhere("main_client_id = ? and status = 'pending' and carrier = 'cmcc'", demoId)[0]!;
    const refusals = [
      [[a!.id, pending.id], addonOf('cmcc', 100).id, `卡 ${pending.iccid} 当前状态为待激活，不能充值`],
      [[a!.id], addonOf('cucc', 100).id, '所选产品属于中国联通，所选卡属于中国移动'],
      [
        [a!.id],
        addonOf('cmcc', 1024, true).id,
        `计费组加油包只能为计费组内的卡购买，卡 ${a!.iccid} 不在计费组内`,
      ],
    ] as const;
    for (const [ids, productId, msg] of refusals) {
      const res = await t.api('addonCards', {
        token: demo,
        body: { card_ids: [...ids], product_id: productId },
      });
      expect(res).toEqual({ code: BizCode.BAD_REQUEST, msg, data: null });
    }
    const month = sql
      .prepare<[], { id: number }>("select id from charge_products where kind = 'month' and carrier = 'cmcc'")
      .get()!;
    expect(
      (await t.api('addonCards', { token: demo, body: { card_ids: [a!.id], product_id: month.id } })).msg,
    ).toBe('“中国移动月包 500MB”不是加油包，卡列表只能订购加油包');
    const foreign = cardsWhere('main_client_id = ?', yunjiId)[0]!;
    expect(
      (
        await t.api('addonCards', {
          token: demo,
          body: { card_ids: [foreign.id], product_id: addonOf('cmcc', 100).id },
        })
      ).msg,
    ).toBe(`以下卡号不存在或不属于本账户：${foreign.id}`);
    expect(orders()).toBe(before);
    expect(account()).toEqual({ balance: 100000, frozen: 0 });
    expect(card(a!.id).addon_mb).toBe(0);
  });

  it('rejects a missing product with 400 naming it, and sends demo_sub a 599', async () => {
    const res = await t.api('addonCards', { token: demo, body: { card_ids: [1] } });
    expect(res.code).toBe(BizCode.BAD_REQUEST);
    expect((await t.api('addonCards', { token: demoSub, body: { card_ids: [1], product_id: 1 } })).code).toBe(
      BizCode.NO_PERMISSION,
    );
  });
});
