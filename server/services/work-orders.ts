import {
  addWorkingDays,
  type Carrier,
  type Lang,
  slaDaysOf,
  WORK_ORDER_CARRIER_MARGIN_MINUTES,
  WORK_ORDER_FORWARD_MINUTES,
  WORK_ORDER_REVIEW_MINUTES,
  WORK_ORDER_STATUSES,
  type WorkOrderCardAction,
  type WorkOrderRow,
  type WorkOrderStatus,
  type WorkOrderType,
  workOrderList,
} from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { type Message, message, wordIn, wordsIn } from '../i18n.ts';
import { formatDate, formatDateTime } from '../lib/format.ts';
import { type Condition, type ListBinding, listSql, type QueryOf, readPage } from '../lib/list-sql.ts';
import { perConnection } from '../lib/prepared.ts';
import { cardByNumber } from './card-by-number.ts';
import { scopeColumn } from './card-scope.ts';
import { answerPlanChange, releasePlanChanges } from './plan-change-effects.ts';
import { actOnTicketCard } from './ticket-effects.ts';
import { findUpload, uploadOwner } from './uploads.ts';

/**
 * Work orders (工单, /work/center). An order is opened 待审核 (pending) and moves one step at a time:
 * reviewed (`reviewWorkOrder`: 处理中, or 已驳回), passed to the carrier (`forwardWorkOrder`: 待运营商),
 * answered by the carrier (`answerWorkOrder`: 已完成, 部分失败 or 失败, with a result per card; a
 * 套餐变更 order's money and plans move with these steps: plan-change-effects.ts). Its
 * submitter may cancel it while pending (`cancelOwnWorkOrder`: 已撤销).
 *
 * Each step is one function that a support user's action will also call (the support work-order
 * centre only adds screens). Without one, the emulator takes the next step by itself at the order's
 * `next_at` on the world's clock: the automatic review REVIEW_MS after submission, the forward
 * FORWARD_MS after that, and the carrier's answer CARRIER_MARGIN_MS before the SLA's due date (the
 * carrier's time limit in working days, Monday to Friday in UTC+8: `addWorkingDays`).
 * `settleWorkOrders` runs at every move of the clock (time-travel.ts) and before an order is read.
 */

const MINUTE = 60_000;
const REVIEW_MS = WORK_ORDER_REVIEW_MINUTES * MINUTE;
const FORWARD_MS = WORK_ORDER_FORWARD_MINUTES * MINUTE;
const CARRIER_MARGIN_MS = WORK_ORDER_CARRIER_MARGIN_MINUTES * MINUTE;

type Sqlite = AppDeps['sqlite'];

/** The handler named when the platform's automatic handler acted (worded per reader). */
export const AUTO_HANDLER = 'auto';

export interface WorkOrderRecord {
  id: number;
  order_no: string;
  client_id: number;
  main_client_id: number;
  type: WorkOrderType;
  title: string;
  content: string;
  source: 'portal' | 'api' | 'rule';
  status: WorkOrderStatus;
  carrier: Carrier | null;
  sla_days: number;
  submitter: string;
  handler: string | null;
  reject_reason: string | null;
  answer: string | null;
  title_message: string | null;
  card_action: WorkOrderCardAction | null;
  card_count: number;
  created_at: number;
  due_at: number;
  reviewed_at: number | null;
  forwarded_at: number | null;
  finished_at: number | null;
  next_at: number | null;
}

export const OPEN_STATUSES: readonly WorkOrderStatus[] = ['pending', 'processing', 'carrier'];

/** When the carrier answers an order forwarded at `forwardedAt` and due at `dueAt`: shortly before the due date. */
const carrierAnswerAt = (forwardedAt: number, dueAt: number) =>
  Math.max(forwardedAt + FORWARD_MS, dueAt - CARRIER_MARGIN_MS);

const orderNoOf = (at: number, id: number) =>
  `GD${formatDate(at)!.replaceAll('-', '')}${String(id).padStart(6, '0')}`;

// ---------------------------------------------------------------------------------------------
// Opening an order

