import { type PaymentCardCardRow, type PaymentCardRow, paymentCardCards, paymentCardList } from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { fieldRefused } from '../errors.ts';
import { type Condition, type ListBinding, listSql, listWhere, type QueryOf } from '../lib/list-sql.ts';
import { statementCache } from '../lib/prepared.ts';
import { settleTrade } from './trade.ts';

/**
 * /report/payment_card (issue 41): the paying clients' months of the caller's tree read from the
 * monthly revenue summary (`client_revenue_monthly`, a few rows a month), and a row's cards from
 * `card_revenue_monthly` through its (client_id, month, iccid) index, both kept by the ledger's
 * trigger (db/payment-revenue.ts). Nothing here reads the ledger or scans the cards.
 */

const statement = statementCache();

/** Cents as yuan with two decimals. */
const yuan = (cents: number) => (cents / 100).toFixed(2);
/** Revenue per billed card, to the cent. */
const arpuOf = (cents: number, cards: number) => (cards > 0 ? yuan(Math.round(cents / cards)) : '0.00');

const LIST: ListBinding<typeof paymentCardList> = {
  filters: { client_id: 'r.client_id', month: 'r.month' },
  sorts: { month: 'r.month' },
  defaultSort: 'r.month',
  // Within a month the caller first, then its sub-customers in the order they were made.
  key: 'r.client_id',
  keyDirection: 'asc',
};

interface RevenueRecord {
  id: number;
  month: string;
  client_id: number;
  client_name: string;
  cards_billed: number;
  cards_renewed: number;
  package_cents: number;
  addon_cents: number;
}

const COLUMNS = `r.id, r.month, r.client_id, cl.name as client_name, r.cards_billed, r.cards_renewed,
  r.package_cents, r.addon_cents`;
const FROM = 'client_revenue_monthly r join clients cl on cl.id = r.client_id';

const rowOf = (r: RevenueRecord): PaymentCardRow => ({
  id: r.id,
  month: r.month,
  client_id: r.client_id,
  client_name: r.client_name,
  cards_billed: r.cards_billed,
  cards_renewed: r.cards_renewed,
  package_revenue: yuan(r.package_cents),
  addon_revenue: yuan(r.addon_cents),
  revenue: yuan(r.package_cents + r.addon_cents),
  arpu: arpuOf(r.package_cents + r.addon_cents, r.cards_billed),
});

/**
 * The clients whose months a client reads: a main client itself and its sub-customers, a sub-client
 * itself alone; and the condition on `client_revenue_monthly r` that keeps to them.
 */
function treeOf(deps: AppDeps, clientId: number | null) {
  if (clientId === null) return { clients: [], scope: ['r.id < 0'] as Condition };
  const clients = statement(
    deps.sqlite,
    'select id, name from clients where main_id = ? or id = ? order by id <> ?, id',
  ).all(clientId, clientId, clientId) as { id: number; name: string }[];
  const scope: Condition =
    clients.length > 1 || isMain(deps, clientId)
      ? ['r.main_client_id = ?', clientId]
      : ['r.client_id = ?', clientId];
  return { clients, scope };
}

const isMain = (deps: AppDeps, clientId: number) =>
  statement(deps.sqlite, 'select main_id = id from clients where id = ?').pluck().get(clientId) === 1;

/** The caller's tree, and the named client checked to be one of it (refused under its field). */
function scopeOf(deps: AppDeps, clientId: number | null, named: number | undefined) {
  const tree = treeOf(deps, clientId);
  if (named !== undefined && !tree.clients.some((c) => c.id === named))
    throw fieldRefused('client_id', 'payment_card_client_unknown', { id: named });
  return tree;
}

type ListQuery = QueryOf<typeof paymentCardList>;

/** The report's rows under the filters, newest month first, with the totals of every filtered row. */
export function listPaymentCards(deps: AppDeps, auth: AuthContext, q: ListQuery) {
  settleTrade(deps, deps.clock.now());
  const { clients, scope } = scopeOf(deps, auth.clientId, q.client_id);
  const sql = listSql(paymentCardList, LIST, q, [scope]);
  const sums = statement(
    deps.sqlite,
    `select count(*) as n, coalesce(sum(r.cards_billed), 0) as billed, coalesce(sum(r.cards_renewed), 0) as renewed,
       coalesce(sum(r.package_cents), 0) as package_cents, coalesce(sum(r.addon_cents), 0) as addon_cents
     from client_revenue_monthly r where ${sql.where}`,
  ).get(...sql.params) as {
    n: number;
    billed: number;
    renewed: number;
    package_cents: number;
    addon_cents: number;
  };
  const rows = statement(
    deps.sqlite,
    `select ${COLUMNS} from ${FROM} where ${sql.where} order by ${sql.orderBy} limit ? offset ?`,
  ).all(...sql.params, sql.limit, sql.offset) as RevenueRecord[];
  const revenue = sums.package_cents + sums.addon_cents;
  return {
    tableData: rows.map(rowOf),
    total: sums.n,
    clients,
    totals: {
      cards_billed: sums.billed,
      cards_renewed: sums.renewed,
      package_revenue: yuan(sums.package_cents),
      addon_revenue: yuan(sums.addon_cents),
      revenue: yuan(revenue),
      arpu: arpuOf(revenue, sums.billed),
    },
  };
}

