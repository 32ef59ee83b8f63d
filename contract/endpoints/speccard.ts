import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { defineForm } from '../form.ts';
import { labelled } from '../labels.ts';
import { defineList, filter } from '../list.ts';
import { positiveId } from '../numbers.ts';
import { FIELDS } from '../vocabulary.ts';
import { CARRIER_KEYS, CARRIERS } from './card.ts';
import { UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES } from './common.ts';
import { ledgerRowSchema } from './ledger.ts';

/**
 * Special-card resume (特殊卡复机, /speccard_resume, issue 40): a customer applies to resume a card
 * the carrier stopped for a special reason (违规, 机卡分离, 达量, 欠费), with its reason, an evidence
 * file and the fee of that reason (frozen when it applies, charged through the ledger when it is
 * approved, released when it is rejected). It is reviewed on the emulator's clock
 * SPECCARD_REVIEW_HOURS after it was sent (or earlier by a support user, through the same review
 * function): 待审核 → 已通过 / 已驳回 (with a reason); an approved one resumes the card (the carrier's
 * answer makes it 已复机).
 */

/** The stop reasons a special-card resume may be applied for, with the card history's labels. */
export const SPECCARD_REASONS = labelled({
  violation: { label: 'card.statusReasons.violation', tone: 'danger' },
  imei_mismatch: { label: 'card.statusReasons.imei_mismatch', tone: 'danger' },
  over_quota: { label: 'card.statusReasons.over_quota', tone: 'warning' },
  arrears: { label: 'card.statusReasons.arrears', tone: 'warning' },
});
export type SpeccardReason = keyof typeof SPECCARD_REASONS;
export const SPECCARD_REASON_KEYS = Object.keys(SPECCARD_REASONS) as [SpeccardReason, ...SpeccardReason[]];

/** The fee of a resume by its stop reason, in cents (0: free). */
export const SPECCARD_FEES: Record<SpeccardReason, number> = {
  violation: 5000,
  imei_mismatch: 0,
  over_quota: 1000,
  arrears: 0,
};

export const SPECCARD_STATUSES = labelled({
  pending: { label: 'workOrder.statuses.pending', tone: 'warning' },
  approved: { label: 'common.approved', tone: 'info' },
  rejected: { label: 'workOrder.statuses.rejected', tone: 'danger' },
  resumed: { label: 'support.remoteResume.statuses.done', tone: 'success' },
});
export type SpeccardStatus = keyof typeof SPECCARD_STATUSES;
export const SPECCARD_STATUS_KEYS = Object.keys(SPECCARD_STATUSES) as [SpeccardStatus, ...SpeccardStatus[]];

/** Where the fee is: frozen while pending, charged once approved, released once rejected; none when free. */
export const SPECCARD_FEE_STATES = labelled({
  none: { label: 'speccard.feeStates.none', tone: 'default' },
  frozen: { label: 'speccard.feeStates.frozen', tone: 'warning' },
  charged: { label: 'charge.detail.charged', tone: 'info' },
  released: { label: 'common.moneyReleased', tone: 'success' },
});
export type SpeccardFeeState = keyof typeof SPECCARD_FEE_STATES;
const SPECCARD_FEE_STATE_KEYS = Object.keys(SPECCARD_FEE_STATES) as [SpeccardFeeState, ...SpeccardFeeState[]];

/** How long the emulated reviewer takes to decide an application (hours). */
export const SPECCARD_REVIEW_HOURS = 2;
export const SPECCARD_REASON_MAX = 200;

export const speccardRowSchema = z.object({
  id: z.number().int(),
  app_no: z.string(),
  iccid: z.string(),
  msisdn: z.string(),
  carrier: z.enum(CARRIER_KEYS),
  stop_reason: z.enum(SPECCARD_REASON_KEYS),
  fee: z.string(),
  status: z.enum(SPECCARD_STATUS_KEYS),
  applicant: z.string(),
  applied_at: z.string(),
  reviewed_at: z.string(),
});
export type SpeccardRow = z.infer<typeof speccardRowSchema>;

export const speccardList = defineList({
  path: '/speccard_resume/list/',
  summary: "The caller's special-card resume applications, newest first, with their fee and review status",
  access: { anyOf: ['router_speccard_resume'] },
  row: speccardRowSchema,
  filters: {
    iccid: filter.exact(FIELDS.iccid),
    status: filter.enum(SPECCARD_STATUSES, FIELDS.status),
    stop_reason: filter.enum(SPECCARD_REASONS, 'speccard.stopReason'),
    applied_at: filter.dateRange('speccard.appliedAt'),
  },
  sorts: ['applied_at'],
  columns: [
    { prop: 'app_no', label: 'speccard.appNo', type: 'text' },
    { prop: 'iccid', label: FIELDS.iccid, type: 'text' },
    { prop: 'msisdn', label: FIELDS.msisdn, type: 'text' },
    { prop: 'carrier', label: FIELDS.carrier, type: 'tag', options: CARRIERS },
    { prop: 'stop_reason', label: 'speccard.stopReason', type: 'tag', options: SPECCARD_REASONS },
    { prop: 'fee', label: 'speccard.fee', type: 'money' },
    { prop: 'status', label: FIELDS.status, type: 'status', options: SPECCARD_STATUSES },
    { prop: 'applicant', label: 'speccard.applicant', type: 'text' },
    { prop: 'applied_at', label: 'speccard.appliedAt', type: 'text', sortable: true },
    { prop: 'reviewed_at', label: 'field.reviewedAt', type: 'text' },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [{ key: 'detail', label: 'actions.details', perm: 'router_speccard_resume_detail' }],
    },
  ],
});

