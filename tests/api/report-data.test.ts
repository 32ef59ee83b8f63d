import { beforeAll, describe, expect, it } from 'vitest';
import { BizCode } from '#contract';
import { SMALL_PLAN_LIMIT_MB, steadyDailyMb, stopInStep } from '../../db/small-plan-stops.ts';
import { build, downloadedWorkbook, HOUR, NOW } from './helpers.ts';

const t = await build();
const sql = t.deps.sqlite;
const DAY = 24 * HOUR;
const advance = (ms: number) => t.request.put('/__emulator/clock').send({ advance_ms: ms }).expect(200);
const ctl = (path: string) => t.request.put(`/__emulator${path}`);

let support: string;
let demoId: number;
let demoSubId: number;

const list = (query: Record<string, string | number> = {}, lang?: string) =>
  t.ok('smallPlanStopList', { token: support, query: { page_size: 50, ...query }, lang });

/** The report's rows a WHERE picks, newest stop first, read straight from the database. */
const idsWhere = (where: string, ...params: unknown[]) =>
  sql
    .prepare(`select s.id from small_plan_stops s where ${where} order by s.stopped_at desc, s.id desc`)
    .pluck()
    .all(...params) as number[];

interface Card {
  id: number;
  iccid: string;
  main_client_id: number;
  quota_mb: number;
  usage_mb: number;
  daily_mb: number;
}

beforeAll(async () => {
  support = await t.login('support');
  demoId = t.clientIdOf('demo');
  demoSubId = t.clientIdOf('demo_sub');
});

describe('seeded history of /report_data', () => {
  it('holds a few months of stops of each fixture client, each on a small plan and a little past 1 GB', () => {
    const months = sql.prepare('select distinct month from small_plan_stops order by month').pluck().all();
    expect(months.length).toBeGreaterThanOrEqual(3);
    expect(months.at(-1)).toBe('2025-10');
    for (const username of ['demo', 'demo_sub', 'yunji']) {
      expect(idsWhere('s.client_id = ?', t.clientIdOf(username)).length, username).toBeGreaterThan(0);
    }
    const wrong = sql
      .prepare(
        `select count(*) from small_plan_stops s join plans p on p.id = s.plan_id
         where p.quota_mb >= ${SMALL_PLAN_LIMIT_MB} or s.usage_mb < ${SMALL_PLAN_LIMIT_MB} or s.usage_mb > 1031`,
      )
      .pluck()
      .get();
    expect(wrong).toBe(0);
  });

  it("agrees with each card: its stop in its status history, its month's usage, its resume on the 1st", () => {
    const rows = sql
      .prepare(
        `select s.card_id, s.month, s.usage_mb, s.stopped_at, c.status,
           (select u.usage_mb from card_usage_monthly u where u.card_id = s.card_id and u.month = s.month) as month_mb,
           (select count(*) from card_status_events e where e.card_id = s.card_id and e.at = s.stopped_at
              and e.reason = 'over_1g' and e.operator = 'platform' and e.to_status = 'suspended') as stop_events,
           (select e.reason || '/' || e.operator from card_status_events e where e.card_id = s.card_id
              and e.at > s.stopped_at order by e.at, e.id limit 1) as next_event
         from small_plan_stops s join cards c on c.id = s.card_id`,
      )
      .all() as {
      card_id: number;
      month: string;
      usage_mb: number;
      stopped_at: number;
      status: string;
      month_mb: number;
      stop_events: number;
      next_event: string | null;
    }[];
    expect(rows.length).toBeGreaterThan(10);
    for (const r of rows) {
      expect(r.stop_events, `${r.card_id} ${r.month}`).toBe(1);
      expect(r.month_mb).toBe(r.usage_mb);
      if (r.month === '2025-10') {
        expect(r.status).toBe('suspended');
        expect(r.next_event).toBeNull();
      } else {
        expect(r.next_event).toBe('resumed/platform');
      }
    }
    // A misbehaving card not past 1 GB yet this month is in service.
    const running = sql
      .prepare(
        `select count(*) from runaway_devices r join cards c on c.id = r.card_id
         where c.status = 'active' and c.usage_mb < ${SMALL_PLAN_LIMIT_MB}
           and not exists (select 1 from small_plan_stops s where s.card_id = c.id and s.month = '2025-10')`,
      )
      .pluck()
      .get() as number;
    expect(running).toBeGreaterThan(0);
  });
});

