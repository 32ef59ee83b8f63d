import { describe, expect, it } from 'vitest';
import { patternOf, spreadMonth } from '../../db/daily-usage.ts';
import { backfillUsageSummary, scanDays } from '../../db/usage-summary.ts';
import { build, HOUR, NOW, type TestApp } from './helpers.ts';

const DAY = 24 * HOUR;
// 2025-03-02 12:00 in UTC+8: the 30 days are 1 February to 2 March, the whole of February and two days.
const march = await build({ now: Date.UTC(2025, 2, 2, 4, 0, 0) });
// The clock tests move time forward: a world of their own.
const moving = await build();

const scopeOf = (app: TestApp, username: string) =>
  username === 'demo_sub'
    ? { where: 'client_id = ?', id: app.clientIdOf(username) }
    : { where: 'main_client_id = ?', id: app.clientIdOf(username) };

const sumOf = (values: number[]) => values.reduce((a, b) => a + b, 0);
const inMonth = (days: { date: string; usage_mb: number }[], month: string) =>
  sumOf(days.filter((d) => d.date.startsWith(month)).map((d) => d.usage_mb));

/** A month's total of the scope's cards as card_usage_monthly holds it. */
const monthlyTotal = (app: TestApp, username: string, month: string) => {
  const scope = scopeOf(app, username);
  return app.deps.sqlite
    .prepare<[string, number], { mb: number }>(
      `select coalesce(sum(u.usage_mb), 0) as mb from card_usage_monthly u join cards c on c.id = u.card_id
       where u.month = ? and c.${scope.where}`,
    )
    .get(month, scope.id)!.mb;
};

/** This month's usage so far: cards.usage_mb of the scope's cards. */
const usageNow = (app: TestApp, username: string) => {
  const scope = scopeOf(app, username);
  return app.deps.sqlite
    .prepare<[number], { mb: number }>(
      `select coalesce(sum(usage_mb), 0) as mb from cards where ${scope.where}`,
    )
    .get(scope.id)!.mb;
};

describe('GET /index/line_chart/', () => {
  it('gives 30 consecutive days up to today in UTC+8', async () => {
    const { days, total_mb } = await march.ok('indexLineChart', { token: await march.login('demo') });
    expect(days).toHaveLength(30);
    expect(days[0]!.date).toBe('2025-02-01');
    expect(days.at(-1)!.date).toBe('2025-03-02');
    const dates = days.map((d) => Date.parse(d.date));
    expect(dates.slice(1).every((d, i) => d - dates[i]! === DAY)).toBe(true);
    expect(total_mb).toBeCloseTo(sumOf(days.map((d) => d.usage_mb)), 1);
    expect(days.every((d) => d.usage_mb > 0)).toBe(true);
  });

  it("sums a whole month's days to its card_usage_monthly total, and this month's to its usage so far", async () => {
    for (const username of ['demo', 'demo_sub', 'yunji']) {
      const { days } = await march.ok('indexLineChart', { token: await march.login(username) });
      const february = monthlyTotal(march, username, '2025-02');
      expect(february, username).toBeGreaterThan(0);
      expect(Math.abs(inMonth(days, '2025-02') - february), username).toBeLessThan(0.05);
      expect(Math.abs(inMonth(days, '2025-03') - usageNow(march, username)), username).toBeLessThan(0.05);
    }
  });

  it("is the sum of the caller's own cards' daily curves", async () => {
    const { days } = await march.ok('indexLineChart', { token: await march.login('demo_sub') });
    const scope = scopeOf(march, 'demo_sub');
    const february = march.deps.sqlite
      .prepare<[number], { id: number; usage_mb: number; activated_at: number | null }>(
        `select c.id, u.usage_mb, c.activated_at from card_usage_monthly u join cards c on c.id = u.card_id
         where u.month = '2025-02' and c.${scope.where}`,
      )
      .all(scope.id);
    const start = Date.UTC(2025, 1, 1) - 8 * HOUR;
    const expected = new Array<number>(28).fill(0);
    for (const card of february) {
      const first =
        card.activated_at !== null && card.activated_at >= start
          ? Math.floor((card.activated_at - start) / DAY) + 1
          : 1;
      spreadMonth(card.usage_mb, '2025-02', patternOf(card.id), first, 28).forEach((mb, i) => {
        expected[first - 1 + i]! += mb;
      });
    }
    const charted = days.filter((d) => d.date.startsWith('2025-02')).map((d) => d.usage_mb);
    // Each card's own spread rounds to 0.01 MB a day, a pattern's sum once: they differ by rounding only.
    const rounding = 0.005 * february.length + 0.01;
    expect(charted).toHaveLength(28);
    for (const [i, mb] of charted.entries()) expect(Math.abs(mb - expected[i]!)).toBeLessThan(rounding);
  });

  it("charts demo_sub's cards only, a part of demo's tree", async () => {
    const demo = await march.ok('indexLineChart', { token: await march.login('demo') });
    const sub = await march.ok('indexLineChart', { token: await march.login('demo_sub') });
    expect(sub.total_mb).toBeGreaterThan(0);
    expect(sub.total_mb).toBeLessThan(demo.total_mb);
  });

  it('gives 30 days of zero to a client without cards and to a support user', async () => {
    for (const username of ['demo_pwd', 'support']) {
      const { days, total_mb } = await march.ok('indexLineChart', { token: await march.login(username) });
      expect(days, username).toHaveLength(30);
      expect(days.every((d) => d.usage_mb === 0)).toBe(true);
      expect(total_mb).toBe(0);
    }
  });
});

