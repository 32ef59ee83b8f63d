import { beforeAll, describe, expect, it } from 'vitest';
import { BizCode, CONTROL_BASE, type PermCode } from '#contract';
import { daysInMonth } from '../../db/daily-usage.ts';
import { build } from './helpers.ts';

const t = await build();

/** 2025-10-15 12:00 in UTC+8 (the helpers' NOW): the six queryable months are 2025-05 to 2025-10. */
const MONTHS = ['2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10'];
const CURRENT = '2025-10';

const one = <T>(sql: string, ...params: unknown[]) => t.deps.sqlite.prepare<unknown[], T>(sql).get(...params);
const all = <T>(sql: string, ...params: unknown[]) => t.deps.sqlite.prepare<unknown[], T>(sql).all(...params);
const count = (sql: string, ...params: unknown[]) => one<{ n: number }>(sql, ...params)!.n;

interface CardRecord {
  id: number;
  client_id: number;
  main_client_id: number;
  iccid: string;
  msisdn: string;
  imsi: string;
  eid: string | null;
  status: string;
  carrier: string;
  real_name_status: string;
  usage_mb: number;
  addon_mb: number;
  activated_at: number | null;
  plan_id: number;
}
const card = (where: string, ...params: unknown[]) =>
  one<CardRecord>(`select * from cards where ${where} order by id limit 1`, ...params)!;
const quotaOf = (planId: number) =>
  one<{ q: number }>('select quota_mb as q from plans where id = ?', planId)!.q;
const storedMonth = (cardId: number, month: string) =>
  one<{ u: number }>(
    'select usage_mb as u from card_usage_monthly where card_id = ? and month = ?',
    cardId,
    month,
  )?.u ?? 0;

let demoId: number;
let subId: number;
let demo: string;
let demoSub: string;
let yunji: string;

beforeAll(async () => {
  demoId = t.clientIdOf('demo');
  subId = t.clientIdOf('demo_sub');
  [demo, demoSub, yunji] = await Promise.all([t.login('demo'), t.login('demo_sub'), t.login('yunji')]);
});

/** Withdraws a code from demo_sub for one test (the control API), and gives it back afterwards. */
async function withoutCode(code: PermCode, run: (token: string) => Promise<void>) {
  const path = `${CONTROL_BASE}/users/demo_sub/perms`;
  await t.request
    .put(path)
    .send({ revoke: [code] })
    .expect(200);
  try {
    await run(demoSub);
  } finally {
    await t.request
      .put(path)
      .send({ grant: [code] })
      .expect(200);
  }
}

