/**
 * The per-client, per-day usage summary (issue 41): `client_usage_daily` holds, for each client,
 * carrier and calendar day (UTC+8), the data its cards used that day, so the home line chart and
 * the reports read a few hundred rows instead of summing a million cards on demand.
 *
 * A day's figure is the model of db/daily-usage.ts: each month's total of a client's cards
 * of one carrier, per card pattern and first day in service, spread over the month's days (the
 * month in progress up to the summary's day, `as of`), summed per day and rounded to 0.01 MB. A
 * scope's curve (a main client's tree, or one client) is the sum of its clients' rows.
 *
 * Kept up to date by the clock (server/services/time-travel.ts calls `refreshUsageSummary` after
 * every move: the months the move crossed are summed again, the last one up to the clock's day);
 * a read on a later day than the summary's (the clock running in real time past midnight) refreshes
 * it first (`ensureUsageSummary`); a database from before the table, or from a seed, is rebuilt
 * whole at start. Past days stay with the client whose cards used them when they were summed.
 */
import type Database from 'better-sqlite3';
import { daysInMonth, PATTERNS, spreadMonth } from './daily-usage.ts';

type Sqlite = Database.Database;

const DAY = 86_400_000;
/** The platform's customers are in China: days and months are in UTC+8. */
const CHINA_OFFSET_MS = 8 * 3_600_000;
const formatDate = (epochMs: number): string =>
  new Date(epochMs + CHINA_OFFSET_MS).toISOString().slice(0, 10);
/** The settings key of the day ('YYYY-MM-DD', UTC+8) the summary's month in progress runs to. */
const AS_OF = 'usage_summary_as_of';

/** Cards of one scope: a main client's tree or one client's own. */
interface UsageScope {
  column: 'main_client_id' | 'client_id';
  clientId: number;
}

/** One row of the summary: a client's usage of one carrier on one day. */
interface UsageDay {
  client_id: number;
  main_client_id: number;
  carrier: string;
  day: string;
  usage_mb: number;
}

/** The day of the month (1-based) a card came into service, or 1 if it was in service before @start. */
const FIRST_DAY = `case when c.activated_at >= @start then cast((c.activated_at - @start) / ${DAY} as integer) + 1
  else 1 end`;

const monthStart = (month: string): number => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return Date.UTC(y, m - 1, 1) - CHINA_OFFSET_MS;
};

/** The months from `first` to `last` ('YYYY-MM'), both included. */
function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let [y, m] = first.split('-').map(Number) as [number, number];
  for (let month = first; month <= last; ) {
    months.push(month);
    m++;
    if (m > 12) {
      m = 1;
      y++;
    }
    month = `${y}-${String(m).padStart(2, '0')}`;
  }
  return months;
}

/**
 * A month's summary rows, computed from the cards: a past month from card_usage_monthly over all its
 * days, the month in progress (`upToDay` given) from cards.usage_mb up to that day. One GROUP BY over
 * the scope's cards (or every card), then each group spread over its days in JS.
 */
function summariseMonth(
  sqlite: Sqlite,
  month: string,
  upToDay: number | null,
  scope?: UsageScope,
): UsageDay[] {
  const where = scope ? `and c.${scope.column} = @client` : '';
  const sql =
    upToDay !== null
      ? `select c.client_id, c.main_client_id, c.carrier, c.id % ${PATTERNS} as pattern, ${FIRST_DAY} as first_day,
           sum(c.usage_mb) as total
         from cards c where c.usage_mb > 0 ${where} group by 1, 2, 3, 4, 5`
      : `select c.client_id, c.main_client_id, c.carrier, c.id % ${PATTERNS} as pattern, ${FIRST_DAY} as first_day,
           sum(u.usage_mb) as total
         from cards c join card_usage_monthly u on u.card_id = c.id and u.month = @month
         where u.usage_mb > 0 ${where} group by 1, 2, 3, 4, 5`;
  const groups = sqlite
    .prepare(sql)
    .all({ client: scope?.clientId ?? null, month, start: monthStart(month) }) as {
    client_id: number;
    main_client_id: number;
    carrier: string;
    pattern: number;
    first_day: number;
    total: number;
  }[];
  const lastDay = upToDay ?? daysInMonth(month);
  const days = new Map<string, UsageDay>();
  for (const g of groups) {
    const firstDay = Math.min(Math.max(g.first_day, 1), lastDay);
    spreadMonth(g.total, month, g.pattern, firstDay, lastDay).forEach((mb, i) => {
      const day = `${month}-${String(firstDay + i).padStart(2, '0')}`;
      const key = `${g.client_id}|${g.carrier}|${day}`;
      const row = days.get(key);
      if (row) row.usage_mb += mb;
      else
        days.set(key, {
          client_id: g.client_id,
          main_client_id: g.main_client_id,
          carrier: g.carrier,
          day,
          usage_mb: mb,
        });
    });
  }
  return [...days.values()]
    .map((r) => ({ ...r, usage_mb: Math.round(r.usage_mb * 100) / 100 }))
    .filter((r) => r.usage_mb > 0);
}