describe('the home page as the emulator clock moves', () => {
  it("accrues this month's usage into the chart and the ranking, and takes expired cards out of 正使用", async () => {
    let token = await moving.login('demo');
    const demoId = moving.clientIdOf('demo');
    const before = {
      line: await moving.ok('indexLineChart', { token }),
      top: await moving.ok('indexTop5Table', { token }),
      pie: await moving.ok('indexPieChart', { token }),
      header: await moving.ok('indexHeader', { token }),
    };
    const expiring = moving.deps.sqlite
      .prepare<[number, number, number], { n: number }>(
        "select count(*) as n from cards where main_client_id = ? and status = 'active' and expires_at > ? and expires_at <= ?",
      )
      .get(demoId, NOW, NOW + 3 * DAY)!.n;
    expect(expiring).toBeGreaterThan(0);

    await moving.request
      .put('/__emulator/clock')
      .send({ advance_ms: 3 * DAY })
      .expect(200);
    // Three days outlive the 10-hour token: log in again, as the user would.
    token = await moving.login('demo');
    const line = await moving.ok('indexLineChart', { token });
    const top = await moving.ok('indexTop5Table', { token });
    const pie = await moving.ok('indexPieChart', { token });
    const header = await moving.ok('indexHeader', { token });

    expect(line.days.at(-1)!.date).toBe('2025-10-18');
    expect(inMonth(line.days, '2025-10')).toBeGreaterThan(inMonth(before.line.days, '2025-10'));
    expect(Math.abs(inMonth(line.days, '2025-10') - usageNow(moving, 'demo'))).toBeLessThan(0.05);
    expect(top.items[0]!.usage_mb).toBeGreaterThan(before.top.items[0]!.usage_mb);

    const active = (p: typeof pie) => p.by_status.find((s) => s.key === 'active')!.value;
    const suspended = (p: typeof pie) => p.by_status.find((s) => s.key === 'suspended')!.value;
    // The carrier stopped the expired cards, any card the world moved out of its bound device (机卡分离),
    // and the cards in use of the seeded 实名清除 ticket it answered (未实名).
    const separated = moving.deps.sqlite
      .prepare<[number, number], { n: number }>(
        `select count(*) as n from card_status_events e join cards c on c.id = e.card_id
         where c.main_client_id = ? and e.reason in ('imei_mismatch', 'real_name') and e.at > ?`,
      )
      .get(demoId, NOW)!.n;
    // And the cards an approved special-card resume application resumed (the seeded pending one, issue 40).
    const resumed = moving.deps.sqlite
      .prepare<[number, number], { n: number }>(
        `select count(*) as n from card_status_events e join cards c on c.id = e.card_id
         where c.main_client_id = ? and e.reason = 'resumed' and e.at > ?`,
      )
      .get(demoId, NOW)!.n;
    expect(header.normal_count).toBe(before.header.normal_count - expiring - separated + resumed);
    expect(active(pie)).toBe(header.normal_count);
    expect(suspended(pie)).toBe(suspended(before.pie) + expiring + separated - resumed);
    expect(pie.total).toBe(before.pie.total);
  });
});

// The summary's tests move the clock a month: a world of their own.
const summary = await build();

describe('the per-day usage summary behind the line chart (issue 41)', () => {
  const chartEqualsScan = async (username: string) => {
    const token = await summary.login(username);
    const { days } = await summary.ok('indexLineChart', { token });
    const scope =
      username === 'demo_sub'
        ? { column: 'client_id' as const, clientId: summary.clientIdOf(username) }
        : { column: 'main_client_id' as const, clientId: summary.clientIdOf(username) };
    const scanned = scanDays(
      summary.deps.sqlite,
      scope,
      days.map((d) => d.date),
      summary.deps.clock.now(),
    );
    expect(
      days.map((d) => d.usage_mb),
      username,
    ).toEqual(days.map((d) => scanned.get(d.date) ?? 0));
    return days;
  };

  it('gives exactly the figures of a full scan of the cards, seeded and after a month on the clock', async () => {
    for (const username of ['demo', 'demo_sub', 'yunji']) {
      const days = await chartEqualsScan(username);
      expect(days.some((d) => d.usage_mb > 0)).toBe(true);
    }
    const rows = () =>
      summary.deps.sqlite.prepare('select count(*) from client_usage_daily').pluck().get() as number;
    expect(rows()).toBeGreaterThan(0);
    await summary.request
      .put('/__emulator/clock')
      .send({ advance_ms: 31 * DAY })
      .expect(200);
    for (const username of ['demo', 'demo_sub', 'yunji']) await chartEqualsScan(username);
    // A day the clock has not accrued yet (it ran past midnight on its own) is summed on the first read.
    summary.deps.clock.advance(DAY);
    summary.deps.sqlite.exec('update cards set usage_mb = usage_mb + 1 where usage_mb > 0');
    await chartEqualsScan('demo');
  });

  it('is rebuilt at start for a database from before it', async () => {
    const sqlite = summary.deps.sqlite;
    const before = sqlite.prepare('select * from client_usage_daily order by 1, 3, 4').all();
    sqlite.exec('delete from client_usage_daily');
    expect(backfillUsageSummary(sqlite, summary.deps.clock.now())).toBe(true);
    expect(sqlite.prepare('select * from client_usage_daily order by 1, 3, 4').all()).toEqual(before);
    expect(backfillUsageSummary(sqlite, summary.deps.clock.now())).toBe(false);
  });
});