describe('GET /card/usage_detail/', () => {
  it("spreads this month's usage over the days up to today, adding up to cards.usage_mb", async () => {
    const c = card(
      "main_client_id = ? and status = 'active' and usage_mb > 0 and activated_at < ?",
      demoId,
      Date.UTC(2025, 8, 1),
    );
    const data = await t.ok('cardUsageDetail', { token: demo, query: { card_id: c.id } });
    expect(data.month).toBe(CURRENT);
    expect(data.months).toEqual([...MONTHS].reverse());
    expect(data.card).toMatchObject({ id: c.id, iccid: c.iccid, msisdn: c.msisdn, status: 'active' });
    expect(data.days.map((d) => d.date)).toEqual(
      Array.from({ length: 15 }, (_, i) => `2025-10-${String(i + 1).padStart(2, '0')}`),
    );
    const sum = data.days.reduce((s, d) => s + d.usage_mb, 0);
    expect(sum).toBeCloseTo(c.usage_mb, 2);
    expect(data.total_mb).toBe(c.usage_mb);
    expect(data.days.at(-1)!.cumulative_mb).toBeCloseTo(c.usage_mb, 2);
    const quota = quotaOf(c.plan_id) + c.addon_mb;
    expect(data.quota_mb).toBe(quota);
    expect(data.total_percent).toBe(Math.round((c.usage_mb / quota) * 1000) / 10);
  });

  it('gives a past month every day, adding up to its card_usage_monthly row', async () => {
    const c = card(
      "main_client_id = ? and status = 'active' and activated_at < ?",
      demoId,
      Date.UTC(2025, 5, 1),
    );
    const data = await t.ok('cardUsageDetail', { token: demo, query: { card_id: c.id, month: '2025-07' } });
    const stored = storedMonth(c.id, '2025-07');
    expect(stored).toBeGreaterThan(0);
    expect(data.days).toHaveLength(daysInMonth('2025-07'));
    expect(data.total_mb).toBe(stored);
    expect(data.days.reduce((s, d) => s + d.usage_mb, 0)).toBeCloseTo(stored, 2);
    expect(data.quota_mb).toBe(quotaOf(c.plan_id));
  });

  it('starts a month in which the card was activated on its activation day', async () => {
    const c = card(
      "main_client_id = ? and status = 'active' and activated_at >= ? and activated_at < ?",
      demoId,
      Date.UTC(2025, 7, 2),
      Date.UTC(2025, 7, 28),
    );
    const activated = new Date(c.activated_at! + 8 * 3_600_000).toISOString().slice(0, 10);
    const data = await t.ok('cardUsageDetail', { token: demo, query: { card_id: c.id, month: '2025-08' } });
    expect(data.days[0]!.date).toBe(activated);
    expect(data.days.at(-1)!.date).toBe('2025-08-31');
    expect(data.days.reduce((s, d) => s + d.usage_mb, 0)).toBeCloseTo(storedMonth(c.id, '2025-08'), 2);
  });

  it('refuses a month older than the last six with 400 naming the span', async () => {
    const c = card('main_client_id = ?', demoId);
    expect(
      await t.api('cardUsageDetail', { token: demo, query: { card_id: c.id, month: '2025-04' } }),
    ).toEqual({
      code: BizCode.BAD_REQUEST,
      msg: '只能查询最近 6 个月（2025-05 至 2025-10）的用量',
      data: null,
    });
    const en = await t.api('cardUsageDetail', {
      token: demo,
      lang: 'en',
      query: { card_id: c.id, month: '2025-11' },
    });
    expect(en.msg).toBe('Usage can be shown for the last 6 months only (2025-05 to 2025-10)');
  });

  it('refuses a malformed month with 400', async () => {
    const c = card('main_client_id = ?', demoId);
    const res = await t.api('cardUsageDetail', { token: demo, query: { card_id: c.id, month: '2025-7' } });
    expect(res).toMatchObject({ code: BizCode.BAD_REQUEST, msg: '月份格式应为 YYYY-MM' });
  });

  it("does not show another client's card, nor a main client's own card to its sub-client", async () => {
    const other = card('main_client_id = ?', t.clientIdOf('yunji'));
    expect((await t.api('cardUsageDetail', { token: demo, query: { card_id: other.id } })).code).toBe(
      BizCode.NOT_FOUND,
    );
    const mains = card('client_id = ?', demoId);
    expect((await t.api('cardUsageDetail', { token: demoSub, query: { card_id: mains.id } })).code).toBe(
      BizCode.NOT_FOUND,
    );
    const own = card('client_id = ?', subId);
    expect((await t.ok('cardUsageDetail', { token: demoSub, query: { card_id: own.id } })).card.id).toBe(
      own.id,
    );
  });

  it('sends a user without router_vup_detail a 599 naming 用量详情, and no token a 403', async () => {
    const c = card('client_id = ?', subId);
    await withoutCode('router_vup_detail', async (token) => {
      expect(await t.api('cardUsageDetail', { token, query: { card_id: c.id } })).toEqual({
        code: BizCode.NO_PERMISSION,
        msg: '当前用户无 用量详情 权限',
        data: { perm_names: ['用量详情'] },
      });
    });
    expect((await t.api('cardUsageDetail', { query: { card_id: c.id } })).code).toBe(BizCode.TOKEN_INVALID);
  });
});

