import {
  type Lang,
  type RefundReviewRow,
  type RefundStatus,
  type RegisterReviewRow,
  type RegistrationStatus,
  refundReviewList,
  registerReviewList,
  type SpeccardReviewRow,
  type SpeccardStatus,
  speccardReviewList,
} from '#contract';
import type { AppDeps } from '../context.ts';
import { notFound } from '../errors.ts';
import { formatDateTime } from '../lib/format.ts';
import { clientTreeFilter, type ListBinding, listSql, type QueryOf, readPage } from '../lib/list-sql.ts';
import type { ReviewQueue } from '../lib/review-queue.ts';
import {
  REVIEW_MS,
  rejectReasonIn as registrationReasonIn,
  reviewRegistration,
  reviewRegistrations,
} from './registration-review.ts';
import {
  type ApplicationRecord,
  reviewSpeccard,
  SPECCARD_COLUMNS,
  SPECCARD_FROM,
  STATUS_SQL,
  settleUpTo,
  rejectReasonIn as speccardReasonIn,
  statusOf,
} from './speccard.ts';
import { orderProductIn, refundReasonIn, reviewRefund, settleRefunds } from './trade.ts';

/**
 * The review queues, support side (issue 49): special-card resumes, refunds and self-registrations
 * of every client. Each list first lets the platform's automatic reviewer decide what came due (so
 * support sees the queue as the customer does), and each decision goes through the queue's one
 * review function (`reviewSpeccard`, `reviewRefund`, `reviewRegistration`), the one that reviewer
 * calls: an item settles once, and a second decision is refused with the queue's "already
 * reviewed" message. `named` tells the route the customer and the item, for the operation log.
 */

const yuan = (cents: number) => (cents / 100).toFixed(2);
const at = (ms: number | null) => formatDateTime(ms) ?? '';

// Special-card resume applications.

const SPECCARD_LIST: ListBinding<typeof speccardReviewList> = {
  filters: {
    client_id: clientTreeFilter('a.client_id'),
    status: (value: SpeccardStatus) => [`${STATUS_SQL} = ?`, value],
    app_no: 'a.app_no',
    applied_at: 'a.applied_at',
  },
  sorts: { applied_at: 'a.applied_at' },
  defaultSort: 'a.applied_at',
  key: 'a.id',
};

type SpeccardRecord = ApplicationRecord & { client_name: string };

function speccardRow(a: SpeccardRecord, lang: Lang): SpeccardReviewRow {
  return {
    id: a.id,
    app_no: a.app_no,
    client_name: a.client_name,
    iccid: a.iccid,
    msisdn: a.msisdn,
    stop_reason: a.stop_reason,
    reason: a.reason,
    evidence_name: a.evidence_url ? a.evidence_name : '',
    fee: yuan(a.fee_cents),
    status: statusOf(a),
    applicant: a.applicant,
    applied_at: at(a.applied_at),
    due_at: a.status === 'pending' ? at(a.due_at) : '',
    reviewer: a.reviewer ?? '',
    reviewed_at: at(a.reviewed_at),
    reject_reason: speccardReasonIn(lang, a),
  };
}

const SPECCARD_FROM_CLIENT = `${SPECCARD_FROM} join clients cl on cl.id = a.client_id`;
const SPECCARD_SELECT = `${SPECCARD_COLUMNS}, cl.name as client_name`;

export function listSpeccardReviews(deps: AppDeps, q: QueryOf<typeof speccardReviewList>, lang: Lang) {
  settleUpTo(deps);
  const sql = listSql(speccardReviewList, SPECCARD_LIST, q);
  const { rows, total } = readPage<SpeccardRecord>(deps.sqlite, SPECCARD_FROM_CLIENT, SPECCARD_SELECT, sql);
  return { tableData: rows.map((a) => speccardRow(a, lang)), total };
}

/** The special-card queue: its review decides; one the platform decided first is refused. */
export const speccardQueue: ReviewQueue<number> = {
  settle: (deps) => settleUpTo(deps),
  item(deps, id) {
    const a = deps.sqlite
      .prepare<[number], { client_id: number; app_no: string }>(
        'select client_id, app_no from speccard_resumes where id = ?',
      )
      .get(id);
    if (!a) throw notFound('speccard_not_found', { id });
    return { clientId: a.client_id, ref: a.app_no };
  },
  review(deps, id, decision, person, now) {
    reviewSpeccard(deps.sqlite, id, decision, { userId: person.userId, username: person.username }, now);
    return decision.approve ? 'approved' : 'rejected';
  },
};

// Refunds of orders.

const REFUND_LIST: ListBinding<typeof refundReviewList> = {
  filters: {
    client_id: clientTreeFilter('r.client_id'),
    status: 'r.status',
    order_no: 'o.order_no',
    requested_at: 'r.requested_at',
  },
  sorts: { requested_at: 'r.requested_at' },
  defaultSort: 'r.requested_at',
  key: 'r.id',
};

