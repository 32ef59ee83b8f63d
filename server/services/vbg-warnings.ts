import type Database from 'better-sqlite3';
import { poolPercent, thresholdToWarn, vbgWarningSms } from '#contract';
import { formatDate, monthBounds } from '../lib/format.ts';
import { perConnection } from '../lib/prepared.ts';

/**
 * Billing-group pools and their early-warning SMS. A pool is its member cards' plan quotas plus
 * this month's add-ons; its use, their usage this month. A group with warnings on is warned once
 * per threshold a month: when its pool reaches a chosen threshold above `warned_percent`, one
 * sms_warning_records row goes to each phone and `warned_percent` moves up to that threshold; the
 * first clock step of a month puts every group's `warned_percent` back to 0.
 *
 * The check runs at every step of the emulator clock (`advanceWorld`) and when settings are saved
 * (a pool already past a newly chosen threshold is warned at once, not at the next step).
 */

/** Pool size and use per group, for the groups `where` selects from `billing_groups g`. */
const POOL_SQL = `
  select c.billing_group_id as group_id, count(*) as card_count,
         round(sum(p.quota_mb + c.addon_mb), 2) as pool_mb, round(sum(c.usage_mb), 2) as used_mb
  from cards c join plans p on p.id = c.plan_id
  where c.billing_group_id in (select g.id from billing_groups g where %WHERE%)
  group by c.billing_group_id`;

export const poolSql = (where: string) => POOL_SQL.replace('%WHERE%', where);

interface WarnableGroup {
  id: number;
  main_client_id: number;
  code: string;
  name: string;
  warn_thresholds: string;
  warn_phones: string;
  warned_percent: number;
  pool_mb: number;
  used_mb: number;
}

const GROUP_COLUMNS = `g.id, g.main_client_id, g.code, g.name, g.warn_thresholds, g.warn_phones, g.warned_percent,
  coalesce(a.pool_mb, 0) as pool_mb, coalesce(a.used_mb, 0) as used_mb`;
const ENABLED = "g.warn_enabled = 1 and g.warn_phones != ''";

const enabledGroups = perConnection<[], WarnableGroup>(
  `select ${GROUP_COLUMNS} from billing_groups g join (${poolSql(ENABLED)}) a on a.group_id = g.id
   where ${ENABLED}`,
);
const oneGroup = perConnection<[number, number], WarnableGroup>(
  `select ${GROUP_COLUMNS} from billing_groups g left join (${poolSql('g.id = ?')}) a on a.group_id = g.id
   where g.id = ? and ${ENABLED}`,
);
const insertRecord = perConnection<[number, number, number, string, string, number], unknown>(
  `insert into sms_warning_records (main_client_id, kind, billing_group_id, threshold, phone, content, status, sent_at)
   values (?, 'vbg_usage', ?, ?, ?, ?, 'sent', ?)`,
);
const insertWarningRecord = perConnection<[number, number, number, string, number, number, number], unknown>(
  `insert into warning_records (main_client_id, source, billing_group_id, level, cycle, value, threshold, action, result, status, at)
   values (?, 'vbg', ?, ?, ?, ?, ?, 'notify', 'notified', 'pending', ?)`,
);
const insertWarningNotice = perConnection<[number, number | bigint, string, string, string, number], unknown>(
  `insert into warning_notices (main_client_id, record_id, subject, channel, recipient, content, status, retries, at)
   values (?, ?, ?, 'sms', ?, ?, 'sent', 0, ?)`,
);
const markWarned = perConnection<[number, number], unknown>(
  'update billing_groups set warned_percent = ? where id = ?',
);
const newMonth = perConnection<[], unknown>(
  'update billing_groups set warned_percent = 0 where warned_percent != 0',
);

export const splitList = (text: string): string[] => text.split(',').filter((s) => s.trim() !== '');

/** Sends what one group is due (one SMS per phone for the threshold reached); returns the SMS sent. */
function warnGroup(sqlite: Database.Database, g: WarnableGroup, at: number): number {
  const exact = g.pool_mb > 0 ? (g.used_mb / g.pool_mb) * 100 : 0;
  const threshold = thresholdToWarn(splitList(g.warn_thresholds).map(Number), g.warned_percent, exact);
  if (threshold === null) return 0;
  const content = vbgWarningSms({
    name: g.name,
    code: g.code,
    percent: poolPercent(g.used_mb, g.pool_mb),
    threshold,
    usedMb: g.used_mb,
    poolMb: g.pool_mb,
  });
  const phones = splitList(g.warn_phones);
  for (const phone of phones) insertRecord(sqlite).run(g.main_client_id, g.id, threshold, phone, content, at);
  // The same warning in the warning records and notices (/warning_record, /warning_notice).
  const thresholds = splitList(g.warn_thresholds).map(Number);
  const record = insertWarningRecord(sqlite).run(
    g.main_client_id,
    g.id,
    thresholds.indexOf(threshold) + 1,
    formatDate(at)!.slice(0, 7),
    poolPercent(g.used_mb, g.pool_mb),
    threshold,
    at,
  ).lastInsertRowid;
  for (const phone of phones)
    insertWarningNotice(sqlite).run(g.main_client_id, record, `${g.name}(${g.code})`, phone, content, at);
  markWarned(sqlite).run(threshold, g.id);
  return phones.length;
}

/** Warns one group now if its pool is due (after its settings were saved). */
export function warnGroupNow(sqlite: Database.Database, groupId: number, at: number): number {
  const group = oneGroup(sqlite).get(groupId, groupId);
  return group ? warnGroup(sqlite, group, at) : 0;
}

/**
 * One step of the clock within a month, [from, to): a step that starts a month starts the
 * warnings over, then every enabled group is checked at the step's end (the last second of the
 * month when the step runs to the month's end, so the SMS is dated in the month it is about).
 */
export function warnBillingGroups(sqlite: Database.Database, from: number, to: number): void {
  const [monthStart, monthEnd] = monthBounds(from);
  if (from === monthStart) newMonth(sqlite).run();
  const at = Math.max(from, Math.min(to, monthEnd - 1000));
  for (const group of enabledGroups(sqlite).all()) warnGroup(sqlite, group, at);
}
