import { beforeAll, describe, expect, it } from 'vitest';
import { BizCode, type EndpointName, STATUS_REASONS } from '#contract';
import { spreadMonth } from '../../db/daily-usage.ts';
import { lastMonths } from '../../db/seed/usage.ts';
import { formatDate, formatDateTime } from '../../server/lib/format.ts';
import { build, NOW } from './helpers.ts';

const t = await build();
const db = t.deps.sqlite;

/** The first card of a query's rows (ids only), in demo's tree unless the SQL says otherwise. */
const firstId = (where: string, ...params: unknown[]) => {
  const row = db
    .prepare<unknown[], { id: number }>(`select c.id from cards c where ${where} order by c.id limit 1`)
    .get(...params);
  if (!row) throw new Error(`no card where ${where}`);
  return row.id;
};

let demo: string;
let demoMain: number;
beforeAll(async () => {
  demo = await t.login('demo');
  demoMain = t.clientIdOf('demo');
});

const DETAIL_ENDPOINTS: EndpointName[] = [
  'cardDetail',
  'cardUsage',
  'cardStatusHistory',
  'cardSessions',
  'cardSms',
  'cardRecharges',
  'cardVoiceWhitelist',
  'cardOperations',
];

describe('every card detail endpoint', () => {
  it.each(DETAIL_ENDPOINTS)('%s answers 403 without a token', async (name) => {
    const res = await t.api(name, { query: { card_id: 1 } });
    expect(res.code).toBe(BizCode.TOKEN_INVALID);
  });

  it.each(DETAIL_ENDPOINTS)('%s refuses a card_id that is not a positive number, naming it', async (name) => {
    for (const card_id of ['x', '0', '-3', '']) {
      const res = await t.api(name, { token: demo, query: { card_id: card_id as never } });
      expect(res.code).toBe(BizCode.BAD_REQUEST);
      expect(res.msg).toContain('card_id');
    }
  });

  it.each(DETAIL_ENDPOINTS)(
    "%s says another client's card is not found, in the caller's language",
    async (name) => {
      const foreign = firstId('c.main_client_id <> ?', demoMain);
      const zh = await t.api(name, { token: demo, query: { card_id: foreign } });
      expect(zh).toMatchObject({ code: BizCode.NOT_FOUND, msg: `卡片不存在或无权查看（ID ${foreign}）` });
      const en = await t.api(name, { token: demo, query: { card_id: foreign }, lang: 'en' });
      expect(en.msg).toBe(`No card with id ${foreign}, or not yours to see`);
    },
  );

  it.each(DETAIL_ENDPOINTS)(
    '%s shows a sub-client its own cards and not the rest of its tree',
    async (name) => {
      const token = await t.login('demo_sub');
      const subId = t.clientIdOf('demo_sub');
      const own = firstId("c.client_id = ? and c.status = 'active'", subId);
      const sibling = firstId('c.main_client_id = ? and c.client_id <> ?', demoMain, subId);
      expect((await t.api(name, { token, query: { card_id: own } })).code).toBe(BizCode.OK);
      expect((await t.api(name, { token, query: { card_id: sibling } })).code).toBe(BizCode.NOT_FOUND);
    },
  );

  it.each(DETAIL_ENDPOINTS)(
    "%s shows support switched into a customer that customer's cards only",
    async (name) => {
      const support = await t.login('support');
      const demoCard = firstId('c.main_client_id = ?', demoMain);
      // In the support view a support user reads any client's card (its card query, router_spt_card).
      expect((await t.api(name, { token: support, query: { card_id: demoCard } })).code).toBe(BizCode.OK);
      const { token } = await t.ok('switchAccount', { token: support, body: { client_id: demoMain } });
      expect((await t.api(name, { token, query: { card_id: demoCard } })).code).toBe(BizCode.OK);
      const yunjiCard = firstId('c.main_client_id = ?', t.clientIdOf('yunji'));
      expect((await t.api(name, { token, query: { card_id: yunjiCard } })).code).toBe(BizCode.NOT_FOUND);
    },
  );
});

