import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { defineForm } from '../form.ts';
import { keysOf, labelled } from '../labels.ts';
import { defineList, filter } from '../list.ts';
import { positiveId } from '../numbers.ts';
import { SMS_CONTENT_MAX, unfilledVariables } from '../sms-text.ts';
import { FIELDS } from '../vocabulary.ts';
import { BATCH_FILE_EXTENSIONS } from './batch.ts';
import { CARRIER_KEYS, type Carrier } from './card.ts';
import { SMS_DIRECTIONS, SMS_STATUSES } from './card-detail.ts';
import { UPLOAD_MAX_BYTES } from './common.ts';

/**
 * SMS to devices (menu 短信): send to one card, pasted numbers, a billing or project group or the
 * SMS template file; every send is checked card by card (`/sms/check/`), confirmed
 * (`/sms/start/`) and run as a task of the engine, which submits the SMS 100 a step; each SMS is
 * then delivered or fails on the emulator clock, and a device answers a command (指令) with an SMS
 * of its own (上行). Records, templates, signatures and the batches are lists.
 */

/** A template's (and an SMS's) type: a command the device answers, or a notice. */
export const SMS_KINDS = labelled({
  command: { label: 'sms.kinds.command', tone: 'info' },
  notice: { label: 'sms.kinds.notice', tone: 'default' },
});
export type SmsKind = keyof typeof SMS_KINDS;

/** Where a send's cards come from. */
export const SMS_TARGETS = labelled({
  card: { label: 'sms.targets.card', tone: 'default' },
  numbers: { label: 'sms.targets.numbers', tone: 'default' },
  billing_group: { label: 'field.billingGroup', tone: 'default' },
  project_group: { label: 'field.projectGroup', tone: 'default' },
  file: { label: 'sms.targets.file', tone: 'default' },
});
export type SmsTarget = keyof typeof SMS_TARGETS;
export const SMS_TARGET_KEYS = keysOf(SMS_TARGETS);

/** A send (batch) as the batch list shows it. */
export const SMS_BATCH_STATUSES = labelled({
  queued: { label: 'common.queued', tone: 'default' },
  sending: { label: 'common.sending', tone: 'warning' },
  done: { label: 'sms.batchStatuses.done', tone: 'success' },
  partial: { label: 'common.partlyFailed', tone: 'warning' },
  failed: { label: 'common.failed', tone: 'danger' },
});
export type SmsBatchStatus = keyof typeof SMS_BATCH_STATUSES;

/** One card's result in a batch. */
export const SMS_RESULTS = labelled({
  waiting: { label: 'sms.results.waiting', tone: 'default' },
  pending: { label: 'common.sending', tone: 'warning' },
  delivered: { label: 'common.delivered', tone: 'success' },
  failed: { label: 'common.failed', tone: 'danger' },
});
export type SmsResult = keyof typeof SMS_RESULTS;

/** The carriers' price of one SMS segment, in cents (a long message costs one per part). */
export const SMS_PRICE_CENTS: Record<Carrier, number> = { cmcc: 10, cucc: 10, ctcc: 12 };

/**
 * What each carrier's SMS centre takes: China Telecom's IoT cards (NB-IoT among them) get no long
 * (concatenated) SMS, China Unicom's SMS centre carries no encrypted SMS.
 */
export const SMS_CARRIER_CAPS: Record<Carrier, { long: boolean; encrypted: boolean }> = {
  cmcc: { long: true, encrypted: true },
  cucc: { long: true, encrypted: false },
  ctcc: { long: false, encrypted: true },
};

/** Numbers one paste may hold; larger sends go by group or file. */
export const SMS_PASTE_MAX = 100;
/** Emulator time from submission to the carrier's delivery report, and from delivery to a device's reply. */
export const SMS_DELIVERY_SECONDS = 5;
export const SMS_REPLY_SECONDS = 10;

/** What a record shows instead of an encrypted SMS's content. */
export const SMS_MASK = '******';

const content = z.string().trim().max(SMS_CONTENT_MAX, 'sms_content_too_long');

// ---------------------------------------------------------------------------------------------
// Sending

