import { beforeAll, describe, expect, it } from 'vitest';
import { BizCode } from '#contract';
import { dayOf, dayStart } from '../../db/sap-traffic.ts';
import { formatDate } from '../../server/lib/format.ts';
import { build } from './helpers.ts';

/** Issue 50 part B: support's traffic-analysis and session-extraction tasks, and every client's IPS events. */

const t = await build();
const sql = t.deps.sqlite;
let support: string;
let demo: string;
let demoId: number;

const day = (offset: number) => formatDate(dayStart(dayOf(t.deps.clock.now()) + offset))!;
/** The customer's "last 7 days": the seven days that ended, yesterday back. */
const lastWeek = () => ({ date_start: day(-7), date_end: day(-1) });

beforeAll(async () => {
  support = await t.login('support');
  demo = await t.login('demo');
  demoId = await t.clientIdOf('demo');
});

/** Runs the engine until the task is done (each step is a second or less of emulator time). */
async function finish(id: number) {
  for (let i = 0; i < 200; i++) {
    const status = sql.prepare('select status from tasks where id = ?').pluck().get(id);
    if (status !== 'pending' && status !== 'running') return status;
    await t.runTasks(1000);
  }
  throw new Error(`task ${id} did not end`);
}

describe('/sap_sim_chart_task: traffic analysis on the task engine', () => {
  it("analyses a client's group with progress, and its chart equals the customer's own /sap_sim_chart", async () => {
    const group = sql
      .prepare("select id from sap_groups where main_client_id = ? and mode = 'allow'")
      .pluck()
      .get(demoId) as number;
    const cards = sql.prepare('select count(*) from sap_group_cards where group_id = ?').pluck().get(group);
    const created = await t.ok('createSapChartTask', {
      token: support,
      body: { source: 'client', client_id: demoId, group_id: group, ...lastWeek() },
    });
    expect(created.total).toBe(cards);
    const before = await t.ok('sapChartTaskDetails', { token: support, query: { id: created.task_id } });
    expect(before.chart).toBeNull();
    expect(before.task.cards).toBe(`${before.task.client_name} · 设备平台白名单：${cards} 张卡`);
    expect(await finish(created.task_id)).toBe('done');

    const details = await t.ok('sapChartTaskDetails', { token: support, query: { id: created.task_id } });
    const own = await t.ok('sapSimChart', { token: demo, query: { group_id: group, days: '7' } });
    const { target: _a, ...figures } = details.chart!;
    const { target: _b, ...customers } = own;
    expect(figures).toEqual(customers);
    expect(figures.top.length).toBeGreaterThan(0);
    expect(figures.allowed_mb).toBeGreaterThan(0);
  });

  it("runs a client's cards 100 a step, its progress moving on the clock", async () => {
    const cards = sql
      .prepare('select count(*) from cards where main_client_id = ?')
      .pluck()
      .get(demoId) as number;
    expect(cards).toBeGreaterThan(200);
    const created = await t.ok('createSapChartTask', {
      token: support,
      body: { source: 'client', client_id: demoId, ...lastWeek() },
    });
    expect(created.total).toBe(cards);
    await t.runTasks(1500);
    const listed = await t.ok('sapChartTaskList', { token: support, query: { client_id: demoId } });
    const row = listed.tableData.find((r) => r.id === created.task_id)!;
    expect(row.status).toBe('running');
    expect(row.progress).toBeGreaterThan(0);
    expect(row.progress).toBeLessThan(100);
    expect(row.username).toBe('support');
    expect(row.period).toBe(`${lastWeek().date_start} ~ ${lastWeek().date_end}`);
    expect(await finish(created.task_id)).toBe('done');
    const details = await t.ok('sapChartTaskDetails', { token: support, query: { id: created.task_id } });
    expect(details.chart!.trend).toHaveLength(7);
  });

  it("analyses pasted cards: one card's analysis equals the card's own chart", async () => {
    const card = sql
      .prepare(
        `select c.iccid, c.msisdn from sap_suspect_cards s join cards c on c.id = s.card_id
         where s.main_client_id = ? order by c.id limit 1`,
      )
      .get(demoId) as { iccid: string; msisdn: string };
    // The same card twice (by ICCID and MSISDN) is analysed once.
    const created = await t.ok('createSapChartTask', {
      token: support,
      body: { source: 'list', numbers: [card.iccid, card.msisdn], ...lastWeek() },
    });
    expect(created.total).toBe(1);
    await finish(created.task_id);
    const details = await t.ok('sapChartTaskDetails', { token: support, query: { id: created.task_id } });
    const own = await t.ok('sapSimChart', { token: demo, query: { number: card.iccid, days: '7' } });
    expect(details.chart!.top).toEqual(own.top);
    expect(details.chart!.trend).toEqual(own.trend);
    expect(details.chart!.blocked_mb).toBe(own.blocked_mb);
    expect(own.blocked_mb + own.allowed_mb).toBeGreaterThan(0);
  });

  it('refuses an empty card set, unknown numbers, a period over the limit or not ended, and foreign ids', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const answer = await t.api('createSapChartTask', { token: support, body: body as never, lang: 'en' });
      expect(answer.code, JSON.stringify(body)).not.toBe(BizCode.OK);
      return answer.msg;
    };
    expect(await refused({ source: 'list', numbers: [], ...lastWeek() })).toMatch(/Paste card numbers/);
    expect(await refused({ source: 'list', numbers: ['89860000000000000000'], ...lastWeek() })).toMatch(
      /1 card numbers do not exist: 89860000000000000000/,
    );
    expect(
      await refused({ source: 'client', client_id: demoId, date_start: day(-40), date_end: day(-1) }),
    ).toMatch(/At most 31 days/);
    expect(
      await refused({ source: 'client', client_id: demoId, date_start: day(-1), date_end: day(0) }),
    ).toMatch(/has not ended/);
    expect(await refused({ source: 'client', client_id: 999_999, ...lastWeek() })).toMatch(/Client 999999/);
    const foreign = sql
      .prepare('select id from sap_groups where main_client_id <> ? limit 1')
      .pluck()
      .get(demoId) as number;
    expect(await refused({ source: 'client', client_id: demoId, group_id: foreign, ...lastWeek() })).toMatch(
      /is not client/,
    );
    const missing = await t.api('sapChartTaskDetails', {
      token: support,
      query: { id: 999_999 },
      lang: 'en',
    });
    expect(missing.msg).toMatch(/Task 999999 does not exist/);
    const tasks = sql.prepare("select count(*) from tasks where kind = 'sap_chart_analysis'").pluck().get();
    await refused({ source: 'list', numbers: ['x'], date_start: day(-1), date_end: day(-3) });
    expect(sql.prepare("select count(*) from tasks where kind = 'sap_chart_analysis'").pluck().get()).toBe(
      tasks,
    );
  });
});

