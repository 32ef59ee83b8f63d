import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { defineForm } from '../form.ts';
import { labelled } from '../labels.ts';
import { defineList, filter } from '../list.ts';
import { positiveId } from '../numbers.ts';
import { FIELDS } from '../vocabulary.ts';
import { CARRIER_KEYS } from './card.ts';
import { UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES } from './common.ts';

/**
 * Work orders (工单, /work/center): every request of the client that the platform and the carrier
 * work on. Each moves 待审核 → 处理中 → 待运营商 → 已完成 / 部分失败 / 失败, or is 已驳回 at review, or
 * 已撤销 by its submitter while it waits for review. The due date is the carrier's SLA in working
 * days (Monday to Friday, UTC+8). The directed-traffic, machine-card binding and plan-change
 * screens create orders of their own types; /work/center opens the general ones.
 */

export const WORK_ORDER_TYPES = labelled({
  directed: { label: 'workOrder.types.directed', tone: 'info' },
  tac_bind: { label: 'workOrder.types.tac_bind', tone: 'info' },
  unbind: { label: 'workOrder.types.unbind', tone: 'warning' },
  product_change: { label: 'workOrder.types.product_change', tone: 'info' },
  stop_resume: { label: 'workOrder.types.stop_resume', tone: 'warning' },
  realname_clear: { label: 'workOrder.types.realname_clear', tone: 'default' },
  speed_limit: { label: 'workOrder.types.speed_limit', tone: 'default' },
  other: { label: 'workOrder.types.other', tone: 'default' },
});
export type WorkOrderType = keyof typeof WORK_ORDER_TYPES;
export const WORK_ORDER_TYPE_KEYS = Object.keys(WORK_ORDER_TYPES) as [WorkOrderType, ...WorkOrderType[]];

/** The types a customer opens by hand in /work/center (the others come from their own screens). */
export const GENERAL_WORK_ORDER_TYPES = labelled({
  stop_resume: WORK_ORDER_TYPES.stop_resume,
  unbind: WORK_ORDER_TYPES.unbind,
  realname_clear: WORK_ORDER_TYPES.realname_clear,
  speed_limit: WORK_ORDER_TYPES.speed_limit,
  other: WORK_ORDER_TYPES.other,
});
export type GeneralWorkOrderType = keyof typeof GENERAL_WORK_ORDER_TYPES;
const GENERAL_TYPE_KEYS = Object.keys(GENERAL_WORK_ORDER_TYPES) as [
  GeneralWorkOrderType,
  ...GeneralWorkOrderType[],
];

/**
 * What a general ticket asks the carrier to do to its cards, done to each card when the carrier
 * answers: a 停复机 ticket stops or resumes them, a 限速 ticket limits their speed or lifts the limit,
 * a 实名清除 ticket clears their real names and a 解绑 ticket unbinds them from their devices.
 */
export const WORK_ORDER_STATUS_ACTIONS = labelled({
  stop: { label: 'card.list.actions.stop', tone: 'danger' },
  resume: { label: 'card.list.actions.resume', tone: 'success' },
});
export const WORK_ORDER_SPEED_ACTIONS = labelled({
  limit: { label: 'workOrder.speedActions.limit', tone: 'warning' },
  lift: { label: 'workOrder.speedActions.lift', tone: 'success' },
});
/** The tickets whose type is what they do to their cards (ticket-effects.ts). */
const WORK_ORDER_TYPE_ACTIONS = labelled({
  realname_clear: WORK_ORDER_TYPES.realname_clear,
  unbind: WORK_ORDER_TYPES.unbind,
});
export const WORK_ORDER_CARD_ACTIONS = labelled({
  ...WORK_ORDER_STATUS_ACTIONS,
  ...WORK_ORDER_SPEED_ACTIONS,
  ...WORK_ORDER_TYPE_ACTIONS,
});
export type WorkOrderCardAction = keyof typeof WORK_ORDER_CARD_ACTIONS;
const CARD_ACTION_KEYS = Object.keys(WORK_ORDER_CARD_ACTIONS) as [
  WorkOrderCardAction,
  ...WorkOrderCardAction[],
];

/**
 * The carriers' SLAs in working days, per type (GSL: directed-traffic setup 5 at 电信, 7 at 联通,
 * 6 weeks at 移动; unbinding 3 at 移动; stop/resume 1–2 days). The rest are the platform's own
 * commitments. An order of no card, or of cards of several carriers, takes the longest.
 */