/** One step of an application's timeline. */
export const SPECCARD_STEPS = labelled({
  applied: { label: 'register.steps.submitted', tone: 'info' },
  approved: { label: 'common.approved', tone: 'info' },
  rejected: { label: 'workOrder.statuses.rejected', tone: 'danger' },
  resumed: { label: 'support.remoteResume.statuses.done', tone: 'success' },
  resume_failed: { label: 'support.remoteResume.statuses.failed', tone: 'danger' },
});
export type SpeccardStep = keyof typeof SPECCARD_STEPS;
const SPECCARD_STEP_KEYS = Object.keys(SPECCARD_STEPS) as [SpeccardStep, ...SpeccardStep[]];

export const speccardDetail = defineEndpoint({
  method: 'GET',
  path: '/speccard_resume/detail/',
  summary:
    "One of the caller's special-card resume applications: the card, reason, evidence, fee and ledger rows, and its status timeline",
  access: { anyOf: ['router_speccard_resume_detail'] },
  query: z.object({ id: positiveId() }),
  data: z.object({
    application: speccardRowSchema.extend({
      card_id: z.number().int(),
      reason: z.string(),
      /** The evidence file's name ('' when none was kept); downloaded from SPECCARD_EVIDENCE_PATH. */
      evidence_name: z.string(),
      evidence_size: z.number().int(),
      /** Frozen while pending, charged once approved, released once rejected ('0.00' when free). */
      fee_state: z.enum(SPECCARD_FEE_STATE_KEYS),
      due_at: z.string(),
      reviewer: z.string(),
      /** Why it was rejected, in the caller's language ('' unless rejected). */
      reject_reason: z.string(),
    }),
    timeline: z.array(
      z.object({
        step: z.enum(SPECCARD_STEP_KEYS),
        at: z.string(),
        by: z.string(),
        note: z.string(),
      }),
    ),
    ledger: z.array(ledgerRowSchema),
  }),
});

/** `GET ${API_BASE}${SPECCARD_EVIDENCE_PATH}?id=`: an application's evidence file, with the caller's token. */
export const SPECCARD_EVIDENCE_PATH = '/speccard_resume/evidence/';

export const applySpeccard = defineEndpoint({
  method: 'POST',
  path: '/speccard_resume/apply/',
  summary:
    "Applies to resume one of the caller's cards stopped for 违规, 机卡分离, 达量 or 欠费, with a reason and an evidence file uploaded first to /upload/file/; the fee of the reason is frozen until the review (func_speccard_resume)",
  access: { anyOf: ['func_speccard_resume'] },
  body: z.object({
    card: z
      .string({ error: 'speccard_card_required' })
      .trim()
      .min(1, { message: 'speccard_card_required' })
      .max(40, { message: 'speccard_card_required' }),
    reason: z
      .string({ error: 'speccard_reason_required' })
      .trim()
      .min(1, { message: 'speccard_reason_required' })
      .max(SPECCARD_REASON_MAX, { message: 'speccard_reason_too_long' }),
    file_url: z
      .string({ error: 'speccard_evidence_required' })
      .trim()
      .min(1, { message: 'speccard_evidence_required' })
      .max(300, { message: 'speccard_evidence_required' }),
  }),
  data: z.object({
    id: z.number().int(),
    app_no: z.string(),
    stop_reason: z.enum(SPECCARD_REASON_KEYS),
    fee: z.string(),
    due_at: z.string(),
  }),
});

export const speccardForm = defineForm({
  create: applySpeccard,
  fields: {
    card: { kind: 'text', label: FIELDS.cardNumber, placeholder: 'common.iccidOrMsisdn' },
    reason: { kind: 'textarea', rows: 3, label: 'speccard.form.reason' },
    file_url: {
      kind: 'upload',
      accept: UPLOAD_EXTENSIONS,
      maxBytes: UPLOAD_MAX_BYTES,
      label: 'speccard.form.evidence',
      help: 'speccard.form.evidenceHelp',
    },
  },
  texts: {
    create: 'speccard.form.title',
    notice: 'speccard.form.notice',
    submit: 'speccard.form.submit',
    created: 'speccard.form.created',
  },
});
