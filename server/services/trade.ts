import {
  type FulfilStatus,
  type Lang,
  type LineStatus,
  type OrderStatus,
  type PayStatus,
  REFUND_REVIEW_HOURS,
  type RefundStatus,
  type TradeRow,
  type TradeType,
  tradeOrderList,
  word,
} from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { bilingual, type Message, nameIn, wordIn, wordsIn } from '../i18n.ts';
import { formatDateTime } from '../lib/format.ts';
import { type Condition, type ListBinding, listSql, type QueryOf, readPage } from '../lib/list-sql.ts';
import { perConnection } from '../lib/prepared.ts';
import { settleChargeOrders } from './charge.ts';
import { productName } from './charge-products.ts';
import { orderLedgerRows, postLedger } from './ledger.ts';
import { notifyReview } from './notices.ts';
import { reverseProfit } from './profit.ts';

/**
 * Trade query (交易查询, issue 40): every order of a client's balance with its payment and
 * fulfilment status, one order's detail, and refunds.
 *
 * A refund names the charged shares of an order whose product has not taken effect: a next-month
 * package still waiting for its month, or one that lapsed because the card was out of service when
 * the month came (`charge_order_cards.status` 'waiting' / 'lapsed'). It is reviewed on the
 * emulator's clock REFUND_REVIEW_HOURS after the request by `reviewRefund`, the one review
 * function (the support side will call it too): approved, the shares are paid back through the
 * ledger in one row (kind 'refund', the order's number) and the cards' shares become 'refunded';
 * rejected, they stay as they were and may be asked for again. While a refund is pending, a
 * waiting share does not take effect.
 */

export const REFUND_REVIEW_MS = REFUND_REVIEW_HOURS * 3600 * 1000;

type Sqlite = AppDeps['sqlite'];

const yuan = (cents: number) => (cents / 100).toFixed(2);

interface TradeRecord {
  id: number;
  order_no: string;
  client_id: number;
  kind: 'card' | 'topup';
  product_id: number | null;
  effect_mode: 'immediate' | 'next_month' | 'on_activation' | null;
  channel: 'balance' | 'wechat' | 'bank';
  product_name: string;
  product_name_en: string;
  amount_cents: number;
  held_cents: number;
  charged_cents: number;
  released_cents: number;
  refunded_cents: number;
  status: OrderStatus;
  card_count: number;
  operator: string;
  created_at: number;
  settled_at: number | null;
  type: TradeType;
  waiting: number;
  lapsed: number;
  refunded_lines: number;
  ok: number;
  failed: number;
  pending_refund: number;
}

/** An order's type: its product's kind (a month or year package is a renewal); seeded history by its record. */
const TYPE_SQL = `(case when o.kind = 'topup' then 'topup' else coalesce(
  (select case when p.kind in ('month', 'year') then 'renewal' else p.kind end from charge_products p where p.id = o.product_id),
  (select case r.kind when 'renewal' then 'renewal' else 'addon' end from recharge_records r where r.order_no = o.order_no limit 1),
  'addon') end)`;

const COLUMNS = `o.*, ${TYPE_SQL} as type,
  (select count(*) from charge_order_cards l where l.order_id = o.id and l.status = 'waiting') as waiting,
  (select count(*) from charge_order_cards l where l.order_id = o.id and l.status = 'lapsed') as lapsed,
  (select count(*) from charge_order_cards l where l.order_id = o.id and l.status = 'refunded') as refunded_lines,
  (select count(*) from charge_order_cards l where l.order_id = o.id and l.status = 'success') as ok,
  (select count(*) from charge_order_cards l where l.order_id = o.id and l.status = 'failed') as failed,
  (select count(*) from refund_requests r where r.order_id = o.id and r.status = 'pending') as pending_refund`;

const TRADES: ListBinding<typeof tradeOrderList> = {
  filters: {
    order_no: 'o.order_no',
    type: (value: TradeType) => [`${TYPE_SQL} = ?`, value],
    date: 'o.created_at',
  },
  sorts: { created_at: 'o.created_at' },
  // Newest first by when it was placed (seeded history was inserted out of time order).
  defaultSort: 'o.created_at',
  key: 'o.id',
};