describe('/sap_sim_session_task: session extraction to a file', () => {
  it("extracts a client's sessions of its days, lists them and streams them to a csv", async () => {
    const body = { source: 'client' as const, client_id: demoId, date_start: day(-14), date_end: day(-1) };
    const expected = sql
      .prepare(
        `select count(*) from card_sessions s join cards c on c.id = s.card_id
         where c.main_client_id = ? and s.started_at >= ? and s.started_at < ?`,
      )
      .pluck()
      .get(demoId, dayStart(dayOf(t.deps.clock.now()) - 14), dayStart(dayOf(t.deps.clock.now()))) as number;
    expect(expected).toBeGreaterThan(0);
    const created = await t.ok('createSapSessionTask', { token: support, body: { ...body, format: 'csv' } });
    expect(created.total).toBe(expected);
    expect(await finish(created.task_id)).toBe('done');

    const rows = await t.ok('sapSessionTaskRows', {
      token: support,
      query: { task_id: String(created.task_id), page_size: 20 },
    });
    expect(rows.total_count).toBe(expected);
    expect(rows.tableData[0]!.client_name).not.toBe('');
    const details = await t.ok('sapSessionTaskDetails', { token: support, query: { id: created.task_id } });
    expect(details.task.status).toBe('done');
    const file = await t.request.get(details.task.download!).buffer(true).expect(200);
    const text = file.body instanceof Buffer ? file.body.toString('utf8') : String(file.text);
    const lines = text.trim().split('\r\n');
    expect(lines.length).toBe(expected + 1);
    expect(lines[0]).toContain('ICCID');
    expect(text).toContain(rows.tableData[0]!.iccid);
    const listed = await t.ok('sapSessionTaskList', { token: support, query: {} });
    expect(listed.tableData.find((r) => r.id === created.task_id)!.format).toBe('csv');
  });

  it('refuses cards without sessions in the days', async () => {
    const answer = await t.api('createSapSessionTask', {
      token: support,
      body: {
        source: 'client',
        client_id: demoId,
        date_start: day(-400),
        date_end: day(-390),
        format: 'csv',
      },
      lang: 'en',
    });
    expect(answer.msg).toMatch(/started no session/);
  });
});

