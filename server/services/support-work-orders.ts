import {
  type CardUnbindRow,
  cardUnbindList,
  IMPORT_TEMPLATES,
  type Lang,
  type SupportWorkOrderRow,
  supportWorkOrderList,
  type UnbindStatus,
  WORK_ORDER_STATUSES,
  type WorkOrderStatus,
} from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { badRequest, fieldRefused, notFound } from '../errors.ts';
import { MESSAGES, type Message, type MessageParam, message, wordIn } from '../i18n.ts';
import { formatDateTime } from '../lib/format.ts';
import { type ListBinding, listSql, type QueryOf, readPage } from '../lib/list-sql.ts';
import { perConnection } from '../lib/prepared.ts';
import { importedFile, importRows } from '../tasks/import-file.ts';
import { unbindRefusal } from './card-bindings.ts';
import { cardByNumber } from './card-by-number.ts';
import { listedNumbers } from './order-members.ts';
import { uploadOwner } from './uploads.ts';
import {
  answerIn,
  answerWorkOrder,
  assignWorkOrder,
  closeWorkOrder,
  createWorkOrder,
  detailOf,
  forwardWorkOrder,
  OPEN_STATUSES,
  orderById,
  reviewWorkOrder,
  rowOf,
  settleWorkOrders,
  type WorkOrderRecord,
  writeWorkOrderComment,
} from './work-orders.ts';

/**
 * The support side of work orders (issue 48, part A): /client_work, every client's orders, and
 * /card_unbind, the cards' unbinding at their carriers. Every action settles the clock's due steps
 * first and then takes ITS step through the one function the automatic handler calls
 * (work-orders.ts): each is a conditional UPDATE on the status it expects, so the order moves once
 * whoever acts first; the one who comes second is told the order was already handled, and
 * nothing changes. The route names the order's client for the operation log, whose note is the
 * reason the caller gave.
 */

type Named = (order: { clientId: number; orderNo: string }) => void;

/** The order `id`, after the steps due by now; not found otherwise. */
function orderFor(deps: AppDeps, id: number, named?: Named): WorkOrderRecord {
  settleWorkOrders(deps, deps.clock.now());
  const order = orderById(deps.sqlite).get(id);
  if (!order) throw notFound('work_order_not_found', { id });
  named?.({ clientId: order.client_id, orderNo: order.order_no });
  return order;
}

/** The loser's answer: the order moved before this action took its step. */
function alreadyHandled(deps: AppDeps, id: number): never {
  const now = orderById(deps.sqlite).get(id)!;
  throw badRequest('work_order_handled', {
    orderNo: now.order_no,
    status: WORK_ORDER_STATUSES[now.status],
  });
}

/** Takes one step at the clock's now, inside a transaction; refused when it is no longer the order's to take. */
function step(
  deps: AppDeps,
  id: number,
  take: (at: number) => boolean,
): { id: number; status: WorkOrderStatus } {
  const at = deps.clock.now();
  const moved = deps.sqlite.transaction(() => take(at))();
  if (!moved) alreadyHandled(deps, id);
  return { id, status: orderById(deps.sqlite).get(id)!.status };
}

export function reviewBySupport(
  deps: AppDeps,
  auth: AuthContext,
  body: { id: number; decision: 'approve' | 'reject'; reason: string },
  named: Named,
) {
  orderFor(deps, body.id, named);
  return step(deps, body.id, (at) =>
    reviewWorkOrder(
      deps.sqlite,
      body.id,
      body.decision === 'approve' ? { approve: true } : { approve: false, reason: body.reason },
      auth.username,
      at,
    ),
  );
}

const supportUser = perConnection<[string], number>(
  "select 1 from users where username = ? and login_type = 'support' and not locked",
);
const supportUsers = perConnection<[], { username: string; name: string }>(
  "select username, name from users where login_type = 'support' and not locked order by id",
);

export function assignBySupport(
  deps: AppDeps,
  body: { id: number; handler: string; reason: string },
  named: Named,
) {
  orderFor(deps, body.id, named);
  if (!supportUser(deps.sqlite).get(body.handler)) {
    throw fieldRefused('handler', 'support_work_handler_unknown', { handler: body.handler });
  }
  return step(deps, body.id, () => assignWorkOrder(deps.sqlite, body.id, body.handler));
}