describe('GET /card/detail/', () => {
  it("gives a card's identity, plan, client and groups as the database holds them", async () => {
    const id = firstId(
      'c.main_client_id = ? and c.billing_group_id is not null and c.project_group_id is not null',
      demoMain,
    );
    const row = db
      .prepare<[number], Record<string, string | number | null>>(
        `select c.*, p.name as plan_name, p.quota_mb, cl.name as client, g.name as group_name, g.code as group_code,
           pg.name as project_name
         from cards c join plans p on p.id = c.plan_id join clients cl on cl.id = c.client_id
         join billing_groups g on g.id = c.billing_group_id join project_groups pg on pg.id = c.project_group_id
         where c.id = ?`,
      )
      .get(id)!;
    const tags = db.prepare<[number], { tag: string }>(
      'select tag from card_tags where card_id = ? order by tag',
    );
    const detail = await t.ok('cardDetail', { token: demo, query: { card_id: id } });
    expect(detail).toMatchObject({
      id,
      iccid: row.iccid,
      msisdn: row.msisdn,
      imsi: row.imsi,
      eid: row.eid,
      imei: row.imei,
      oc_imsi: row.oc_imsi,
      o_iccid: row.o_iccid,
      carrier: row.carrier,
      status: row.status,
      plan_name: row.plan_name,
      quota_mb: row.quota_mb,
      addon_mb: row.addon_mb,
      usage_mb: row.usage_mb,
      client_name: row.client,
      real_name_status: row.real_name_status,
      // A seeded card has every network function on (批量断网 turns them off).
      functions: { data: true, sms: true, voice: true },
      created_at: formatDate(row.created_at as number),
      activated_at: formatDate(row.activated_at as number | null),
      expires_at: formatDate(row.expires_at as number | null),
      billing_group: { id: row.billing_group_id, name: row.group_name, code: row.group_code },
      project_group: { id: row.project_group_id, name: row.project_name },
    });
    expect(detail.tags).toEqual(
      tags
        .all(id)
        .map((r) => r.tag)
        .sort(),
    );
  });

  it('measures usage against the plan quota plus the add-on bought this month', async () => {
    const id = firstId('c.main_client_id = ? and c.addon_mb > 0', demoMain);
    const row = db
      .prepare<[number], { usage_mb: number; addon_mb: number; quota_mb: number }>(
        'select c.usage_mb, c.addon_mb, p.quota_mb from cards c join plans p on p.id = c.plan_id where c.id = ?',
      )
      .get(id)!;
    const detail = await t.ok('cardDetail', { token: demo, query: { card_id: id } });
    expect(detail.addon_mb).toBe(row.addon_mb);
    expect(detail.usage_percent).toBe(Math.round((row.usage_mb / (row.quota_mb + row.addon_mb)) * 1000) / 10);
  });

  it('says why a suspended card was suspended: its latest event to suspended', async () => {
    const id = firstId("c.main_client_id = ? and c.status = 'suspended'", demoMain);
    const event = db
      .prepare<[number], { at: number; from_status: string; reason: string; operator: string }>(
        `select at, from_status, reason, operator from card_status_events
         where card_id = ? and to_status = 'suspended' order by at desc limit 1`,
      )
      .get(id)!;
    const detail = await t.ok('cardDetail', { token: demo, query: { card_id: id } });
    expect(detail.status).toBe('suspended');
    expect(detail.status_change).toEqual({
      at: formatDateTime(event.at),
      from_status: event.from_status,
      reason: event.reason,
      operator: event.operator,
    });
    expect(Object.keys(STATUS_REASONS)).toContain(event.reason);
  });

  it("gives the latest real-name submission with its reject reason in the caller's language", async () => {
    const id = db
      .prepare<[number], { card_id: number }>(
        `select r.card_id from real_name_requests r join cards c on c.id = r.card_id
         where c.main_client_id = ? and r.status = 'rejected' order by r.card_id limit 1`,
      )
      .get(demoMain)!.card_id;
    const row = db
      .prepare<[number], Record<string, string | number | null>>(
        'select * from real_name_requests where card_id = ? order by submitted_at desc limit 1',
      )
      .get(id)!;
    const zh = await t.ok('cardDetail', { token: demo, query: { card_id: id } });
    expect(zh.real_name).toEqual({
      name: row.name,
      id_number: row.id_number,
      phone: row.phone,
      source: row.source,
      status: 'rejected',
      reject_reason: '姓名与身份证号码不一致',
      submitted_at: formatDateTime(row.submitted_at as number),
      reviewed_at: formatDateTime(row.reviewed_at as number | null),
    });
    const en = await t.ok('cardDetail', { token: demo, query: { card_id: id }, lang: 'en' });
    expect(en.real_name?.reject_reason).toBe('The name does not match the ID number');
  });

  it("gives the last session and the place of its cell in the caller's language", async () => {
    const id = firstId("c.main_client_id = ? and c.status = 'active'", demoMain);
    const row = db
      .prepare<[number], Record<string, string | number | null>>(
        `select s.*, x.lac, x.ci, x.lat, x.lng, x.province, x.province_en, x.city, x.city_en, x.address, x.address_en
         from card_sessions s join cells x on x.id = s.cell_id where s.card_id = ? order by s.started_at desc limit 1`,
      )
      .get(id)!;
    const zh = await t.ok('cardDetail', { token: demo, query: { card_id: id } });
    expect(zh.session).toEqual({
      started_at: formatDateTime(row.started_at as number),
      ended_at: formatDateTime(row.ended_at as number | null),
      online: row.ended_at === null,
      ip: row.ip,
      apn: row.apn,
      location: {
        lac: row.lac,
        ci: row.ci,
        lat: row.lat,
        lng: row.lng,
        province: row.province,
        city: row.city,
        address: row.address,
      },
    });
    const en = await t.ok('cardDetail', { token: demo, query: { card_id: id }, lang: 'en' });
    expect(en.session?.location).toMatchObject({
      province: row.province_en,
      city: row.city_en,
      address: row.address_en,
    });
  });

  it('has no session, status change or real-name request where the database has none', async () => {
    const id = firstId(
      `c.main_client_id = ? and c.status = 'pending'
       and not exists (select 1 from card_sessions s where s.card_id = c.id)
       and not exists (select 1 from real_name_requests r where r.card_id = c.id)`,
      demoMain,
    );
    const detail = await t.ok('cardDetail', { token: demo, query: { card_id: id } });
    expect(detail).toMatchObject({ session: null, real_name: null, activated_at: null });
    expect(detail.status_change).toMatchObject({ reason: 'imported', from_status: null });
  });
});

