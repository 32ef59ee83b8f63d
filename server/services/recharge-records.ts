import { type Lang, type RechargeRecordRow, rechargeRecordList } from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { nameIn } from '../i18n.ts';
import { formatDateTime } from '../lib/format.ts';
import { type Condition, type ListBinding, listSql, type QueryOf } from '../lib/list-sql.ts';
import { statementCache } from '../lib/prepared.ts';

type RechargeRecordQuery = QueryOf<typeof rechargeRecordList>;

const NUMBER_COLUMNS = ['iccid', 'msisdn', 'imsi', 'eid', 'oc_imsi', 'o_iccid'];

/** On `recharge_records r`, latest first on the (main_client_id, at) index. */
const LIST: ListBinding<typeof rechargeRecordList> = {
  filters: {
    // An order number, or a full card number of any type (each number column has its index).
    number: (number: string) => [
      `(r.order_no = ? or r.card_id in (select id from cards where ${NUMBER_COLUMNS.map((c) => `${c} = ?`).join(' or ')}))`,
      number,
      ...NUMBER_COLUMNS.map(() => number),
    ],
    kind: 'r.kind',
    status: 'r.status',
    date: 'r.at',
  },
  sorts: { at: 'r.at' },
  defaultSort: 'r.at',
  key: 'r.id',
};

/** Cents as yuan with two decimals. */
const yuan = (cents: number) => (cents / 100).toFixed(2);

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
  package_name_en: string;
};

/**
 * The recharge records of the caller's cards (/recharge_record), latest first, with the count and
 * the amounts of every filtered row. A main client's records are one range of
 * (main_client_id, at); a sub-client's are that range restricted to its own cards.
 */
export function listRechargeRecords(deps: AppDeps, auth: AuthContext, q: RechargeRecordQuery, lang: Lang) {
  const empty = { tableData: [] as RechargeRecordRow[], total: 0, summary: summaryOf(0, 0, 0) };
  if (auth.clientId === null) return empty;
  const scope: Condition[] = auth.isMainClient
    ? [['r.main_client_id = ?', auth.clientId]]
    : [
        ['r.main_client_id = (select main_id from clients where id = ?)', auth.clientId],
        ['r.card_id in (select id from cards where client_id = ?)', auth.clientId],
      ];
  const { where, params, orderBy, limit, offset } = listSql(rechargeRecordList, LIST, q, scope);

  const totals = statement(
    deps.sqlite,
    `select count(*) as n, coalesce(sum(amount_cents), 0) as amount,
       coalesce(sum(case when status = 'success' then amount_cents else 0 end), 0) as success
     from recharge_records r where ${where}`,
  ).get(...params) as { n: number; amount: number; success: number };
  if (totals.n === 0) return empty;

  const rows = statement(
    deps.sqlite,
    `select r.id, r.order_no, r.card_id, c.iccid, c.msisdn, r.kind, r.package_name, r.package_name_en, r.mb,
       r.months, r.amount_cents, r.pay_method, r.status, r.operator, r.at
     from recharge_records r join cards c on c.id = r.card_id
     where ${where} order by ${orderBy} limit ? offset ?`,
  ).all(...params, limit, offset) as Raw[];

  const tableData = rows.map(
    ({ amount_cents, at, months, package_name_en, ...r }): RechargeRecordRow => ({
      ...r,
      package_name: nameIn({ package_name: r.package_name, package_name_en }, 'package_name', lang),
      months: r.kind === 'renewal' ? months : null,
      amount: yuan(amount_cents),
      at: formatDateTime(at)!,
    }),
  );
  return { tableData, total: totals.n, summary: summaryOf(totals.n, totals.amount, totals.success) };
}
