import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { defineForm } from '../form.ts';
import { defineList, filter } from '../list.ts';
import { positiveId } from '../numbers.ts';
import { reviewReason } from '../review-queue.ts';
import { DAY_PATTERN } from '../validators.ts';
import { FIELDS } from '../vocabulary.ts';
import { EFFECT_MODE_LABEL } from './charge.ts';
import { PLAN_CHANGE_EFFECTS, planChangeRowSchema } from './product-change.ts';
import { WORK_ORDER_STATUS_KEYS, WORK_ORDER_STATUSES } from './work-order.ts';

/**
 * Plan-change applications, support side (/product_change and /product_change_detail, issue 48,
 * router_spt_product_change): every client's 套餐变更 orders. Support approves a pending one for an
 * effective day, or rejects it with a reason, which releases its frozen difference; the emulator's
 * automatic review approves one nobody reviewed in time. Both go through the one review function,
 * which settles an order once: the later one is told it was already handled.
 */

export const supportPlanChangeRowSchema = z.object({
  id: z.number().int(),
  order_no: z.string(),
  client_name: z.string(),
  card_count: z.number().int(),
  to_plan: z.string(),
  effect_mode: z.enum(Object.keys(PLAN_CHANGE_EFFECTS) as ['immediate', 'next_month']),
  /** The frozen difference of all its cards, yuan with two decimals. */
  amount: z.string(),
  status: z.enum(WORK_ORDER_STATUS_KEYS),
  /** The day its cards change: the one support approved for, else its mode's ('' once settled otherwise). */
  effective_date: z.string(),
  handler: z.string(),
  reject_reason: z.string(),
  submitter: z.string(),
  created_at: z.string(),
  due_at: z.string(),
});
export type SupportPlanChangeRow = z.infer<typeof supportPlanChangeRowSchema>;

export const supportPlanChangeList = defineList({
  path: '/support/_list/product_change/',
  summary:
    "Every client's plan-change applications (套餐变更 orders), newest first: client, cards, the new plan, the frozen difference, the order's status, its effective day and who handled it",
  access: { anyOf: ['router_spt_product_change'] },
  row: supportPlanChangeRowSchema,
  filters: {
    client_id: filter.client('support.clientSearch'),
    order_no: filter.prefix('workOrder.orderNo'),
    status: filter.enum(WORK_ORDER_STATUSES, FIELDS.status),
    created_at: filter.dateRange(FIELDS.createdAt),
  },
  sorts: ['created_at'],
  columns: [
    { prop: 'order_no', label: 'workOrder.orderNo', type: 'text', width: 190 },
    { prop: 'client_name', label: 'support.exportLogList.column.client_name', type: 'text', width: 200 },
    { prop: 'card_count', label: 'report.chart.cardCount', type: 'text' },
    { prop: 'to_plan', label: 'common.targetPlan', type: 'text', width: 180 },
    { prop: 'effect_mode', label: EFFECT_MODE_LABEL, type: 'tag', options: PLAN_CHANGE_EFFECTS },
    { prop: 'amount', label: 'productChange.amount', type: 'money' },
    { prop: 'status', label: FIELDS.status, type: 'status', options: WORK_ORDER_STATUSES },
    { prop: 'effective_date', label: 'supportWork.change.effectiveDate', type: 'text' },
    { prop: 'handler', label: 'workOrder.handler', type: 'text' },
    { prop: 'reject_reason', label: 'workOrder.detail.rejectReason', type: 'text', width: 200 },
    { prop: 'submitter', label: 'workOrder.submitter', type: 'text', hidden: true },
    { prop: 'created_at', label: FIELDS.createdAt, type: 'text', sortable: true },
    { prop: 'due_at', label: 'workOrder.dueAt', type: 'text', hidden: true },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [
        {
          key: 'approve',
          label: 'supportWork.change.approve',
          perm: 'router_spt_product_change',
          when: { prop: 'status', values: ['pending'] },
        },
        {
          key: 'reject',
          label: 'supportWork.change.reject',
          perm: 'router_spt_product_change',
          when: { prop: 'status', values: ['pending'] },
        },
        { key: 'detail', label: 'actions.details', perm: 'router_spt_product_change' },
      ],
    },
  ],
});

export const supportPlanChangeDetail = defineEndpoint({
  method: 'GET',
  path: '/support/product_change/detail/',
  summary:
    'One plan-change application: the order and each card of it with its old and new plan, difference, where its money is and its state',
  access: { anyOf: ['router_spt_product_change'] },
  query: z.object({ id: positiveId() }),
  data: z.object({
    order: supportPlanChangeRowSchema.extend({ reviewed_at: z.string(), finished_at: z.string() }),
    cards: z.array(planChangeRowSchema),
  }),
});

const orderId = positiveId();

export const approveSupportPlanChange = defineEndpoint({
  method: 'POST',
  path: '/support/product_change/approve/',
  summary:
    'Approves a pending plan change for an effective day (today or later, Beijing time): the order goes on to the carrier, and each card it confirms changes plan on that day (today: at once); refused, changing nothing, when the order was already reviewed',
  access: { anyOf: ['router_spt_product_change'] },
  body: z.object({
    order_id: orderId,
    effective_date: z
      .string({ error: 'product_change_date_invalid' })
      .regex(DAY_PATTERN, { message: 'product_change_date_invalid' }),
  }),
  data: z.object({ id: z.number().int(), status: z.enum(WORK_ORDER_STATUS_KEYS) }),
});

export const supportPlanChangeApproveForm = defineForm({
  create: approveSupportPlanChange,
  update: approveSupportPlanChange,
  key: 'order_id',
  fields: {
    effective_date: { kind: 'date', label: 'supportWork.change.effectiveDate' },
  },
  texts: {
    create: 'supportWork.change.approveTitle',
    update: 'supportWork.change.approveTitle',
    description: 'supportWork.change.approveDescription',
    created: 'supportWork.change.approved',
    updated: 'supportWork.change.approved',
  },
});

export const rejectSupportPlanChange = defineEndpoint({
  method: 'POST',
  path: '/support/product_change/reject/',
  summary:
    "Rejects a pending plan change with a reason the customer sees; its frozen difference goes back to the customer's available balance; refused, changing nothing, when the order was already reviewed",
  access: { anyOf: ['router_spt_product_change'] },
  body: z.object({
    order_id: orderId,
    reason: reviewReason,
  }),
  data: z.object({ id: z.number().int(), status: z.enum(WORK_ORDER_STATUS_KEYS) }),
});

export const supportPlanChangeRejectForm = defineForm({
  create: rejectSupportPlanChange,
  update: rejectSupportPlanChange,
  key: 'order_id',
  fields: {
    reason: {
      kind: 'textarea',
      label: 'workOrder.detail.rejectReason',
      placeholder: 'supportWork.change.reasonPlaceholder',
      rows: 3,
    },
  },
  texts: {
    create: 'supportWork.change.rejectTitle',
    update: 'supportWork.change.rejectTitle',
    description: 'supportWork.change.rejectDescription',
    created: 'supportWork.change.rejected',
    updated: 'supportWork.change.rejected',
  },
});