describe('GET /card/usage/', () => {
  const months = lastMonths(NOW).map((m) => m.month);
  const current = months[months.length - 1]!;

  it('gives the last six months from card_usage_monthly, this month from the card itself', async () => {
    const id = firstId(
      "c.main_client_id = ? and c.status = 'active' and c.activated_at < ?",
      demoMain,
      NOW - 200 * 86_400_000,
    );
    const stored = db
      .prepare<[number], { month: string; usage_mb: number }>(
        'select month, usage_mb from card_usage_monthly where card_id = ? order by month',
      )
      .all(id);
    const usageMb = db
      .prepare<[number], { u: number }>('select usage_mb as u from cards where id = ?')
      .get(id)!.u;
    const usage = await t.ok('cardUsage', { token: demo, query: { card_id: id } });
    expect(usage.months).toEqual(months);
    expect(usage.month).toBe(current);
    expect(usage.monthly).toEqual(
      months.map((m) => ({
        month: m,
        usage_mb: m === current ? usageMb : (stored.find((s) => s.month === m)?.usage_mb ?? 0),
      })),
    );
  });

  it("spreads this month's usage over the days up to today, adding up to the card's total", async () => {
    const id = firstId(
      "c.main_client_id = ? and c.status = 'active' and c.activated_at < ?",
      demoMain,
      NOW - 60 * 86_400_000,
    );
    const usageMb = db
      .prepare<[number], { u: number }>('select usage_mb as u from cards where id = ?')
      .get(id)!.u;
    const usage = await t.ok('cardUsage', { token: demo, query: { card_id: id } });
    // NOW is the 15th: days 1 to 15.
    expect(usage.daily.map((d) => d.date)).toEqual(
      Array.from({ length: 15 }, (_, i) => `${current}-${String(i + 1).padStart(2, '0')}`),
    );
    const sum = usage.daily.reduce((s, d) => s + d.usage_mb, 0);
    expect(sum).toBeCloseTo(usageMb, 1);
    expect(usage.daily.map((d) => d.usage_mb)).toEqual(spreadMonth(usageMb, current, id % 7, 1, 15));
  });

  it('spreads a card in its test period over the days since its test started (it has no activation)', async () => {
    const id = firstId("c.main_client_id = ? and c.status = 'testing' and c.usage_mb > 0", demoMain);
    const usageMb = db
      .prepare<[number], { u: number }>('select usage_mb as u from cards where id = ?')
      .get(id)!.u;
    const usage = await t.ok('cardUsage', { token: demo, query: { card_id: id } });
    expect(usage.daily.length).toBeGreaterThan(0);
    expect(usage.daily.at(-1)?.date).toBe(`${current}-15`);
    expect(usage.daily.reduce((s, d) => s + d.usage_mb, 0)).toBeCloseTo(usageMb, 1);
  });

  it('gives a chosen earlier month in full, and starts a month the card was activated in at that day', async () => {
    const start = lastMonths(NOW)[2]!;
    const id = firstId(
      "c.main_client_id = ? and c.status = 'active' and c.activated_at > ? and c.activated_at < ?",
      demoMain,
      start.start + 3 * 86_400_000,
      start.end - 3 * 86_400_000,
    );
    const activated = db
      .prepare<[number], { a: number }>('select activated_at as a from cards where id = ?')
      .get(id)!.a;
    const firstDay = Number(formatDate(activated)!.slice(8));
    const total = db
      .prepare<[number, string], { u: number }>(
        'select usage_mb as u from card_usage_monthly where card_id = ? and month = ?',
      )
      .get(id, start.month)!.u;
    const usage = await t.ok('cardUsage', { token: demo, query: { card_id: id, month: start.month } });
    expect(usage.month).toBe(start.month);
    expect(usage.daily[0]!.date).toBe(`${start.month}-${String(firstDay).padStart(2, '0')}`);
    expect(usage.daily.at(-1)!.date.slice(8)).toBe(
      String(new Date(Date.UTC(2025, Number(start.month.slice(5)), 0)).getUTCDate()),
    );
    expect(usage.daily.reduce((s, d) => s + d.usage_mb, 0)).toBeCloseTo(total, 1);
  });

  it('ends the days of a suspended card at the day it was suspended', async () => {
    const id = firstId("c.main_client_id = ? and c.status = 'suspended' and c.usage_mb > 0", demoMain);
    const at = db
      .prepare<[number], { at: number }>(
        "select max(at) as at from card_status_events where card_id = ? and to_status = 'suspended'",
      )
      .get(id)!.at;
    const usage = await t.ok('cardUsage', { token: demo, query: { card_id: id } });
    expect(usage.daily.at(-1)!.date).toBe(formatDate(at));
  });

  it('refuses a month outside the last six, or not written YYYY-MM, in both languages', async () => {
    const id = firstId("c.main_client_id = ? and c.status = 'active'", demoMain);
    const old = await t.api('cardUsage', { token: demo, query: { card_id: id, month: '2024-01' } });
    expect(old).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: `只能查询最近 6 个月（${months[0]} 至 ${current}）的用量`,
    });
    const oldEn = await t.api('cardUsage', {
      token: demo,
      query: { card_id: id, month: '2024-01' },
      lang: 'en',
    });
    expect(oldEn.msg).toBe(`Usage can be shown for the last 6 months only (${months[0]} to ${current})`);
    const bad = await t.api('cardUsage', { token: demo, query: { card_id: id, month: '2025-13' } });
    expect(bad).toMatchObject({ code: BizCode.BAD_REQUEST, msg: '月份格式应为 YYYY-MM' });
    const badEn = await t.api('cardUsage', { token: demo, query: { card_id: id, month: 'May' }, lang: 'en' });
    expect(badEn.msg).toBe('A month is written YYYY-MM');
  });
});

