import { USAGE_QUERY_MONTHS } from '#contract';
import { lastMonths, type UsageMonth } from '../../db/seed/usage.ts';
import type { AppDeps } from '../context.ts';
import { badRequest } from '../errors.ts';

/** The months whose usage can be asked for, oldest first: the last six, the current one included. */
export const queryableMonths = (deps: AppDeps): UsageMonth[] =>
  lastMonths(deps.clock.now(), USAGE_QUERY_MONTHS);

/**
 * The months from `start` to `end` (default: the whole queryable span), oldest first; 400 when the
 * range reaches outside the last six months or ends before it starts.
 */
export function monthRange(deps: AppDeps, start?: string, end?: string): UsageMonth[] {
  const months = queryableMonths(deps);
  const first = months[0]!.month;
  const last = months[months.length - 1]!.month;
  const from = start ?? first;
  const to = end ?? last;
  if (from < first || to > last || from > last) {
    throw badRequest('card_usage_month_range', { first, last });
  }
  if (to < from) throw badRequest('range_end_before_start');
  return months.filter((m) => m.month >= from && m.month <= to);
}
