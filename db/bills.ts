import type Database from 'better-sqlite3';

/**
 * Issuing monthly bills (issue 40; read by server/services/bills.ts): one row of monthly_bills per
 * client for a month (UTC+8) that has ended, from that month's ledger rows, set-based. The clock's
 * step runs it at each month's start; the seed runs it for the past months it made.
 */

const CHINA_OFFSET_MS = 8 * 3_600_000;

const ISSUE_SQL = `with m as (
     select client_id, kind, sum(amount_cents) as s, count(*) as n from account_ledger
     where at >= @start and at < @end group by client_id, kind),
   agg as (
     select client_id, json_group_object(kind, json_array(s, n)) as kinds, sum(s) as net from m group by client_id),
   later as (select client_id, sum(amount_cents) as s from account_ledger where at >= @end group by client_id),
   owed as (
     select client_id, sum(owed_cents) as s from keep_fee_charges
     where month <= @month and owed_cents > 0 group by client_id),
   used as (
     select c.client_id, sum(u.usage_mb) as mb from card_usage_monthly u join cards c on c.id = u.card_id
     where u.month = @month group by c.client_id)
   insert or ignore into monthly_bills
     (client_id, month, opening_cents, closing_cents, kind_cents, owed_cents, usage_mb, issued_at, settled_at)
   select c.id, @month,
     c.balance_cents - coalesce(later.s, 0) - coalesce(agg.net, 0),
     c.balance_cents - coalesce(later.s, 0),
     coalesce(agg.kinds, '{}'), coalesce(owed.s, 0), round(coalesce(used.mb, 0), 2), @at,
     case when coalesce(owed.s, 0) = 0 then @at end
   from clients c
   left join agg on agg.client_id = c.id
   left join later on later.client_id = c.id
   left join owed on owed.client_id = c.id
   left join used on used.client_id = c.id
   where c.created_at < @end`;

/**
 * Issues every client's bill of the month that ends at `monthEnd` (its first instant after), inside
 * the caller's transaction: the clock's step at a month's start, before that month's 停机保号 fee is
 * charged. Issuing a month twice changes nothing.
 */
export function issueBills(sqlite: Database.Database, monthEnd: number, at = monthEnd): void {
  const local = new Date(monthEnd - 1 + CHINA_OFFSET_MS);
  const start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - CHINA_OFFSET_MS;
  const month = local.toISOString().slice(0, 7);
  sqlite.prepare(ISSUE_SQL).run({ start, end: monthEnd, month, at });
}

/** The first instant (UTC+8) of the month holding `at`. */
const monthStartOf = (at: number) => {
  const local = new Date(at + CHINA_OFFSET_MS);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - CHINA_OFFSET_MS;
};

/** The seed's bill history: every client's bills of the `months` months before the one holding `now`. */
export function seedBills(sqlite: Database.Database, now: number, months = 3): void {
  let end = monthStartOf(now);
  const ends: number[] = [];
  for (let i = 0; i < months; i++) {
    ends.unshift(end);
    end = monthStartOf(end - 1);
  }
  for (const e of ends) issueBills(sqlite, e);
}