export const smsSendBody = z
  .object({
    target: z.enum(SMS_TARGET_KEYS),
    /** target card: its ICCID or MSISDN. */
    number: z.string().trim().max(30).optional(),
    /** target numbers: one a line (or separated by commas or spaces). */
    numbers: z.string().max(5000).optional(),
    billing_group_id: positiveId().optional(),
    project_group_id: positiveId().optional(),
    /** target file: the uploaded SMS template (column B, when filled, is that card's own content). */
    file_url: z.string().max(300).optional(),
    /** The SMS; with a file, the content of rows that have none of their own. */
    content: content.default(''),
    template_id: positiveId().optional(),
    /** An approved signature, put before the content as 【name】. */
    signature_id: positiveId().optional(),
    /** Sent encrypted: stored and listed masked (func_sms_encrypt_send). */
    encrypted: z.boolean().default(false),
    /** A command (指令) is answered by the device (上行); a notice is not. */
    kind: z.enum(keysOf(SMS_KINDS)).default('notice'),
  })
  .superRefine((body, ctx) => {
    const need = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
    if (body.target === 'card' && !body.number) need('number', 'sms_number_required');
    if (body.target === 'numbers' && !body.numbers?.trim()) need('numbers', 'sms_numbers_required');
    if (body.target === 'billing_group' && !body.billing_group_id)
      need('billing_group_id', 'sms_group_required');
    if (body.target === 'project_group' && !body.project_group_id)
      need('project_group_id', 'sms_group_required');
    if (body.target === 'file' && !body.file_url) need('file_url', 'sms_file_required');
    if (body.target !== 'file' && body.content === '') need('content', 'sms_content_required');
    const unfilled = unfilledVariables(body.content);
    if (unfilled.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['content'],
        message: 'sms_variables_unfilled',
        params: { names: unfilled.map((n) => `\${${n}}`).join(' ') },
      });
    }
  });

/** Why a card of a send was refused. */
export const SMS_REFUSALS = labelled({
  format: { label: 'common.notACardNumber', tone: 'danger' },
  duplicate: { label: 'common.repeated', tone: 'warning' },
  not_yours: { label: 'common.notYourCard', tone: 'danger' },
  not_capable: { label: 'sms.refusals.not_capable', tone: 'warning' },
});
export type SmsRefusal = keyof typeof SMS_REFUSALS;

export const smsCheckSchema = z.object({
  /** The checked send: what /sms/start/ queues. */
  task_id: z.number().int(),
  total: z.number().int(),
  valid: z.number().int(),
  refused: z.number().int(),
  /** The first refused cards (at most 200), each with its reason in the caller's language. */
  bad_rows: z.array(
    z.object({
      row_no: z.number().int(),
      number: z.string(),
      check: z.enum(keysOf(SMS_REFUSALS)),
      reason: z.string(),
    }),
  ),
  /** Segments of the form's content, and the cost of the valid cards' SMS, in cents. */
  segments: z.number().int(),
  cost_cents: z.number().int(),
  /** Per carrier: cards, segments and price per segment. */
  cost_lines: z.array(
    z.object({
      carrier: z.enum(CARRIER_KEYS),
      cards: z.number().int(),
      segments: z.number().int(),
      price_cents: z.number().int(),
    }),
  ),
  /** The caller's available balance (balance less frozen) in cents: starting needs cost_cents of it. */
  available_cents: z.number().int(),
});
export type SmsCheck = z.infer<typeof smsCheckSchema>;

export const smsCheck = defineEndpoint({
  method: 'POST',
  path: '/sms/check/',
  summary: 'Reads and checks the cards of a send, card by card; nothing is sent until /sms/start/',
  access: { anyOf: ['func_sms_send'] },
  body: smsSendBody,
  data: smsCheckSchema,
});

/**
 * The send form, on /sms/send: whom (one card, pasted numbers, a group, the template file), the
 * message (a template fills it, editable) and its kind; its submit checks the cards and prices the
 * send (/sms/check/), which the page shows before anything is sent. The page supplies the groups,
 * templates and signatures, the live counter, and hides `encrypted` from a user without
 * func_sms_encrypt_send.
 */
