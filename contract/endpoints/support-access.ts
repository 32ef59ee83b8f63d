import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { keysOf, labelled } from '../labels.ts';
import { defineList, filter } from '../list.ts';
import { positiveId } from '../numbers.ts';
import { defineReviewDecisions, reviewButtons } from '../review-queue.ts';
import { FIELDS } from '../vocabulary.ts';
import { SMS_SIGNATURE_STATUSES } from './sms-template.ts';

/**
 * Two of the support review queues (issue 49), in the work-order centre: every main client's
 * open-API access applications (/api_access_review, router_spt_api_review; the customer applies on
 * /api/config) and SMS signatures (/sms_signature_review, router_spt_signature_review; applied for
 * on /sms/template). Support approves a pending item, or rejects it with a reason the customer
 * reads; the automatic review on the emulator's clock decides what nobody reviewed in time. Both go
 * through one review function per queue, which settles an item once: the later one is told it was
 * already decided. Each decision tells the customer in a platform notice.
 */

// ---------------------------------------------------------------------------------------------
// API access applications

export const API_REVIEW_STATUSES = labelled({
  pending: { label: 'common.underReview', tone: 'warning' },
  approved: { label: 'common.approved', tone: 'success' },
  rejected: { label: 'common.rejected', tone: 'danger' },
});

export const supportApiAccessRowSchema = z.object({
  /** The main client's id: a client has one application, the last it made. */
  id: z.number().int(),
  client_name: z.string(),
  purpose: z.string(),
  daily_calls: z.number().int(),
  contact_name: z.string(),
  contact_phone: z.string(),
  status: z.enum(keysOf(API_REVIEW_STATUSES)),
  applied_at: z.string(),
  /** When the automatic review decides it, while pending; '' once decided. */
  review_due_at: z.string(),
  reviewed_at: z.string(),
  /** Who decided: a support user, or the platform's automatic review (worded); '' while pending. */
  reviewer: z.string(),
  reject_reason: z.string(),
  app_key: z.string(),
});
export type SupportApiAccessRow = z.infer<typeof supportApiAccessRowSchema>;

export const supportApiAccessList = defineList({
  path: '/support/_list/api_access/',
  summary:
    "Every main client's open-API access application (the last each made), newest first: purpose, calls a day, contact, its review and who decided it",
  access: { anyOf: ['router_spt_api_review'] },
  row: supportApiAccessRowSchema,
  filters: {
    client_id: filter.client('support.clientSearch'),
    contact_name: filter.prefix('common.contactName'),
    status: filter.enum(API_REVIEW_STATUSES, FIELDS.status),
    applied_at: filter.dateRange('sms.signatureList.column.created_at'),
  },
  sorts: ['applied_at'],
  columns: [
    { prop: 'client_name', label: 'support.exportLogList.column.client_name', type: 'text', width: 200 },
    { prop: 'purpose', label: 'apiConfig.purpose', type: 'text', width: 220 },
    { prop: 'daily_calls', label: 'apiConfig.dailyCalls', type: 'text' },
    { prop: 'contact_name', label: 'common.contactName', type: 'text' },
    { prop: 'contact_phone', label: 'common.contactPhone', type: 'text', hidden: true },
    { prop: 'status', label: FIELDS.status, type: 'status', options: API_REVIEW_STATUSES },
    { prop: 'applied_at', label: 'sms.signatureList.column.created_at', type: 'text', sortable: true },
    { prop: 'review_due_at', label: 'speccard.detail.due', type: 'text', hidden: true },
    { prop: 'reviewed_at', label: FIELDS.reviewedAt, type: 'text' },
    { prop: 'reviewer', label: 'speccard.detail.reviewer', type: 'text' },
    { prop: 'reject_reason', label: 'workOrder.detail.rejectReason', type: 'text', width: 200 },
    { prop: 'app_key', label: 'apiConfig.appKey', type: 'text', hidden: true },
    reviewButtons('router_spt_api_review', 'pending'),
  ],
});

export const supportApiAccessDetail = defineEndpoint({
  method: 'GET',
  path: '/support/api_access/detail/',
  summary:
    "One main client's open-API access application: the application, its review and, once approved, its app key",
  access: { anyOf: ['router_spt_api_review'] },
  query: z.object({ id: positiveId() }),
  data: supportApiAccessRowSchema,
});

