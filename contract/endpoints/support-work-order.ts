import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { defineForm } from '../form.ts';
import { labelled } from '../labels.ts';
import { defineList, filter } from '../list.ts';
import { positiveId } from '../numbers.ts';
import { FIELDS } from '../vocabulary.ts';
import { BATCH_FILE_EXTENSIONS } from './batch.ts';
import { CARRIER_KEYS, CARRIERS } from './card.ts';
import { UPLOAD_MAX_BYTES } from './common.ts';
import { WORK_ORDER_STATUSES, WORK_ORDER_TYPES, workOrderDetail, workOrderRowSchema } from './work-order.ts';

/**
 * The support side of work orders (issue 48, part A). /client_work (router_spt_client_work): every
 * client's orders; support reviews, assigns a handler, comments (the customer sees it on its
 * /work/center detail), forwards to the carrier and closes. /card_unbind (router_spt_card_unbind):
 * machine-card unbinding in the carrier's system, one 解绑 work order per card, 待处理 → 处理中 →
 * 已解绑 / 失败 with the carrier's answer. Each step is the function the emulator's automatic
 * handler calls on its clock; whoever acts first decides, the other is told it was already handled.
 */

/** Why support acts: required, kept in the operation log. */
const reason = z
  .string({ error: 'support_work_reason_required' })
  .trim()
  .min(2, { message: 'support_work_reason_required' })
  .max(200, { message: 'support_work_reason_too_long' });

/** Where an order stands against its carrier SLA: open and in time, open past its due date, or finished. */
export const SLA_STATES = labelled({
  within: { label: 'supportWork.sla.within', tone: 'info' },
  overdue: { label: 'workOrder.overdue', tone: 'danger' },
  finished: { label: 'supportWork.sla.finished', tone: 'default' },
});
const SLA_STATE_KEYS = Object.keys(SLA_STATES) as [keyof typeof SLA_STATES, ...(keyof typeof SLA_STATES)[]];

export const supportWorkOrderRowSchema = workOrderRowSchema.extend({
  client_name: z.string(),
  carrier: z.enum(CARRIER_KEYS).nullable(),
  sla: z.enum(SLA_STATE_KEYS),
});
export type SupportWorkOrderRow = z.infer<typeof supportWorkOrderRowSchema>;

/** The open statuses: support may still assign, comment on or close the order. */
const OPEN = ['pending', 'processing', 'carrier'];

export const supportWorkOrderList = defineList({
  path: '/support/_list/client_work/',
  summary:
    "Every client's work orders, newest first: client, type, cards, status, the handler and the carrier SLA's due date; open orders past it are marked overdue",
  access: { anyOf: ['router_spt_client_work'] },
  row: supportWorkOrderRowSchema,
  filters: {
    client_id: filter.client('support.clientSearch'),
    order_no: filter.exact('workOrder.orderNo'),
    type: filter.enum(WORK_ORDER_TYPES, 'workOrder.type'),
    status: filter.enum(WORK_ORDER_STATUSES, FIELDS.status),
    overdue: filter.flag('supportWork.overdueOnly'),
    date: filter.dateRange(FIELDS.submittedAt),
  },
  sorts: ['created_at', 'due_at'],
  columns: [
    { prop: 'order_no', label: 'workOrder.orderNo', type: 'text' },
    { prop: 'client_name', label: 'support.exportLogList.column.client_name', type: 'text', width: 180 },
    { prop: 'type', label: 'workOrder.type', type: 'tag', options: WORK_ORDER_TYPES },
    { prop: 'title', label: 'workOrder.title', type: 'text', width: 200 },
    { prop: 'card_count', label: 'common.cards', type: 'text' },
    { prop: 'status', label: FIELDS.status, type: 'status', options: WORK_ORDER_STATUSES },
    { prop: 'sla', label: 'supportWork.slaColumn', type: 'status', options: SLA_STATES },
    { prop: 'handler', label: 'workOrder.handler', type: 'text' },
    { prop: 'created_at', label: FIELDS.submittedAt, type: 'text', sortable: true },
    { prop: 'due_at', label: 'workOrder.dueAt', type: 'text', sortable: true },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [
        {
          key: 'review',
          label: 'supportWork.review',
          perm: 'router_spt_client_work',
          when: { prop: 'status', values: ['pending'] },
        },
        {
          key: 'assign',
          label: 'supportWork.assign',
          perm: 'router_spt_client_work',
          when: { prop: 'status', values: OPEN },
        },
        {
          key: 'comment',
          label: 'supportWork.comment',
          perm: 'router_spt_client_work',
          when: { prop: 'status', values: OPEN },
        },
        {
          key: 'forward',
          label: 'supportWork.forward',
          perm: 'router_spt_client_work',
          when: { prop: 'status', values: ['processing'] },
        },
        {
          key: 'close',
          label: 'common.close',
          perm: 'router_spt_client_work',
          when: { prop: 'status', values: OPEN },
        },
      ],
    },
  ],
});