export const WORK_ORDER_SLA_DAYS: Record<WorkOrderType, Record<(typeof CARRIER_KEYS)[number], number>> = {
  directed: { ctcc: 5, cucc: 7, cmcc: 30 },
  tac_bind: { ctcc: 3, cucc: 3, cmcc: 3 },
  unbind: { ctcc: 3, cucc: 3, cmcc: 3 },
  product_change: { ctcc: 3, cucc: 3, cmcc: 3 },
  stop_resume: { ctcc: 2, cucc: 2, cmcc: 1 },
  realname_clear: { ctcc: 3, cucc: 3, cmcc: 3 },
  speed_limit: { ctcc: 2, cucc: 2, cmcc: 2 },
  other: { ctcc: 5, cucc: 5, cmcc: 5 },
};

/** The SLA in working days of an order of `type` on cards of `carriers`: the longest of theirs, or of all with no card. */
export function slaDaysOf(type: WorkOrderType, carriers: readonly (typeof CARRIER_KEYS)[number][]): number {
  const table = WORK_ORDER_SLA_DAYS[type];
  const among = carriers.length > 0 ? carriers : (Object.keys(table) as (typeof CARRIER_KEYS)[number][]);
  return Math.max(...among.map((c) => table[c]));
}

/**
 * The emulated handling, on the world's clock: the platform's automatic review an hour after an
 * order is opened, the forward to the carrier half an hour later, the carrier's answer two hours
 * before the SLA's due date (never sooner than half an hour after the forward).
 */
export const WORK_ORDER_REVIEW_MINUTES = 60;
export const WORK_ORDER_FORWARD_MINUTES = 30;
export const WORK_ORDER_CARRIER_MARGIN_MINUTES = 120;

export const WORK_ORDER_STATUSES = labelled({
  pending: { label: 'workOrder.statuses.pending', tone: 'warning' },
  processing: { label: 'workOrder.statuses.processing', tone: 'info' },
  carrier: { label: 'workOrder.statuses.carrier', tone: 'info' },
  done: { label: 'sms.batchStatuses.done', tone: 'success' },
  partial: { label: 'common.partlyFailed', tone: 'warning' },
  failed: { label: 'common.failed', tone: 'danger' },
  rejected: { label: 'workOrder.statuses.rejected', tone: 'danger' },
  cancelled: { label: 'workOrder.statuses.cancelled', tone: 'default' },
  /** Closed by support before it finished (issue 48), with the reason its customer reads. */
  closed: { label: 'charge.orderStatuses.closed', tone: 'default' },
});
export type WorkOrderStatus = keyof typeof WORK_ORDER_STATUSES;
export const WORK_ORDER_STATUS_KEYS = Object.keys(WORK_ORDER_STATUSES) as [
  WorkOrderStatus,
  ...WorkOrderStatus[],
];

export const WORK_ORDER_SOURCES = labelled({
  portal: { label: 'workOrder.sources.portal', tone: 'default' },
  api: { label: 'workOrder.sources.api', tone: 'default' },
  rule: { label: 'workOrder.sources.rule', tone: 'default' },
});

export const WORK_ORDER_CARD_STATUSES = labelled({
  waiting: { label: 'workOrder.cardStatuses.waiting', tone: 'warning' },
  success: { label: 'common.succeeded', tone: 'success' },
  failed: { label: 'common.failed', tone: 'danger' },
});

export const workOrderRowSchema = z.object({
  id: z.number().int(),
  order_no: z.string(),
  type: z.enum(WORK_ORDER_TYPE_KEYS),
  title: z.string(),
  card_count: z.number().int(),
  status: z.enum(WORK_ORDER_STATUS_KEYS),
  submitter: z.string(),
  /** Who handles it, in the caller's language ('' until reviewed). */
  handler: z.string(),
  created_at: z.string(),
  /** The SLA's due date (UTC+8). */
  due_at: z.string(),
  /** Still open past its due date. */
  overdue: z.boolean(),
  finished_at: z.string(),
});
export type WorkOrderRow = z.infer<typeof workOrderRowSchema>;