/** A card of demo's with at least `n` rows in `table`. */
const cardWithRows = (table: string, n = 1) =>
  db
    .prepare<[number, number], { card_id: number }>(
      `select t.card_id from ${table} t join cards c on c.id = t.card_id where c.main_client_id = ?
       group by t.card_id having count(*) >= ? order by count(*) desc, t.card_id limit 1`,
    )
    .get(demoMain, n)!.card_id;

describe('GET /card/status_history/', () => {
  it('lists the status events latest first with their reasons, labelled in both languages', async () => {
    const id = firstId(
      `c.main_client_id = ? and c.status = 'active' and (select count(*) from card_status_events e where e.card_id = c.id) >= 4
       and exists (select 1 from card_status_events e where e.card_id = c.id and e.reason = 'arrears')`,
      demoMain,
    );
    const rows = db
      .prepare<[number], Record<string, string | number | null>>(
        "select id, at, from_status, to_status, reason, operator, '' as note from card_status_events where card_id = ? order by at desc, id desc",
      )
      .all(id);
    const page = await t.ok('cardStatusHistory', { token: demo, query: { card_id: id } });
    expect(page.total_count).toBe(rows.length);
    expect(page.tableData).toEqual(rows.map((r) => ({ ...r, at: formatDateTime(r.at as number) })));
    expect(page.tableData.map((r) => r.reason)).toEqual(['resumed', 'arrears', 'activated', 'imported']);
    const reason = page.tableHeader.find((c) => c.prop === 'reason') as {
      options: { value: string; label: string }[];
    };
    expect(reason.options.find((o) => o.value === 'arrears')?.label).toBe('欠费停机');
    const en = await t.ok('cardStatusHistory', { token: demo, query: { card_id: id }, lang: 'en' });
    const enReason = en.tableHeader.find((c) => c.prop === 'reason') as {
      label: string;
      options: { value: string; label: string }[];
    };
    expect(enReason.label).toBe('Reason');
    expect(enReason.options.find((o) => o.value === 'arrears')?.label).toBe('Arrears');
  });

  it('pages: page 2 of size 5 holds the 6th to 10th events', async () => {
    const id = cardWithRows('card_status_events', 1);
    const now = NOW + 1;
    // Twelve more events for this card, so it has more than two pages.
    const insert = db.prepare(
      "insert into card_status_events (card_id, at, from_status, to_status, reason, operator) values (?, ?, 'active', 'suspended', 'arrears', 'carrier')",
    );
    for (let i = 0; i < 12; i++) insert.run(id, now - i * 1000);
    const all = db
      .prepare<[number], { id: number }>(
        'select id from card_status_events where card_id = ? order by at desc, id desc',
      )
      .all(id);
    const page = await t.ok('cardStatusHistory', {
      token: demo,
      query: { card_id: id, page: 2, page_size: 5 },
    });
    expect(page).toMatchObject({ page: 2, page_size: 5, total_count: all.length });
    expect(page.tableData.map((r) => r.id)).toEqual(all.slice(5, 10).map((r) => r.id));
  });
});

