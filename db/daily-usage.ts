/**
 * Daily usage, derived from the monthly totals the database keeps (card_usage_monthly, and
 * cards.usage_mb for the month in progress). Storing a row per card and day would be thirty
 * million rows at a million cards; instead a month's total is spread over its days by fixed
 * weights, so the same total always gives the same days and the days always add up to the total.
 *
 * The weights depend only on the month, the day and a card's pattern (card id mod PATTERNS): a
 * client's daily curve is then Σ over the patterns of (that pattern's monthly sum × its weights),
 * one GROUP BY in SQL, and equals the sum of its cards' own curves (for cards in service the whole
 * month; a card activated mid-month has its month spread from its activation day).
 */

/** How many distinct daily shapes cards follow (weekly rhythm shifted by one day each). */
export const PATTERNS = 7;

export const patternOf = (cardId: number): number => cardId % PATTERNS;

/** A small deterministic hash in [0, 1) of a month, a day and a pattern. */
function noise(month: string, day: number, pattern: number): number {
  let h = 2166136261;
  for (const ch of `${month}|${day}|${pattern}`) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 16777619);
  }
  return ((h >>> 0) % 10_000) / 10_000;
}

/** The unnormalised weight of one day: a weekly rhythm plus some day-to-day noise. */
function dayWeight(month: string, day: number, pattern: number): number {
  return 1 + 0.35 * Math.sin((2 * Math.PI * (day + pattern)) / 7) + 0.4 * noise(month, day, pattern);
}

/**
 * Spreads `totalMb` over days `firstDay`..`lastDay` (1-based, inclusive) of `month` ('YYYY-MM')
 * for `pattern`; returns one value per day, rounded to 0.01 MB, summing to the total (the rounding
 * remainder goes to the last day).
 */
export function spreadMonth(
  totalMb: number,
  month: string,
  pattern: number,
  firstDay: number,
  lastDay: number,
): number[] {
  if (lastDay < firstDay) return [];
  const weights: number[] = [];
  for (let d = firstDay; d <= lastDay; d++) weights.push(dayWeight(month, d, pattern));
  const sum = weights.reduce((a, b) => a + b, 0);
  const values = weights.map((w) => Math.round(((totalMb * w) / sum) * 100) / 100);
  const rest = Math.round((totalMb - values.reduce((a, b) => a + b, 0)) * 100) / 100;
  values[values.length - 1] = Math.max(0, Math.round((values[values.length - 1]! + rest) * 100) / 100);
  return values;
}

/** Days in a 'YYYY-MM' month. */
export const daysInMonth = (month: string): number => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};

/** A day's number (days since 1970-01-01 in UTC+8) in SQL, of an instant in ms. */
const dayNoSql = (ms: string) => `cast((${ms} + 28800000) / 86400000 as integer)`;

/**
 * The cards (of `cardWhere`, on `cards c`) in service on some day of a range, in SQL, and how many
 * of the range's days each was in service (`days`). The rule is the card detail's daily usage
 * (server/services/card-detail.ts, `cardUsage` and `serviceDays`): in service from its activation
 * (a card in its test period: from its latest move to testing) to today, or to its latest suspension
 * when it is suspended or cancelled now. Its named parameters: `@first` and `@last`, the range's
 * first and last day numbers (days since 1970-01-01 in UTC+8), the last no later than today.
 * Each row: id, since, stopped (ms or null), days; plus `extra` columns of `c`.
 */
export function cardServiceDaysSql(cardWhere: string, extra = ''): string {
  const latest = (status: string) =>
    `(select e.at from card_status_events e where e.card_id = c.id and e.to_status = '${status}'
      order by e.at desc, e.id desc limit 1)`;
  return `select * from (
      select w.*, min(@last, coalesce(${dayNoSql('w.stopped')}, @last)) - max(${dayNoSql('w.since')}, @first) + 1 as days
      from (
        select c.id${extra ? `, ${extra}` : ''},
          coalesce(c.activated_at, case when c.status = 'testing' then ${latest('testing')} end) as since,
          case when c.status in ('suspended', 'cancelled') then ${latest('suspended')} end as stopped
        from cards c where ${cardWhere}
      ) w where w.since is not null
    ) where days > 0`;
}