describe('GET /support/_list/report_data/', () => {
  it('lists every client, newest stop first, and its total is the whole report', async () => {
    const data = await list();
    expect(data.total_count).toBe(idsWhere('1').length);
    expect(data.tableData.map((r) => r.id)).toEqual(idsWhere('1').slice(0, 50));
    const first = data.tableData[0]!;
    const card = sql
      .prepare(
        `select c.iccid, c.msisdn, p.name, p.quota_mb, s.usage_mb from small_plan_stops s
         join cards c on c.id = s.card_id join plans p on p.id = s.plan_id where s.id = ?`,
      )
      .get(first.id) as { iccid: string; msisdn: string; name: string; quota_mb: number; usage_mb: number };
    expect(first).toMatchObject({
      iccid: card.iccid,
      msisdn: card.msisdn,
      plan: card.name,
      usage_mb: card.usage_mb,
      month: '2025-10',
    });
  });

  it('filters by client (a main client: its tree; a sub-client: its own) and by month', async () => {
    const tree = await list({ client_id: demoId });
    expect(tree.total_count).toBe(idsWhere('s.main_client_id = ?', demoId).length);
    expect(tree.total_count).toBeGreaterThan(idsWhere('s.client_id = ?', demoId).length);
    const sub = await list({ client_id: demoSubId });
    expect(sub.tableData.map((r) => r.id)).toEqual(idsWhere('s.client_id = ?', demoSubId));
    const september = await list({ month_start: '2025-09', month_end: '2025-09' });
    expect(september.tableData.map((r) => r.id)).toEqual(idsWhere("s.month = '2025-09'"));
    expect(september.total_count).toBeGreaterThan(0);
    const both = await list({ client_id: demoId, month_start: '2025-08', month_end: '2025-09' });
    expect(both.tableData.map((r) => r.id)).toEqual(
      idsWhere("s.main_client_id = ? and s.month between '2025-08' and '2025-09'", demoId),
    );
    const bad = await t.api('smallPlanStopList', {
      token: support,
      query: { month_start: '2025-10', month_end: '2025-09' },
    });
    expect(bad.code).toBe(BizCode.BAD_REQUEST);
  });

  it('sorts by usage and words its header and plans in the caller language', async () => {
    const byUsage = await list({ sort: 'usage_mb', order: 'asc' });
    const usages = byUsage.tableData.map((r) => r.usage_mb);
    expect(usages).toEqual([...usages].sort((a, b) => a - b));
    const en = await list({}, 'en');
    expect(en.tableHeader.map((c) => c.label)).toEqual(
      expect.arrayContaining(['Stopped at', 'Used that month (MB)', 'Plan']),
    );
    expect(en.tableData[0]!.plan).toMatch(/^China /);
  });

  it('refuses a customer, and a support user lacking the code, with 599', async () => {
    expect((await t.api('smallPlanStopList', { token: await t.login('demo') })).code).toBe(
      BizCode.NO_PERMISSION,
    );
    await ctl('/users/support/perms')
      .send({ revoke: ['router_spt_reports'] })
      .expect(200);
    expect(await t.api('smallPlanStopList', { token: support })).toMatchObject({
      code: BizCode.NO_PERMISSION,
      data: { perm_names: ['报表'] },
    });
    expect((await t.api('startSmallPlanStopExport', { token: support, body: {} })).code).toBe(
      BizCode.NO_PERMISSION,
    );
    await ctl('/users/support/perms')
      .send({ grant: ['router_spt_reports'] })
      .expect(200);
    expect((await t.api('smallPlanStopList', { token: support })).code).toBe(BizCode.OK);
  });
});

describe('POST /support/report_data/export/', () => {
  it("exports the filtered report as a task of the platform's queue, listed and downloadable in support's export log", async () => {
    const expected = idsWhere("s.main_client_id = ? and s.month = '2025-09'", demoId);
    expect(expected.length).toBeGreaterThan(0);
    const started = await t.ok('startSmallPlanStopExport', {
      token: support,
      body: { client_id: demoId, month_start: '2025-09', month_end: '2025-09' },
    });
    expect(started.total).toBe(expected.length);
    expect(sql.prepare('select client_id from tasks where id = ?').pluck().get(started.task_id)).toBeNull();
    await t.runTasks();

    const log = await t.ok('supportExportLogList', {
      token: support,
      query: { kind: 'small_plan_stop_export', page_size: 50 },
    });
    const row = log.tableData.find((r) => r.id === started.task_id)!;
    expect(row).toMatchObject({ kind: 'small_plan_stop_export', status: 'done', total: expected.length });
    expect(row.filters).toBe('客户：深圳市智联物联科技有限公司；月份：2025-09 ~ 2025-09');

    const book = await downloadedWorkbook(t, row.download!);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('小包超1G停机明细');
    expect(sheet.rowCount).toBe(expected.length + 1);
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['停机时间', '当月用量(MB)', '客户名称']));
    const iccids = sql
      .prepare(
        `select c.iccid from small_plan_stops s join cards c on c.id = s.card_id
         where s.id in (${expected.join(', ')}) order by s.id desc`,
      )
      .pluck()
      .all();
    expect(sheet.getColumn(3).values.slice(2)).toEqual(iccids);
  });

  it('refuses an export that selects nothing, starting no task', async () => {
    const count = () =>
      sql.prepare("select count(*) from tasks where kind = 'small_plan_stop_export'").pluck().get();
    const before = count();
    const none = await t.api('startSmallPlanStopExport', {
      token: support,
      body: { month_start: '2024-01', month_end: '2024-01' },
    });
    expect(none).toMatchObject({ code: BizCode.BAD_REQUEST, msg: '当前筛选条件下没有停机记录，无需导出' });
    expect((await t.api('startSmallPlanStopExport', { token: await t.login('demo'), body: {} })).code).toBe(
      BizCode.NO_PERMISSION,
    );
    expect(count()).toBe(before);
  });
});

