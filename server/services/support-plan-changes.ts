import {
  type Lang,
  type PlanChangeEffect,
  type SupportPlanChangeRow,
  supportPlanChangeList,
  WORK_ORDER_STATUSES,
  type WorkOrderStatus,
} from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { badRequest, fieldRefused, notFound } from '../errors.ts';
import { nameIn } from '../i18n.ts';
import { dayStart, formatDate, formatDateTime, monthBounds } from '../lib/format.ts';
import { type ListBinding, listSql, mainClientFilter, type QueryOf, readPage } from '../lib/list-sql.ts';
import { perConnection } from '../lib/prepared.ts';
import { planChangesOfOrder, settle } from './plan-changes.ts';
import { handlerIn, reviewWorkOrder } from './work-orders.ts';

/**
 * Plan-change applications, support side (/product_change, issue 48): every client's 套餐变更
 * orders. Support approves a pending one for an effective day or rejects it with a reason (its
 * frozen difference released), through `reviewWorkOrder`, the one review step the emulator takes
 * on its clock when nobody acted first; a second review is refused with `work_order_handled`.
 */

const DAY = 86_400_000;
/** How far ahead support may set a change's effective day. */
const FURTHEST_DAYS = 366;

const FROM = `work_orders w join clients cl on cl.id = w.main_client_id
  join (select order_id, min(to_plan_id) as to_plan_id, min(effect_mode) as effect_mode,
          sum(diff_cents) as diff_cents, max(planned_at) as planned_at, max(effect_at) as effect_at
        from plan_changes group by order_id) s on s.order_id = w.id
  join plans t on t.id = s.to_plan_id`;
const COLUMNS = `w.id, w.order_no, cl.name as client_name, w.card_count, t.name as to_name, t.name_en as to_name_en,
  s.effect_mode, s.diff_cents, s.planned_at, s.effect_at, w.status, w.handler, w.reject_reason, w.submitter,
  w.created_at, w.due_at, w.reviewed_at, w.finished_at, w.main_client_id`;

interface OrderRecord {
  id: number;
  order_no: string;
  client_name: string;
  card_count: number;
  to_name: string;
  to_name_en: string;
  effect_mode: PlanChangeEffect;
  diff_cents: number;
  planned_at: number | null;
  effect_at: number | null;
  status: WorkOrderStatus;
  handler: string | null;
  reject_reason: string | null;
  submitter: string;
  created_at: number;
  due_at: number;
  reviewed_at: number | null;
  finished_at: number | null;
  main_client_id: number;
}

const LIST: ListBinding<typeof supportPlanChangeList> = {
  filters: {
    client_id: mainClientFilter('w.main_client_id'),
    order_no: 'w.order_no',
    status: 'w.status',
    created_at: 'w.created_at',
  },
  sorts: { created_at: 'w.created_at' },
  defaultSort: 'w.created_at',
  key: 'w.id',
};

const OPEN: readonly WorkOrderStatus[] = ['pending', 'processing', 'carrier'];

/** The day its cards change: support's, the carrier's, or (while open) the one its mode gives from now. */
function effectiveDate(o: OrderRecord, now: number): string {
  if (o.planned_at !== null) return formatDate(o.planned_at)!;
  if (o.effect_at !== null) return formatDate(o.effect_at)!;
  if (!OPEN.includes(o.status)) return '';
  return formatDate(o.effect_mode === 'immediate' ? now : monthBounds(now)[1])!;
}

function orderRow(o: OrderRecord, lang: Lang, now: number): SupportPlanChangeRow {
  return {
    id: o.id,
    order_no: o.order_no,
    client_name: o.client_name,
    card_count: o.card_count,
    to_plan: nameIn({ to: o.to_name, to_en: o.to_name_en }, 'to', lang),
    effect_mode: o.effect_mode,
    amount: (o.diff_cents / 100).toFixed(2),
    status: o.status,
    effective_date: effectiveDate(o, now),
    handler: handlerIn(lang, o.handler),
    reject_reason: o.reject_reason ?? '',
    submitter: o.submitter,
    created_at: formatDateTime(o.created_at)!,
    due_at: formatDateTime(o.due_at)!,
  };
}