describe('GET /card/sessions/', () => {
  it('lists the sessions latest first, each with its duration and place', async () => {
    const id = cardWithRows('card_sessions', 3);
    const rows = db
      .prepare<[number], Record<string, string | number | null>>(
        `select s.id, s.started_at, s.ended_at, s.ip, s.apn, s.usage_kb, s.up_kb, s.rat, x.address, x.address_en
         from card_sessions s join cells x on x.id = s.cell_id where s.card_id = ? order by s.started_at desc`,
      )
      .all(id);
    const page = await t.ok('cardSessions', { token: demo, query: { card_id: id } });
    expect(page.total_count).toBe(rows.length);
    expect(page.tableData).toEqual(
      rows.map((r) => ({
        id: r.id,
        started_at: formatDateTime(r.started_at as number),
        ended_at: formatDateTime(r.ended_at as number | null),
        online: r.ended_at === null ? 'online' : 'offline',
        duration_min: Math.round(
          (((r.ended_at as number | null) ?? NOW) - (r.started_at as number)) / 60_000,
        ),
        ip: r.ip,
        apn: r.apn,
        location: r.address,
        usage_kb: r.usage_kb,
        up_kb: r.up_kb,
        down_kb: (r.usage_kb as number) - (r.up_kb as number),
        rat: r.rat,
      })),
    );
    const en = await t.ok('cardSessions', { token: demo, query: { card_id: id }, lang: 'en' });
    expect(en.tableData.map((r) => r.location)).toEqual(rows.map((r) => r.address_en));
  });
});