/** What the customer paid: a top-up is paid once the provider paid it; a card order when placed. */
function payStatusOf(o: TradeRecord): PayStatus {
  if (o.kind === 'topup') {
    return o.status === 'processing'
      ? 'unpaid'
      : o.status === 'closed'
        ? 'closed'
        : o.status === 'failed'
          ? 'failed'
          : 'paid';
  }
  if (o.pending_refund > 0) return 'refunding';
  if (o.refunded_cents > 0) return o.refunded_cents >= o.charged_cents ? 'refunded' : 'part_refunded';
  return 'paid';
}

/** What was done for it: a top-up is done once credited; a card order by its cards' shares. */
function fulfilStatusOf(o: TradeRecord): FulfilStatus {
  if (o.kind === 'topup') {
    return o.status === 'processing' ? 'processing' : o.status === 'done' ? 'done' : 'closed';
  }
  if (o.status === 'processing') return 'processing';
  if (o.waiting > 0) return 'waiting';
  if (o.ok === 0 && o.refunded_lines > 0 && o.lapsed === 0) return 'refunded';
  if (o.ok === 0) return 'failed';
  return o.failed + o.lapsed + o.refunded_lines > 0 ? 'partial' : 'done';
}

/** An order's product in `lang`: its catalogue product's name, else the name the order kept. */
export function orderProductIn(
  sqlite: Sqlite,
  o: Pick<TradeRecord, 'product_id' | 'product_name' | 'product_name_en'>,
  lang: Lang,
): string {
  const product = o.product_id === null ? undefined : productOf(sqlite).get(o.product_id);
  return product ? word(wordsIn(lang), productName(product)) : nameIn(o, 'product_name', lang);
}

function tradeRow(sqlite: Sqlite, o: TradeRecord, lang: Lang): TradeRow {
  return {
    id: o.id,
    order_no: o.order_no,
    created_at: formatDateTime(o.created_at)!,
    type: o.type,
    channel: o.channel,
    product: orderProductIn(sqlite, o, lang),
    card_count: o.card_count,
    amount: yuan(o.amount_cents),
    refunded: yuan(o.refunded_cents),
    pay_status: payStatusOf(o),
    fulfil_status: fulfilStatusOf(o),
  };
}

const productOf = perConnection<
  [number],
  {
    carrier: 'cmcc' | 'cucc' | 'ctcc';
    kind: 'month' | 'year' | 'addon' | 'fixed' | 'sms';
    mb: number;
    sms: number;
    pool: number;
  }
>('select carrier, kind, mb, sms, pool from charge_products where id = ?');

const scopeOf = (clientId: number): Condition => ['o.client_id = ?', clientId];

/** The caller's orders (/service/order_list), newest first. */
export function listTrades(deps: AppDeps, auth: AuthContext, q: QueryOf<typeof tradeOrderList>, lang: Lang) {
  if (auth.clientId === null) return { tableData: [], total: 0 };
  settleTrade(deps, deps.clock.now());
  const sql = listSql(tradeOrderList, TRADES, q, [scopeOf(auth.clientId)]);
  const { rows, total } = readPage<TradeRecord>(deps.sqlite, 'charge_orders o', COLUMNS, sql);
  return { tableData: rows.map((r) => tradeRow(deps.sqlite, r, lang)), total };
}

const tradeById = perConnection<[number], TradeRecord>(
  `select ${COLUMNS} from charge_orders o where o.id = ?`,
);

interface LineRecord {
  id: number;
  card_id: number;
  iccid: string;
  msisdn: string;
  amount_cents: number;
  status: LineStatus;
  settled_at: number | null;
  answer: string;
}
const linesOf = perConnection<[number], LineRecord>(
  `select l.id, l.card_id, c.iccid, c.msisdn, l.amount_cents, l.status, l.settled_at, l.answer
   from charge_order_cards l join cards c on c.id = l.card_id where l.order_id = ? order by l.id`,
);
/** The shares a refund may name now: charged, not in effect, and not under review. */
const refundableOf = perConnection<[number], { id: number; amount_cents: number }>(
  `select l.id, l.amount_cents from charge_order_cards l
   where l.order_id = ? and l.status in ('waiting', 'lapsed')
     and not exists (select 1 from refund_requests r where r.id = l.refund_id and r.status = 'pending')
   order by l.id`,
);
interface RefundRecord {
  id: number;
  order_id: number;
  client_id: number;
  amount_cents: number;
  reason: string;
  status: RefundStatus;
  requested_by: string;
  requested_at: number;
  due_at: number;
  reviewed_at: number | null;
  reviewer: string | null;
  reject_reason: string | null;
  card_count: number;
}
/**
 * A refund's stored rejection in `lang`: the platform's reason is a message (JSON of its key and
 * parameters), a support user's the words it typed (a JSON string).
 */