/** Every client's plan-change applications, newest first, as the clock has left them. */
export function listSupportPlanChanges(deps: AppDeps, q: QueryOf<typeof supportPlanChangeList>, lang: Lang) {
  const now = deps.clock.now();
  settle(deps, now);
  const sql = listSql(supportPlanChangeList, LIST, q, [["w.type = 'product_change'"]]);
  const { rows, total } = readPage<OrderRecord>(deps.sqlite, FROM, COLUMNS, sql);
  return { tableData: rows.map((o) => orderRow(o, lang, now)), total };
}

const orderById = perConnection<[number], OrderRecord>(
  `select ${COLUMNS} from ${FROM} where w.id = ? and w.type = 'product_change'`,
);

function changeOrder(deps: AppDeps, id: number): OrderRecord {
  const order = orderById(deps.sqlite).get(id);
  if (!order) throw notFound('product_change_order_not_found', { id });
  return order;
}

/** One application and each of its cards as the customer's /product_change lists them. */
export function supportPlanChangeDetailOf(deps: AppDeps, id: number, lang: Lang) {
  const now = deps.clock.now();
  settle(deps, now);
  const o = changeOrder(deps, id);
  return {
    order: {
      ...orderRow(o, lang, now),
      reviewed_at: formatDateTime(o.reviewed_at) ?? '',
      finished_at: formatDateTime(o.finished_at) ?? '',
    },
    cards: planChangesOfOrder(deps, id, lang),
  };
}

const handled = (deps: AppDeps, id: number) => {
  const current = changeOrder(deps, id);
  return badRequest('work_order_handled', {
    orderNo: current.order_no,
    status: WORK_ORDER_STATUSES[current.status],
  });
};

type Named = (order: { clientId: number; orderNo: string }) => void;

/**
 * Support approves a pending application for `effective_date` (Beijing time, today up to a year
 * ahead): the order goes on to the carrier, and each card it confirms changes plan that day.
 */
export function approveSupportPlanChange(
  deps: AppDeps,
  auth: AuthContext,
  body: { order_id: number; effective_date: string },
  named?: Named,
) {
  const now = deps.clock.now();
  settle(deps, now);
  const order = changeOrder(deps, body.order_id);
  named?.({ clientId: order.main_client_id, orderNo: order.order_no });
  if (order.status !== 'pending') throw handled(deps, order.id);
  const today = dayStart(formatDate(now)!);
  const day = dayStart(body.effective_date);
  if (Number.isNaN(day)) throw fieldRefused('effective_date', 'product_change_date_invalid');
  if (day < today)
    throw fieldRefused('effective_date', 'product_change_date_past', { today: formatDate(now)! });
  const last = today + FURTHEST_DAYS * DAY;
  if (day > last)
    throw fieldRefused('effective_date', 'product_change_date_far', { last: formatDate(last)! });
  if (!reviewWorkOrder(deps.sqlite, order.id, { approve: true, effectiveAt: day }, auth.username, now)) {
    throw handled(deps, order.id);
  }
  return { id: order.id, status: 'processing' as const };
}

/** Support rejects a pending application with a reason; its frozen difference goes back to the account. */
export function rejectSupportPlanChange(
  deps: AppDeps,
  auth: AuthContext,
  body: { order_id: number; reason: string },
  named?: Named,
) {
  const now = deps.clock.now();
  settle(deps, now);
  const order = changeOrder(deps, body.order_id);
  named?.({ clientId: order.main_client_id, orderNo: order.order_no });
  if (!reviewWorkOrder(deps.sqlite, order.id, { approve: false, reason: body.reason }, auth.username, now)) {
    throw handled(deps, order.id);
  }
  return { id: order.id, status: 'rejected' as const };
}
