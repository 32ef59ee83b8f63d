import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { defineForm } from '../form.ts';
import { labelled } from '../labels.ts';
import { defineList, filter } from '../list.ts';
import { positiveId } from '../numbers.ts';
import { FIELDS } from '../vocabulary.ts';
import { CARD_STATUS_KEYS, CARRIER_KEYS, CARRIERS } from './card.ts';

/**
 * A chain-store customer's card orders (/yum_order, router_spt_yum_order, issue 46): a store of the
 * customer orders a quantity of cards on a plan; support ships the order from the platform's stock
 * of unassigned cards, which become the customer's cards, with a courier number; the store signs
 * for them and they go into service, both on the emulator clock.
 */

/** 待发货 → 已发货 → 已签收 → 已激活. */
export const CHAIN_ORDER_STATUSES = labelled({
  pending: { label: 'support.yumOrder.statuses.pending', tone: 'warning' },
  shipped: { label: 'support.yumOrder.statuses.shipped', tone: 'info' },
  signed: { label: 'support.yumOrder.statuses.signed', tone: 'info' },
  activated: { label: 'support.yumOrder.statuses.activated', tone: 'success' },
});
export type ChainOrderStatus = keyof typeof CHAIN_ORDER_STATUSES;
const CHAIN_ORDER_STATUS_KEYS = Object.keys(CHAIN_ORDER_STATUSES) as [
  ChainOrderStatus,
  ...ChainOrderStatus[],
];

/** The most cards one order may ask for. */
export const CHAIN_ORDER_MAX = 500;

export const chainOrderRowSchema = z.object({
  id: z.number().int(),
  order_no: z.string(),
  client_name: z.string(),
  store_name: z.string(),
  region: z.string(),
  quantity: z.number().int(),
  plan_name: z.string(),
  carrier: z.enum(CARRIER_KEYS),
  status: z.enum(CHAIN_ORDER_STATUS_KEYS),
  courier_no: z.string(),
  created_at: z.string(),
  shipped_at: z.string(),
});
export type ChainOrderRow = z.infer<typeof chainOrderRowSchema>;

export const chainOrderList = defineList({
  path: '/support/_list/yum_order/',
  summary:
    "Chain-store customers' card orders, every customer, newest first: store, region, quantity, plan, and where the order is (待发货 → 已发货 → 已签收 → 已激活)",
  access: { anyOf: ['router_spt_yum_order'] },
  row: chainOrderRowSchema,
  filters: {
    client_id: filter.client('support.clientSearch'),
    region: filter.exact('support.yumOrder.column.region'),
    status: filter.enum(CHAIN_ORDER_STATUSES, FIELDS.status),
    created_at: filter.dateRange(FIELDS.createdAt),
  },
  sorts: ['created_at'],
  columns: [
    { prop: 'order_no', label: 'support.yumOrder.column.order_no', type: 'text' },
    { prop: 'client_name', label: 'support.exportLogList.column.client_name', type: 'text', width: 200 },
    { prop: 'store_name', label: 'support.yumOrder.column.store_name', type: 'text', width: 160 },
    { prop: 'region', label: 'support.yumOrder.column.region', type: 'text' },
    { prop: 'quantity', label: 'support.yumOrder.column.quantity', type: 'text' },
    { prop: 'plan_name', label: 'field.plan', type: 'text', width: 180 },
    { prop: 'carrier', label: FIELDS.carrier, type: 'tag', options: CARRIERS },
    { prop: 'status', label: FIELDS.status, type: 'status', options: CHAIN_ORDER_STATUSES },
    { prop: 'courier_no', label: 'support.yumOrder.column.courier_no', type: 'text' },
    { prop: 'created_at', label: FIELDS.createdAt, type: 'text', sortable: true },
    { prop: 'shipped_at', label: 'support.yumOrder.column.shipped_at', type: 'text' },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [
        {
          key: 'ship',
          label: 'support.yumOrder.ship',
          perm: 'router_spt_yum_order',
          when: { prop: 'status', values: ['pending'] },
        },
        { key: 'detail', label: 'actions.details', perm: 'router_spt_yum_order' },
      ],
    },
  ],
});