/** Replaces a month's rows of the summary (of one main client's tree, or every client). */
function writeMonth(sqlite: Sqlite, month: string, upToDay: number | null, mainClientId?: number): void {
  const scope =
    mainClientId === undefined ? undefined : { column: 'main_client_id' as const, clientId: mainClientId };
  const rows = summariseMonth(sqlite, month, upToDay, scope);
  sqlite
    .prepare(
      `delete from client_usage_daily where day >= ? and day < ? ${scope ? 'and main_client_id = ?' : ''}`,
    )
    .run(`${month}-01`, `${month}-32`, ...(scope ? [scope.clientId] : []));
  const insert = sqlite.prepare(
    `insert into client_usage_daily (client_id, main_client_id, carrier, day, usage_mb)
     values (@client_id, @main_client_id, @carrier, @day, @usage_mb)`,
  );
  for (const row of rows) insert.run(row);
}

const asOf = (sqlite: Sqlite): string | null => {
  const row = sqlite
    .prepare<[string], { value: string }>('select value from settings where key = ?')
    .get(AS_OF);
  return row ? (JSON.parse(row.value) as string) : null;
};
const setAsOf = (sqlite: Sqlite, day: string) =>
  sqlite
    .prepare(
      'insert into settings (key, value) values (?, ?) on conflict(key) do update set value = excluded.value',
    )
    .run(AS_OF, JSON.stringify(day));

/**
 * The summary brought to `now` after the clock moved from `from`: every month from the one of
 * `from` (or of the summary's last day, if earlier) to the one of `now` summed again, the last up
 * to `now`'s day; days after it (the clock set back) are dropped. In the caller's transaction.
 */
export function refreshUsageSummary(sqlite: Sqlite, from: number, now: number): void {
  const today = formatDate(now);
  const last = asOf(sqlite);
  const fromMonth = formatDate(Math.min(from, now)).slice(0, 7);
  const first = last && last.slice(0, 7) < fromMonth ? last.slice(0, 7) : fromMonth;
  const months = monthsBetween(first, today.slice(0, 7));
  for (const [i, month] of months.entries()) {
    writeMonth(sqlite, month, i === months.length - 1 ? Number(today.slice(8)) : null);
  }
  sqlite.prepare('delete from client_usage_daily where day > ?').run(today);
  setAsOf(sqlite, today);
}

/**
 * Rebuilds the whole summary at `now` from the cards: every month of card_usage_monthly, and the
 * month in progress up to `now`'s day. For a seeded world and for a database from before the table.
 * With `mainClientId`, only that main client's tree (a customer added to a seeded world).
 */
export function rebuildUsageSummary(sqlite: Sqlite, now: number, mainClientId?: number): void {
  const today = formatDate(now);
  const current = today.slice(0, 7);
  const months = sqlite
    .prepare('select distinct month from card_usage_monthly order by month')
    .pluck()
    .all() as string[];
  sqlite.transaction(() => {
    if (mainClientId === undefined) sqlite.prepare('delete from client_usage_daily').run();
    for (const month of months) if (month < current) writeMonth(sqlite, month, null, mainClientId);
    writeMonth(sqlite, current, Number(today.slice(8)), mainClientId);
    if (mainClientId === undefined || asOf(sqlite) === null) setAsOf(sqlite, today);
  })();
}

/**
 * At start: a database whose summary is empty while its cards have usage (one from before the
 * table) is rebuilt. True when it was.
 */
export function backfillUsageSummary(sqlite: Sqlite, now: number): boolean {
  const has = (sql: string) => sqlite.prepare(sql).get() !== undefined;
  if (has('select 1 from client_usage_daily limit 1')) return false;
  if (
    !has('select 1 from card_usage_monthly limit 1') &&
    !has('select 1 from cards where usage_mb > 0 limit 1')
  )
    return false;
  rebuildUsageSummary(sqlite, now);
  return true;
}

/** Before a read: a summary whose day is not `now`'s (the clock ran past midnight) is refreshed. */
export function ensureUsageSummary(sqlite: Sqlite, now: number): void {
  const last = asOf(sqlite);
  const today = formatDate(now);
  if (last === today) return;
  sqlite.transaction(() => refreshUsageSummary(sqlite, last ? monthStart(last.slice(0, 7)) : now, now))();
}

/**
 * A scope's daily usage on `dates` from the summary: the sum of its clients' rows per day.
 */
export function summaryDays(sqlite: Sqlite, scope: UsageScope, dates: string[]): Map<string, number> {
  const rows = sqlite
    .prepare(
      `select day, sum(usage_mb) as mb from client_usage_daily
       where ${scope.column} = ? and day >= ? and day <= ? group by day`,
    )
    .all(scope.clientId, dates[0], dates[dates.length - 1]) as { day: string; mb: number }[];
  return new Map(rows.map((r) => [r.day, Math.round(r.mb * 100) / 100]));
}

/**
 * The same figures by a full scan of the scope's cards (no summary): what the summary must equal.
 * For the tests and the bench.
 */
export function scanDays(
  sqlite: Sqlite,
  scope: UsageScope,
  dates: string[],
  now: number,
): Map<string, number> {
  const today = formatDate(now);
  const sums = new Map<string, number>();
  for (const month of new Set(dates.map((d) => d.slice(0, 7)))) {
    const current = month === today.slice(0, 7);
    for (const row of summariseMonth(sqlite, month, current ? Number(today.slice(8)) : null, scope)) {
      sums.set(row.day, (sums.get(row.day) ?? 0) + row.usage_mb);
    }
  }
  return new Map([...sums].map(([day, mb]) => [day, Math.round(mb * 100) / 100]));
}