export function commentBySupport(
  deps: AppDeps,
  auth: AuthContext,
  body: { id: number; content: string },
  named: Named,
) {
  const order = orderFor(deps, body.id, named);
  if (!OPEN_STATUSES.includes(order.status)) {
    throw badRequest('work_order_closed', {
      orderNo: order.order_no,
      status: WORK_ORDER_STATUSES[order.status],
    });
  }
  writeWorkOrderComment(deps.sqlite, body.id, 'support', auth.username, body.content, deps.clock.now());
  return { id: body.id, status: order.status };
}

export function forwardBySupport(deps: AppDeps, body: { id: number; reason: string }, named: Named) {
  orderFor(deps, body.id, named);
  return step(deps, body.id, (at) => forwardWorkOrder(deps.sqlite, body.id, at));
}

export function closeBySupport(
  deps: AppDeps,
  auth: AuthContext,
  body: { id: number; reason: string },
  named: Named,
) {
  orderFor(deps, body.id, named);
  return step(deps, body.id, (at) => closeWorkOrder(deps.sqlite, body.id, auth.username, body.reason, at));
}

export function supportWorkOrderOptionsOf(deps: AppDeps) {
  return { handlers: supportUsers(deps.sqlite).all() };
}

const clientName = perConnection<[number], string>('select name from clients where id = ?');

export function supportWorkOrderDetailOf(deps: AppDeps, id: number, lang: Lang) {
  const order = orderFor(deps, id);
  return {
    ...detailOf(deps, order, lang, false),
    client_name: clientName(deps.sqlite).pluck().get(order.client_id) ?? '',
  };
}

// ---------------------------------------------------------------------------------------------
// /client_work

const OPEN_SQL = "('pending', 'processing', 'carrier')";

/** An order of a main client's tree (the client or its sub-clients). */
const ofClient = (value: number) => ['(w.client_id = ? or w.main_client_id = ?)', value, value] as const;