const byTarget = (target: SmsTarget) => ({ field: 'target', values: [target] });
export const smsSendForm = defineForm({
  create: smsCheck,
  fields: {
    target: { kind: 'enum', as: 'radio', values: SMS_TARGETS, label: 'sms.send.target' },
    number: {
      kind: 'text',
      label: FIELDS.cardNumber,
      placeholder: 'common.iccidOrMsisdn',
      showWhen: byTarget('card'),
    },
    numbers: {
      kind: 'textarea',
      rows: 5,
      label: 'common.batch.numbers',
      placeholder: 'common.batch.numbersPlaceholder',
      showWhen: byTarget('numbers'),
    },
    billing_group_id: {
      kind: 'option',
      value: 'id',
      label: 'field.billingGroup',
      placeholder: 'sms.send.group',
      showWhen: byTarget('billing_group'),
    },
    project_group_id: {
      kind: 'option',
      value: 'id',
      label: 'field.projectGroup',
      placeholder: 'sms.send.group',
      showWhen: byTarget('project_group'),
    },
    file_url: {
      kind: 'upload',
      accept: BATCH_FILE_EXTENSIONS,
      maxBytes: UPLOAD_MAX_BYTES,
      label: 'common.batch.fromFile',
      help: 'sms.send.fileHint',
      showWhen: byTarget('file'),
    },
    template_id: {
      kind: 'option',
      value: 'id',
      empty: 'sms.send.noTemplate',
      label: 'sms.send.template',
      width: 'half',
    },
    signature_id: {
      kind: 'option',
      value: 'id',
      empty: 'sms.send.noSignature',
      label: 'sms.send.signature',
      width: 'half',
    },
    kind: { kind: 'enum', as: 'radio', values: SMS_KINDS, initial: 'notice', label: 'sms.send.kind' },
    content: {
      kind: 'textarea',
      rows: 4,
      label: 'common.message',
      placeholder: 'sms.send.contentPlaceholder',
    },
    encrypted: { kind: 'switch', label: 'sms.send.encrypted' },
  },
  texts: { create: 'perm.router_sms_send', submit: 'sms.send.check' },
});

export const smsStart = defineEndpoint({
  method: 'POST',
  path: '/sms/start/',
  summary: 'Queues a checked send of the caller',
  access: { anyOf: ['func_sms_send'] },
  body: z.object({ task_id: positiveId() }),
  data: z.object({ task_id: z.number().int() }),
});

const option = z.object({ id: z.number().int(), name: z.string() });

export const smsSendOptions = defineEndpoint({
  method: 'GET',
  path: '/sms/options/',
  summary:
    "The send form's choices: the caller's billing and project groups, enabled templates and approved signatures",
  access: { anyOf: ['router_sms_send'] },
  data: z.object({
    billing_groups: z.array(option),
    project_groups: z.array(option),
    templates: z.array(option.extend({ content: z.string(), kind: z.enum(keysOf(SMS_KINDS)) })),
    signatures: z.array(option),
  }),
});

// ---------------------------------------------------------------------------------------------
// Records

export const smsRecordRowSchema = z.object({
  id: z.number().int(),
  /** The message id as the carrier names it. */
  message_id: z.string(),
  card_id: z.number().int(),
  iccid: z.string(),
  msisdn: z.string(),
  direction: z.enum(keysOf(SMS_DIRECTIONS)),
  content: z.string(),
  encrypted: z.enum(['yes', 'no']),
  submitted_at: z.string(),
  settled_at: z.string().nullable(),
  status: z.enum(keysOf(SMS_STATUSES)),
  fail_reason: z.string().nullable(),
  operator: z.string(),
});
export type SmsRecordRow = z.infer<typeof smsRecordRowSchema>;

export const smsRecordList = defineList({
  path: '/sms/records/',
  summary:
    "SMS to and from the caller's cards, newest first (with func_front_sms_by_user: only the user's own)",
  access: { anyOf: ['router_sms_send'] },
  row: smsRecordRowSchema,
  filters: {
    number: filter.prefix(FIELDS.cardNumber, 'common.iccidSlashMsisdn'),
    keyword: filter.text('sms.recordList.filter.keyword', 'common.content'),
    direction: filter.enum(SMS_DIRECTIONS, 'common.direction'),
    status: filter.enum(SMS_STATUSES, FIELDS.status),
    at: filter.dateRange('sms.recordList.filter.at'),
  },
  sorts: ['submitted_at'],
  columns: [
    { prop: 'message_id', label: 'common.messageId', type: 'text' },
    { prop: 'iccid', label: FIELDS.iccid, type: 'text' },
    { prop: 'msisdn', label: FIELDS.msisdn, type: 'text' },
    { prop: 'direction', label: 'common.direction', type: 'tag', options: SMS_DIRECTIONS },
    { prop: 'content', label: 'common.content', type: 'text' },
    { prop: 'submitted_at', label: 'field.submittedAt', type: 'text', sortable: true },
    { prop: 'settled_at', label: 'sms.recordList.column.settled_at', type: 'text' },
    { prop: 'status', label: FIELDS.status, type: 'status', options: SMS_STATUSES },
    { prop: 'fail_reason', label: 'sms.recordList.column.fail_reason', type: 'text' },
    { prop: 'operator', label: 'common.operator', type: 'text' },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [
        {
          key: 'reveal',
          label: 'sms.recordList.column.actions.reveal',
          perm: 'func_sms_encrypt_view',
          when: { prop: 'encrypted', values: ['yes'] },
        },
      ],
    },
  ],
});