export const workOrderList = defineList({
  path: '/work/order/list/',
  summary:
    "The caller's work orders, newest first: type, cards, submitter, status, the carrier SLA's due date and the handler",
  access: { anyOf: ['router_work_center'] },
  row: workOrderRowSchema,
  filters: {
    order_no: filter.exact('workOrder.orderNo'),
    type: filter.enum(WORK_ORDER_TYPES, 'workOrder.type'),
    status: filter.enum(WORK_ORDER_STATUSES, FIELDS.status),
    date: filter.dateRange(FIELDS.submittedAt),
  },
  sorts: ['created_at', 'due_at'],
  columns: [
    { prop: 'order_no', label: 'workOrder.orderNo', type: 'text' },
    { prop: 'type', label: 'workOrder.type', type: 'tag', options: WORK_ORDER_TYPES },
    { prop: 'title', label: 'workOrder.title', type: 'text', width: 200 },
    { prop: 'card_count', label: 'common.cards', type: 'text' },
    { prop: 'status', label: FIELDS.status, type: 'status', options: WORK_ORDER_STATUSES },
    { prop: 'submitter', label: 'workOrder.submitter', type: 'text' },
    { prop: 'handler', label: 'workOrder.handler', type: 'text' },
    { prop: 'created_at', label: FIELDS.submittedAt, type: 'text', sortable: true },
    { prop: 'due_at', label: 'workOrder.dueAt', type: 'text', sortable: true },
    { prop: 'finished_at', label: FIELDS.finishedAt, type: 'text' },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [
        { key: 'detail', label: 'actions.details', perm: 'router_work_order_detail' },
        {
          key: 'cancel',
          label: 'workOrder.cancel',
          perm: 'func_work_order_submit',
          when: { prop: 'status', values: ['pending'] },
        },
      ],
    },
  ],
});

const attachmentSchema = z.object({
  file_url: z.string(),
  file_name: z.string(),
  size: z.number().int(),
  uploaded_by: z.string(),
  at: z.string(),
});

export const workOrderDetail = defineEndpoint({
  method: 'GET',
  path: '/work/order/detail/',
  summary:
    "One of the caller's work orders: its steps, the carrier's answer, each card's result, the comments and the attachments",
  access: { anyOf: ['router_work_order_detail'] },
  query: z.object({ id: positiveId() }),
  data: z.object({
    order: workOrderRowSchema.extend({
      content: z.string(),
      source: z.enum(['portal', 'api', 'rule']),
      carrier: z.enum(CARRIER_KEYS).nullable(),
      sla_days: z.number().int(),
      reviewed_at: z.string(),
      forwarded_at: z.string(),
      reject_reason: z.string(),
      /** The carrier's answer in the caller's language ('' until it answers). */
      answer: z.string(),
      /** Whether the caller may still cancel it (pending, and func_work_order_submit held). */
      cancellable: z.boolean(),
      /** What a 停复机, 限速, 实名清除 or 解绑 ticket asks done to its cards (null for the other types). */
      card_action: z.enum(CARD_ACTION_KEYS).nullable(),
    }),
    cards: z.array(
      z.object({
        card_id: z.number().int(),
        iccid: z.string(),
        msisdn: z.string(),
        carrier: z.enum(CARRIER_KEYS),
        status: z.enum(['waiting', 'success', 'failed']),
        answer: z.string(),
        settled_at: z.string(),
      }),
    ),
    comments: z.array(
      z.object({
        id: z.number().int(),
        side: z.enum(['customer', 'support']),
        author: z.string(),
        content: z.string(),
        at: z.string(),
      }),
    ),
    attachments: z.array(attachmentSchema),
  }),
});

/** The general tickets that change their cards, and so must name them. */
const CARD_TICKET_TYPES: readonly GeneralWorkOrderType[] = [
  'stop_resume',
  'speed_limit',
  'realname_clear',
  'unbind',
];

/** The most cards one general order may name. */
export const WORK_ORDER_CARDS_MAX = 200;

