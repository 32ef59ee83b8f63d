import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { labelled } from '../labels.ts';
import { defineList, filter, untranslated } from '../list.ts';
import { positiveId } from '../numbers.ts';
import { SMS_CONTENT_MAX, unfilledVariables } from '../sms-text.ts';
import { FIELDS } from '../vocabulary.ts';
import { CARRIER_KEYS, type Carrier } from './card.ts';
import { SMS_DIRECTIONS, SMS_STATUSES } from './card-detail.ts';

const keysOf = <K extends string>(labels: Record<K, unknown>) => Object.keys(labels) as [K, ...K[]];

/**
 * SMS to devices (menu 短信): send to one card, pasted numbers, a billing or project group or the
 * SMS template file; every send is checked card by card (`/sms/check/`), confirmed
 * (`/sms/start/`) and run as a task of the engine, which submits the SMS 100 a step; each SMS is
 * then delivered or fails on the emulator clock, and a device answers a command (指令) with an SMS
 * of its own (上行). Records, templates, signatures and the batches are lists.
 */

/** A template's (and an SMS's) type: a command the device answers, or a notice. */
export const SMS_KINDS = labelled({
  command: { 'zh-CN': '指令', en: 'Command', tone: 'info' },
  notice: { 'zh-CN': '通知', en: 'Notice', tone: 'default' },
});
export type SmsKind = keyof typeof SMS_KINDS;

/** Where a send's cards come from. */
export const SMS_TARGETS = labelled({
  card: { 'zh-CN': '单卡', en: 'One card', tone: 'default' },
  numbers: { 'zh-CN': '粘贴号码', en: 'Pasted numbers', tone: 'default' },
  billing_group: { 'zh-CN': '计费组', en: 'Billing group', tone: 'default' },
  project_group: { 'zh-CN': '项目组', en: 'Project group', tone: 'default' },
  file: { 'zh-CN': '模板文件', en: 'Template file', tone: 'default' },
});
export type SmsTarget = keyof typeof SMS_TARGETS;
export const SMS_TARGET_KEYS = keysOf(SMS_TARGETS);

/** A send (batch) as the batch list shows it. */
export const SMS_BATCH_STATUSES = labelled({
  queued: { 'zh-CN': '排队中', en: 'Queued', tone: 'default' },
  sending: { 'zh-CN': '发送中', en: 'Sending', tone: 'warning' },
  done: { 'zh-CN': '已完成', en: 'Completed', tone: 'success' },
  partial: { 'zh-CN': '部分失败', en: 'Partly failed', tone: 'warning' },
  failed: { 'zh-CN': '失败', en: 'Failed', tone: 'danger' },
});
export type SmsBatchStatus = keyof typeof SMS_BATCH_STATUSES;