const nextId = perConnection<[], { id: number }>('select coalesce(max(id), 0) + 1 as id from work_orders');
const insertOrder = perConnection<
  [
    number,
    string,
    number,
    number,
    WorkOrderType,
    string,
    string,
    'portal' | 'api' | 'rule',
    Carrier | null,
    number,
    string,
    number,
    number,
    number,
    number,
    string | null,
    WorkOrderCardAction | null,
  ]
>(
  `insert into work_orders (id, order_no, client_id, main_client_id, type, title, content, source, status,
     carrier, sla_days, submitter, card_count, created_at, due_at, next_at, title_message, card_action)
   values (?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
);
const insertCard = perConnection<[number, number]>(
  `insert into work_order_cards (order_id, card_id, status) values (?, ?, 'waiting')`,
);
const insertAttachment = perConnection<[number, string, string, number, string, number]>(
  `insert into work_order_attachments (order_id, file_url, file_name, size, uploaded_by, at)
   values (?, ?, ?, ?, ?, ?)`,
);
const carrierOf = perConnection<[number], { carrier: Carrier }>('select carrier from cards where id = ?');
const mainOf = perConnection<[number], { main_id: number }>('select main_id from clients where id = ?');

interface NewWorkOrder {
  type: WorkOrderType;
  title: string;
  /** A title the platform words in the reader's language (then `title` is its Chinese, for search). */
  titleMessage?: Message;
  content: string;
  source?: 'portal' | 'api' | 'rule';
  /** What a 停复机 or 限速 ticket asks done to its cards when the carrier answers (ticket-effects.ts). */
  cardAction?: WorkOrderCardAction;
  cardIds: readonly number[];
  attachment?: { fileUrl: string; fileName: string; size: number };
}

/**
 * Writes a new pending order (inside the caller's transaction): its cards, its attachment, its SLA
 * from the cards' carriers. The screens that create orders of their own types (directed traffic,
 * machine-card binding, plan changes) call it too. Returns the order's id and number.
 */
export function createWorkOrder(
  sqlite: Sqlite,
  who: { clientId: number; username: string },
  order: NewWorkOrder,
  now: number,
  /** The carrier whose SLA applies when the order names no card (a directed group's). */
  carrierOfOrder?: Carrier,
): { id: number; orderNo: string; dueAt: number } {
  const carriers = carrierOfOrder
    ? [carrierOfOrder]
    : [...new Set(order.cardIds.map((id) => carrierOf(sqlite).get(id)!.carrier))];
  const slaDays = slaDaysOf(order.type, carriers);
  const dueAt = addWorkingDays(now, slaDays);
  const id = nextId(sqlite).get()!.id;
  const orderNo = orderNoOf(now, id);
  insertOrder(sqlite).run(
    id,
    orderNo,
    who.clientId,
    mainOf(sqlite).get(who.clientId)!.main_id,
    order.type,
    order.title,
    order.content,
    order.source ?? 'portal',
    carriers.length === 1 ? carriers[0]! : null,
    slaDays,
    who.username,
    order.cardIds.length,
    now,
    dueAt,
    now + REVIEW_MS,
    order.titleMessage ? JSON.stringify(order.titleMessage) : null,
    order.cardAction ?? null,
  );
  for (const cardId of order.cardIds) insertCard(sqlite).run(id, cardId);
  if (order.attachment) {
    const a = order.attachment;
    insertAttachment(sqlite).run(id, a.fileUrl, a.fileName, a.size, who.username, now);
  }
  return { id, orderNo, dueAt };
}

const UPLOAD_ID = /\/upload\/file\/([0-9a-f]{24})\/?$/;

/** The caller's cards by number, all or nothing: unknown, another client's or repeated numbers are refused. */
function callerCards(deps: AppDeps, auth: AuthContext, numbers: readonly string[]): number[] {
  const scope = scopeColumn(auth);
  const wanted = numbers.map((n) => n.trim().toUpperCase());
  const repeated = [...new Set(wanted.filter((n, i) => wanted.indexOf(n) !== i))];
  if (repeated.length > 0) throw badRequest('work_order_cards_repeated', { numbers: repeated.join(', ') });
  const ids: number[] = [];
  const missing: string[] = [];
  for (const number of wanted) {
    const card = cardByNumber(deps, number);
    if (card && scope && card[scope.column] === scope.clientId) ids.push(card.id);
    else missing.push(number);
  }
  if (missing.length > 0) {
    throw badRequest('work_order_cards_not_found', { numbers: missing.slice(0, 10).join(', ') });
  }
  const twice = [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
  if (twice.length > 0) {
    const named = wanted.filter((_, i) => twice.includes(ids[i]!));
    throw badRequest('work_order_cards_repeated', { numbers: named.join(', ') });
  }
  return ids;
}

/** A general order opened in /work/center: its cards checked, its attachment the caller's own upload. */
export async function openWorkOrder(
  deps: AppDeps,
  auth: AuthContext,
  body: {
    type: WorkOrderType;
    title: string;
    content: string;
    numbers: string[];
    file_url?: string | undefined;
    status_action?: 'stop' | 'resume' | undefined;
    speed_action?: 'limit' | 'lift' | undefined;
  },
) {
  if (auth.clientId === null) throw notFound('work_order_not_found', { id: 0 });
  const cardIds = callerCards(deps, auth, body.numbers);
  let attachment: NewWorkOrder['attachment'];
  if (body.file_url) {
    const id = UPLOAD_ID.exec(body.file_url)?.[1];
    const file = id ? await findUpload(deps.uploadDir, id) : null;
    if (!file || file.owner !== uploadOwner(auth)) throw badRequest('work_order_attachment_missing');
    attachment = { fileUrl: body.file_url, fileName: file.name, size: file.size };
  }
  const now = deps.clock.now();
  settleWorkOrders(deps, now);
  const clientId = auth.clientId;
  const created = deps.sqlite.transaction(() =>
    createWorkOrder(
      deps.sqlite,
      { clientId, username: auth.username },
      {
        type: body.type,
        title: body.title,
        content: body.content,
        cardIds,
        attachment,
        // A 停复机 or 限速 ticket does what it chose, a 实名清除 or 解绑 ticket what its type says; an 其他
        // ticket changes no card (another type's choice is not sent by the form).
        cardAction:
          body.type === 'stop_resume'
            ? body.status_action
            : body.type === 'speed_limit'
              ? body.speed_action
              : body.type === 'realname_clear' || body.type === 'unbind'
                ? body.type
                : undefined,
      },
      now,
    ),
  )();
  return { id: created.id, order_no: created.orderNo, due_at: formatDateTime(created.dueAt)! };
}

// ---------------------------------------------------------------------------------------------
// The steps: each a function a support user's action may call; the emulator calls them on its clock

export const orderById = perConnection<[number], WorkOrderRecord>('select * from work_orders where id = ?');
const approve = perConnection<[string, number, number, number]>(
  `update work_orders set status = 'processing', handler = ?, reviewed_at = ?, next_at = ?
   where id = ? and status = 'pending'`,
);
const reject = perConnection<[string, string, number, number, number]>(
  `update work_orders set status = 'rejected', handler = ?, reject_reason = ?, reviewed_at = ?,
     finished_at = ?, next_at = null where id = ? and status = 'pending'`,
);
const forward = perConnection<[number, number, number]>(
  `update work_orders set status = 'carrier', forwarded_at = ?, next_at = ? where id = ? and status = 'processing'`,
);
const finish = perConnection<[WorkOrderStatus, string, number, number]>(
  `update work_orders set status = ?, answer = ?, finished_at = ?, next_at = null where id = ? and status = 'carrier'`,
);
const cancel = perConnection<[number, number]>(
  `update work_orders set status = 'cancelled', finished_at = ?, next_at = null where id = ? and status = 'pending'`,
);
const orderCards = perConnection<
  [number],
  { id: number; card_id: number; status: string; card_status: string }
>(
  `select w.id, w.card_id, w.status, c.status as card_status from work_order_cards w
   join cards c on c.id = w.card_id where w.order_id = ? order by w.id`,
);
const settleCard = perConnection<['success' | 'failed', string, number, number]>(
  `update work_order_cards set status = ?, answer = ?, settled_at = ? where id = ? and status = 'waiting'`,
);

/**
 * Reviews a pending order at `at`: approved, it is 处理中 under `handler`; rejected, 已驳回 with the
 * reason. False, changing nothing, when the order is no longer pending.
 */
export function reviewWorkOrder(
  sqlite: Sqlite,
  id: number,
  decision: { approve: true; effectiveAt?: number } | { approve: false; reason: string },
  handler: string,
  at: number,
): boolean {
  if (decision.approve) {
    const { effectiveAt } = decision;
    if (effectiveAt === undefined) return approve(sqlite).run(handler, at, at + FORWARD_MS, id).changes === 1;
    return sqlite.transaction(() => {
      if (approve(sqlite).run(handler, at, at + FORWARD_MS, id).changes !== 1) return false;
      // Support approved a plan change for a day of its choosing (issue 48): its cards change then.
      planOrderChanges(sqlite, id, effectiveAt);
      return true;
    })();
  }
  return sqlite.transaction(() => {
    if (reject(sqlite).run(handler, decision.reason, at, at, id).changes !== 1) return false;
    // A plan change's frozen differences go back to the account.
    releasePlanChanges(sqlite, id);
    return true;
  })();
}

/** Passes an order in progress to the carrier at `at` (待运营商); the carrier answers before its due date. */
export function forwardWorkOrder(sqlite: Sqlite, id: number, at: number): boolean {
  const order = orderById(sqlite).get(id);
  if (order?.status !== 'processing') return false;
  return forward(sqlite).run(at, carrierAnswerAt(at, order.due_at), id).changes === 1;
}

const close = perConnection<[string, string, number, number]>(
  `update work_orders set status = 'closed', handler = ?, answer = ?, finished_at = ?, next_at = null
   where id = ? and status in ('pending', 'processing', 'carrier')`,
);
const assign = perConnection<[string, number]>(
  `update work_orders set handler = ? where id = ? and status in ('pending', 'processing', 'carrier')`,
);

/**
 * Closes an open order at `at` (已关闭, issue 48) under `handler`, with the reason its customer
 * reads as the order's answer; a plan change's frozen differences go back to the account. False,
 * changing nothing, when the order already finished.
 */
export function closeWorkOrder(
  sqlite: Sqlite,
  id: number,
  handler: string,
  reason: string,
  at: number,
): boolean {
  return sqlite.transaction(() => {
    const answer = JSON.stringify(message('work_order_closed_answer', { reason }));
    if (close(sqlite).run(handler, answer, at, id).changes !== 1) return false;
    releasePlanChanges(sqlite, id);
    return true;
  })();
}

/** Names the support user who handles an open order. False, changing nothing, when it already finished. */
export function assignWorkOrder(sqlite: Sqlite, id: number, handler: string): boolean {
  return assign(sqlite).run(handler, id).changes === 1;
}

/**
 * The carrier's answer at `at` to an order it holds: each card still in service is handled, a
 * cancelled card cannot be; the order is 已完成, 部分失败 or 失败 by its cards' results.
 */
export function answerWorkOrder(sqlite: Sqlite, id: number, at: number, said?: CarrierSaid): boolean {
  return sqlite.transaction(() => answerOrder(sqlite, id, at, said))();
}

/**
 * The carrier's answer as support records it (issue 48): whether it did what the order asks, in
 * its words. Done, each card is still handled by the same rules as the clock's answer (a card the
 * rule refuses fails with the rule's reason); refused, every card fails with the carrier's words.
 */
interface CarrierSaid {
  ok: boolean;
  text: string;
}

function answerOrder(sqlite: Sqlite, id: number, at: number, said?: CarrierSaid): boolean {
  const order = orderById(sqlite).get(id);
  if (order?.status !== 'carrier') return false;
  const saidMessage = said ? message('carrier_answer', { text: said.text }) : null;
  if (order.type === 'directed' && order.card_count === 0) {
    // A directed address: the carrier refuses a private address it is asked to add.
    const host = addedHost(sqlite).get(id);
    const refused = host?.kind === 'ip' && isPrivateIp(host.address);
    const answer = refused
      ? message('net_host_private', { address: host.address })
      : message('work_order_answer_done');
    return markDirectedHost(sqlite, id, 'carrier', { done: !refused, answer }, null, at);
  }
  let ok = 0;
  let failed = 0;
  for (const card of orderCards(sqlite).all(id)) {
    let handled = card.card_status !== 'cancelled' && said?.ok !== false;
    let answer =
      said?.ok === false
        ? saidMessage!
        : message(handled ? 'work_order_card_done' : 'work_order_card_cancelled');
    // A ticket that changes its cards: the carrier does what it asks to the card, or says why not.
    if (handled && order.card_action !== null) {
      const result = actOnTicketCard(sqlite, { ...order, card_action: order.card_action }, card.card_id, at);
      handled = result.ok;
      answer = result.answer;
    }
    if (handled && saidMessage) answer = saidMessage;
    settleCard(sqlite).run(handled ? 'success' : 'failed', JSON.stringify(answer), at, card.id);
    // A plan change: the card's frozen difference charged and its plan changed, or released.
    if (order.type === 'product_change') answerPlanChange(sqlite, order, card.card_id, handled, at);
    if (handled) ok++;
    else failed++;
  }
  // A 首话单 binding holds the device its card is in when the carrier binds it.
  if (order.type === 'tac_bind') bindFirstDevices(sqlite).run(id, id);
  const status: WorkOrderStatus = failed === 0 ? 'done' : ok === 0 ? 'failed' : 'partial';
  const answer = saidMessage
    ? saidMessage
    : status === 'done'
      ? message('work_order_answer_done')
      : status === 'failed'
        ? message('work_order_answer_failed')
        : message('work_order_answer_partial', { ok, failed });
  return finish(sqlite).run(status, JSON.stringify(answer), at, id).changes === 1;
}

const markHost = perConnection<
  ['done' | 'failed', string, string | null, number, number, number, number, WorkOrderStatus]
>(
  `update work_orders set status = ?, answer = ?, handler = coalesce(?, handler),
     reviewed_at = coalesce(reviewed_at, ?), forwarded_at = coalesce(forwarded_at, ?), finished_at = ?,
     next_at = null
   where id = ? and type = 'directed' and card_count = 0 and status = ?`,
);

/**
 * The carrier's answer to a directed address's order (新增/删除定向地址), at `at`: 已完成 or 失败 with
 * the answer. The one step the emulator's carrier takes on its clock (`handler` null) and a support
 * user takes first from /flex_direct_order (issue 48) from any open status, naming themself. It
 * settles once: the update holds only while the order is still in `expected`; false, changing
 * nothing, when someone else answered first.
 */
export function markDirectedHost(
  sqlite: Sqlite,
  id: number,
  expected: WorkOrderStatus,
  result: { done: boolean; answer: Message },
  handler: string | null,
  at: number,
): boolean {
  if (!OPEN_STATUSES.includes(expected)) return false;
  const status = result.done ? 'done' : 'failed';
  const answer = JSON.stringify(result.answer);
  return markHost(sqlite).run(status, answer, handler, at, at, at, id, expected).changes === 1;
}

const planChanges = perConnection<[number, number]>(
  `update plan_changes set planned_at = ? where order_id = ? and status = 'held'`,
);
const planOrderChanges = (sqlite: Sqlite, id: number, at: number) => planChanges(sqlite).run(at, id);

const bindFirstDevices = perConnection<[number, number]>(
  `update card_bindings set bound_imei = (select c.imei from cards c where c.id = card_bindings.card_id)
   where add_order_id = ? and mode = 'first_cdr' and bound_imei is null
     and card_id in (select card_id from work_order_cards where order_id = ? and status = 'success')`,
);
const addedHost = perConnection<[number], { kind: 'ip' | 'domain'; address: string }>(
  'select kind, address from net_group_hosts where add_order_id = ?',
);

/** 10/8, 172.16/12, 192.168/16 and 127/8: addresses a carrier does not direct traffic to. */
function isPrivateIp(address: string): boolean {
  const [a, b] = address.split('.').map(Number);
  return a === 10 || a === 127 || (a === 172 && b! >= 16 && b! <= 31) || (a === 192 && b === 168);
}

const dueOrders = perConnection<[number], WorkOrderRecord>(
  'select * from work_orders where next_at is not null and next_at <= ? order by next_at, id',
);

/** Takes every step that came due by `now`, in time order: run at every move of the clock and before a read. */
export function settleWorkOrders(deps: Pick<AppDeps, 'sqlite'>, now: number): void {
  const { sqlite } = deps;
  if (dueOrders(sqlite).all(now).length === 0) return;
  sqlite.transaction(() => {
    for (let due = dueOrders(sqlite).all(now); due.length > 0; due = dueOrders(sqlite).all(now)) {
      for (const order of due) {
        const at = order.next_at!;
        if (order.status === 'pending')
          reviewWorkOrder(sqlite, order.id, { approve: true }, AUTO_HANDLER, at);
        else if (order.status === 'processing') forwardWorkOrder(sqlite, order.id, at);
        else if (order.status === 'carrier') answerWorkOrder(sqlite, order.id, at);
        else throw new Error(`work order ${order.order_no}: a step is due in status ${order.status}`);
      }
    }
  })();
}

// ---------------------------------------------------------------------------------------------
// The customer's reads and writes

/** Whether the caller may see the order: a main client its tree's, a sub-client its own. */
function visible(auth: AuthContext, order: WorkOrderRecord): boolean {
  if (auth.clientId === null) return false;
  return auth.isMainClient ? order.main_client_id === auth.clientId : order.client_id === auth.clientId;
}

function callerOrder(deps: AppDeps, auth: AuthContext, id: number): WorkOrderRecord {
  settleWorkOrders(deps, deps.clock.now());
  const order = orderById(deps.sqlite).get(id);
  if (!order || !visible(auth, order)) throw notFound('work_order_not_found', { id });
  return order;
}

/** The submitter's side cancels an order while it waits for review (已撤销). */
export function cancelOwnWorkOrder(deps: AppDeps, auth: AuthContext, id: number) {
  const order = callerOrder(deps, auth, id);
  const cancelled = deps.sqlite.transaction(() => {
    if (cancel(deps.sqlite).run(deps.clock.now(), id).changes !== 1) return false;
    releasePlanChanges(deps.sqlite, id);
    return true;
  })();
  if (!cancelled) {
    throw badRequest('work_order_not_pending', {
      orderNo: order.order_no,
      status: WORK_ORDER_STATUSES[order.status],
    });
  }
  return { id, status: 'cancelled' as const };
}

const insertComment = perConnection<[number, 'customer' | 'support', string, string, number]>(
  'insert into work_order_comments (order_id, side, author, content, at) values (?, ?, ?, ?, ?)',
);

/** Writes a comment on order `id` (the caller checked it is open). */
export function writeWorkOrderComment(
  sqlite: Sqlite,
  id: number,
  side: 'customer' | 'support',
  author: string,
  content: string,
  at: number,
): number {
  return Number(insertComment(sqlite).run(id, side, author, content, at).lastInsertRowid);
}

/** A comment on an open order (not on a finished, rejected or cancelled one). */
export function addWorkOrderComment(
  deps: AppDeps,
  auth: AuthContext,
  body: { id: number; content: string },
  side: 'customer' | 'support' = 'customer',
) {
  const order = callerOrder(deps, auth, body.id);
  if (!OPEN_STATUSES.includes(order.status)) {
    throw badRequest('work_order_closed', {
      orderNo: order.order_no,
      status: WORK_ORDER_STATUSES[order.status],
    });
  }
  const id = Number(
    insertComment(deps.sqlite).run(body.id, side, auth.username, body.content, deps.clock.now())
      .lastInsertRowid,
  );
  return { id };
}

const LIST: ListBinding<typeof workOrderList> = {
  filters: { order_no: 'w.order_no', type: 'w.type', status: 'w.status', date: 'w.created_at' },
  sorts: { created_at: 'w.created_at', due_at: 'w.due_at' },
  defaultSort: 'w.created_at',
  key: 'w.id',
};

/** A stored message (an answer, a platform-written title) in the reader's language; '' when none. */
export const answerIn = (lang: Lang, stored: string | null) =>
  stored ? wordIn(lang, JSON.parse(stored) as Message) : '';

export const handlerIn = (lang: Lang, handler: string | null) =>
  handler === null ? '' : handler === AUTO_HANDLER ? wordsIn(lang)('workOrder.autoHandler') : handler;

export function rowOf(o: WorkOrderRecord, lang: Lang, now: number): WorkOrderRow {
  return {
    id: o.id,
    order_no: o.order_no,
    type: o.type,
    title: o.title_message ? answerIn(lang, o.title_message) : o.title,
    card_count: o.card_count,
    status: o.status,
    submitter: o.submitter,
    handler: handlerIn(lang, o.handler),
    created_at: formatDateTime(o.created_at)!,
    due_at: formatDateTime(o.due_at)!,
    overdue: OPEN_STATUSES.includes(o.status) && o.due_at < now,
    finished_at: formatDateTime(o.finished_at) ?? '',
  };
}

/** The caller's work orders (/work/center), newest first. */
export function listWorkOrders(
  deps: AppDeps,
  auth: AuthContext,
  q: QueryOf<typeof workOrderList>,
  lang: Lang,
) {
  if (auth.clientId === null) return { tableData: [], total: 0 };
  const now = deps.clock.now();
  settleWorkOrders(deps, now);
  const scope: Condition = auth.isMainClient
    ? ['w.main_client_id = ?', auth.clientId]
    : ['w.client_id = ?', auth.clientId];
  const sql = listSql(workOrderList, LIST, q, [scope]);
  const { rows, total } = readPage<WorkOrderRecord>(deps.sqlite, 'work_orders w', 'w.*', sql);
  return { tableData: rows.map((r) => rowOf(r, lang, now)), total };
}

const cardsOf = perConnection<
  [number],
  {
    card_id: number;
    iccid: string;
    msisdn: string;
    carrier: Carrier;
    status: 'waiting' | 'success' | 'failed';
    answer: string | null;
    settled_at: number | null;
  }
>(
  `select w.card_id, c.iccid, c.msisdn, c.carrier, w.status, w.answer, w.settled_at
   from work_order_cards w join cards c on c.id = w.card_id where w.order_id = ? order by w.id`,
);
const commentsOf = perConnection<
  [number],
  { id: number; side: 'customer' | 'support'; author: string; content: string; at: number }
>('select id, side, author, content, at from work_order_comments where order_id = ? order by at, id');
const attachmentsOf = perConnection<
  [number],
  { file_url: string; file_name: string; size: number; uploaded_by: string; at: number }
>(
  'select file_url, file_name, size, uploaded_by, at from work_order_attachments where order_id = ? order by id',
);

/** One of the caller's orders with its steps, cards, comments and attachments. */
export function workOrderDetail(deps: AppDeps, auth: AuthContext, id: number, lang: Lang) {
  const o = callerOrder(deps, auth, id);
  return detailOf(deps, o, lang, o.status === 'pending' && auth.codes.has('func_work_order_submit'));
}

/** An order with its steps, cards, comments and attachments, worded for `lang`. */
export function detailOf(deps: AppDeps, o: WorkOrderRecord, lang: Lang, cancellable: boolean) {
  const id = o.id;
  return {
    order: {
      ...rowOf(o, lang, deps.clock.now()),
      content: o.content,
      source: o.source,
      carrier: o.carrier,
      sla_days: o.sla_days,
      reviewed_at: formatDateTime(o.reviewed_at) ?? '',
      forwarded_at: formatDateTime(o.forwarded_at) ?? '',
      reject_reason: o.reject_reason ?? '',
      answer: answerIn(lang, o.answer),
      cancellable,
      card_action: o.card_action,
    },
    cards: cardsOf(deps.sqlite)
      .all(id)
      .map((c) => ({
        card_id: c.card_id,
        iccid: c.iccid,
        msisdn: c.msisdn,
        carrier: c.carrier,
        status: c.status,
        answer: answerIn(lang, c.answer),
        settled_at: formatDateTime(c.settled_at) ?? '',
      })),
    comments: commentsOf(deps.sqlite)
      .all(id)
      .map((c) => ({ ...c, at: formatDateTime(c.at)! })),
    attachments: attachmentsOf(deps.sqlite)
      .all(id)
      .map((a) => ({ ...a, at: formatDateTime(a.at)! })),
  };
}