interface RefundRecord {
  id: number;
  order_no: string;
  client_name: string;
  product_id: number | null;
  product_name: string;
  product_name_en: string;
  card_count: number;
  amount_cents: number;
  reason: string;
  status: RefundStatus;
  requested_by: string;
  requested_at: number;
  due_at: number;
  reviewer: string | null;
  reviewed_at: number | null;
  reject_reason: string | null;
}

const REFUND_FROM = `refund_requests r join charge_orders o on o.id = r.order_id
  join clients cl on cl.id = r.client_id`;
const REFUND_COLUMNS = `r.id, o.order_no, cl.name as client_name, o.product_id, o.product_name, o.product_name_en,
  (select count(*) from charge_order_cards l where l.refund_id = r.id) as card_count, r.amount_cents, r.reason,
  r.status, r.requested_by, r.requested_at, r.due_at, r.reviewer, r.reviewed_at, r.reject_reason`;

export function listRefundReviews(deps: AppDeps, q: QueryOf<typeof refundReviewList>, lang: Lang) {
  settleRefunds(deps.sqlite, deps.clock.now());
  const sql = listSql(refundReviewList, REFUND_LIST, q);
  const { rows, total } = readPage<RefundRecord>(deps.sqlite, REFUND_FROM, REFUND_COLUMNS, sql);
  return {
    tableData: rows.map(
      (r): RefundReviewRow => ({
        id: r.id,
        order_no: r.order_no,
        client_name: r.client_name,
        product: orderProductIn(deps.sqlite, r, lang),
        card_count: r.card_count,
        amount: yuan(r.amount_cents),
        reason: r.reason,
        status: r.status,
        requested_by: r.requested_by,
        requested_at: at(r.requested_at),
        due_at: r.status === 'pending' ? at(r.due_at) : '',
        reviewer: r.reviewer ?? '',
        reviewed_at: at(r.reviewed_at),
        reject_reason: refundReasonIn(lang, r.reject_reason),
      }),
    ),
    total,
  };
}

/** The refund queue: its review pays back or keeps the reason; one decided first is refused. */
export const refundQueue: ReviewQueue<number> = {
  settle: (deps, now) => settleRefunds(deps.sqlite, now),
  item(deps, id) {
    const r = deps.sqlite
      .prepare<[number], { client_id: number; order_no: string }>(
        `select r.client_id, o.order_no from refund_requests r join charge_orders o on o.id = r.order_id
         where r.id = ?`,
      )
      .get(id);
    if (!r) throw notFound('refund_not_found', { id });
    return { clientId: r.client_id, ref: r.order_no };
  },
  review(deps, id, decision, person, now) {
    reviewRefund(deps.sqlite, id, decision, person.username, now);
    return decision.approve ? 'approved' : 'rejected';
  },
};

// Self-registrations.

const REGISTER_LIST: ListBinding<typeof registerReviewList> = {
  filters: {
    company_name: 'company_name',
    status: 'status',
    id: 'id',
    submitted_at: 'submitted_at',
  },
  sorts: { submitted_at: 'submitted_at' },
  defaultSort: 'submitted_at',
  key: 'id',
};

interface RegistrationRecord {
  id: string;
  company_name: string;
  credit_code: string;
  contact_name: string;
  phone: string;
  email: string;
  username: string;
  status: RegistrationStatus;
  submitted_at: number;
  reviewer: string | null;
  reviewed_at: number | null;
  reject_reason: string | null;
}

const REGISTER_COLUMNS = `id, company_name, credit_code, contact_name, phone, email, username, status, submitted_at,
  reviewer, reviewed_at, reject_reason`;

export function listRegisterReviews(deps: AppDeps, q: QueryOf<typeof registerReviewList>, lang: Lang) {
  reviewRegistrations(deps, deps.clock.now());
  const sql = listSql(registerReviewList, REGISTER_LIST, q);
  const { rows, total } = readPage<RegistrationRecord>(deps.sqlite, 'registrations', REGISTER_COLUMNS, sql);
  return {
    tableData: rows.map(
      (r): RegisterReviewRow => ({
        id: r.id,
        company_name: r.company_name,
        credit_code: r.credit_code,
        contact_name: r.contact_name,
        phone: r.phone,
        email: r.email,
        username: r.username,
        status: r.status,
        submitted_at: at(r.submitted_at),
        due_at: r.status === 'reviewing' ? at(r.submitted_at + REVIEW_MS) : '',
        reviewer: r.reviewer ?? '',
        reviewed_at: at(r.reviewed_at),
        reject_reason: r.reject_reason ? registrationReasonIn(r.reject_reason, lang) : '',
      }),
    ),
    total,
  };
}

/** The registration queue: an approval opens the client (until then the item has none). */
export const registrationQueue: ReviewQueue<string> = {
  settle: (deps, now) => reviewRegistrations(deps, now),
  item(deps, id) {
    const r = deps.sqlite
      .prepare<[string], { client_id: number | null }>('select client_id from registrations where id = ?')
      .get(id);
    if (!r) throw notFound('registration_review_not_found', { id });
    return { clientId: r.client_id, ref: id };
  },
  review: (deps, id, decision, person, now) =>
    reviewRegistration(deps.sqlite, id, decision, person.username, now),
};