/** One card's result in a batch. */
export const SMS_RESULTS = labelled({
  waiting: { 'zh-CN': '待发送', en: 'Waiting', tone: 'default' },
  pending: { 'zh-CN': '发送中', en: 'Sending', tone: 'warning' },
  delivered: { 'zh-CN': '已送达', en: 'Delivered', tone: 'success' },
  failed: { 'zh-CN': '失败', en: 'Failed', tone: 'danger' },
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
  format: { 'zh-CN': '号码格式错误', en: 'Not a card number', tone: 'danger' },
  duplicate: { 'zh-CN': '号码重复', en: 'Repeated', tone: 'warning' },
  not_yours: { 'zh-CN': '非本客户的卡', en: 'Not your card', tone: 'danger' },
  not_capable: { 'zh-CN': '不能接收短信', en: 'Cannot receive SMS', tone: 'warning' },
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
    number: filter.prefix(FIELDS.cardNumber, untranslated('ICCID / MSISDN')),
    keyword: filter.text({ 'zh-CN': '关键字', en: 'Keyword' }, { 'zh-CN': '短信内容', en: 'Content' }),
    direction: filter.enum(SMS_DIRECTIONS, { 'zh-CN': '方向', en: 'Direction' }),
    status: filter.enum(SMS_STATUSES, FIELDS.status),
    at: filter.dateRange({ 'zh-CN': '提交日期', en: 'Submitted on' }),
  },
  sorts: ['submitted_at'],
  columns: [
    { prop: 'message_id', label: { 'zh-CN': '消息ID', en: 'Message ID' }, type: 'text' },
    { prop: 'iccid', label: FIELDS.iccid, type: 'text' },
    { prop: 'msisdn', label: FIELDS.msisdn, type: 'text' },
    { prop: 'direction', label: { 'zh-CN': '方向', en: 'Direction' }, type: 'tag', options: SMS_DIRECTIONS },
    { prop: 'content', label: { 'zh-CN': '短信内容', en: 'Content' }, type: 'text' },
    { prop: 'submitted_at', label: { 'zh-CN': '提交时间', en: 'Submitted' }, type: 'text', sortable: true },
    { prop: 'settled_at', label: { 'zh-CN': '送达时间', en: 'Delivered' }, type: 'text' },
    { prop: 'status', label: FIELDS.status, type: 'status', options: SMS_STATUSES },
    { prop: 'fail_reason', label: { 'zh-CN': '失败原因', en: 'Failure reason' }, type: 'text' },
    { prop: 'operator', label: { 'zh-CN': '操作人', en: 'Operator' }, type: 'text' },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [
        {
          key: 'reveal',
          label: { 'zh-CN': '查看内容', en: 'Show content' },
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
    target: filter.enum(SMS_TARGETS, { 'zh-CN': '发送对象', en: 'Recipients' }),
    created: filter.dateRange({ 'zh-CN': '创建日期', en: 'Created on' }),
  },
  sorts: ['created_at'],
  columns: [
    { prop: 'id', label: { 'zh-CN': '批次号', en: 'Batch no.' }, type: 'text' },
    { prop: 'created_at', label: { 'zh-CN': '创建时间', en: 'Created' }, type: 'text', sortable: true },
    { prop: 'target', label: { 'zh-CN': '发送对象', en: 'Recipients' }, type: 'tag', options: SMS_TARGETS },
    { prop: 'source', label: { 'zh-CN': '来源', en: 'Source' }, type: 'text' },
    { prop: 'content', label: { 'zh-CN': '短信内容', en: 'Content' }, type: 'text' },
    { prop: 'total', label: { 'zh-CN': '总数', en: 'Total' }, type: 'text' },
    { prop: 'sent', label: { 'zh-CN': '已提交', en: 'Submitted' }, type: 'text' },
    { prop: 'delivered', label: { 'zh-CN': '已送达', en: 'Delivered' }, type: 'text' },
    { prop: 'failed', label: { 'zh-CN': '失败', en: 'Failed' }, type: 'text' },
    { prop: 'pending', label: { 'zh-CN': '待完成', en: 'Pending' }, type: 'text' },
    { prop: 'progress', label: { 'zh-CN': '进度', en: 'Progress' }, type: 'progress', scale: 'task' },
    { prop: 'status', label: FIELDS.status, type: 'status', options: SMS_BATCH_STATUSES },
    { prop: 'operator', label: { 'zh-CN': '操作人', en: 'Operator' }, type: 'text' },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [
        { key: 'detail', label: { 'zh-CN': '详情', en: 'Details' }, perm: 'router_batch_sms_detail' },
        {
          key: 'resend',
          label: { 'zh-CN': '重发失败', en: 'Re-send failed' },
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
  filters: { result: filter.enum(SMS_RESULTS, { 'zh-CN': '结果', en: 'Result' }) },
  extraData: { batch: smsBatchRowSchema },
  columns: [
    { prop: 'row_no', label: { 'zh-CN': '序号', en: 'No.' }, type: 'text' },
    { prop: 'number', label: FIELDS.cardNumber, type: 'text' },
    { prop: 'result', label: { 'zh-CN': '结果', en: 'Result' }, type: 'status', options: SMS_RESULTS },
    { prop: 'reason', label: { 'zh-CN': '失败原因', en: 'Failure reason' }, type: 'text' },
    { prop: 'submitted_at', label: { 'zh-CN': '提交时间', en: 'Submitted' }, type: 'text' },
    { prop: 'settled_at', label: { 'zh-CN': '送达时间', en: 'Delivered' }, type: 'text' },
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
