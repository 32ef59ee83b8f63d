import { z } from 'zod';
import type { TextKey } from '../catalogue/index.ts';
import { defineList, filter } from '../list.ts';
import { positiveId } from '../numbers.ts';
import type { PermCode } from '../permissions.ts';
import { defineReviewDecisions, reviewButtons } from '../review-queue.ts';
import { FIELDS } from '../vocabulary.ts';
import { REGISTRATION_STATUS_LABELS, REGISTRATION_STATUSES } from './account.ts';
import { REFUND_STATUS_KEYS, REFUND_STATUSES } from './service.ts';
import {
  SPECCARD_REASON_KEYS,
  SPECCARD_REASONS,
  SPECCARD_STATUS_KEYS,
  SPECCARD_STATUSES,
} from './speccard.ts';

/**
 * Review queues, support side (issue 49): special-card resume applications (/speccard_review),
 * refunds of orders (/refund_review) and self-registrations (/register_review). Each queue lists
 * every client's items, newest first; support approves a pending one, or rejects it with a reason
 * the customer sees. Both go through the queue's one review function, the one the emulator's
 * automatic reviewer calls on its clock when nobody acted first: an item settles once, and the
 * later decision is told it was already reviewed.
 */

/**
 * A queue's two decisions and their declared forms (contract/review-queue.ts). `noun` names the
 * item in the summaries; `approves` and `approveDescription` say what an approval does.
 */
function decisions(spec: {
  path: string;
  perm: PermCode;
  noun: string;
  id: z.ZodType<number> | z.ZodType<string>;
  approves: string;
  approveDescription: TextKey;
}) {
  return defineReviewDecisions({
    path: spec.path,
    perm: spec.perm,
    id: spec.id,
    statuses: ['approved', 'rejected'],
    summaries: {
      approve: `Approves a pending ${spec.noun}: ${spec.approves}; the customer is notified. Refused, changing nothing, when it was already reviewed (by support or the platform's automatic reviewer)`,
      reject: `Rejects a pending ${spec.noun} with a reason the customer sees; refused, changing nothing, when it was already reviewed`,
    },
    texts: {
      approveTitle: 'supportWork.change.approveTitle',
      approveDescription: spec.approveDescription,
      rejectTitle: 'supportWork.change.rejectTitle',
      rejectDescription: 'supportReview.rejectDescription',
      reason: 'speccard.detail.rejectReason',
      approved: 'supportWork.change.approved',
      rejected: 'supportReview.rejected',
    },
  });
}

const reviewedColumns = [
  { prop: 'reviewer', label: 'speccard.detail.reviewer', type: 'text' },
  { prop: 'reviewed_at', label: FIELDS.reviewedAt, type: 'text' },
  { prop: 'reject_reason', label: 'speccard.detail.rejectReason', type: 'text', width: 200 },
] as const;

/** What every queue's row tells of its review. */
const reviewed = {
  /** When the platform's automatic reviewer decides it, while pending ('' once decided). */
  due_at: z.string(),
  reviewer: z.string(),
  reviewed_at: z.string(),
  reject_reason: z.string(),
};

// Special-card resume applications (/speccard_review).

export const speccardReviewRowSchema = z.object({
  id: z.number().int(),
  app_no: z.string(),
  client_name: z.string(),
  iccid: z.string(),
  msisdn: z.string(),
  stop_reason: z.enum(SPECCARD_REASON_KEYS),
  reason: z.string(),
  evidence_name: z.string(),
  fee: z.string(),
  status: z.enum(SPECCARD_STATUS_KEYS),
  applicant: z.string(),
  applied_at: z.string(),
  ...reviewed,
});
export type SpeccardReviewRow = z.infer<typeof speccardReviewRowSchema>;

