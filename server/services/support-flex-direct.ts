import type { z } from 'zod';
import {
  type Carrier,
  type FlexDirectOrderRow,
  type flexDirectOrderDetail,
  flexDirectOrderList,
  flexDirectSearchList,
  type Lang,
  type NetHostStatus,
  WORK_ORDER_STATUSES,
  type WorkOrderStatus,
} from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { message } from '../i18n.ts';
import { formatDateTime } from '../lib/format.ts';
import { type ListBinding, listSql, mainClientFilter, type QueryOf, readPage } from '../lib/list-sql.ts';
import { perConnection } from '../lib/prepared.ts';
import { CARD_FROM, CARD_STATUS, HOST_FROM, HOST_STATUS, listNetHostsOfGroup } from './net-groups.ts';
import { OPEN_ORDER } from './order-members.ts';
import { answerIn, handlerIn, markDirectedHost, settleWorkOrders } from './work-orders.ts';

/**
 * The support work-order centre's directed-address orders (/flex_direct_order, issue 48): every
 * client's 定向配置 orders that add an address to a directed group or remove one. Support records
 * the carrier's answer with `markDirectedHost`, the one step the emulator's carrier takes on the
 * clock, so whoever answers first decides and the other is told so. /flex_direct_search finds the
 * group a card or an address is in, across clients.
 */

/** An address order: a work order that a group's address names as its add or its delete order. */
const ORDER_FROM = `work_orders w join net_group_hosts h on h.add_order_id = w.id or h.delete_order_id = w.id
  join net_groups g on g.id = h.group_id join clients cl on cl.id = g.main_client_id`;
const ORDER_COLUMNS = `w.id, w.order_no, cl.name as client_name, g.name as group_name, g.carrier,
  case when h.delete_order_id = w.id then 'delete' else 'add' end as action, h.address, h.kind, h.protocol,
  w.status, w.handler, w.answer, w.submitter, w.created_at, w.due_at, w.finished_at, w.reviewed_at,
  w.forwarded_at, w.sla_days, g.main_client_id, h.group_id`;

interface OrderRecord {
  id: number;
  order_no: string;
  client_name: string;
  group_name: string;
  carrier: Carrier;
  action: 'add' | 'delete';
  address: string;
  kind: 'ip' | 'domain';
  protocol: 'tcp' | 'udp' | 'any';
  status: WorkOrderStatus;
  handler: string | null;
  answer: string | null;
  submitter: string;
  created_at: number;
  due_at: number;
  finished_at: number | null;
  reviewed_at: number | null;
  forwarded_at: number | null;
  sla_days: number;
  main_client_id: number;
  group_id: number;
}

const ORDERS: ListBinding<typeof flexDirectOrderList> = {
  filters: {
    client_id: mainClientFilter('g.main_client_id'),
    address: 'h.address',
    status: 'w.status',
    created_at: 'w.created_at',
  },
  sorts: { created_at: 'w.created_at' },
  defaultSort: 'w.created_at',
  key: 'w.id',
};

const OPEN: readonly WorkOrderStatus[] = ['pending', 'processing', 'carrier'];

function orderRow(o: OrderRecord, lang: Lang, now: number): FlexDirectOrderRow {
  return {
    id: o.id,
    order_no: o.order_no,
    client_name: o.client_name,
    group_name: o.group_name,
    carrier: o.carrier,
    action: o.action,
    address: o.address,
    kind: o.kind,
    protocol: o.protocol,
    status: o.status,
    handler: handlerIn(lang, o.handler),
    answer: answerIn(lang, o.answer),
    submitter: o.submitter,
    created_at: formatDateTime(o.created_at)!,
    due_at: formatDateTime(o.due_at)!,
    overdue: OPEN.includes(o.status) && o.due_at < now,
    finished_at: formatDateTime(o.finished_at) ?? '',
  };
}

/** Every client's address orders, newest first, each as the clock has left it. */
export function listFlexDirectOrders(deps: AppDeps, q: QueryOf<typeof flexDirectOrderList>, lang: Lang) {
  const now = deps.clock.now();
  settleWorkOrders(deps, now);
  const sql = listSql(flexDirectOrderList, ORDERS, q, [["w.type = 'directed'"], ['w.card_count = 0']]);
  const { rows, total } = readPage<OrderRecord>(deps.sqlite, ORDER_FROM, ORDER_COLUMNS, sql);
  return { tableData: rows.map((o) => orderRow(o, lang, now)), total };
}

const orderById = perConnection<[number], OrderRecord>(
  `select ${ORDER_COLUMNS} from ${ORDER_FROM} where w.id = ? and w.type = 'directed' and w.card_count = 0`,
);

function addressOrder(deps: AppDeps, id: number): OrderRecord {
  const order = orderById(deps.sqlite).get(id);
  if (!order) throw notFound('flex_order_not_found', { id });
  return order;
}

