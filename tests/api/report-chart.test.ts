import { describe, expect, it } from 'vitest';
import { BizCode } from '#contract';
import { rebuildCardCounts } from '../../db/card-counts.ts';
import { build, HOUR, type TestApp } from './helpers.ts';

const DAY = 24 * HOUR;
const world = await build();

const sumOf = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The scope's cards counted in plain SQL (no summary). */
const scanCount = (app: TestApp, where: string, params: unknown[] = []) =>
  app.deps.sqlite
    .prepare(`select count(*) from cards where ${where}`)
    .pluck()
    .get(...params) as number;

/** Every summary row, ordered, with the zero rows left out (a count brought back to 0 may stay). */
const summaryRows = (app: TestApp) => ({
  counts: app.deps.sqlite
    .prepare(
      'select client_id, main_client_id, carrier, status, n from client_card_counts where n <> 0 order by 1, 3, 4',
    )
    .all(),
  days: app.deps.sqlite
    .prepare(
      'select client_id, main_client_id, kind, carrier, day, n from client_card_days where n <> 0 order by 1, 3, 5, 4',
    )
    .all(),
});

/**
 * demo's report against the card list, the home page and a plain count of its cards: the card and
 * status counts, the month's activations, the expiry windows, this month's usage and the ranking.
 */
async function reconcile(app: TestApp) {
  const token = await app.login('demo');
  const demoId = app.clientIdOf('demo');
  const report = await app.ok('reportChart', { token });
  const cardTotal = async (query: Record<string, string>) =>
    (await app.ok('cardList', { token, query: { page: 1, page_size: 10, ...query } })).total_count;

  // The counts of now: the card list, the home page's donuts, a plain count.
  expect(report.kpis.cards).toBe(await cardTotal({}));
  expect(report.kpis.cards).toBe(scanCount(app, 'main_client_id = ?', [demoId]));
  for (const slice of report.by_status)
    expect(slice.value, slice.key).toBe(await cardTotal({ status: slice.key }));
  for (const slice of report.by_carrier)
    expect(slice.value, slice.key).toBe(await cardTotal({ carrier: slice.key }));
  const pie = await app.ok('indexPieChart', { token });
  expect(report.by_status).toEqual(pie.by_status);
  expect(report.by_carrier).toEqual(pie.by_carrier);
  expect(report.kpis.active).toBe(pie.by_status.find((s) => s.key === 'active')!.value);

  // Activations of the month: the card list's 激活时间 filter over the month's days.
  const days = report.activation_days;
  expect(days[0]!.date).toBe(`${report.month}-01`);
  expect(days.at(-1)!.date).toBe(report.today);
  const activated = await cardTotal({ activated_start: days[0]!.date, activated_end: report.today });
  expect(report.kpis.activated).toBe(activated);
  expect(sumOf(days.map((d) => d.count))).toBe(activated);
  expect(report.activation_months.at(-1)).toEqual({ month: report.month, count: activated });

  // Cards expiring soon: the card list's 到期时间 filter over each window.
  for (const w of report.expiring) {
    expect(w.from).toBe(report.today);
    expect(w.count, `${w.days} days`).toBe(await cardTotal({ expires_start: w.from, expires_end: w.to }));
  }
  expect(report.expiring.map((w) => w.days)).toEqual([7, 30]);
  expect(report.kpis.expiring_30).toBe(report.expiring[1]!.count);

  // Usage: each day equals the home line chart's, and the month is the sum of its days.
  const line = await app.ok('indexLineChart', { token });
  const homeDays = new Map(line.days.map((d) => [d.date, d.usage_mb]));
  const shared = report.usage_days.filter((d) => homeDays.has(d.date));
  expect(shared.length).toBeGreaterThan(0);
  for (const d of shared) expect(d.usage_mb, d.date).toBe(homeDays.get(d.date));
  expect(report.kpis.usage_mb).toBeCloseTo(sumOf(report.usage_days.map((d) => d.usage_mb)), 2);
  expect(report.usage_months.at(-1)!.usage_mb).toBe(report.kpis.usage_mb);
  // This month's usage so far is the cards' (to the rounding of each day).
  const usageNow = app.deps.sqlite
    .prepare('select coalesce(sum(usage_mb), 0) from cards where main_client_id = ?')
    .pluck()
    .get(demoId) as number;
  expect(Math.abs(report.kpis.usage_mb - usageNow)).toBeLessThan(0.05 * report.usage_days.length);

  // The ranking begins with the home page's top 5.
  const top = await app.ok('indexTop5Table', { token });
  expect(report.top_cards.items.slice(0, 5)).toEqual(top.items);
  expect(report.top_cards.items.length).toBe(
    Math.min(10, scanCount(app, 'main_client_id = ? and usage_mb > 0', [demoId])),
  );

  // The summary tables equal a count of every card from scratch.
  const kept = summaryRows(app);
  rebuildCardCounts(app.deps.sqlite);
  expect(summaryRows(app)).toEqual(kept);
  return report;
}