export const supportWorkOrderOptions = defineEndpoint({
  method: 'GET',
  path: '/support/client_work/options/',
  summary: 'The support users an order may be assigned to (username and name)',
  access: { anyOf: ['router_spt_client_work'] },
  data: z.object({ handlers: z.array(z.object({ username: z.string(), name: z.string() })) }),
});

export const supportWorkOrderDetail = defineEndpoint({
  method: 'GET',
  path: '/support/client_work/detail/',
  summary:
    "Any client's work order as its customer sees it (steps, the carrier's answer, each card's result, comments, attachments) and the client's name",
  access: { anyOf: ['router_spt_client_work'] },
  query: z.object({ id: positiveId() }),
  data: workOrderDetail.data.extend({ client_name: z.string() }),
});

const idBody = { id: positiveId('support_work_order_required') };
const actionData = z.object({
  id: z.number().int(),
  status: z.enum(Object.keys(WORK_ORDER_STATUSES) as [string]),
});

export const supportReviewWorkOrder = defineEndpoint({
  method: 'POST',
  path: '/support/client_work/review/',
  summary:
    'Reviews a pending order as support: approved it is 处理中 under the caller, rejected it is 已驳回 with the reason (a plan change releases its frozen money); refused when the automatic handler or another user already reviewed it',
  access: { anyOf: ['router_spt_client_work'] },
  body: z.object({
    ...idBody,
    decision: z.enum(['approve', 'reject'], { error: 'support_work_decision_required' }),
    reason,
  }),
  data: actionData,
});

export const SUPPORT_REVIEW_DECISIONS = labelled({
  approve: { label: 'supportWork.change.approve', tone: 'success' },
  reject: { label: 'supportWork.change.reject', tone: 'danger' },
});

export const supportReviewForm = defineForm({
  create: supportReviewWorkOrder,
  update: supportReviewWorkOrder,
  key: 'id',
  fields: {
    decision: {
      kind: 'enum',
      values: SUPPORT_REVIEW_DECISIONS,
      as: 'radio',
      label: 'supportWork.decision',
      initial: 'approve',
    },
    reason: { kind: 'textarea', rows: 3, label: 'common.reason' },
  },
  texts: {
    create: 'supportWork.reviewTitle',
    update: 'supportWork.reviewTitle',
    created: 'supportWork.done',
    updated: 'supportWork.done',
  },
});

export const supportAssignWorkOrder = defineEndpoint({
  method: 'POST',
  path: '/support/client_work/assign/',
  summary:
    'Names the support user who handles an open order; refused when the order is finished or the user is not a support user',
  access: { anyOf: ['router_spt_client_work'] },
  body: z.object({
    ...idBody,
    handler: z
      .string({ error: 'support_work_handler_required' })
      .trim()
      .min(1, { message: 'support_work_handler_required' })
      .max(40),
    reason,
  }),
  data: actionData,
});

