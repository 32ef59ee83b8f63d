import type { z } from 'zod';
import type { RechargeRecordRow, rechargeRecordList } from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { dayStart, formatDateTime } from '../lib/format.ts';
import { statementCache } from '../lib/prepared.ts';

export type RechargeRecordQuery = z.output<NonNullable<typeof rechargeRecordList.query>>;

const NUMBER_COLUMNS = ['iccid', 'msisdn', 'imsi', 'eid', 'oc_imsi', 'o_iccid'];
const DAY_MS = 86_400_000;

/** Cents as yuan with two decimals. */
export const yuan = (cents: number) => (cents / 100).toFixed(2);

const statement = statementCache();

const summaryOf = (count: number, amountCents: number, successCents: number) => ({
  count,
  amount: yuan(amountCents),
  success_amount: yuan(successCents),
});

type Raw = Omit<RechargeRecordRow, 'amount' | 'at' | 'months'> & {
  amount_cents: number;
  at: number;
  months: number;
};

/**
 * The recharge records of the caller's cards (/recharge_record), latest first, with the count and
 * the amounts of every filtered row. A main client's records are one range of
 * (main_client_id, at); a sub-client's are that range restricted to its own cards.
 */
export function listRechargeRecords(deps: AppDeps, auth: AuthContext, q: RechargeRecordQuery) {
  const empty = { tableData: [] as RechargeRecordRow[], total: 0, summary: summaryOf(0, 0, 0) };
  if (auth.clientId === null) return empty;
  const filters = auth.isMainClient
    ? ['r.main_client_id = ?']
    : [
        'r.main_client_id = (select main_id from clients where id = ?)',
        'r.card_id in (select id from cards where client_id = ?)',
      ];
  const params: unknown[] = auth.isMainClient ? [auth.clientId] : [auth.clientId, auth.clientId];
  const number = q.number?.replace(/\s+/g, '');
  if (number) {
    filters.push(
      `(r.order_no = ? or r.card_id in (select id from cards where ${NUMBER_COLUMNS.map((c) => `${c} = ?`).join(' or ')}))`,
    );
    params.push(number, ...NUMBER_COLUMNS.map(() => number));
  }
  if (q.kind) {
    filters.push('r.kind = ?');
    params.push(q.kind);
  }
  if (q.status) {
    filters.push('r.status = ?');
    params.push(q.status);
  }
  if (q.date_start) {
    filters.push('r.at >= ?');
    params.push(dayStart(q.date_start));
  }
  if (q.date_end) {
    filters.push('r.at < ?');
    params.push(dayStart(q.date_end) + DAY_MS);
  }
  const where = filters.join(' and ');

  const totals = statement(
    deps.sqlite,
    `select count(*) as n, coalesce(sum(amount_cents), 0) as amount,
       coalesce(sum(case when status = 'success' then amount_cents else 0 end), 0) as success
     from recharge_records r where ${where}`,
  ).get(...params) as { n: number; amount: number; success: number };
  if (totals.n === 0) return empty;

  const direction = q.order === 'asc' ? 'asc' : 'desc';
  const rows = statement(
    deps.sqlite,
    `select r.id, r.order_no, r.card_id, c.iccid, c.msisdn, r.kind, r.package_name, r.mb, r.months,
       r.amount_cents, r.pay_method, r.status, r.operator, r.at
     from recharge_records r join cards c on c.id = r.card_id
     where ${where} order by r.at ${direction}, r.id ${direction} limit ? offset ?`,
  ).all(...params, q.page_size, (q.page - 1) * q.page_size) as Raw[];

  const tableData = rows.map(
    ({ amount_cents, at, months, ...r }): RechargeRecordRow => ({
      ...r,
      months: r.kind === 'renewal' ? months : null,
      amount: yuan(amount_cents),
      at: formatDateTime(at)!,
    }),
  );
  return { tableData, total: totals.n, summary: summaryOf(totals.n, totals.amount, totals.success) };
}
