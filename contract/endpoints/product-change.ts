import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { defineForm } from '../form.ts';
import { labelled } from '../labels.ts';
import { defineList, filter } from '../list.ts';
import { positiveId } from '../numbers.ts';
import { FIELDS } from '../vocabulary.ts';
import { CARRIER_KEYS, CARRIERS } from './card.ts';
import { EFFECT_MODE_LABEL, EFFECT_MODES } from './charge.ts';

/**
 * Plan change (套餐变更, /product_change): a main client moves listed cards to another plan of their
 * carrier, now or from next month, as one 套餐变更 work order. The price difference (the new plan's
 * price less the old one's, per card, when it is dearer) is frozen in the account when the
 * order is placed, charged through the ledger when the carrier confirms a card, and released when
 * the order is rejected or cancelled or the carrier fails the card. The page lists every card's
 * change with its state.
 */

/** The two ways a plan change takes effect (the recharge flow's words). */
export const PLAN_CHANGE_EFFECTS = labelled({
  immediate: EFFECT_MODES.immediate,
  next_month: EFFECT_MODES.next_month,
});
export type PlanChangeEffect = keyof typeof PLAN_CHANGE_EFFECTS;
const PLAN_CHANGE_EFFECT_KEYS = Object.keys(PLAN_CHANGE_EFFECTS) as [PlanChangeEffect, ...PlanChangeEffect[]];

export const PLAN_CHANGE_STATUSES = labelled({
  reviewing: { label: 'workOrder.statuses.pending', tone: 'warning' },
  processing: { label: 'workOrder.statuses.processing', tone: 'warning' },
  waiting: { label: 'common.pending', tone: 'info' },
  done: { label: 'productChange.statuses.done', tone: 'success' },
  rejected: { label: 'workOrder.statuses.rejected', tone: 'danger' },
  failed: { label: 'productChange.statuses.failed', tone: 'danger' },
  cancelled: { label: 'workOrder.statuses.cancelled', tone: 'default' },
});
export type PlanChangeStatus = keyof typeof PLAN_CHANGE_STATUSES;
const PLAN_CHANGE_STATUS_KEYS = Object.keys(PLAN_CHANGE_STATUSES) as [
  PlanChangeStatus,
  ...PlanChangeStatus[],
];

/** Where a card's price difference is: frozen, charged through the ledger, or released. */
export const PLAN_CHANGE_MONEY = labelled({
  held: { label: 'productChange.money.held', tone: 'warning' },
  charged: { label: 'productChange.money.charged', tone: 'success' },
  released: { label: 'common.moneyReleased', tone: 'default' },
});
const PLAN_CHANGE_MONEY_KEYS = Object.keys(PLAN_CHANGE_MONEY) as [
  keyof typeof PLAN_CHANGE_MONEY,
  ...(keyof typeof PLAN_CHANGE_MONEY)[],
];

/** The most cards one plan change (one work order) names. */
export const PLAN_CHANGE_CARDS_MAX = 1000;

export const planChangeRowSchema = z.object({
  id: z.number().int(),
  card_id: z.number().int(),
  iccid: z.string(),
  msisdn: z.string(),
  carrier: z.enum(CARRIER_KEYS),
  from_plan: z.string(),
  to_plan: z.string(),
  effect_mode: z.enum(PLAN_CHANGE_EFFECT_KEYS),
  /** The price difference, yuan with two decimals. */
  amount: z.string(),
  money: z.enum(PLAN_CHANGE_MONEY_KEYS),
  status: z.enum(PLAN_CHANGE_STATUS_KEYS),
  order_id: z.number().int(),
  order_no: z.string(),
  /** When the new plan took or takes effect ('' while not known). */
  effect_at: z.string(),
  created_by: z.string(),
  created_at: z.string(),
  /** Why support rejected it ('' unless rejected; issue 48). */
  reason: z.string(),
});
export type PlanChangeRow = z.infer<typeof planChangeRowSchema>;