export function refundReasonIn(lang: Lang, stored: string | null): string {
  if (!stored) return '';
  const reason = JSON.parse(stored) as Message | string;
  return typeof reason === 'string' ? reason : wordIn(lang, reason);
}

const refundsOf = perConnection<[number], RefundRecord>(
  `select r.*, (select count(*) from charge_order_cards l where l.refund_id = r.id) as card_count
   from refund_requests r where r.order_id = ? order by r.id`,
);

/** The caller's order, settled up to now; another client's order is not found. */
function callerOrder(deps: AppDeps, auth: AuthContext, id: number): TradeRecord {
  settleTrade(deps, deps.clock.now());
  const order = tradeById(deps.sqlite).get(id);
  if (!order || order.client_id !== auth.clientId) throw notFound('charge_order_not_found', { id });
  return order;
}

/** One of the caller's orders (/service/order_detail): figures, cards, ledger rows, refunds. */
export function tradeDetail(deps: AppDeps, auth: AuthContext, id: number, lang: Lang) {
  const order = callerOrder(deps, auth, id);
  const refundable = refundableOf(deps.sqlite)
    .all(id)
    .reduce((sum, l) => sum + l.amount_cents, 0);
  return {
    order: {
      ...tradeRow(deps.sqlite, order, lang),
      effect_mode: order.effect_mode,
      frozen: yuan(order.held_cents),
      charged: yuan(order.charged_cents),
      released: yuan(order.released_cents),
      refundable: yuan(refundable),
      operator: order.operator,
      settled_at: formatDateTime(order.settled_at) ?? '',
    },
    cards: linesOf(deps.sqlite)
      .all(id)
      .map((l) => ({
        card_id: l.card_id,
        iccid: l.iccid,
        msisdn: l.msisdn,
        amount: yuan(l.amount_cents),
        status: l.status,
        settled_at: formatDateTime(l.settled_at) ?? '',
        answer: l.answer ? wordIn(lang, JSON.parse(l.answer) as Message) : '',
      })),
    ledger: orderLedgerRows(deps.sqlite, order.client_id, order.order_no, lang),
    refunds: refundsOf(deps.sqlite)
      .all(id)
      .map((r) => ({
        id: r.id,
        amount: yuan(r.amount_cents),
        card_count: r.card_count,
        status: r.status,
        reason: r.reason,
        requested_by: r.requested_by,
        requested_at: formatDateTime(r.requested_at)!,
        due_at: r.status === 'pending' ? formatDateTime(r.due_at)! : '',
        reviewed_at: formatDateTime(r.reviewed_at) ?? '',
        reviewer: r.reviewer ?? '',
        reject_reason: refundReasonIn(lang, r.reject_reason),
      })),
  };
}

const pendingOf = perConnection<[number], { due_at: number }>(
  `select due_at from refund_requests where order_id = ? and status = 'pending' order by id limit 1`,
);
const nextRefundId = perConnection<[], { id: number }>(
  'select coalesce(max(id), 0) + 1 as id from refund_requests',
);
const insertRefund = perConnection<[number, number, number, number, string, string, number, number]>(
  `insert into refund_requests (id, order_id, client_id, amount_cents, reason, status, requested_by, requested_at, due_at)
   values (?, ?, ?, ?, ?, 'pending', ?, ?, ?)`,
);
const nameLine = perConnection<[number, number]>(
  `update charge_order_cards set refund_id = ? where id = ? and status in ('waiting', 'lapsed')`,
);

/**
 * A refund request of the caller's order: every share it may refund now, in one request. Refused
 * (and nothing written) for another client's order, an order with nothing to refund, or one whose
 * refund is already under review.
 */
export function requestRefund(deps: AppDeps, auth: AuthContext, orderId: number, reason: string) {
  const order = callerOrder(deps, auth, orderId);
  const now = deps.clock.now();
  const pending = pendingOf(deps.sqlite).get(orderId);
  if (pending) {
    throw badRequest('refund_pending', { order: order.order_no, due: formatDateTime(pending.due_at)! });
  }
  const lines = refundableOf(deps.sqlite).all(orderId);
  if (lines.length === 0) throw badRequest('refund_nothing', { order: order.order_no });
  const amount = lines.reduce((sum, l) => sum + l.amount_cents, 0);
  const dueAt = now + REFUND_REVIEW_MS;
  const id = deps.sqlite.transaction(() => {
    const refundId = nextRefundId(deps.sqlite).get()!.id;
    insertRefund(deps.sqlite).run(
      refundId,
      orderId,
      order.client_id,
      amount,
      reason,
      auth.username,
      now,
      dueAt,
    );
    for (const line of lines) nameLine(deps.sqlite).run(refundId, line.id);
    return refundId;
  })();
  return { refund_id: id, amount: yuan(amount), due_at: formatDateTime(dueAt)! };
}