export const supportAssignForm = defineForm({
  create: supportAssignWorkOrder,
  update: supportAssignWorkOrder,
  key: 'id',
  fields: {
    handler: { kind: 'option', value: 'text', label: 'workOrder.handler' },
    reason: { kind: 'textarea', rows: 3, label: 'common.reason' },
  },
  texts: {
    create: 'supportWork.assignTitle',
    update: 'supportWork.assignTitle',
    created: 'supportWork.done',
    updated: 'supportWork.done',
  },
});

export const supportCommentWorkOrder = defineEndpoint({
  method: 'POST',
  path: '/support/client_work/comment/',
  summary:
    "Adds support's comment to an open order; the customer reads it on the order's /work/center detail",
  access: { anyOf: ['router_spt_client_work'] },
  body: z.object({
    ...idBody,
    content: z
      .string({ error: 'work_order_comment_required' })
      .trim()
      .min(1, { message: 'work_order_comment_required' })
      .max(500, { message: 'work_order_comment_too_long' }),
  }),
  data: actionData,
});

export const supportCommentForm = defineForm({
  create: supportCommentWorkOrder,
  update: supportCommentWorkOrder,
  key: 'id',
  fields: { content: { kind: 'textarea', rows: 4, label: 'supportWork.commentContent' } },
  texts: {
    create: 'supportWork.commentTitle',
    update: 'supportWork.commentTitle',
    created: 'supportWork.commented',
    updated: 'supportWork.commented',
  },
});

export const supportForwardWorkOrder = defineEndpoint({
  method: 'POST',
  path: '/support/client_work/forward/',
  summary:
    'Passes an order in progress to the carrier now (待运营商); the carrier answers before its due date. Refused when the automatic handler already forwarded it',
  access: { anyOf: ['router_spt_client_work'] },
  body: z.object({ ...idBody, reason }),
  data: actionData,
});

export const supportCloseWorkOrder = defineEndpoint({
  method: 'POST',
  path: '/support/client_work/close/',
  summary:
    'Closes an open order (已关闭) with the reason, which its customer reads; a plan change releases its frozen money. Refused when the order already finished',
  access: { anyOf: ['router_spt_client_work'] },
  body: z.object({ ...idBody, reason }),
  data: actionData,
});

const reasonOnly = { reason: { kind: 'textarea', rows: 3, label: 'common.reason' } } as const;

export const supportForwardForm = defineForm({
  create: supportForwardWorkOrder,
  update: supportForwardWorkOrder,
  key: 'id',
  fields: reasonOnly,
  texts: {
    create: 'supportWork.forwardTitle',
    update: 'supportWork.forwardTitle',
    created: 'supportWork.done',
    updated: 'supportWork.done',
  },
});

export const supportCloseForm = defineForm({
  create: supportCloseWorkOrder,
  update: supportCloseWorkOrder,
  key: 'id',
  fields: reasonOnly,
  texts: {
    create: 'supportWork.closeTitle',
    update: 'supportWork.closeTitle',
    created: 'supportWork.done',
    updated: 'supportWork.done',
  },
});

// ---------------------------------------------------------------------------------------------
// /card_unbind

/** A card's unbinding as /card_unbind shows it: 待处理 → 处理中 → 已解绑 / 失败. */
export const UNBIND_STATUSES = labelled({
  pending: { label: 'subCustomer.assignOutcomes.pending', tone: 'warning' },
  processing: { label: 'workOrder.statuses.processing', tone: 'info' },
  unbound: { label: 'supportWork.unbind.statuses.unbound', tone: 'success' },
  failed: { label: 'common.failed', tone: 'danger' },
});
export type UnbindStatus = keyof typeof UNBIND_STATUSES;
const UNBIND_STATUS_KEYS = Object.keys(UNBIND_STATUSES) as [UnbindStatus, ...UnbindStatus[]];