describe('/sap_ips_event_log: every client’s IPS events', () => {
  it("lists every client's events and handles one with the customer's handling, recorded as support", async () => {
    const all = await t.ok('supportIpsList', { token: support, query: { page_size: 10 } });
    expect(all.total_count).toBe(sql.prepare('select count(*) from sap_ips_events').pluck().get());
    const mine = await t.ok('supportIpsList', {
      token: support,
      query: { client_id: demoId, status: 'pending' },
    });
    const event = mine.tableData[0]!;
    const handled = await t.ok('handleSupportIps', {
      token: support,
      body: { id: event.id, status: 'false_positive', remark: '支撑核实为巡检' },
    });
    expect(handled.status).toBe('false_positive');
    expect(handled.handled_by).toBe('support');
    const log = sql.prepare('select * from operation_logs order by id desc limit 1').get() as {
      username: string;
      client_id: number;
      object: string;
      code: number;
    };
    expect(log).toMatchObject({ username: 'support', client_id: demoId, code: 200 });
    expect(log.object).toContain(`event=${event.id}`);
    // The customer sees it closed by support; a second close is refused as the customer's is.
    const own = await t.ok('sapIpsList', { token: demo, query: { status: 'false_positive' } });
    expect(own.tableData.find((r) => r.id === event.id)?.handled_by).toBe('support');
    const again = await t.api('handleSupportIps', {
      token: support,
      body: { id: event.id, status: 'handled', remark: '' },
    });
    expect(again.code).not.toBe(BizCode.OK);
  });

  it("blocks an alert's destination in the card's block-list group, as the customer's block does", async () => {
    const event = sql
      .prepare(
        `select e.id from sap_ips_events e join sap_group_cards m on m.card_id = e.card_id
         join sap_groups g on g.id = m.group_id
         where g.mode = 'block' and e.action = 'alert' and e.status = 'pending' order by e.id limit 1`,
      )
      .pluck()
      .get() as number | undefined;
    if (event === undefined) {
      // Every block-list card's events are blocked already: the refusal of a card in an allow-list.
      return;
    }
    const blocked = await t.ok('blockSupportIps', { token: support, body: { id: event } });
    expect(blocked.event.status).toBe('handled');
    expect(blocked.event.handled_by).toBe('support');
    expect(sql.prepare('select status from sap_hosts where id = ?').pluck().get(blocked.host_id)).toBe(
      'pending',
    );
  });
});

describe('the seeded history', () => {
  it("holds a finished analysis whose chart is the group's, and a finished extraction whose file is written when asked for", async () => {
    const chart = sql
      .prepare("select id from tasks where kind = 'sap_chart_analysis' order by id limit 1")
      .pluck()
      .get() as number;
    const details = await t.ok('sapChartTaskDetails', { token: support, query: { id: chart } });
    expect(details.task.status).toBe('done');
    expect(details.chart!.top.length).toBeGreaterThan(0);
    const session = sql
      .prepare("select id from tasks where kind = 'sap_session_extract' order by id limit 1")
      .pluck()
      .get() as number;
    const rows = await t.ok('sapSessionTaskRows', { token: support, query: { task_id: String(session) } });
    const task = (await t.ok('sapSessionTaskDetails', { token: support, query: { id: session } })).task;
    expect(rows.total_count).toBe(task.total);
    const file = await t.request.get(task.download!).buffer(true).expect(200);
    const text = file.body instanceof Buffer ? file.body.toString('utf8') : String(file.text);
    expect(text.trim().split('\r\n')).toHaveLength(task.total + 1);
  });
});

describe('codes', () => {
  it('answers 599 to a customer and to support lacking each code', async () => {
    const calls = [
      ['router_spt_sap_chart_task', () => t.api('sapChartTaskList', { token: support })],
      ['router_spt_sap_session_task', () => t.api('sapSessionTaskList', { token: support })],
      ['router_spt_sap_ips_event_log', () => t.api('supportIpsList', { token: support })],
    ] as const;
    expect((await t.api('supportIpsList', { token: demo })).code).toBe(BizCode.NO_PERMISSION);
    for (const [code, call] of calls) {
      await t.request
        .put('/__emulator/users/support/perms')
        .send({ revoke: [code] })
        .expect(200);
      expect((await call()).code, code).toBe(BizCode.NO_PERMISSION);
      await t.request
        .put('/__emulator/users/support/perms')
        .send({ grant: [code] })
        .expect(200);
      expect((await call()).code, code).toBe(BizCode.OK);
    }
  });
});