describe('POST /card/status_query/', () => {
  const latest = (cardId: number) =>
    one<{ at: number; reason: string }>(
      'select at, reason from card_status_events where card_id = ? order by at desc, id desc limit 1',
      cardId,
    );

  it('finds each number in any of its types, in the order given, with its last status change', async () => {
    const byIccid = card("main_client_id = ? and status = 'suspended'", demoId);
    const byMsisdn = card("main_client_id = ? and status = 'active'", demoId);
    const byImsi = card('client_id = ?', subId);
    const byEid = card('main_client_id = ? and eid is not null', demoId);
    const foreign = card('main_client_id = ?', t.clientIdOf('yunji'));
    const text = ` ${byIccid.iccid}\n${byMsisdn.msisdn}, ${byImsi.imsi}，${byEid.eid}\n\n${byIccid.iccid}\n${foreign.iccid}\n1234567890`;
    const data = await t.ok('cardStatusQuery', { token: demo, body: { numbers: text } });

    expect(data.tableData.map((r) => r.number)).toEqual([
      byIccid.iccid,
      byMsisdn.msisdn,
      byImsi.imsi,
      byEid.eid,
      foreign.iccid,
      '1234567890',
    ]);
    expect(data.found_count).toBe(4);
    for (const [i, c] of [byIccid, byMsisdn, byImsi, byEid].entries()) {
      const row = data.tableData[i]!;
      const event = latest(c.id);
      expect(row).toMatchObject({
        card_id: c.id,
        iccid: c.iccid,
        msisdn: c.msisdn,
        status: c.status,
        carrier: c.carrier,
        real_name_status: c.real_name_status,
        status_reason: event?.reason ?? null,
      });
      expect(row.status_changed_at === null).toBe(!event);
    }
    expect(data.tableData[4]).toMatchObject({ status: 'not_found', card_id: null, iccid: null });
    expect(data.tableHeader.find((c) => c.prop === 'status')).toMatchObject({ label: '卡状态' });
  });

  it('names a suspended card its stop reason and the time it stopped', async () => {
    const stopped = one<{ id: number; iccid: string; at: number; reason: string }>(
      `select c.id, c.iccid, e.at, e.reason from cards c join card_status_events e on e.card_id = c.id
       where c.main_client_id = ? and c.status = 'suspended' and e.to_status = 'suspended'
       and e.at = (select max(at) from card_status_events where card_id = c.id) order by c.id limit 1`,
      demoId,
    )!;
    const data = await t.ok('cardStatusQuery', { token: demo, body: { numbers: [stopped.iccid] } });
    const at = new Date(stopped.at + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
    expect(data.tableData[0]).toMatchObject({
      status: 'suspended',
      status_reason: stopped.reason,
      status_changed_at: at,
    });
  });

  it("shows a sub-client its own cards and its main client's cards as not found", async () => {
    const own = card('client_id = ?', subId);
    const mains = card('client_id = ?', demoId);
    const data = await t.ok('cardStatusQuery', {
      token: demoSub,
      body: { numbers: `${own.msisdn},${mains.msisdn}` },
    });
    expect(data.tableData.map((r) => r.status)).toEqual([own.status, 'not_found']);
  });

  it('takes 200 numbers, and refuses 201 with 400', async () => {
    const numbers = all<{ iccid: string }>(
      'select iccid from cards where main_client_id = ? limit 201',
      demoId,
    ).map((r) => r.iccid);
    const data = await t.ok('cardStatusQuery', { token: demo, body: { numbers: numbers.slice(0, 200) } });
    expect(data.found_count).toBe(200);
    expect(await t.api('cardStatusQuery', { token: demo, body: { numbers: numbers.join('\n') } })).toEqual({
      code: BizCode.BAD_REQUEST,
      msg: '一次最多查询200个卡号',
      data: { field: 'numbers' },
    });
  });

  it('counts 200 distinct numbers, not the repeats', async () => {
    const numbers = all<{ iccid: string }>(
      'select iccid from cards where main_client_id = ? limit 200',
      demoId,
    ).map((r) => r.iccid);
    const data = await t.ok('cardStatusQuery', {
      token: demo,
      body: { numbers: [...numbers, ...numbers.slice(0, 50)] },
    });
    expect(data.tableData).toHaveLength(200);
  });

  it('refuses an empty list and entries that are not digits with localised 400s', async () => {
    expect(await t.api('cardStatusQuery', { token: demo, body: { numbers: ' \n , ' } })).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: '请输入要查询的卡号',
    });
    expect(
      await t.api('cardStatusQuery', { token: demo, body: { numbers: '8986001x, 1440' } }),
    ).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: '卡号只能包含数字',
    });
    expect(
      await t.api('cardStatusQuery', { token: demo, lang: 'en', body: { numbers: '8986-0012' } }),
    ).toMatchObject({ code: BizCode.BAD_REQUEST, msg: 'Card numbers may contain digits only' });
    expect((await t.api('cardStatusQuery', { token: demo, body: {} })).code).toBe(BizCode.BAD_REQUEST);
  });

  it('accepts the numbers form-encoded too', async () => {
    const c = card('main_client_id = ?', demoId);
    const data = await t.ok('cardStatusQuery', { token: demo, form: true, body: { numbers: c.iccid } });
    expect(data.tableData[0]!.card_id).toBe(c.id);
  });

  it('sends a user without router_card_status a 599 naming 卡状态查询', async () => {
    await withoutCode('router_card_status', async (token) => {
      expect(await t.api('cardStatusQuery', { token, body: { numbers: '1' } })).toEqual({
        code: BizCode.NO_PERMISSION,
        msg: '当前用户无 卡状态查询 权限',
        data: { perm_names: ['卡状态查询'] },
      });
    });
  });
});