const apiDecisions = defineReviewDecisions({
  path: '/support/api_access/',
  perm: 'router_spt_api_review',
  id: positiveId(),
  statuses: keysOf(API_REVIEW_STATUSES),
  summaries: {
    approve:
      "Approves a main client's pending API access application: it gets an app key and is told in a notice; refused, changing nothing, when the application was already decided",
    reject:
      "Rejects a main client's pending API access application with a reason the customer reads on /api/config and in a notice; refused, changing nothing, when the application was already decided",
  },
  texts: {
    approveTitle: 'supportAccess.api.approveTitle',
    approveDescription: 'supportAccess.api.approveDescription',
    rejectTitle: 'supportWork.change.rejectTitle',
    rejectDescription: 'supportAccess.api.rejectDescription',
    reason: 'workOrder.detail.rejectReason',
    approved: 'supportWork.change.approved',
    rejected: 'supportAccess.rejected',
  },
});
export const approveSupportApiAccess = apiDecisions.approve;
export const rejectSupportApiAccess = apiDecisions.reject;
export const supportApiAccessApproveForm = apiDecisions.approveForm;
export const supportApiAccessRejectForm = apiDecisions.rejectForm;

// ---------------------------------------------------------------------------------------------
// SMS signatures

export const supportSignatureRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  client_name: z.string(),
  status: z.enum(keysOf(SMS_SIGNATURE_STATUSES)),
  created_by: z.string(),
  created_at: z.string(),
  /** When the carrier's automatic review decides it, while under review; '' once decided. */
  review_due_at: z.string(),
  reviewed_at: z.string(),
  reviewer: z.string(),
  reject_reason: z.string(),
});
export type SupportSignatureRow = z.infer<typeof supportSignatureRowSchema>;

export const supportSignatureList = defineList({
  path: '/support/_list/sms_signature/',
  summary:
    "Every main client's SMS signatures, newest first: who applied, its review, who decided it and why it was rejected",
  access: { anyOf: ['router_spt_signature_review'] },
  row: supportSignatureRowSchema,
  filters: {
    client_id: filter.client('support.clientSearch'),
    name: filter.prefix('sms.signatureForm.fields.name'),
    status: filter.enum(SMS_SIGNATURE_STATUSES, FIELDS.status),
    created_at: filter.dateRange('sms.signatureList.column.created_at'),
  },
  sorts: ['created_at'],
  columns: [
    { prop: 'name', label: 'sms.signatureForm.fields.name', type: 'text' },
    { prop: 'client_name', label: 'support.exportLogList.column.client_name', type: 'text', width: 200 },
    { prop: 'status', label: FIELDS.status, type: 'status', options: SMS_SIGNATURE_STATUSES },
    { prop: 'created_by', label: 'sms.signatureList.column.created_by', type: 'text' },
    { prop: 'created_at', label: 'sms.signatureList.column.created_at', type: 'text', sortable: true },
    { prop: 'review_due_at', label: 'speccard.detail.due', type: 'text', hidden: true },
    { prop: 'reviewed_at', label: FIELDS.reviewedAt, type: 'text' },
    { prop: 'reviewer', label: 'speccard.detail.reviewer', type: 'text' },
    { prop: 'reject_reason', label: 'workOrder.detail.rejectReason', type: 'text', width: 200 },
    reviewButtons('router_spt_signature_review', 'reviewing'),
  ],
});

export const supportSignatureDetail = defineEndpoint({
  method: 'GET',
  path: '/support/sms_signature/detail/',
  summary: 'One SMS signature and its review, with every other signature of the same client',
  access: { anyOf: ['router_spt_signature_review'] },
  query: z.object({ id: positiveId() }),
  data: z.object({ signature: supportSignatureRowSchema, others: z.array(supportSignatureRowSchema) }),
});

const signatureDecisions = defineReviewDecisions({
  path: '/support/sms_signature/',
  perm: 'router_spt_signature_review',
  id: positiveId(),
  statuses: keysOf(SMS_SIGNATURE_STATUSES),
  summaries: {
    approve:
      'Approves an SMS signature under review: the client may sign its SMS with it and is told in a notice; refused, changing nothing, when it was already decided',
    reject:
      'Rejects an SMS signature under review with a reason the customer reads on /sms/template and in a notice; refused, changing nothing, when it was already decided',
  },
  texts: {
    approveTitle: 'supportAccess.signature.approveTitle',
    approveDescription: 'supportAccess.signature.approveDescription',
    rejectTitle: 'supportAccess.signature.rejectTitle',
    rejectDescription: 'supportAccess.signature.rejectDescription',
    reason: 'workOrder.detail.rejectReason',
    approved: 'supportWork.change.approved',
    rejected: 'supportAccess.rejected',
  },
});
export const approveSupportSignature = signatureDecisions.approve;
export const rejectSupportSignature = signatureDecisions.reject;
export const supportSignatureApproveForm = signatureDecisions.approveForm;
export const supportSignatureRejectForm = signatureDecisions.rejectForm;