export const speccardReviewList = defineList({
  path: '/support/_list/speccard_review/',
  summary:
    "Every client's special-card resume applications, newest first: the card, its special stop, the customer's reason and evidence, the frozen fee, and the review (who, when, why rejected)",
  access: { anyOf: ['router_spt_speccard_review'] },
  row: speccardReviewRowSchema,
  filters: {
    client_id: filter.client('support.clientSearch'),
    status: filter.enum(SPECCARD_STATUSES, FIELDS.status),
    app_no: filter.prefix('speccard.appNo'),
    applied_at: filter.dateRange('speccard.appliedAt'),
  },
  sorts: ['applied_at'],
  columns: [
    { prop: 'app_no', label: 'speccard.appNo', type: 'text', width: 180 },
    { prop: 'client_name', label: 'support.exportLogList.column.client_name', type: 'text', width: 180 },
    { prop: 'iccid', label: FIELDS.iccid, type: 'text', width: 190 },
    { prop: 'msisdn', label: FIELDS.msisdn, type: 'text', hidden: true },
    { prop: 'stop_reason', label: 'speccard.stopReason', type: 'tag', options: SPECCARD_REASONS },
    { prop: 'reason', label: 'speccard.form.reason', type: 'text', width: 220 },
    { prop: 'evidence_name', label: 'speccard.form.evidence', type: 'text', hidden: true },
    { prop: 'fee', label: 'speccard.fee', type: 'money' },
    { prop: 'status', label: FIELDS.status, type: 'status', options: SPECCARD_STATUSES },
    { prop: 'applicant', label: 'speccard.applicant', type: 'text', hidden: true },
    { prop: 'applied_at', label: 'speccard.appliedAt', type: 'text', sortable: true },
    { prop: 'due_at', label: 'speccard.detail.due', type: 'text', hidden: true },
    ...reviewedColumns,
    reviewButtons('router_spt_speccard_review', 'pending'),
  ],
});

const speccardDecisions = decisions({
  path: '/support/speccard_review/',
  perm: 'router_spt_speccard_review',
  noun: 'special-card resume application',
  id: positiveId(),
  approves:
    'its frozen fee is charged through the ledger and the card, if still stopped, is resumed (a resume sent to the carrier, listed in /remote_reroot)',
  approveDescription: 'supportReview.speccardApprove',
});
export const approveSpeccardReview = speccardDecisions.approve;
export const rejectSpeccardReview = speccardDecisions.reject;
export const speccardReviewApproveForm = speccardDecisions.approveForm;
export const speccardReviewRejectForm = speccardDecisions.rejectForm;

// Refunds of orders (/refund_review).

export const refundReviewRowSchema = z.object({
  id: z.number().int(),
  order_no: z.string(),
  client_name: z.string(),
  product: z.string(),
  card_count: z.number().int(),
  amount: z.string(),
  reason: z.string(),
  status: z.enum(REFUND_STATUS_KEYS),
  requested_by: z.string(),
  requested_at: z.string(),
  ...reviewed,
});
export type RefundReviewRow = z.infer<typeof refundReviewRowSchema>;

export const refundReviewList = defineList({
  path: '/support/_list/refund_review/',
  summary:
    "Every client's refund requests, newest first: the order, its product, the cards and amount asked back, the customer's reason, and the review",
  access: { anyOf: ['router_spt_refund_review'] },
  row: refundReviewRowSchema,
  filters: {
    client_id: filter.client('support.clientSearch'),
    status: filter.enum(REFUND_STATUSES, FIELDS.status),
    order_no: filter.prefix('common.orderNo'),
    requested_at: filter.dateRange(FIELDS.submittedAt),
  },
  sorts: ['requested_at'],
  columns: [
    { prop: 'order_no', label: 'common.orderNo', type: 'text', width: 190 },
    { prop: 'client_name', label: 'support.exportLogList.column.client_name', type: 'text', width: 180 },
    { prop: 'product', label: 'charge.productList.name', type: 'text', width: 180 },
    { prop: 'card_count', label: 'common.cards', type: 'text' },
    { prop: 'amount', label: 'supportReview.refundAmount', type: 'money' },
    { prop: 'reason', label: 'service.refund.reason', type: 'text', width: 200 },
    { prop: 'status', label: FIELDS.status, type: 'status', options: REFUND_STATUSES },
    { prop: 'requested_by', label: 'speccard.applicant', type: 'text', hidden: true },
    { prop: 'requested_at', label: FIELDS.submittedAt, type: 'text', sortable: true },
    { prop: 'due_at', label: 'speccard.detail.due', type: 'text', hidden: true },
    ...reviewedColumns,
    reviewButtons('router_spt_refund_review', 'pending'),
  ],
});