describe('GET /card/data_search/', () => {
  const scopeCount = (where: string, ...params: unknown[]) =>
    count(`select count(*) as n from cards where ${where}`, ...params);

  it("lists demo's tree with one column per month of the last six and the total, equal to the database", async () => {
    const data = await t.ok('cardDataSearch', { token: demo, query: { page_size: 20 } });
    expect(data.months).toEqual(MONTHS);
    expect(data.total_count).toBe(scopeCount('main_client_id = ?', demoId));
    expect(data.tableHeader.map((c) => c.label)).toEqual([
      'ICCID',
      'MSISDN',
      '运营商',
      '卡状态',
      '套餐',
      ...MONTHS,
      '合计(MB)',
    ]);
    expect(data.tableData).toHaveLength(20);
    const ids = data.tableData.map((r) => r.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    for (const row of data.tableData) {
      const c = card('id = ?', row.id);
      expect(c.main_client_id).toBe(demoId);
      const expected = MONTHS.map((m) => (m === CURRENT ? c.usage_mb : storedMonth(c.id, m)));
      expect(MONTHS.map((m) => row[m])).toEqual(expected);
      expect(row.total_mb).toBeCloseTo(
        expected.reduce((a, b) => a + b, 0),
        2,
      );
    }
  });

  it('follows the chosen month range in its columns', async () => {
    const data = await t.ok('cardDataSearch', {
      token: demo,
      lang: 'en',
      query: { month_start: '2025-08', month_end: '2025-09' },
    });
    expect(data.months).toEqual(['2025-08', '2025-09']);
    expect(data.tableHeader.slice(5).map((c) => c.label)).toEqual(['2025-08', '2025-09', 'Total (MB)']);
    const row = data.tableData[0]!;
    expect(row.total_mb).toBeCloseTo(storedMonth(row.id, '2025-08') + storedMonth(row.id, '2025-09'), 2);
    expect(row['2025-10']).toBeUndefined();
  });

  it('filters by status, carrier and plan with totals equal to SQL', async () => {
    const plan = one<{ plan_id: number }>(
      'select plan_id from cards where main_client_id = ? limit 1',
      demoId,
    )!;
    const data = await t.ok('cardDataSearch', {
      token: demo,
      query: { status: 'active', carrier: 'cmcc', plan_id: plan.plan_id },
    });
    expect(data.total_count).toBe(
      scopeCount(
        "main_client_id = ? and status = 'active' and carrier = 'cmcc' and plan_id = ?",
        demoId,
        plan.plan_id,
      ),
    );
    expect(data.total_count).toBeGreaterThan(0);
    for (const row of data.tableData) expect(row).toMatchObject({ status: 'active', carrier: 'cmcc' });
  });

  it('pages through the tree in either order', async () => {
    const asc = await t.ok('cardDataSearch', { token: demo, query: { order: 'asc', page: 2, page_size: 5 } });
    const expected = all<{ id: number }>(
      'select id from cards where main_client_id = ? order by id limit 5 offset 5',
      demoId,
    ).map((r) => r.id);
    expect(asc.tableData.map((r) => r.id)).toEqual(expected);
  });

  it('finds a card by a full number of any type', async () => {
    const c = card('main_client_id = ? and eid is not null', demoId);
    for (const number of [c.iccid, c.msisdn, c.imsi, c.eid!]) {
      const data = await t.ok('cardDataSearch', { token: demo, query: { number } });
      expect(data.tableData.map((r) => r.id)).toEqual([c.id]);
    }
  });

  it("scopes a sub-client to its own cards and never shows another client's", async () => {
    const data = await t.ok('cardDataSearch', { token: demoSub });
    expect(data.total_count).toBe(scopeCount('client_id = ?', subId));
    const foreign = card('main_client_id = ?', t.clientIdOf('yunji'));
    expect(
      (await t.ok('cardDataSearch', { token: demo, query: { number: foreign.iccid } })).total_count,
    ).toBe(0);
    expect(
      (await t.ok('cardDataSearch', { token: yunji, query: { number: foreign.iccid } })).total_count,
    ).toBe(1);
  });

  it('refuses a range ending before it starts, or reaching past the last six months, with 400', async () => {
    expect(
      await t.api('cardDataSearch', { token: demo, query: { month_start: '2025-09', month_end: '2025-07' } }),
    ).toMatchObject({ code: BizCode.BAD_REQUEST, msg: '结束时间不能早于开始时间' });
    expect(await t.api('cardDataSearch', { token: demo, query: { month_start: '2025-04' } })).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: '只能查询最近 6 个月（2025-05 至 2025-10）的用量',
    });
    expect(await t.api('cardDataSearch', { token: demo, query: { month_start: '2025-11' } })).toMatchObject({
      code: BizCode.BAD_REQUEST,
    });
  });

  it('lists the plans the caller has cards on', async () => {
    const data = await t.ok('cardPlanOptions', { token: demoSub });
    const expected = all<{ id: number }>(
      'select distinct plan_id as id from cards where client_id = ? order by plan_id',
      subId,
    ).map((r) => r.id);
    expect(data.map((p) => p.id).sort((a, b) => a - b)).toEqual(expected);
  });

  it('sends a user without router_card_data_search a 599', async () => {
    await withoutCode('router_card_data_search', async (token) => {
      expect(await t.api('cardDataSearch', { token })).toMatchObject({
        code: BizCode.NO_PERMISSION,
        msg: '当前用户无 卡数据查询 权限',
      });
    });
  });
});