export function listSupportWorkOrders(
  deps: AppDeps,
  q: QueryOf<typeof supportWorkOrderList>,
  lang: Lang,
): { tableData: SupportWorkOrderRow[]; total: number } {
  const now = deps.clock.now();
  settleWorkOrders(deps, now);
  const LIST: ListBinding<typeof supportWorkOrderList> = {
    filters: {
      client_id: ofClient,
      order_no: 'w.order_no',
      type: 'w.type',
      status: 'w.status',
      overdue: () => [`w.status in ${OPEN_SQL} and w.due_at < ?`, now],
      date: 'w.created_at',
    },
    sorts: { created_at: 'w.created_at', due_at: 'w.due_at' },
    defaultSort: 'w.created_at',
    key: 'w.id',
  };
  const sql = listSql(supportWorkOrderList, LIST, q, []);
  const { rows, total } = readPage<WorkOrderRecord & { client_name: string }>(
    deps.sqlite,
    'work_orders w join clients c on c.id = w.client_id',
    'w.*, c.name as client_name',
    sql,
  );
  return {
    total,
    tableData: rows.map((o) => {
      const row = rowOf(o, lang, now);
      return {
        ...row,
        client_name: o.client_name,
        carrier: o.carrier,
        sla: row.overdue ? 'overdue' : OPEN_STATUSES.includes(o.status) ? 'within' : 'finished',
      };
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// /card_unbind

interface UnbindRecord {
  id: number;
  order_id: number;
  order_no: string;
  client_name: string;
  iccid: string;
  msisdn: string;
  carrier: CardUnbindRow['carrier'];
  content: string;
  submitter: string;
  order_status: WorkOrderStatus;
  card_status: 'waiting' | 'success' | 'failed';
  card_answer: string | null;
  order_answer: string | null;
  reject_reason: string | null;
  created_at: number;
  due_at: number;
  finished_at: number | null;
}

/** Where an unbinding is: the order's step while the card waits, then the card's result. */
const UNBIND_STATUS_SQL = `case when oc.status = 'success' then 'unbound'
  when oc.status = 'failed' or w.status in ('rejected', 'cancelled', 'closed', 'failed') then 'failed'
  when w.status = 'pending' then 'pending' else 'processing' end`;

const UNBIND_FROM = `work_order_cards oc join work_orders w on w.id = oc.order_id and w.type = 'unbind'
  join cards k on k.id = oc.card_id join clients c on c.id = w.client_id`;
const UNBIND_COLUMNS = `oc.id, w.id as order_id, w.order_no, c.name as client_name, k.iccid, k.msisdn, k.carrier,
  w.content, w.submitter, w.status as order_status, oc.status as card_status, oc.answer as card_answer,
  w.answer as order_answer, w.reject_reason, w.created_at, w.due_at, w.finished_at`;

const unbindStatusOf = (r: UnbindRecord): UnbindStatus =>
  r.card_status === 'success'
    ? 'unbound'
    : r.card_status === 'failed' || !OPEN_STATUSES.includes(r.order_status)
      ? 'failed'
      : r.order_status === 'pending'
        ? 'pending'
        : 'processing';

export function listCardUnbinds(
  deps: AppDeps,
  q: QueryOf<typeof cardUnbindList>,
  lang: Lang,
): { tableData: CardUnbindRow[]; total: number } {
  settleWorkOrders(deps, deps.clock.now());
  const LIST: ListBinding<typeof cardUnbindList> = {
    filters: {
      client_id: ofClient,
      iccid: 'k.iccid',
      status: (value: UnbindStatus) => [`(${UNBIND_STATUS_SQL}) = ?`, value],
      date: 'w.created_at',
    },
    sorts: { created_at: 'w.created_at' },
    defaultSort: 'w.created_at',
    key: 'oc.id',
  };
  const sql = listSql(cardUnbindList, LIST, q, []);
  const { rows, total } = readPage<UnbindRecord>(deps.sqlite, UNBIND_FROM, UNBIND_COLUMNS, sql);
  return {
    total,
    tableData: rows.map((r) => ({
      id: r.id,
      order_id: r.order_id,
      order_no: r.order_no,
      client_name: r.client_name,
      iccid: r.iccid,
      msisdn: r.msisdn,
      carrier: r.carrier,
      reason: r.content,
      submitter: r.submitter,
      status: unbindStatusOf(r),
      answer:
        answerIn(lang, r.card_answer) ||
        r.reject_reason ||
        (OPEN_STATUSES.includes(r.order_status) ? '' : answerIn(lang, r.order_answer)),
      created_at: formatDateTime(r.created_at)!,
      due_at: formatDateTime(r.due_at)!,
      finished_at: formatDateTime(r.finished_at) ?? '',
    })),
  };
}

const openUnbindOf = perConnection<[number], string>(
  `select w.order_no from work_order_cards oc join work_orders w on w.id = oc.order_id
   where oc.card_id = ? and w.type = 'unbind' and w.status in ${OPEN_SQL}`,
);

interface UnbindEntry {
  number: string;
  reason: string;
}

const clean = (cell: string) => cell.replace(/\s+/g, '');

/**
 * Support's unbinding requests: one 解绑 work order per card, in the card's client's name and
 * support's as submitter, with the reason as its content; the carrier's SLA (移动: 3 working days)
 * and the automatic handler's clock as any order's. All or nothing: an unknown, repeated or
 * cancelled card, a card already being unbound, or one with nothing to unbind refuses the request.
 */
export async function createCardUnbinds(
  deps: AppDeps,
  auth: AuthContext,
  body: {
    source: 'list' | 'file';
    numbers?: string[] | undefined;
    reason?: string | undefined;
    file_url?: string | undefined;
  },
  named: (clientIds: number[]) => void,
) {
  let entries: UnbindEntry[];
  const field = body.source === 'file' ? 'file_url' : 'numbers';
  if (body.source === 'file') {
    const file = await importedFile(deps.uploadDir, body.file_url!, uploadOwner(auth));
    entries = [];
    for await (const row of importRows(file, { max: 200, template: IMPORT_TEMPLATES.carrier_unbind })) {
      entries.push({ number: clean(row.cells[0] ?? ''), reason: (row.cells[1] ?? '').trim() });
    }
    if (entries.length === 0) throw fieldRefused(field, 'batch_empty');
    const noReason = entries.filter((e) => e.reason.length < 2).map((e) => e.number);
    if (noReason.length > 0) {
      throw fieldRefused(field, 'card_unbind_reason_missing', { numbers: listedNumbers(noReason) });
    }
  } else {
    entries = (body.numbers ?? []).map((n) => ({ number: clean(n), reason: body.reason ?? '' }));
  }
  const wanted = entries.map((e) => e.number.toUpperCase());
  const repeated = [...new Set(wanted.filter((n, i) => wanted.indexOf(n) !== i))];
  if (repeated.length > 0)
    throw fieldRefused(field, 'net_card_repeated', { numbers: listedNumbers(repeated) });
  const cards = wanted.map((n) => cardByNumber(deps, n));
  const refuse = (key: 'card_unbind_unknown' | 'card_unbind_cancelled', pick: (i: number) => boolean) => {
    const named = wanted.filter((_, i) => pick(i));
    if (named.length > 0) throw fieldRefused(field, key, { numbers: listedNumbers(named) });
  };
  refuse('card_unbind_unknown', (i) => cards[i] === undefined);
  // An ICCID and an MSISDN of one card.
  const ids = cards.map((c) => c!.id);
  const twice = wanted.filter((_, i) => ids.indexOf(ids[i]!) !== i);
  if (twice.length > 0) throw fieldRefused(field, 'net_card_repeated', { numbers: listedNumbers(twice) });
  refuse('card_unbind_cancelled', (i) => cards[i]!.status === 'cancelled');
  settleWorkOrders(deps, deps.clock.now());
  for (const [i, card] of cards.entries()) {
    const open = openUnbindOf(deps.sqlite).pluck().get(card!.id);
    if (open) throw fieldRefused(field, 'card_unbind_open', { number: wanted[i]!, orderNo: open });
    const nothing: Message | null = unbindRefusal(deps.sqlite, card!.id);
    if (nothing) {
      throw fieldRefused(field, 'card_unbind_refused', {
        number: wanted[i]!,
        why: { key: MESSAGES[nothing.key], params: nothing.params } as MessageParam,
      });
    }
  }
  named([...new Set(cards.map((c) => c!.client_id))]);
  const now = deps.clock.now();
  const created = deps.sqlite.transaction(() =>
    cards.map((card, i) =>
      createWorkOrder(
        deps.sqlite,
        { clientId: card!.client_id, username: auth.username },
        {
          type: 'unbind',
          title: wordIn('zh-CN', message('card_unbind_title', { iccid: card!.iccid })),
          titleMessage: message('card_unbind_title', { iccid: card!.iccid }),
          content: entries[i]!.reason,
          cardAction: 'unbind',
          cardIds: [card!.id],
        },
        now,
      ),
    ),
  )();
  return { orders: created.length, order_nos: created.map((c) => c.orderNo) };
}

/** The unbind order `id`, or not found (another type's id is not this screen's). */
function unbindOrder(deps: AppDeps, id: number, named: Named): WorkOrderRecord {
  const order = orderFor(deps, id, named);
  if (order.type !== 'unbind') throw notFound('work_order_not_found', { id });
  return order;
}

/** Support takes a pending unbinding in hand: reviewed (处理中) and passed to the carrier at once. */
export function acceptCardUnbind(
  deps: AppDeps,
  auth: AuthContext,
  body: { id: number; reason: string },
  named: Named,
) {
  unbindOrder(deps, body.id, named);
  return step(
    deps,
    body.id,
    (at) =>
      reviewWorkOrder(deps.sqlite, body.id, { approve: true }, auth.username, at) &&
      forwardWorkOrder(deps.sqlite, body.id, at),
  );
}

/** The carrier's answer as support records it; an order still 处理中 at the platform is passed on first. */
export function answerCardUnbind(
  deps: AppDeps,
  body: { id: number; result: 'unbound' | 'failed'; reason: string },
  named: Named,
) {
  const order = unbindOrder(deps, body.id, named);
  return step(deps, body.id, (at) => {
    if (order.status === 'processing' && !forwardWorkOrder(deps.sqlite, body.id, at)) return false;
    return answerWorkOrder(deps.sqlite, body.id, at, { ok: body.result === 'unbound', text: body.reason });
  });
}