describe('GET /card/sms/', () => {
  it('lists SMS latest first, paged', async () => {
    const id = cardWithRows('card_sms', 2);
    const rows = db
      .prepare<[number], Record<string, string | number>>(
        'select id, at, direction, content, status from card_sms where card_id = ? order by at desc, id desc',
      )
      .all(id);
    const page = await t.ok('cardSms', { token: demo, query: { card_id: id, page_size: 5 } });
    expect(page.total_count).toBe(rows.length);
    expect(page.tableData).toEqual(
      rows.slice(0, 5).map((r) => ({ ...r, at: formatDateTime(r.at as number) })),
    );
    const direction = (
      await t.ok('cardSms', { token: demo, query: { card_id: id }, lang: 'en' })
    ).tableHeader.find((c) => c.prop === 'direction') as { options: { value: string; label: string }[] };
    expect(direction.options.map((o) => o.label)).toEqual(['To card', 'From card']);
  });

  it('gives an empty first page for a card without SMS', async () => {
    const id = firstId(
      'c.main_client_id = ? and not exists (select 1 from card_sms s where s.card_id = c.id)',
      demoMain,
    );
    const page = await t.ok('cardSms', { token: demo, query: { card_id: id } });
    expect(page).toMatchObject({ tableData: [], total_count: 0, page: 1 });
  });
});

describe('GET /card/recharges/', () => {
  it("lists the card's recharges latest first, amounts in yuan", async () => {
    const id = cardWithRows('recharge_records');
    const rows = db
      .prepare<[number], Record<string, string | number>>(
        `select id, order_no, at, kind, package_name, mb, months, amount_cents, pay_method, status, operator
         from recharge_records where card_id = ? order by at desc, id desc`,
      )
      .all(id);
    const page = await t.ok('cardRecharges', { token: demo, query: { card_id: id } });
    expect(page.tableData).toEqual(
      rows.map(({ amount_cents, ...r }) => ({
        ...r,
        at: formatDateTime(r.at as number),
        amount: (amount_cents as number) / 100,
      })),
    );
  });
});

describe('GET /card/voice_whitelist/', () => {
  it("lists the card's whitelist numbers", async () => {
    const id = cardWithRows('voice_whitelist', 2);
    const rows = db
      .prepare<[number], Record<string, string | number>>(
        'select id, phone, status, source, created_at from voice_whitelist where card_id = ? order by created_at desc, id desc',
      )
      .all(id);
    const page = await t.ok('cardVoiceWhitelist', { token: demo, query: { card_id: id } });
    expect(page.total_count).toBe(rows.length);
    expect(page.tableData).toEqual(
      rows.map((r) => ({ ...r, created_at: formatDateTime(r.created_at as number) })),
    );
  });
});

describe('GET /card/operations/', () => {
  it('lists the operations latest first, actions labelled and details written out in both languages', async () => {
    const id = db
      .prepare<[number], { card_id: number }>(
        `select o.card_id from card_operations o join cards c on c.id = o.card_id
         where c.main_client_id = ? and o.action = 'add_on' order by o.card_id limit 1`,
      )
      .get(demoMain)!.card_id;
    const user = db.prepare<[], { id: number }>("select id from users where username = 'demo'").get()!;
    db.prepare(
      `insert into card_operations (card_id, user_id, username, action, detail, at)
       values (?, ?, 'demo', 'change_carrier', '{"from":"cmcc","to":"ctcc"}', ?)`,
    ).run(id, user.id, NOW);
    const rows = db
      .prepare<[number], { id: number; at: number; username: string; action: string }>(
        'select id, at, username, action from card_operations where card_id = ? order by at desc, id desc',
      )
      .all(id);
    const zh = await t.ok('cardOperations', { token: demo, query: { card_id: id } });
    expect(zh.total_count).toBe(rows.length);
    expect(zh.tableData.map(({ detail: _, ...r }) => r)).toEqual(
      rows.map((r) => ({ ...r, at: formatDateTime(r.at) })),
    );
    expect(zh.tableData[0]!.detail).toBe('原值：中国移动；新值：中国电信');
    expect(zh.tableData.find((r) => r.action === 'add_on')!.detail).toMatch(/^套餐包：.+；流量\(MB\)：\d+$/);
    const action = zh.tableHeader.find((c) => c.prop === 'action') as {
      options: { value: string; label: string }[];
    };
    expect(action.options.find((o) => o.value === 'change_carrier')?.label).toBe('切换运营商');

    const en = await t.ok('cardOperations', { token: demo, query: { card_id: id }, lang: 'en' });
    expect(en.tableData[0]!.detail).toBe('From: China Mobile; To: China Telecom');
    const enAction = en.tableHeader.find((c) => c.prop === 'action') as {
      options: { value: string; label: string }[];
    };
    expect(enAction.options.find((o) => o.value === 'add_on')?.label).toBe('Add-on package');
  });
});
