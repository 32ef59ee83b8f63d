import { poolPercent, vbgWarningSms } from '#contract';
import type { Connection } from '../connection.ts';
import { lastMonths } from './usage.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

interface GroupRow {
  id: number;
  main_client_id: number;
  code: string;
  name: string;
  warn_thresholds: string;
  warn_phones: string;
  pool_mb: number;
}

/**
 * The warning SMS the billing groups with warnings on have already had: for each month of the usage
 * history, one SMS per phone for every threshold the pool reached that month, dated on the day
 * the month's use (taken as accruing evenly) reached it; this month's up to now, with each group's
 * `warned_percent` set to the highest of them so the clock goes on from there without repeating
 * one. Pools are the members' plan quotas (add-ons of past months are not kept). Runs after the
 * billing groups and the usage history are seeded.
 */
export function seedSmsWarnings({ sqlite }: Connection, options: { now: number }): void {
  const { now } = options;
  // Each customer has also set warnings on its busiest pool (by this month's use), at every
  // threshold, to its contact and an operations phone: the records then show every kind of step.
  sqlite
    .prepare(
      `update billing_groups set warn_enabled = 1, warn_thresholds = '50,80,90,100',
         warn_phones = (select contact_phone from clients where clients.id = billing_groups.main_client_id)
           || ',186' || substr('0000000' || (id * 7919 % 100000000), -8)
       where warn_enabled = 0 and id in (
         select (select g.id from billing_groups g
                 where g.main_client_id = m.main_client_id and g.warn_enabled = 0
                 order by (select sum(c.usage_mb) / sum(p.quota_mb + c.addon_mb) from cards c
                           join plans p on p.id = c.plan_id where c.billing_group_id = g.id) desc, g.id
                 limit 1)
         from (select distinct main_client_id from billing_groups) m)`,
    )
    .run();
  const groups = sqlite
    .prepare<[], GroupRow>(
      `select g.id, g.main_client_id, g.code, g.name, g.warn_thresholds, g.warn_phones,
         coalesce((select sum(p.quota_mb) from cards c join plans p on p.id = c.plan_id
                   where c.billing_group_id = g.id), 0) as pool_mb
       from billing_groups g where g.warn_enabled = 1 and g.warn_phones != '' order by g.id`,
    )
    .all();
  const pastUse = sqlite.prepare<[number, string], { used: number | null }>(
    `select round(sum(u.usage_mb), 2) as used from card_usage_monthly u join cards c on c.id = u.card_id
     where c.billing_group_id = ? and u.month = ?`,
  );
  const currentUse = sqlite.prepare<[number], { used: number | null; addon: number | null }>(
    'select round(sum(usage_mb), 2) as used, sum(addon_mb) as addon from cards where billing_group_id = ?',
  );
  const insert = sqlite.prepare(
    `insert into sms_warning_records (main_client_id, kind, billing_group_id, threshold, phone, content, status, sent_at)
     values (?, 'vbg_usage', ?, ?, ?, ?, ?, ?)`,
  );
  const markWarned = sqlite.prepare('update billing_groups set warned_percent = ? where id = ?');

  const months = lastMonths(now);
  for (const g of groups) {
    const thresholds = g.warn_thresholds.split(',').filter(Boolean).map(Number);
    const phones = g.warn_phones.split(',').filter(Boolean);
    for (const [index, m] of months.entries()) {
      const current = index === months.length - 1;
      const use = current ? currentUse.get(g.id)! : { ...pastUse.get(g.id, m.month)!, addon: 0 };
      const used = use.used ?? 0;
      const pool = Math.round((g.pool_mb + (use.addon ?? 0)) * 100) / 100;
      const percent = pool > 0 ? (used / pool) * 100 : 0;
      // The span the month's use accrued over: the whole month, or this month up to now.
      const span = (current ? now : m.end) - m.start;
      let warned = 0;
      for (const threshold of thresholds.filter((t) => t <= percent)) {
        // Checked in the working day's hours of the day the pool reached the threshold.
        const reached = m.start + Math.floor((span * threshold) / percent / DAY) * DAY;
        const sentAt = Math.min(
          reached + 9 * HOUR + ((g.id * 37 + threshold * 11 + index * 53) % 480) * 60_000,
          now - 60_000,
        );
        const shownUse = Math.round(((pool * threshold) / 100) * 100) / 100;
        const content = vbgWarningSms({
          name: g.name,
          code: g.code,
          percent: poolPercent(shownUse, pool),
          threshold,
          usedMb: shownUse,
          poolMb: pool,
        });
        for (const [p, phone] of phones.entries()) {
          // An SMS gateway loses the odd message (an unreachable number): one in about twenty.
          const failed = (g.id * 31 + index * 7 + threshold + p * 13) % 20 === 0;
          insert.run(g.main_client_id, g.id, threshold, phone, content, failed ? 'failed' : 'sent', sentAt);
        }
        warned = threshold;
      }
      if (current) markWarned.run(warned, g.id);
    }
  }
}