type Filters = Partial<ListQuery>;

/** How many rows of the caller's report the filters select, and the newest one's id (its export). */
export function paymentCardCount(deps: AppDeps, clientId: number, filters: Filters) {
  const { scope } = scopeOf(deps, clientId, filters.client_id);
  const { where, params } = listWhere(paymentCardList, LIST.filters, filters, [scope]);
  return statement(
    deps.sqlite,
    `select count(*) as n, coalesce(max(r.id), 0) as max_id from client_revenue_monthly r where ${where}`,
  ).get(...params) as { n: number; max_id: number };
}

/** The report's rows from the `from`-th, newest month first, none newer than `maxId` (its export). */
export function paymentCardRowsFor(
  deps: AppDeps,
  clientId: number,
  filters: Filters,
  maxId: number,
  from: number,
  count: number,
): PaymentCardRow[] {
  const { scope } = scopeOf(deps, clientId, filters.client_id);
  const { where, params } = listWhere(paymentCardList, LIST.filters, filters, [scope, ['r.id <= ?', maxId]]);
  return (
    statement(
      deps.sqlite,
      `select ${COLUMNS} from ${FROM} where ${where} order by r.month desc, r.client_id, r.id limit ? offset ?`,
    ).all(...params, count, from) as RevenueRecord[]
  ).map(rowOf);
}

// ---------------------------------------------------------------------------------------------
// A row's cards

const CARDS: ListBinding<typeof paymentCardCards> = {
  filters: { iccid: 'k.iccid' },
  sorts: {},
  defaultSort: 'k.iccid',
  key: 'k.id',
};

interface CardRecord {
  id: number;
  iccid: string;
  msisdn: string | null;
  carrier: PaymentCardCardRow['carrier'];
  package_n: number;
  package_cents: number;
  addon_n: number;
  addon_cents: number;
}

/** One row of the report drilled down: the client's cards charged in the month, by ICCID. */
export function listPaymentCardCards(deps: AppDeps, auth: AuthContext, q: QueryOf<typeof paymentCardCards>) {
  settleTrade(deps, deps.clock.now());
  scopeOf(deps, auth.clientId, q.client_id);
  const head = statement(
    deps.sqlite,
    `select ${COLUMNS} from ${FROM} where r.client_id = ? and r.month = ?`,
  ).get(q.client_id, q.month) as RevenueRecord | undefined;
  const named = statement(deps.sqlite, 'select name from clients where id = ?')
    .pluck()
    .get(q.client_id) as string;
  const row: PaymentCardRow = head
    ? rowOf(head)
    : rowOf({
        id: 0,
        month: q.month,
        client_id: q.client_id,
        client_name: named,
        cards_billed: 0,
        cards_renewed: 0,
        package_cents: 0,
        addon_cents: 0,
      });
  const sql = listSql(paymentCardCards, CARDS, q, [
    ['k.client_id = ?', q.client_id],
    ['k.month = ?', q.month],
  ]);
  const total = statement(deps.sqlite, `select count(*) from card_revenue_monthly k where ${sql.where}`)
    .pluck()
    .get(...sql.params) as number;
  const cards = statement(
    deps.sqlite,
    `select k.id, k.iccid, c.msisdn, c.carrier, k.package_n, k.package_cents, k.addon_n, k.addon_cents
     from card_revenue_monthly k left join cards c on c.iccid = k.iccid
     where ${sql.where} order by ${sql.orderBy} limit ? offset ?`,
  ).all(...sql.params, sql.limit, sql.offset) as CardRecord[];
  return {
    total,
    row,
    tableData: cards.map(
      (c): PaymentCardCardRow => ({
        id: c.id,
        iccid: c.iccid,
        msisdn: c.msisdn ?? '',
        carrier: c.carrier ?? null,
        package_count: c.package_n,
        package_revenue: yuan(c.package_cents),
        addon_count: c.addon_n,
        addon_revenue: yuan(c.addon_cents),
        revenue: yuan(c.package_cents + c.addon_cents),
      }),
    ),
  };
}
