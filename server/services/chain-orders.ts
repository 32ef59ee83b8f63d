import type Database from 'better-sqlite3';
import type { z } from 'zod';
import { type ChainOrderRow, type chainOrderDetail, chainOrderList, type chainOrderOptions } from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { fieldRefused, notFound } from '../errors.ts';
import { formatDateTime } from '../lib/format.ts';
import { clientTreeFilter, type ListBinding, listSql, type QueryOf } from '../lib/list-sql.ts';
import { perConnection, statementCache } from '../lib/prepared.ts';

/**
 * A chain-store customer's card orders (/yum_order, issue 46): a store orders a quantity of cards
 * on a plan; support ships it from the platform's stock (`card_stock`), which makes that many
 * stock numbers cards of the customer (待激活) with a courier number; the store signs for them
 * SIGN_MS later and they go into service ACTIVATE_MS after that, both on the emulator clock
 * (`settleChainOrders`, run by `advanceWorld` and before the orders are read).
 */

const DAY = 86_400_000;
/** From shipping to the store's signature, on the emulator clock. */
export const SIGN_MS = 2 * DAY;
/** From the signature to the cards in service. */
export const ACTIVATE_MS = DAY;

const orderNo = (id: number) => `YO${String(id).padStart(6, '0')}`;

interface StoreRef {
  id: number;
  client_id: number;
  name: string;
}

const storeById = perConnection<[number], StoreRef>(
  'select id, client_id, name from chain_stores where id = ?',
);
const planById = perConnection<[number], { id: number; carrier: string }>(
  'select id, carrier from plans where id = ?',
);
const insertOrder = perConnection<[number, number, number, number, number]>(
  `insert into chain_orders (store_id, client_id, plan_id, quantity, status, created_at)
   values (?, ?, ?, ?, 'pending', ?)`,
);
const inStock = perConnection<[string], number>(
  'select count(*) from card_stock where carrier = ? and order_id is null',
);

/**
 * A store's new order (待发货); an unknown store or plan, or a quantity the plan's carrier's stock
 * cannot fill, is refused under its field, changing nothing.
 */
export function createChainOrder(
  deps: AppDeps,
  body: { store_id: number; plan_id: number; quantity: number },
  named?: (clientId: number) => void,
): { order_id: number; order_no: string } {
  const store = storeById(deps.sqlite).get(body.store_id);
  if (!store) throw fieldRefused('store_id', 'chain_store_unknown', { id: body.store_id });
  const plan = planById(deps.sqlite).get(body.plan_id);
  if (!plan) throw fieldRefused('plan_id', 'chain_plan_unknown', { id: body.plan_id });
  named?.(store.client_id);
  const stock = inStock(deps.sqlite).pluck().get(plan.carrier) ?? 0;
  if (stock < body.quantity) {
    throw fieldRefused('quantity', 'chain_stock_short', { quantity: body.quantity, stock });
  }
  const id = Number(
    insertOrder(deps.sqlite).run(store.id, store.client_id, body.plan_id, body.quantity, deps.clock.now())
      .lastInsertRowid,
  );
  return { order_id: id, order_no: orderNo(id) };
}

interface OrderRef {
  id: number;
  client_id: number;
  main_id: number;
  plan_id: number;
  carrier: string;
  quantity: number;
  status: string;
}

const orderById = perConnection<[number], OrderRef>(
  `select o.id, o.client_id, c.main_id, o.plan_id, p.carrier, o.quantity, o.status from chain_orders o
   join clients c on c.id = o.client_id join plans p on p.id = o.plan_id where o.id = ?`,
);
const takeStock = perConnection<[number, string, number]>(
  `update card_stock set order_id = ? where id in (
     select id from card_stock where carrier = ? and order_id is null order by id limit ?)`,
);
const makeCards = perConnection<[number, number, number, number, number]>(
  `insert into cards (client_id, main_client_id, iccid, msisdn, imsi, carrier, status, plan_id, created_at)
   select ?, ?, s.iccid, s.msisdn, s.imsi, s.carrier, 'pending', ?, ? from card_stock s
   where s.order_id = ? order by s.id`,
);
const recordImport = perConnection<[number, number]>(
  `insert into card_status_events (card_id, at, from_status, to_status, reason, operator)
   select c.id, ?, null, 'pending', 'imported', 'platform' from card_stock s join cards c on c.iccid = s.iccid
   where s.order_id = ? order by c.id`,
);
const markShipped = perConnection<[string, number, string, number, number]>(
  `update chain_orders set status = 'shipped', courier_no = ?, shipped_at = ?, shipped_by = ?, next_at = ?
   where id = ? and status = 'pending'`,
);