export const cardUnbindRowSchema = z.object({
  /** The work order's card row. */
  id: z.number().int(),
  order_id: z.number().int(),
  order_no: z.string(),
  client_name: z.string(),
  iccid: z.string(),
  msisdn: z.string(),
  carrier: z.enum(CARRIER_KEYS),
  reason: z.string(),
  submitter: z.string(),
  status: z.enum(UNBIND_STATUS_KEYS),
  /** The carrier's answer in the caller's language ('' until it answers). */
  answer: z.string(),
  created_at: z.string(),
  due_at: z.string(),
  finished_at: z.string(),
});
export type CardUnbindRow = z.infer<typeof cardUnbindRowSchema>;

export const cardUnbindList = defineList({
  path: '/support/_list/card_unbind/',
  summary:
    "Every card's unbinding request to its carrier, every client, newest first: the card, why, where it is (待处理 → 处理中 → 已解绑 / 失败) and the carrier's answer",
  access: { anyOf: ['router_spt_card_unbind'] },
  row: cardUnbindRowSchema,
  filters: {
    client_id: filter.client('support.clientSearch'),
    iccid: filter.exact(FIELDS.iccid),
    status: filter.enum(UNBIND_STATUSES, FIELDS.status),
    date: filter.dateRange(FIELDS.submittedAt),
  },
  sorts: ['created_at'],
  columns: [
    { prop: 'order_no', label: 'workOrder.orderNo', type: 'text' },
    { prop: 'client_name', label: 'support.exportLogList.column.client_name', type: 'text', width: 180 },
    { prop: 'iccid', label: FIELDS.iccid, type: 'text', width: 200 },
    { prop: 'carrier', label: FIELDS.carrier, type: 'tag', options: CARRIERS },
    { prop: 'reason', label: 'supportWork.unbind.reason', type: 'text', width: 180 },
    { prop: 'status', label: FIELDS.status, type: 'status', options: UNBIND_STATUSES },
    { prop: 'answer', label: 'charge.detail.answer', type: 'text', width: 220 },
    { prop: 'submitter', label: 'workOrder.submitter', type: 'text' },
    { prop: 'created_at', label: FIELDS.submittedAt, type: 'text', sortable: true },
    { prop: 'due_at', label: 'workOrder.dueAt', type: 'text' },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [
        {
          key: 'accept',
          label: 'supportWork.unbind.accept',
          perm: 'router_spt_card_unbind',
          when: { prop: 'status', values: ['pending'] },
        },
        {
          key: 'answer',
          label: 'supportWork.unbind.answerAction',
          perm: 'router_spt_card_unbind',
          when: { prop: 'status', values: ['processing'] },
        },
      ],
    },
  ],
});

export const UNBIND_SOURCES = labelled({
  list: { label: 'common.batch.fromText', tone: 'default' },
  file: { label: 'common.batch.fromFile', tone: 'default' },
});

/** The most cards one request may name. */
export const CARD_UNBIND_MAX = 200;

export const createCardUnbind = defineEndpoint({
  method: 'POST',
  path: '/support/card_unbind/add/',
  summary:
    "Asks the cards' carriers to unbind the cards from their devices: one 解绑 work order per card, in its client's name, by a pasted list (one reason for all) or the carrier_unbind template (a reason per row); all or nothing",
  access: { anyOf: ['router_spt_card_unbind'] },
  body: z
    .object({
      source: z.enum(['list', 'file']).default('list'),
      numbers: z
        .array(z.string().trim().min(1).max(40))
        .max(CARD_UNBIND_MAX, { message: 'card_unbind_too_many' })
        .optional(),
      reason: z.string().trim().max(100, { message: 'support_work_reason_too_long' }).optional(),
      file_url: z.string().trim().max(300).optional(),
    })
    .superRefine((b, ctx) => {
      if (b.source === 'file' && !b.file_url) {
        ctx.addIssue({ code: 'custom', path: ['file_url'], message: 'card_unbind_file_required' });
      }
      if (b.source === 'list') {
        if (!(b.numbers?.length ?? 0)) {
          ctx.addIssue({ code: 'custom', path: ['numbers'], message: 'work_order_cards_required' });
        }
        if ((b.reason?.length ?? 0) < 2) {
          ctx.addIssue({ code: 'custom', path: ['reason'], message: 'support_work_reason_required' });
        }
      }
    }),
  data: z.object({ orders: z.number().int(), order_nos: z.array(z.string()) }),
});