describe('the clock: a small plan past 1 GB is stopped (小包超1G停机)', () => {
  it('stops a misbehaving card when it passes 1 GB, writes its row, and resumes it when the month starts over', async () => {
    const card = sql
      .prepare(
        `select c.id, c.iccid, c.main_client_id, p.quota_mb, c.usage_mb, r.daily_mb from runaway_devices r
         join cards c on c.id = r.card_id join plans p on p.id = c.plan_id
         where c.status = 'active' and c.main_client_id = ? order by c.usage_mb desc limit 1`,
      )
      .get(demoId) as Card;
    expect(card).toBeDefined();
    const rate = steadyDailyMb(card.quota_mb, card.id) + card.daily_mb;
    // To 23:00 on 31 October (UTC+8): the month's last hour.
    const step = 16 * DAY + 11 * HOUR;
    const expected = stopInStep(card.usage_mb, rate, NOW, NOW + step)!;
    expect(expected).not.toBeNull();
    await advance(step);

    const row = sql
      .prepare("select * from small_plan_stops where card_id = ? and month = '2025-10'")
      .get(card.id) as { usage_mb: number; stopped_at: number; client_id: number };
    expect(row.stopped_at).toBe(expected.stoppedAt);
    expect(row.usage_mb).toBeCloseTo(expected.usageMb, 1);
    const now = sql.prepare('select status, usage_mb from cards where id = ?').get(card.id);
    expect(now).toEqual({ status: 'suspended', usage_mb: row.usage_mb });
    expect(
      sql
        .prepare(
          'select reason, operator, at from card_status_events where card_id = ? order by at desc, id desc',
        )
        .get(card.id),
    ).toEqual({ reason: 'over_1g', operator: 'platform', at: expected.stoppedAt });
    expect(
      sql
        .prepare("select usage_mb from card_usage_monthly where card_id = ? and month = '2025-10'")
        .pluck()
        .get(card.id),
    ).toBe(row.usage_mb);
    // The report shows it.
    // Sixteen days on, the tokens of this morning have expired.
    support = await t.login('support');
    const listed = await list({ client_id: demoId, month_start: '2025-10', month_end: '2025-10' });
    expect(listed.tableData.find((r) => r.iccid === card.iccid)).toMatchObject({ status: 'suspended' });

    // The customer cannot resume it by hand.
    const refused = await t.ok('stopResumeCards', {
      token: await t.login('demo'),
      body: { card_ids: [card.id], action: 'resume' },
    });
    expect(JSON.stringify(refused)).toContain(
      '该卡为小流量套餐，本月用量超过1G被停机，不能手动复机：下月1日将自动复机',
    );

    // 1 November: the platform resumes it, its usage starting over.
    await advance(2 * HOUR);
    const monthStart = Date.UTC(2025, 9, 31, 16);
    expect(sql.prepare('select status from cards where id = ?').pluck().get(card.id)).toBe('active');
    expect(
      sql
        .prepare(
          'select reason, operator, at from card_status_events where card_id = ? order by at desc, id desc',
        )
        .get(card.id),
    ).toEqual({ reason: 'resumed', operator: 'platform', at: monthStart });
  });

  it("stops any small plan's card that passes 1 GB; leaves one already past it, and a plan of 1 GB", async () => {
    const pick = (where: string) =>
      sql
        .prepare(
          `select c.id from cards c join plans p on p.id = c.plan_id
           where c.status = 'active' and c.main_client_id = ${demoId} and ${where}
             and not exists (select 1 from runaway_devices r where r.card_id = c.id)
           order by c.id desc limit 1`,
        )
        .pluck()
        .get() as number;
    const crossing = pick('p.quota_mb = 500');
    const past = pick(`p.quota_mb = 500 and c.id <> ${crossing}`);
    const big = pick('p.quota_mb = 1024');
    const lastRow = sql.prepare('select coalesce(max(id), 0) from small_plan_stops').pluck().get() as number;
    const setUsage = sql.prepare('update cards set usage_mb = ? where id = ?');
    setUsage.run(1023.5, crossing);
    setUsage.run(1500, past);
    setUsage.run(1023.5, big);
    await advance(DAY);
    const status = (id: number) => sql.prepare('select status from cards where id = ?').pluck().get(id);
    const rows = (id: number) =>
      sql
        .prepare('select count(*) from small_plan_stops where card_id = ? and id > ?')
        .pluck()
        .get(id, lastRow);
    expect([status(crossing), rows(crossing)]).toEqual(['suspended', 1]);
    expect([status(past), rows(past)]).toEqual(['active', 0]);
    expect([status(big), rows(big)]).toEqual(['active', 0]);
  });
});