/**
 * Ships a pending order: takes `quantity` numbers of the plan's carrier from the stock, makes them
 * cards of the ordering customer (待激活), and records the courier number. Refused, changing
 * nothing, when the order is not pending or the stock is short.
 */
export function shipChainOrder(
  deps: AppDeps,
  auth: Pick<AuthContext, 'username'>,
  body: { order_id: number; courier_no: string },
  named?: (clientId: number) => void,
): { order_id: number; cards: number } {
  settleChainOrders(deps.sqlite, deps.clock.now());
  const order = orderById(deps.sqlite).get(body.order_id);
  if (!order) throw notFound('chain_order_unknown', { id: body.order_id });
  named?.(order.client_id);
  if (order.status !== 'pending')
    throw fieldRefused('courier_no', 'chain_order_not_pending', { id: orderNo(order.id) });
  const stock = inStock(deps.sqlite).pluck().get(order.carrier) ?? 0;
  if (stock < order.quantity) {
    throw fieldRefused('courier_no', 'chain_stock_short', { quantity: order.quantity, stock });
  }
  const now = deps.clock.now();
  deps.sqlite.transaction(() => {
    takeStock(deps.sqlite).run(order.id, order.carrier, order.quantity);
    makeCards(deps.sqlite).run(order.client_id, order.main_id, order.plan_id, now, order.id);
    recordImport(deps.sqlite).run(now, order.id);
    markShipped(deps.sqlite).run(body.courier_no.toUpperCase(), now, auth.username, now + SIGN_MS, order.id);
  })();
  return { order_id: order.id, cards: order.quantity };
}

const signDue = perConnection<[number], never>(
  `update chain_orders set status = 'signed', signed_at = next_at, next_at = next_at + ${ACTIVATE_MS}
   where status = 'shipped' and next_at <= ?`,
);
const activationDue = perConnection<[number], { id: number; at: number }>(
  "select id, next_at as at from chain_orders where status = 'signed' and next_at <= ? order by next_at",
);
const activateOrderCards = perConnection<[number, number, number]>(
  `update cards set status = 'active', activated_at = ?,
     expires_at = (cast(strftime('%s', datetime(? / 1000 + 8 * 3600, 'unixepoch',
       '+' || (select months from plans p where p.id = cards.plan_id) || ' months')) as integer) - 8 * 3600) * 1000
   where status = 'pending' and iccid in (select iccid from card_stock where order_id = ?)`,
);
const recordActivation = perConnection<[number, number]>(
  `insert into card_status_events (card_id, at, from_status, to_status, reason, operator)
   select c.id, ?, 'pending', 'active', 'activated', 'carrier' from cards c
   where c.status = 'pending' and c.iccid in (select iccid from card_stock where order_id = ?) order by c.id`,
);
const markActivated = perConnection<[number]>(
  "update chain_orders set status = 'activated', activated_at = next_at, next_at = null where id = ?",
);

/** The orders that came due by `to`: shipped ones signed for, signed ones' cards in service. */
export function settleChainOrders(sqlite: Database.Database, to: number): void {
  signDue(sqlite).run(to);
  for (const order of activationDue(sqlite).all(to)) {
    recordActivation(sqlite).run(order.at, order.id);
    activateOrderCards(sqlite).run(order.at, order.at, order.id);
    markActivated(sqlite).run(order.id);
  }
}

// ---------------------------------------------------------------------------------------------
// Reads.

const LIST: ListBinding<typeof chainOrderList> = {
  filters: {
    client_id: clientTreeFilter('o.client_id'),
    region: 's.region',
    status: 'o.status',
    created_at: 'o.created_at',
  },
  sorts: { created_at: 'o.created_at' },
  defaultSort: 'o.created_at',
  key: 'o.id',
};