describe('GET /report/chart/', () => {
  it('agrees with the card list, the home page and a count of the cards, seeded and a month on', async () => {
    const seeded = await reconcile(world);
    expect(seeded.kpis.cards).toBeGreaterThan(0);
    expect(seeded.kpis.activated).toBeGreaterThan(0);
    expect(seeded.usage_months.filter((m) => m.usage_mb > 0).length).toBeGreaterThan(1);
    expect(seeded.activation_months).toHaveLength(12);
    await world.request
      .put('/__emulator/clock')
      .send({ advance_ms: 31 * DAY })
      .expect(200);
    const later = await reconcile(world);
    expect(later.month > seeded.month).toBe(true);
    // Last month, asked for by name, keeps its whole days and the figures it had (its usage is closed).
    const token = await world.login('demo');
    const past = await world.ok('reportChart', { token, query: { month: seeded.month } });
    expect(past.usage_days.length).toBeGreaterThanOrEqual(28);
    expect(past.activation_months.at(-1)!.month).toBe(seeded.month);
  });

  it('narrows every figure to a sub-customer and a carrier', async () => {
    const token = await world.login('demo');
    const subId = world.clientIdOf('demo_sub');
    const whole = await world.ok('reportChart', { token });
    expect(whole.options.subs.map((s) => s.id)).toContain(subId);
    const sub = await world.ok('reportChart', { token, query: { client_id: subId } });
    expect(sub.kpis.cards).toBe(scanCount(world, 'client_id = ?', [subId]));
    expect(sub.kpis.cards).toBeLessThan(whole.kpis.cards);
    // demo_sub's own home page shows its cards the same way.
    const subToken = await world.login('demo_sub');
    expect(sub.by_status).toEqual((await world.ok('indexPieChart', { token: subToken })).by_status);
    const subLine = await world.ok('indexLineChart', { token: subToken });
    const subDays = new Map(subLine.days.map((d) => [d.date, d.usage_mb]));
    for (const d of sub.usage_days) if (subDays.has(d.date)) expect(d.usage_mb).toBe(subDays.get(d.date));

    const demoId = world.clientIdOf('demo');
    for (const carrier of ['cmcc', 'cucc', 'ctcc'] as const) {
      const one = await world.ok('reportChart', { token, query: { carrier } });
      expect(one.kpis.cards, carrier).toBe(
        scanCount(world, 'main_client_id = ? and carrier = ?', [demoId, carrier]),
      );
      expect(one.by_carrier.filter((s) => s.key !== carrier).every((s) => s.value === 0)).toBe(true);
      expect(one.top_cards.items.every((c) => c.carrier === carrier)).toBe(true);
      const both = await world.ok('reportChart', { token, query: { carrier, client_id: subId } });
      expect(both.kpis.cards).toBe(scanCount(world, 'client_id = ? and carrier = ?', [subId, carrier]));
    }
  });

  it('shows the empty months of a new customer as zeros', async () => {
    const token = await world.login('demo');
    const oldest = (await world.ok('reportChart', { token })).options.months.at(-1)!;
    const report = await world.ok('reportChart', { token, query: { month: oldest } });
    expect(report.month).toBe(oldest);
    expect(report.usage_months).toHaveLength(12);
    expect(report.activation_days.length).toBeGreaterThanOrEqual(28);
  });

  it('keeps the counts exact as cards change: stopped, moved to a sub-customer, imported, deleted', () => {
    const sqlite = world.deps.sqlite;
    const card = sqlite
      .prepare("select id from cards where status = 'active' limit 1")
      .pluck()
      .get() as number;
    sqlite
      .prepare("update cards set status = 'suspended', expires_at = expires_at + ? where id = ?")
      .run(DAY, card);
    const sub = world.clientIdOf('demo_sub');
    sqlite
      .prepare('update cards set client_id = ?, activated_at = activated_at - ? where id = ?')
      .run(sub, DAY, card);
    sqlite
      .prepare(
        `insert into cards (client_id, main_client_id, iccid, msisdn, imsi, carrier, status, plan_id, created_at, activated_at, expires_at)
         select client_id, main_client_id, '8986000000000000001', '1440000000001', '460000000000001', carrier, 'active',
           plan_id, created_at, activated_at, expires_at from cards where id = ?`,
      )
      .run(card);
    sqlite.prepare("delete from cards where iccid = '8986000000000000001'").run();
    const kept = summaryRows(world);
    rebuildCardCounts(sqlite);
    expect(summaryRows(world)).toEqual(kept);
  });

  it('refuses bad filters under their field, in the request language', async () => {
    const token = await world.login('demo');
    const refused = async (query: Record<string, string>, lang?: string) => {
      const answer = await world.api('reportChart', { token, query, lang });
      expect(answer.code, JSON.stringify(query)).toBe(BizCode.BAD_REQUEST);
      return answer;
    };
    // A malformed value is refused by the query's schema, the message naming what is wrong.
    expect((await refused({ month: '2025-13' }, 'en')).msg).toContain('YYYY-MM');
    expect((await refused({ month: '2025-13' })).msg).toContain('月份格式应为 YYYY-MM');
    const future = await refused({ month: '2099-01' }, 'en');
    expect((future.data as { field: string }).field).toBe('month');
    expect(future.msg).toContain('cannot be after this month');
    expect((await refused({ month: '2099-01' })).msg).toContain('报表月份不能晚于本月');
    // Another customer's client, and the main client itself, are no sub-customer of demo.
    const other = await refused({ client_id: String(world.clientIdOf('yunji')) });
    expect((other.data as { field: string }).field).toBe('client_id');
    await refused({ client_id: String(world.clientIdOf('demo')) });
    expect((await refused({ client_id: 'x' }, 'en')).msg).toContain('client_id');
    expect((await refused({ carrier: 'mobile' }, 'en')).msg).toContain('carrier');
  });

  it('answers 599 without router_report_chart (a sub-customer)', async () => {
    const answer = await world.api('reportChart', { token: await world.login('demo_sub') });
    expect(answer.code).toBe(BizCode.NO_PERMISSION);
  });
});