describe('GET /card/recharge_record/', () => {
  const sums = (where: string, ...params: unknown[]) =>
    one<{ n: number; amount: number; success: number }>(
      `select count(*) as n, coalesce(sum(amount_cents), 0) as amount,
         coalesce(sum(case when status = 'success' then amount_cents else 0 end), 0) as success
       from recharge_records r where ${where}`,
      ...params,
    )!;
  const yuan = (cents: number) => (cents / 100).toFixed(2);

  it("lists demo's records latest first, with the count and amounts of all of them", async () => {
    const data = await t.ok('rechargeRecordList', { token: demo, query: { page_size: 50 } });
    const expected = sums('main_client_id = ?', demoId);
    expect(expected.n).toBeGreaterThan(0);
    expect(data.total_count).toBe(expected.n);
    expect(data.summary).toEqual({
      count: expected.n,
      amount: yuan(expected.amount),
      success_amount: yuan(expected.success),
    });
    const times = data.tableData.map((r) => r.at);
    expect([...times].sort().reverse()).toEqual(times);
    const first = data.tableData[0]!;
    const stored = one<{ amount_cents: number; card_id: number; kind: string; months: number }>(
      'select * from recharge_records where id = ?',
      first.id,
    )!;
    expect(first.amount).toBe(yuan(stored.amount_cents));
    expect(first.card_id).toBe(stored.card_id);
    expect(first.iccid).toBe(card('id = ?', stored.card_id).iccid);
    expect(first.months).toBe(stored.kind === 'renewal' ? stored.months : null);
  });

  it('filters by kind, status, date range and number, with totals equal to SQL', async () => {
    const addons = await t.ok('rechargeRecordList', { token: demo, query: { kind: 'addon' } });
    expect(addons.total_count).toBe(sums("main_client_id = ? and kind = 'addon'", demoId).n);
    expect(addons.total_count).toBeGreaterThan(0);

    const failed = await t.ok('rechargeRecordList', { token: demo, query: { status: 'failed' } });
    const failedSums = sums("main_client_id = ? and status = 'failed'", demoId);
    expect(failed.summary).toEqual({
      count: failedSums.n,
      amount: yuan(failedSums.amount),
      success_amount: '0.00',
    });

    // 2025-10-01 00:00 to 2025-10-16 00:00 in UTC+8.
    const october = await t.ok('rechargeRecordList', {
      token: demo,
      query: { date_start: '2025-10-01', date_end: '2025-10-15' },
    });
    expect(october.total_count).toBe(
      sums(
        'main_client_id = ? and at >= ? and at < ?',
        demoId,
        Date.UTC(2025, 8, 30, 16),
        Date.UTC(2025, 9, 15, 16),
      ).n,
    );

    const record = one<{ card_id: number; order_no: string }>(
      'select card_id, order_no from recharge_records where main_client_id = ? order by id limit 1',
      demoId,
    )!;
    const byCard = await t.ok('rechargeRecordList', {
      token: demo,
      query: { number: card('id = ?', record.card_id).msisdn },
    });
    expect(byCard.total_count).toBe(sums('card_id = ?', record.card_id).n);
    const byOrder = await t.ok('rechargeRecordList', { token: demo, query: { number: record.order_no } });
    expect(byOrder.tableData.map((r) => r.order_no)).toEqual([record.order_no]);
  });

  it("shows a sub-client only its own cards' records", async () => {
    const data = await t.ok('rechargeRecordList', { token: demoSub, query: { page_size: 50 } });
    expect(data.total_count).toBe(sums('card_id in (select id from cards where client_id = ?)', subId).n);
    for (const row of data.tableData) expect(card('id = ?', row.card_id).client_id).toBe(subId);
    const foreign = one<{ order_no: string }>(
      'select order_no from recharge_records where main_client_id <> ? limit 1',
      demoId,
    )!;
    expect(
      (await t.ok('rechargeRecordList', { token: demo, query: { number: foreign.order_no } })).total_count,
    ).toBe(0);
  });

  it('refuses a date range ending before it starts, and a malformed date, with 400', async () => {
    expect(
      await t.api('rechargeRecordList', {
        token: demo,
        query: { date_start: '2025-10-10', date_end: '2025-10-01' },
      }),
    ).toMatchObject({ code: BizCode.BAD_REQUEST, msg: '结束时间不能早于开始时间' });
    expect(
      await t.api('rechargeRecordList', { token: demo, query: { date_start: '2025/10/01' } }),
    ).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: '日期格式应为 YYYY-MM-DD',
    });
  });

  it('sends a user without router_recharge_record a 599', async () => {
    await withoutCode('router_recharge_record', async (token) => {
      expect(await t.api('rechargeRecordList', { token })).toMatchObject({
        code: BizCode.NO_PERMISSION,
        msg: '当前用户无 充值记录 权限',
      });
    });
  });
});