const FROM = `chain_orders o join chain_stores s on s.id = o.store_id join clients c on c.id = o.client_id
  join plans p on p.id = o.plan_id`;
const COLUMNS = `o.id, c.name as client_name, s.name as store_name, s.region, o.quantity, p.name as plan_name,
  p.carrier, o.status, o.courier_no, o.created_at, o.shipped_at, o.signed_at, o.activated_at, o.shipped_by`;
const statement = statementCache();

interface OrderRecord {
  id: number;
  client_name: string;
  store_name: string;
  region: string;
  quantity: number;
  plan_name: string;
  carrier: ChainOrderRow['carrier'];
  status: ChainOrderRow['status'];
  courier_no: string | null;
  created_at: number;
  shipped_at: number | null;
  signed_at: number | null;
  activated_at: number | null;
  shipped_by: string | null;
}

const rowOf = (r: OrderRecord): ChainOrderRow => ({
  id: r.id,
  order_no: orderNo(r.id),
  client_name: r.client_name,
  store_name: r.store_name,
  region: r.region,
  quantity: r.quantity,
  plan_name: r.plan_name,
  carrier: r.carrier,
  status: r.status,
  courier_no: r.courier_no ?? '',
  created_at: formatDateTime(r.created_at)!,
  shipped_at: formatDateTime(r.shipped_at) ?? '',
});

/** /yum_order: every chain-store customer's orders, newest first, the clock's due steps settled first. */
export function listChainOrders(
  deps: AppDeps,
  q: QueryOf<typeof chainOrderList>,
): { tableData: ChainOrderRow[]; total: number } {
  settleChainOrders(deps.sqlite, deps.clock.now());
  const sql = listSql(chainOrderList, LIST, q, []);
  const total = statement(deps.sqlite, `select count(*) from ${FROM} where ${sql.where}`)
    .pluck()
    .get(...sql.params) as number;
  const rows = statement(
    deps.sqlite,
    `select ${COLUMNS} from ${FROM} where ${sql.where} order by ${sql.orderBy} limit ? offset ?`,
  ).all(...sql.params, sql.limit, sql.offset) as OrderRecord[];
  return { total, tableData: rows.map(rowOf) };
}

/** One order with its steps and the cards it shipped. */
export function chainOrderDetailOf(deps: AppDeps, id: number): z.output<typeof chainOrderDetail.data> {
  settleChainOrders(deps.sqlite, deps.clock.now());
  const r = statement(deps.sqlite, `select ${COLUMNS} from ${FROM} where o.id = ?`).get(id) as
    | OrderRecord
    | undefined;
  if (!r) throw notFound('chain_order_unknown', { id });
  const cards = statement(
    deps.sqlite,
    `select c.iccid, c.msisdn, c.status from card_stock s join cards c on c.iccid = s.iccid
     where s.order_id = ? order by s.id`,
  ).all(id) as z.output<typeof chainOrderDetail.data>['cards'];
  return {
    order: {
      ...rowOf(r),
      signed_at: formatDateTime(r.signed_at) ?? '',
      activated_at: formatDateTime(r.activated_at) ?? '',
      shipped_by: r.shipped_by ?? '',
    },
    cards,
  };
}

/** The stores an order may be for, and the plans with their carrier's stock. */
export function chainOrderOptionsOf(deps: AppDeps): z.output<typeof chainOrderOptions.data> {
  const stores = statement(
    deps.sqlite,
    `select s.id, s.name, s.region, c.name as client_name from chain_stores s join clients c on c.id = s.client_id
     order by s.client_id, s.id`,
  ).all() as z.output<typeof chainOrderOptions.data>['stores'];
  const plans = statement(
    deps.sqlite,
    `select p.id, p.name, p.carrier,
       (select count(*) from card_stock k where k.carrier = p.carrier and k.order_id is null) as stock
     from plans p order by p.id`,
  ).all() as z.output<typeof chainOrderOptions.data>['plans'];
  return { stores, plans };
}