export const addWorkOrder = defineEndpoint({
  method: 'POST',
  path: '/work/order/add/',
  summary:
    'Opens a general work order (stop/resume, unbind, real-name clearing, speed limit, other) with optional cards and one attachment uploaded first to /upload/file/; it waits for review',
  access: { anyOf: ['func_work_order_submit'] },
  body: z
    .object({
      type: z.enum(GENERAL_TYPE_KEYS, { error: 'work_order_type_required' }),
      title: z
        .string({ error: 'work_order_title_required' })
        .trim()
        .min(1, { message: 'work_order_title_required' })
        .max(50, { message: 'work_order_title_too_long' }),
      content: z
        .string({ error: 'work_order_content_required' })
        .trim()
        .min(1, { message: 'work_order_content_required' })
        .max(1000, { message: 'work_order_content_too_long' }),
      numbers: z
        .array(z.string().trim().min(1).max(40))
        .max(WORK_ORDER_CARDS_MAX, { message: 'work_order_cards_too_many' })
        .default([]),
      file_url: z.string().trim().max(300).optional(),
      /** A 停复机 ticket's: stop or resume its cards. */
      status_action: z.enum(['stop', 'resume'], { error: 'work_order_status_action_required' }).optional(),
      /** A 限速 ticket's: limit its cards' speed, or lift the limit. */
      speed_action: z.enum(['limit', 'lift'], { error: 'work_order_speed_action_required' }).optional(),
    })
    .superRefine((body, ctx) => {
      // A ticket that changes cards says how, and names the cards.
      if (body.type === 'stop_resume' && body.status_action === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['status_action'],
          message: 'work_order_status_action_required',
        });
      }
      if (body.type === 'speed_limit' && body.speed_action === undefined) {
        ctx.addIssue({ code: 'custom', path: ['speed_action'], message: 'work_order_speed_action_required' });
      }
      if (CARD_TICKET_TYPES.includes(body.type) && !(body.numbers?.length > 0)) {
        ctx.addIssue({ code: 'custom', path: ['numbers'], message: 'work_order_cards_required' });
      }
    }),
  data: z.object({ id: z.number().int(), order_no: z.string(), due_at: z.string() }),
});

export const workOrderForm = defineForm({
  create: addWorkOrder,
  fields: {
    type: { kind: 'enum', values: GENERAL_WORK_ORDER_TYPES, label: 'workOrder.type', initial: 'other' },
    status_action: {
      kind: 'enum',
      values: WORK_ORDER_STATUS_ACTIONS,
      as: 'radio',
      label: 'workOrder.form.statusAction',
      initial: 'stop',
      showWhen: { field: 'type', values: ['stop_resume'] },
    },
    speed_action: {
      kind: 'enum',
      values: WORK_ORDER_SPEED_ACTIONS,
      as: 'radio',
      label: 'workOrder.form.speedAction',
      initial: 'lift',
      showWhen: { field: 'type', values: ['speed_limit'] },
    },
    title: { kind: 'text', label: 'workOrder.title', placeholder: 'workOrder.form.titlePlaceholder' },
    content: { kind: 'textarea', rows: 4, label: 'workOrder.content' },
    numbers: { kind: 'cards', label: 'workOrder.form.cards', help: 'workOrder.form.cardsHelp' },
    file_url: {
      kind: 'upload',
      accept: UPLOAD_EXTENSIONS,
      maxBytes: UPLOAD_MAX_BYTES,
      label: 'workOrder.attachment',
      help: 'workOrder.form.attachmentHelp',
    },
  },
  texts: {
    create: 'workOrder.form.title',
    notice: 'workOrder.form.notice',
    submit: 'workOrder.form.submit',
    created: 'workOrder.form.created',
  },
});

export const commentWorkOrder = defineEndpoint({
  method: 'POST',
  path: '/work/order/comment/',
  summary:
    "Adds the caller's comment to one of its work orders (not to a finished, rejected or cancelled one)",
  access: { anyOf: ['func_work_order_submit'] },
  body: z.object({
    id: positiveId(),
    content: z
      .string({ error: 'work_order_comment_required' })
      .trim()
      .min(1, { message: 'work_order_comment_required' })
      .max(500, { message: 'work_order_comment_too_long' }),
  }),
  data: z.object({ id: z.number().int() }),
});

export const cancelWorkOrder = defineEndpoint({
  method: 'POST',
  path: '/work/order/cancel/',
  summary: 'Cancels one of the caller’s work orders while it still waits for review (待审核)',
  access: { anyOf: ['func_work_order_submit'] },
  body: z.object({ id: positiveId() }),
  data: z.object({ id: z.number().int(), status: z.enum(WORK_ORDER_STATUS_KEYS) }),
});

/** The comment dialog of an order's detail: the order's id comes from the page. */
export const workOrderCommentForm = defineForm({
  create: commentWorkOrder,
  fields: {
    content: {
      kind: 'textarea',
      rows: 4,
      label: 'workOrder.detail.commentLabel',
      placeholder: 'workOrder.detail.commentPlaceholder',
    },
  },
  texts: {
    create: 'workOrder.detail.commentTitle',
    submit: 'workOrder.detail.commentSubmit',
    created: 'workOrder.detail.commented',
  },
});