export const chainOrderOptions = defineEndpoint({
  method: 'GET',
  path: '/support/yum_order/options/',
  summary:
    "The chain-store customers' stores and the plans an order may ask for, each plan with its carrier's cards left in the platform's stock",
  access: { anyOf: ['router_spt_yum_order'] },
  data: z.object({
    stores: z.array(
      z.object({ id: z.number().int(), name: z.string(), region: z.string(), client_name: z.string() }),
    ),
    plans: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        carrier: z.enum(CARRIER_KEYS),
        stock: z.number().int(),
      }),
    ),
  }),
});

export const createChainOrder = defineEndpoint({
  method: 'POST',
  path: '/support/yum_order/add/',
  summary:
    "Records a store's card order (待发货): the store, the plan and how many cards; refused when the store or plan is unknown or the plan's carrier has fewer cards in stock",
  access: { anyOf: ['router_spt_yum_order'] },
  body: z.object({
    store_id: positiveId('chain_store_required'),
    plan_id: positiveId('chain_plan_required'),
    quantity: z
      .number({ error: 'chain_quantity_range' })
      .int({ message: 'chain_quantity_range' })
      .min(1, { message: 'chain_quantity_range' })
      .max(CHAIN_ORDER_MAX, { message: 'chain_quantity_range' }),
  }),
  data: z.object({ order_id: z.number().int(), order_no: z.string() }),
});

export const chainOrderForm = defineForm({
  create: createChainOrder,
  fields: {
    store_id: { kind: 'option', value: 'id', label: 'support.yumOrder.column.store_name' },
    plan_id: { kind: 'option', value: 'id', label: 'field.plan' },
    quantity: { kind: 'number', label: 'support.yumOrder.column.quantity', initial: 1 },
  },
  texts: {
    create: 'support.yumOrder.add',
    created: 'support.yumOrder.added',
  },
});

export const shipChainOrder = defineEndpoint({
  method: 'POST',
  path: '/support/yum_order/ship/',
  summary:
    "Ships a pending order: takes its quantity of the plan's carrier's cards from the platform's stock, oldest first, makes them the customer's cards (待激活) and records the courier number; refused, changing nothing, when the stock is short or the order is not pending",
  access: { anyOf: ['router_spt_yum_order'] },
  body: z.object({
    order_id: positiveId(),
    courier_no: z
      .string({ error: 'chain_courier_invalid' })
      .trim()
      .regex(/^[A-Za-z0-9]{8,20}$/, { message: 'chain_courier_invalid' }),
  }),
  data: z.object({ order_id: z.number().int(), cards: z.number().int() }),
});

export const chainShipForm = defineForm({
  create: shipChainOrder,
  update: shipChainOrder,
  key: 'order_id',
  fields: {
    courier_no: {
      kind: 'text',
      label: 'support.yumOrder.column.courier_no',
      placeholder: 'support.yumOrder.courierPlaceholder',
    },
  },
  texts: {
    create: 'support.yumOrder.shipTitle',
    update: 'support.yumOrder.shipTitle',
    description: 'support.yumOrder.shipDescription',
    created: 'support.yumOrder.shipped',
    updated: 'support.yumOrder.shipped',
  },
});

export const chainOrderDetail = defineEndpoint({
  method: 'GET',
  path: '/support/yum_order/detail/',
  summary: 'One chain-store order: the order, its steps and the cards it shipped (ICCID, MSISDN, status)',
  access: { anyOf: ['router_spt_yum_order'] },
  query: z.object({ id: positiveId() }),
  data: z.object({
    order: chainOrderRowSchema.extend({
      signed_at: z.string(),
      activated_at: z.string(),
      shipped_by: z.string(),
    }),
    cards: z.array(z.object({ iccid: z.string(), msisdn: z.string(), status: z.enum(CARD_STATUS_KEYS) })),
  }),
});
