import { LINE_CHART_DAYS } from '#contract';
import { ensureUsageSummary, summaryDays } from '../../db/usage-summary.ts';
import type { AppDeps, AuthContext } from '../context.ts';
import { formatDate } from '../lib/format.ts';
import { scopeColumn } from './card-scope.ts';
import { cachedRead } from './cards.ts';

const DAY = 86_400_000;

/** The `count` calendar days (UTC+8) up to the one containing `now`, oldest first, as 'YYYY-MM-DD'. */
export function lastDays(now: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => formatDate(now - (count - 1 - i) * DAY)!);
}

/**
 * The caller's daily usage over the last LINE_CHART_DAYS days, today included, from the per-client,
 * per-day usage summary (db/usage-summary.ts): the sum of the scope's clients' rows per day, a few
 * hundred rows whatever the number of cards. Cached per (cards version, scope, day): the clock
 * moving and every write to cards bump the version.
 */
export function dailyUsage(deps: AppDeps, auth: AuthContext): { date: string; usage_mb: number }[] {
  const now = deps.clock.now();
  const dates = lastDays(now, LINE_CHART_DAYS);
  const today = dates[dates.length - 1]!;
  const scope = scopeColumn(auth);
  if (!scope) return dates.map((date) => ({ date, usage_mb: 0 }));
  return cachedRead(deps, `daily:${scope.column}:${scope.clientId}:${today}`, () => {
    ensureUsageSummary(deps.sqlite, now);
    const byDate = summaryDays(deps.sqlite, scope, dates);
    return dates.map((date) => ({ date, usage_mb: byDate.get(date) ?? 0 }));
  });
}