type Detail = z.output<(typeof flexDirectOrderDetail)['data']>;

/** One address order with its steps, and every address of its group as the customer sees them. */
export function flexDirectOrderDetailOf(deps: AppDeps, id: number, lang: Lang): Detail {
  const now = deps.clock.now();
  settleWorkOrders(deps, now);
  const o = addressOrder(deps, id);
  return {
    order: {
      ...orderRow(o, lang, now),
      reviewed_at: formatDateTime(o.reviewed_at) ?? '',
      forwarded_at: formatDateTime(o.forwarded_at) ?? '',
      sla_days: o.sla_days,
    },
    hosts: listNetHostsOfGroup(deps, o.group_id, lang).map((h) => ({
      id: h.id,
      address: h.address,
      kind: h.kind,
      protocol: h.protocol,
      status: h.status,
      order_no: h.order_no,
      answer: h.answer,
    })),
  };
}

/**
 * Support records the carrier's answer to an open address order: done or failed, with the answer
 * the customer reads. Refused with `work_order_handled`, changing nothing, when the order was
 * already answered: by the emulator's carrier on the clock (settled just before), or by another
 * support user. `named` tells the operation log whose order it was.
 */
export function markFlexDirectOrder(
  deps: AppDeps,
  auth: AuthContext,
  body: { order_id: number; result: 'done' | 'failed'; answer: string },
  named?: (order: { clientId: number; orderNo: string; address: string }) => void,
) {
  const now = deps.clock.now();
  settleWorkOrders(deps, now);
  const order = addressOrder(deps, body.order_id);
  named?.({ clientId: order.main_client_id, orderNo: order.order_no, address: order.address });
  const done = body.result === 'done';
  const marked = deps.sqlite.transaction(() =>
    markDirectedHost(
      deps.sqlite,
      order.id,
      order.status,
      { done, answer: message('carrier_answer', { text: body.answer }) },
      auth.username,
      now,
    ),
  )();
  if (!marked) {
    const current = addressOrder(deps, body.order_id);
    throw badRequest('work_order_handled', {
      orderNo: current.order_no,
      status: WORK_ORDER_STATUSES[current.status],
    });
  }
  return { id: order.id, status: done ? ('done' as const) : ('failed' as const) };
}

// ---------------------------------------------------------------------------------------------
// /flex_direct_search

/** Every address and card of every client's groups but the removed ones, as one table `x`. */
const SEARCH_FROM = `(
  select 'host-' || h.id as key, 'address' as kind, h.address as value, '' as iccid, '' as msisdn,
    h.address as address, cl.name as client_name, g.name as group_name, g.carrier, g.main_client_id,
    (${HOST_STATUS}) as status,
    case when d.status in ${OPEN_ORDER} then d.order_no else a.order_no end as order_no, h.created_at
  from ${HOST_FROM} join clients cl on cl.id = g.main_client_id
  where (${HOST_STATUS}) <> 'removed'
  union all
  select 'card-' || m.id, 'card', c.iccid, c.iccid, c.msisdn, '', cl.name, g.name, g.carrier, g.main_client_id,
    (${CARD_STATUS}), case when d.status in ${OPEN_ORDER} then d.order_no else a.order_no end, m.created_at
  from ${CARD_FROM} join clients cl on cl.id = g.main_client_id
  where (${CARD_STATUS}) <> 'removed'
) x`;

const SEARCH: ListBinding<typeof flexDirectSearchList> = {
  filters: {
    number: ['x.iccid', 'x.msisdn'],
    address: 'x.address',
    client_id: mainClientFilter('x.main_client_id'),
  },
  sorts: { created_at: 'x.created_at' },
  defaultSort: 'x.created_at',
  key: 'x.key',
};

interface SearchRecord {
  key: string;
  kind: 'card' | 'address';
  value: string;
  msisdn: string;
  client_name: string;
  group_name: string;
  carrier: Carrier;
  status: NetHostStatus;
  order_no: string;
  created_at: number;
}

/** Which group a card or an address is in, across clients, with its state in the group. */
export function searchFlexDirect(deps: AppDeps, q: QueryOf<typeof flexDirectSearchList>) {
  settleWorkOrders(deps, deps.clock.now());
  const sql = listSql(flexDirectSearchList, SEARCH, q, []);
  const { rows, total } = readPage<SearchRecord>(
    deps.sqlite,
    SEARCH_FROM,
    'x.key, x.kind, x.value, x.msisdn, x.client_name, x.group_name, x.carrier, x.status, x.order_no, x.created_at',
    sql,
  );
  return {
    tableData: rows.map((r) => ({ ...r, created_at: formatDateTime(r.created_at)! })),
    total,
  };
}
