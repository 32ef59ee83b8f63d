import type { Connection } from '../connection.ts';

/** The platform's customers are in China: months are calendar months in UTC+8. */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** How many calendar months of usage history the seed gives each card, the current one included. */
export const USAGE_HISTORY_MONTHS = 6;

export interface UsageMonth {
  /** 'YYYY-MM' in UTC+8. */
  month: string;
  start: number;
  end: number;
}

/** The last `count` calendar months up to the one containing `now`, oldest first. */
export function lastMonths(now: number, count = USAGE_HISTORY_MONTHS): UsageMonth[] {
  const local = new Date(now + CHINA_OFFSET_MS);
  const months: UsageMonth[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const y = local.getUTCFullYear();
    const m = local.getUTCMonth() - back;
    const start = Date.UTC(y, m, 1) - CHINA_OFFSET_MS;
    const end = Date.UTC(y, m + 1, 1) - CHINA_OFFSET_MS;
    months.push({ month: new Date(start + CHINA_OFFSET_MS).toISOString().slice(0, 7), start, end });
  }
  return months;
}

/**
 * The share of the current calendar month (UTC+8) that has passed at `now`, at least 2 % (so a
 * world seeded in the first minutes of a month still has some usage to show and scale from).
 */
export function monthElapsed(now: number): number {
  const { start, end } = lastMonths(now, 1)[0]!;
  return Math.max(0.02, (now - start) / (end - start));
}

/**
 * Monthly usage of every card for the last six months, computed by SQLite from the cards already
 * seeded (one INSERT ... SELECT: five million rows in a few seconds, no row crosses into JS).
 *
 * A card has a row for each month it was in service: from the month it was activated, to the month
 * a cancelled card expired. The current month's row is the card's `usage_mb`, the part of the
 * month that has passed (testing cards have only that one); earlier months vary around the card's
 * level for a whole month, prorated in the months it was activated or cancelled. Deterministic: a hash of card id, month and seed instead of a PRNG.
 */
export function seedUsageHistory(
  { sqlite }: Connection,
  options: {
    seed: number;
    now: number;
    /** Only the cards from this id on (a customer added to a seeded world); default every card. */
    firstCardId?: number;
  },
): void {
  const months = lastMonths(options.now);
  const current = months[months.length - 1]!.month;
  const values = months.map(() => '(?, ?, ?, ?)').join(', ');
  const params = months.flatMap((m) => [m.month, m.start, m.end, Number(m.month.replace('-', ''))]);
  const hash = (salt: number) =>
    `abs((c.id * 2654435761 + m.key * ${salt} + ${options.seed % 1_000_003}) % 1000003) % 1000 / 1000.0`;
  sqlite
    .prepare(
      `with m(month, start, "end", key) as (values ${values})
       insert into card_usage_monthly (card_id, month, usage_mb)
       select c.id, m.month,
         case when m.month = ? then c.usage_mb
         else round(
           (case when c.usage_mb > 0 then c.usage_mb / ${monthElapsed(options.now)} else p.quota_mb * pow(${hash(7)}, 1.6) * 1.2 end)
           * (0.6 + 0.8 * ${hash(40503)})
           * (min(m."end", case when c.status = 'cancelled' then c.expires_at else m."end" end)
              - max(m.start, c.activated_at)) / (m."end" - m.start),
           2) end
       from cards c cross join plans p cross join m
       where c.id >= ${options.firstCardId ?? 1} and p.id = c.plan_id and case when m.month = ? then c.status in ('active', 'suspended', 'testing')
             else c.activated_at < m."end" and (c.status <> 'cancelled' or c.expires_at > m.start) end`,
    )
    .run(...params, current, current);
}