export const cardUnbindForm = defineForm({
  create: createCardUnbind,
  fields: {
    source: {
      kind: 'enum',
      values: UNBIND_SOURCES,
      as: 'radio',
      label: 'supportWork.unbind.cards',
      initial: 'list',
    },
    numbers: {
      kind: 'cards',
      label: 'common.batch.numbers',
      help: 'supportWork.unbind.numbersHelp',
      showWhen: { field: 'source', values: ['list'] },
    },
    reason: {
      kind: 'text',
      label: 'supportWork.unbind.reason',
      showWhen: { field: 'source', values: ['list'] },
    },
    file_url: {
      kind: 'upload',
      accept: BATCH_FILE_EXTENSIONS,
      maxBytes: UPLOAD_MAX_BYTES,
      label: 'common.batch.fromFile',
      help: 'supportWork.unbind.fileHelp',
      showWhen: { field: 'source', values: ['file'] },
    },
  },
  texts: { create: 'supportWork.unbind.add', created: 'supportWork.unbind.added' },
});

export const acceptCardUnbind = defineEndpoint({
  method: 'POST',
  path: '/support/card_unbind/accept/',
  summary:
    'Takes a pending unbinding in hand (处理中) and passes it to the carrier at once; refused when the automatic handler already did',
  access: { anyOf: ['router_spt_card_unbind'] },
  body: z.object({ id: positiveId('support_work_order_required'), reason }),
  data: actionData,
});

export const acceptCardUnbindForm = defineForm({
  create: acceptCardUnbind,
  update: acceptCardUnbind,
  key: 'id',
  fields: reasonOnly,
  texts: {
    create: 'supportWork.unbind.acceptTitle',
    update: 'supportWork.unbind.acceptTitle',
    created: 'supportWork.done',
    updated: 'supportWork.done',
  },
});

export const UNBIND_RESULTS = labelled({
  unbound: UNBIND_STATUSES.unbound,
  failed: UNBIND_STATUSES.failed,
});

export const answerCardUnbind = defineEndpoint({
  method: 'POST',
  path: '/support/card_unbind/answer/',
  summary:
    "Records the carrier's answer to an unbinding in progress: 已解绑 (the card's binding ends and it leaves its device, by the same rule as the clock's answer) or 失败, with the carrier's words; refused when the carrier already answered",
  access: { anyOf: ['router_spt_card_unbind'] },
  body: z.object({
    id: positiveId('support_work_order_required'),
    result: z.enum(['unbound', 'failed'], { error: 'card_unbind_result_required' }),
    reason: z
      .string({ error: 'card_unbind_answer_required' })
      .trim()
      .min(2, { message: 'card_unbind_answer_required' })
      .max(200, { message: 'support_work_reason_too_long' }),
  }),
  data: actionData,
});

export const answerCardUnbindForm = defineForm({
  create: answerCardUnbind,
  update: answerCardUnbind,
  key: 'id',
  fields: {
    result: {
      kind: 'enum',
      values: UNBIND_RESULTS,
      as: 'radio',
      label: 'supportWork.flex.result',
      initial: 'unbound',
    },
    reason: { kind: 'textarea', rows: 3, label: 'charge.detail.answer' },
  },
  texts: {
    create: 'supportWork.unbind.answerTitle',
    update: 'supportWork.unbind.answerTitle',
    created: 'supportWork.done',
    updated: 'supportWork.done',
  },
});