export const smsReveal = defineEndpoint({
  method: 'POST',
  path: '/sms/reveal/',
  summary:
    "An encrypted SMS's content; the reveal is written to the user's event log and the card's operation log",
  access: { anyOf: ['func_sms_encrypt_view'] },
  body: z.object({ id: positiveId() }),
  data: z.object({ id: z.number().int(), content: z.string() }),
});

// ---------------------------------------------------------------------------------------------
// Batches

export const smsBatchRowSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  target: z.enum(SMS_TARGET_KEYS),
  source: z.string(),
  content: z.string(),
  total: z.number().int(),
  sent: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
  progress: z.number().int(),
  status: z.enum(keysOf(SMS_BATCH_STATUSES)),
  operator: z.string(),
});
export type SmsBatchRow = z.infer<typeof smsBatchRowSchema>;

export const smsBatchList = defineList({
  path: '/batch_sms/list/',
  summary: "The caller's sends (batches), newest first, with their counts",
  access: { anyOf: ['router_batch_sms'] },
  row: smsBatchRowSchema,
  filters: {
    target: filter.enum(SMS_TARGETS, 'sms.send.target'),
    created: filter.dateRange('common.createdOn'),
  },
  sorts: ['created_at'],
  columns: [
    { prop: 'id', label: 'sms.batchList.column.id', type: 'text' },
    { prop: 'created_at', label: 'common.created', type: 'text', sortable: true },
    { prop: 'target', label: 'sms.send.target', type: 'tag', options: SMS_TARGETS },
    { prop: 'source', label: 'common.source', type: 'text' },
    { prop: 'content', label: 'common.content', type: 'text' },
    { prop: 'total', label: 'sms.batchList.column.total', type: 'text' },
    { prop: 'sent', label: 'sms.batchList.column.sent', type: 'text' },
    { prop: 'delivered', label: 'common.delivered', type: 'text' },
    { prop: 'failed', label: 'common.failed', type: 'text' },
    { prop: 'pending', label: 'sms.batchList.column.pending', type: 'text' },
    { prop: 'progress', label: 'field.progress', type: 'progress', scale: 'task' },
    { prop: 'status', label: FIELDS.status, type: 'status', options: SMS_BATCH_STATUSES },
    { prop: 'operator', label: 'common.operator', type: 'text' },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [
        { key: 'detail', label: 'actions.details', perm: 'router_batch_sms_detail' },
        {
          key: 'resend',
          label: 'sms.batchList.column.actions.resend',
          perm: 'func_sms_send',
          when: { prop: 'status', values: ['partial', 'failed'] },
        },
      ],
    },
  ],
});

export const smsBatchResultRowSchema = z.object({
  row_no: z.number().int(),
  number: z.string(),
  result: z.enum(keysOf(SMS_RESULTS)),
  reason: z.string().nullable(),
  submitted_at: z.string().nullable(),
  settled_at: z.string().nullable(),
});
export type SmsBatchResultRow = z.infer<typeof smsBatchResultRowSchema>;

export const smsBatchDetail = defineList({
  path: '/batch_sms/detail/',
  summary: "One send's cards and each card's result",
  access: { anyOf: ['router_batch_sms_detail'] },
  row: smsBatchResultRowSchema,
  fixedQuery: { task_id: positiveId() },
  filters: { result: filter.enum(SMS_RESULTS, 'common.result') },
  extraData: { batch: smsBatchRowSchema },
  columns: [
    { prop: 'row_no', label: 'common.no', type: 'text' },
    { prop: 'number', label: FIELDS.cardNumber, type: 'text' },
    { prop: 'result', label: 'common.result', type: 'status', options: SMS_RESULTS },
    { prop: 'reason', label: 'sms.recordList.column.fail_reason', type: 'text' },
    { prop: 'submitted_at', label: 'field.submittedAt', type: 'text' },
    { prop: 'settled_at', label: 'sms.recordList.column.settled_at', type: 'text' },
  ],
});

export const smsBatchResend = defineEndpoint({
  method: 'POST',
  path: '/batch_sms/resend/',
  summary: "Sends a finished batch's failed cards again, as a new batch (each card checked again)",
  access: { anyOf: ['func_sms_send'] },
  body: z.object({ task_id: positiveId() }),
  data: smsCheckSchema,
});