const refundDecisions = decisions({
  path: '/support/refund_review/',
  perm: 'router_spt_refund_review',
  noun: 'refund request',
  id: positiveId(),
  approves:
    "its cards' shares are paid back to the customer's balance through the ledger (kind refund, the order's number)",
  approveDescription: 'supportReview.refundApprove',
});
export const approveRefundReview = refundDecisions.approve;
export const rejectRefundReview = refundDecisions.reject;
export const refundReviewApproveForm = refundDecisions.approveForm;
export const refundReviewRejectForm = refundDecisions.rejectForm;

// Self-registrations (/register_review).

const registrationId = z
  .string()
  .trim()
  .regex(/^REG\d+$/, { message: 'invalid_param' });

export const registerReviewRowSchema = z.object({
  id: z.string(),
  company_name: z.string(),
  credit_code: z.string(),
  contact_name: z.string(),
  phone: z.string(),
  email: z.string(),
  username: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  submitted_at: z.string(),
  ...reviewed,
});
export type RegisterReviewRow = z.infer<typeof registerReviewRowSchema>;

export const registerReviewList = defineList({
  path: '/support/_list/register_review/',
  summary:
    'Every self-registration (/register), newest first: the company, its contact and the main username asked for, and the review; an approved one opened its client and main user',
  access: { anyOf: ['router_spt_register_review'] },
  row: registerReviewRowSchema,
  filters: {
    company_name: filter.text('register.companyName'),
    status: filter.enum(REGISTRATION_STATUS_LABELS, FIELDS.status),
    id: filter.prefix('register.registerId'),
    submitted_at: filter.dateRange(FIELDS.submittedAt),
  },
  sorts: ['submitted_at'],
  columns: [
    { prop: 'id', label: 'register.registerId', type: 'text', width: 170 },
    { prop: 'company_name', label: 'register.companyName', type: 'text', width: 200 },
    { prop: 'credit_code', label: 'register.creditCode', type: 'text', width: 190 },
    { prop: 'contact_name', label: 'common.contactName', type: 'text' },
    { prop: 'phone', label: 'common.mobile', type: 'text' },
    { prop: 'email', label: 'common.email', type: 'text', hidden: true },
    { prop: 'username', label: 'common.username', type: 'text' },
    { prop: 'status', label: FIELDS.status, type: 'status', options: REGISTRATION_STATUS_LABELS },
    { prop: 'submitted_at', label: FIELDS.submittedAt, type: 'text', sortable: true },
    { prop: 'due_at', label: 'speccard.detail.due', type: 'text', hidden: true },
    ...reviewedColumns,
    reviewButtons('router_spt_register_review', 'reviewing'),
  ],
});

const registerDecisions = decisions({
  path: '/support/register_review/',
  perm: 'router_spt_register_review',
  noun: 'self-registration',
  id: registrationId,
  approves: 'its client and main user are opened (the user signs the agreements at first login)',
  approveDescription: 'supportReview.registerApprove',
});
export const approveRegisterReview = registerDecisions.approve;
export const rejectRegisterReview = registerDecisions.reject;
export const registerReviewApproveForm = registerDecisions.approveForm;
export const registerReviewRejectForm = registerDecisions.rejectForm;
