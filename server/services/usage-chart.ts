import { LINE_CHART_DAYS } from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { daysInMonth, PATTERNS, spreadMonth } from '../lib/daily-usage.ts';
import { CHINA_OFFSET_MS, formatDate } from '../lib/format.ts';
import { statementCache } from '../lib/prepared.ts';
import { type ScopeColumn, scopeColumn } from './card-scope.ts';
import { cachedRead } from './cards.ts';

const DAY = 86_400_000;

/** A month's total for the cards of one daily shape that started the month on the same day. */
interface MonthGroup {
  pattern: number;
  first_day: number;
  total: number;
}

/** The day of the month (1-based) a card came into service, or 1 if it was in service before @start. */
const FIRST_DAY = `case when c.activated_at >= @start then cast((c.activated_at - @start) / ${DAY} as integer) + 1
  else 1 end`;

const statement = statementCache();

/**
 * A past month's usage by (pattern, first day), from card_usage_monthly; this month's from
 * cards.usage_mb (the month in progress). One GROUP BY over the scope's cards: at most
 * PATTERNS x 31 rows, whatever the number of cards.
 */
function monthGroups(deps: AppDeps, scope: ScopeColumn, month: string, current: boolean): MonthGroup[] {
  const sql = current
    ? `select c.id % ${PATTERNS} as pattern, ${FIRST_DAY} as first_day, sum(c.usage_mb) as total
       from cards c where c.${scope.column} = @client and c.usage_mb > 0 group by 1, 2`
    : `select c.id % ${PATTERNS} as pattern, ${FIRST_DAY} as first_day, sum(u.usage_mb) as total
       from cards c join card_usage_monthly u on u.card_id = c.id and u.month = @month
       where c.${scope.column} = @client and u.usage_mb > 0 group by 1, 2`;
  const [y, m] = month.split('-').map(Number) as [number, number];
  const start = Date.UTC(y, m - 1, 1) - CHINA_OFFSET_MS;
  return statement(deps.sqlite, sql).all({ client: scope.clientId, month, start }) as MonthGroup[];
}

/** The `count` calendar days (UTC+8) up to the one containing `now`, oldest first, as 'YYYY-MM-DD'. */
export function lastDays(now: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => formatDate(now - (count - 1 - i) * DAY)!);
}

/**
 * The caller's daily usage over the last LINE_CHART_DAYS days, today included: each month the
 * window touches is spread over its days (this month up to today) by `spreadMonth`, per card
 * pattern and first day, and the days are summed. A full month's days add up to its
 * card_usage_monthly total. Cached per (cards version, scope, day): the clock moving and every
 * write to cards bump the version.
 */
export function dailyUsage(deps: AppDeps, auth: AuthContext): { date: string; usage_mb: number }[] {
  const now = deps.clock.now();
  const dates = lastDays(now, LINE_CHART_DAYS);
  const today = dates[dates.length - 1]!;
  const scope = scopeColumn(auth);
  if (!scope) return dates.map((date) => ({ date, usage_mb: 0 }));
  return cachedRead(deps, `daily:${scope.column}:${scope.clientId}:${today}`, () => {
    const byDate = new Map(dates.map((d) => [d, 0]));
    const thisMonth = today.slice(0, 7);
    for (const month of new Set(dates.map((d) => d.slice(0, 7)))) {
      const current = month === thisMonth;
      const lastDay = current ? Number(today.slice(8)) : daysInMonth(month);
      for (const g of monthGroups(deps, scope, month, current)) {
        const firstDay = Math.min(Math.max(g.first_day, 1), lastDay);
        spreadMonth(g.total, month, g.pattern, firstDay, lastDay).forEach((mb, i) => {
          const date = `${month}-${String(firstDay + i).padStart(2, '0')}`;
          const sum = byDate.get(date);
          if (sum !== undefined) byDate.set(date, sum + mb);
        });
      }
    }
    return dates.map((date) => ({ date, usage_mb: Math.round(byDate.get(date)! * 100) / 100 }));
  });
}