export const planChangeList = defineList({
  path: '/product_change/list/',
  summary:
    "The caller's plan changes, a row per card, newest first: old and new plan, effect mode, the price difference and where it is (frozen, charged, released), and the state read off the 套餐变更 work order",
  access: { anyOf: ['router_product_change'] },
  row: planChangeRowSchema,
  filters: {
    number: filter.prefix(FIELDS.cardNumber, 'common.iccidSlashMsisdn'),
    status: filter.enum(PLAN_CHANGE_STATUSES, FIELDS.status),
    date: filter.dateRange(FIELDS.createdAt),
  },
  sorts: ['created_at'],
  columns: [
    { prop: 'iccid', label: FIELDS.iccid, type: 'text' },
    { prop: 'msisdn', label: FIELDS.msisdn, type: 'text' },
    { prop: 'carrier', label: FIELDS.carrier, type: 'tag', options: CARRIERS },
    { prop: 'from_plan', label: 'productChange.fromPlan', type: 'text', width: 180 },
    { prop: 'to_plan', label: 'common.targetPlan', type: 'text', width: 180 },
    { prop: 'effect_mode', label: EFFECT_MODE_LABEL, type: 'tag', options: PLAN_CHANGE_EFFECTS },
    { prop: 'amount', label: 'productChange.amount', type: 'money' },
    { prop: 'money', label: 'productChange.moneyState', type: 'status', options: PLAN_CHANGE_MONEY },
    { prop: 'status', label: FIELDS.status, type: 'status', options: PLAN_CHANGE_STATUSES },
    { prop: 'effect_at', label: 'productChange.effectAt', type: 'text' },
    { prop: 'reason', label: 'workOrder.detail.rejectReason', type: 'text', width: 200 },
    { prop: 'order_no', label: 'workOrder.orderNo', type: 'text', hidden: true },
    { prop: 'created_by', label: 'workOrder.submitter', type: 'text', hidden: true },
    { prop: 'created_at', label: FIELDS.createdAt, type: 'text', sortable: true },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [{ key: 'order', label: 'netGroup.orderButton', perm: 'router_work_order_detail' }],
    },
  ],
});

export const planChangeOptions = defineEndpoint({
  method: 'GET',
  path: '/product_change/options/',
  summary:
    'The plans a card may change to, per carrier (a card changes only to another plan of its own carrier)',
  access: { anyOf: ['router_product_change'] },
  data: z.object({
    plans: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        carrier: z.enum(CARRIER_KEYS),
        /** The plan's price, yuan with two decimals. */
        price: z.string(),
      }),
    ),
  }),
});

export const addPlanChange = defineEndpoint({
  method: 'POST',
  path: '/product_change/add/',
  summary:
    "Changes the listed cards' plan as one 套餐变更 work order, all or none: each the caller's, not cancelled, with no change on its way, of the new plan's carrier and not on it already; the price difference is frozen until the carrier confirms (refused when the available balance is short)",
  access: { anyOf: ['router_product_change'] },
  body: z.object({
    plan_id: positiveId('product_change_plan_required'),
    effect_mode: z.enum(PLAN_CHANGE_EFFECT_KEYS),
    numbers: z
      .array(z.string().trim().min(1).max(40))
      .min(1, { message: 'card_ids_required' })
      .max(PLAN_CHANGE_CARDS_MAX, { message: 'product_change_too_many' }),
  }),
  data: z.object({
    order_id: z.number().int(),
    order_no: z.string(),
    due_at: z.string(),
    added: z.number().int(),
    /** The whole price difference frozen, yuan with two decimals. */
    frozen: z.string(),
  }),
});

export const planChangeForm = defineForm({
  create: addPlanChange,
  fields: {
    numbers: { kind: 'cards', label: 'common.batch.numbers', help: 'netGroup.form.numbersHelp' },
    plan_id: {
      kind: 'option',
      value: 'id',
      label: 'common.targetPlan',
      placeholder: 'productChange.form.planPlaceholder',
    },
    effect_mode: {
      kind: 'enum',
      values: PLAN_CHANGE_EFFECTS,
      label: EFFECT_MODE_LABEL,
      as: 'radio',
      initial: 'next_month',
    },
  },
  texts: {
    create: 'productChange.form.title',
    notice: 'productChange.form.notice',
    created: 'productChange.form.created',
  },
});