const refundById = perConnection<[number], RefundRecord & { order_no: string }>(
  `select r.*, o.order_no, (select count(*) from charge_order_cards l where l.refund_id = r.id) as card_count
   from refund_requests r join charge_orders o on o.id = r.order_id where r.id = ?`,
);
const decideRefund = perConnection<['approved' | 'rejected', number, string, string | null, number]>(
  `update refund_requests set status = ?, reviewed_at = ?, reviewer = ?, reject_reason = ?
   where id = ? and status = 'pending'`,
);
const refundLines = perConnection<[number]>(
  `update charge_order_cards set status = 'refunded', effect_at = null
   where refund_id = ? and status in ('waiting', 'lapsed')`,
);
const addRefunded = perConnection<[number, number]>(
  'update charge_orders set refunded_cents = refunded_cents + ? where id = ?',
);

type RefundDecision = { approve: true } | { approve: false; reason: Message | string };

/** What the customer's notice of the outcome calls a refund. */
const REFUND_ITEM = 'supportReview.items.refund';

/**
 * The review of a refund request: the one function the emulated reviewer (on the clock) and a
 * support user call. Approved, the shares are paid back through the ledger; rejected, the reason
 * (a message, or the reviewer's words) is kept. Either way the customer gets a notice. A request
 * that is not pending is refused (`refund_decided`), so it settles once whoever acts first; an
 * unknown one is not found.
 */
export function reviewRefund(
  sqlite: Sqlite,
  refundId: number,
  decision: RefundDecision,
  reviewer: string,
  at: number,
): void {
  const refund = refundById(sqlite).get(refundId);
  if (!refund) throw notFound('refund_not_found', { id: refundId });
  if (refund.status !== 'pending') throw badRequest('refund_decided', { id: refundId });
  const reason = decision.approve ? null : decision.reason;
  if (typeof reason === 'string' && reason.trim() === '') throw badRequest('review_reason_required');
  sqlite.transaction(() => {
    const decided = decideRefund(sqlite).run(
      reason === null ? 'approved' : 'rejected',
      at,
      reviewer,
      reason === null ? null : JSON.stringify(typeof reason === 'string' ? reason.trim() : reason),
      refundId,
    );
    if (decided.changes !== 1) throw badRequest('refund_decided', { id: refundId });
    const rejected = reason === null ? null : typeof reason === 'string' ? reason.trim() : bilingual(reason);
    notifyReview(sqlite, refund.client_id, { item: REFUND_ITEM, ref: refund.order_no, rejected }, at);
    if (reason !== null) return;
    refundLines(sqlite).run(refundId);
    addRefunded(sqlite).run(refund.amount_cents, refund.order_id);
    // Profit sharing (issue 41): the shares' profit rows get their negative rows.
    reverseProfit(sqlite, refundId, at);
    postLedger(sqlite, {
      clientId: refund.client_id,
      kind: 'refund',
      amountCents: refund.amount_cents,
      orderNo: refund.order_no,
      operator: reviewer,
      remark: {
        key: 'messages.refund_remark',
        params: { order: refund.order_no, count: refund.card_count },
      },
      at,
    });
  })();
}

const dueRefunds = perConnection<[number], { id: number; due_at: number }>(
  `select id, due_at from refund_requests where status = 'pending' and due_at <= ? order by due_at, id`,
);

/** The emulated reviewer: every request whose review came due by `now` is approved at its due time. */
export function settleRefunds(sqlite: Sqlite, now: number): void {
  for (const r of dueRefunds(sqlite).all(now))
    reviewRefund(sqlite, r.id, { approve: true }, 'platform', r.due_at);
}

/** Everything of trade that came due by `now`: orders (charge.ts), then refunds. */
export function settleTrade(deps: Pick<AppDeps, 'sqlite'>, now: number): void {
  settleChargeOrders(deps, now);
  settleRefunds(deps.sqlite, now);
}
