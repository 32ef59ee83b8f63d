import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { defineForm } from '../form.ts';
import { labelled } from '../labels.ts';
import { defineList, filter } from '../list.ts';
import { positiveId } from '../numbers.ts';
import { FIELDS } from '../vocabulary.ts';
import { EFFECT_MODE_KEYS, LINE_STATUS_KEYS, ORDER_CHANNELS } from './charge.ts';
import { LEDGER_KIND_KEYS, ledgerRowSchema } from './ledger.ts';

/**
 * Trade query (交易查询, issue 40): every order of the caller's balance (/service/order_list) with
 * its payment and fulfilment status, one order's detail with each card's fulfilment, its ledger
 * rows and its refund timeline (/service/order_detail), and refund requests of the charged shares
 * whose product has not taken effect (a next-month package waiting, or lapsed on a card out of
 * service). A refund is reviewed on the emulator's clock; an approved one pays back through the ledger.
 */

export const TRADE_TYPES = labelled({
  renewal: { label: 'service.tradeTypes.renewal', tone: 'info' },
  addon: { label: 'actions.addOn', tone: 'warning' },
  fixed: { label: 'charge.productKinds.fixed', tone: 'success' },
  sms: { label: 'charge.productKinds.sms', tone: 'default' },
  topup: { label: 'ledger.kinds.recharge', tone: 'success' },
});
export type TradeType = keyof typeof TRADE_TYPES;
export const TRADE_TYPE_KEYS = Object.keys(TRADE_TYPES) as [TradeType, ...TradeType[]];

export const PAY_STATUSES = labelled({
  unpaid: { label: 'wxRecharge.wxOrderStatuses.pending', tone: 'warning' },
  paid: { label: 'service.payStatuses.paid', tone: 'success' },
  failed: { label: 'wxRecharge.wxOrderStatuses.failed', tone: 'danger' },
  closed: { label: 'charge.orderStatuses.closed', tone: 'default' },
  refunding: { label: 'service.payStatuses.refunding', tone: 'warning' },
  part_refunded: { label: 'service.payStatuses.partRefunded', tone: 'info' },
  refunded: { label: 'common.refunded', tone: 'default' },
});
export type PayStatus = keyof typeof PAY_STATUSES;
export const PAY_STATUS_KEYS = Object.keys(PAY_STATUSES) as [PayStatus, ...PayStatus[]];

export const FULFIL_STATUSES = labelled({
  processing: { label: 'charge.orderStatuses.processing', tone: 'warning' },
  waiting: { label: 'charge.lineStatuses.waiting', tone: 'info' },
  done: { label: 'sms.batchStatuses.done', tone: 'success' },
  partial: { label: 'charge.orderStatuses.partial', tone: 'warning' },
  failed: { label: 'common.failed', tone: 'danger' },
  refunded: { label: 'common.refunded', tone: 'default' },
  closed: { label: 'charge.orderStatuses.closed', tone: 'default' },
});
export type FulfilStatus = keyof typeof FULFIL_STATUSES;
export const FULFIL_STATUS_KEYS = Object.keys(FULFIL_STATUSES) as [FulfilStatus, ...FulfilStatus[]];

export const REFUND_STATUSES = labelled({
  pending: { label: 'common.underReview', tone: 'warning' },
  approved: { label: 'common.approved', tone: 'success' },
  rejected: { label: 'common.rejected', tone: 'danger' },
});
export type RefundStatus = keyof typeof REFUND_STATUSES;
export const REFUND_STATUS_KEYS = Object.keys(REFUND_STATUSES) as [RefundStatus, ...RefundStatus[]];

/** How long the emulated reviewer takes to decide a refund request (hours). */
export const REFUND_REVIEW_HOURS = 2;
export const REFUND_REASON_MAX = 200;

export const tradeRowSchema = z.object({
  id: z.number().int(),
  order_no: z.string(),
  created_at: z.string(),
  type: z.enum(TRADE_TYPE_KEYS),
  channel: z.enum(['balance', 'wechat', 'bank']),
  /** The product's name ('' for a top-up). */
  product: z.string(),
  card_count: z.number().int(),
  amount: z.string(),
  /** Paid back by approved refunds. */
  refunded: z.string(),
  pay_status: z.enum(PAY_STATUS_KEYS),
  fulfil_status: z.enum(FULFIL_STATUS_KEYS),
});
export type TradeRow = z.infer<typeof tradeRowSchema>;

export const tradeOrderList = defineList({
  path: '/service/order/list/',
  summary:
    "Every order of the caller's balance (card recharges and top-ups), newest first, with its payment and fulfilment status",
  access: { anyOf: ['router_service_order_list'] },
  row: tradeRowSchema,
  filters: {
    order_no: filter.exact('common.orderNo'),
    type: filter.enum(TRADE_TYPES, 'service.tradeType'),
    date: filter.dateRange('common.created'),
  },
  sorts: ['created_at'],
  columns: [
    { prop: 'order_no', label: 'common.orderNo', type: 'text' },
    { prop: 'created_at', label: 'common.created', type: 'text', sortable: true },
    { prop: 'type', label: 'service.tradeType', type: 'tag', options: TRADE_TYPES },
    { prop: 'channel', label: 'card.rechargeColumns.pay_method', type: 'tag', options: ORDER_CHANNELS },
    { prop: 'product', label: 'charge.productList.name', type: 'text' },
    { prop: 'card_count', label: 'common.cards', type: 'text' },
    { prop: 'amount', label: 'card.rechargeColumns.amount', type: 'money' },
    { prop: 'refunded', label: 'service.refunded', type: 'money' },
    { prop: 'pay_status', label: 'service.payStatus', type: 'status', options: PAY_STATUSES },
    { prop: 'fulfil_status', label: 'service.fulfilStatus', type: 'status', options: FULFIL_STATUSES },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [{ key: 'detail', label: 'charge.orderList.detail', perm: 'router_service_order_detail' }],
    },
  ],
});

export const tradeOrderDetail = defineEndpoint({
  method: 'GET',
  path: '/service/order/detail/',
  summary:
    "One of the caller's orders: its figures, each card's fulfilment with the carrier's answer, its ledger rows and its refund timeline",
  access: { anyOf: ['router_service_order_detail'] },
  query: z.object({ id: positiveId() }),
  data: z.object({
    order: tradeRowSchema.extend({
      effect_mode: z.enum(EFFECT_MODE_KEYS).nullable(),
      frozen: z.string(),
      charged: z.string(),
      released: z.string(),
      /** What a refund request would pay back now ('0.00' when nothing may be refunded). */
      refundable: z.string(),
      operator: z.string(),
      settled_at: z.string(),
    }),
    cards: z.array(
      z.object({
        card_id: z.number().int(),
        iccid: z.string(),
        msisdn: z.string(),
        amount: z.string(),
        status: z.enum(LINE_STATUS_KEYS),
        settled_at: z.string(),
        /** The carrier's answer in the caller's language ('' while it works). */
        answer: z.string(),
      }),
    ),
    ledger: z.array(ledgerRowSchema),
    refunds: z.array(
      z.object({
        id: z.number().int(),
        amount: z.string(),
        card_count: z.number().int(),
        status: z.enum(REFUND_STATUS_KEYS),
        reason: z.string(),
        requested_by: z.string(),
        requested_at: z.string(),
        /** When the review decides it, if it is still pending. */
        due_at: z.string(),
        reviewed_at: z.string(),
        reviewer: z.string(),
        /** Why it was refused, in the caller's language ('' unless rejected). */
        reject_reason: z.string(),
      }),
    ),
  }),
});

export const requestRefund = defineEndpoint({
  method: 'POST',
  path: '/service/order/refund/',
  summary:
    "Requests the refund of an order's charged shares whose product has not taken effect; reviewed on the emulator's clock (func_service_refund)",
  access: { anyOf: ['func_service_refund'] },
  body: z.object({
    order_id: positiveId(),
    reason: z.string().trim().max(REFUND_REASON_MAX, 'refund_reason_too_long').default(''),
  }),
  data: z.object({ refund_id: z.number().int(), amount: z.string(), due_at: z.string() }),
});

export const refundForm = defineForm({
  create: requestRefund,
  update: requestRefund,
  key: 'order_id',
  fields: { reason: { kind: 'textarea', rows: 3, label: 'service.refund.reason' } },
  texts: {
    create: 'service.refund.title',
    description: 'service.refund.description',
    submit: 'service.refund.submit',
    created: 'service.refund.requested',
    updated: 'service.refund.requested',
  },
});

// ---------------------------------------------------------------------------------------------
// Monthly bills (/service/bill)

/**
 * A client's statement of a month (UTC+8), computed from its ledger rows: the month in progress is
 * 未出账; the clock's step at the month's end issues it (已出账 while a 停机保号 fee is owed, else
 * 已结清). Its xlsx and PDF come from `BILL_DOWNLOAD_PATH` (a file, not an envelope).
 */
export const BILL_STATUSES = labelled({
  open: { label: 'service.bill.statuses.open', tone: 'info' },
  issued: { label: 'service.bill.statuses.issued', tone: 'warning' },
  settled: { label: 'service.bill.statuses.settled', tone: 'success' },
});
export type BillStatus = keyof typeof BILL_STATUSES;
export const BILL_STATUS_KEYS = Object.keys(BILL_STATUSES) as [BillStatus, ...BillStatus[]];

/** The ledger kinds a bill sums into each of its lines. */
export const BILL_GROUPS = {
  top_ups: ['recharge', 'transfer_in', 'profit'],
  charges: ['package', 'addon', 'sms', 'keep_fee', 'resume_fee'],
  refunds: ['refund'],
  adjustments: ['adjust', 'transfer_out'],
} as const;

/** `GET ${API_BASE}${BILL_DOWNLOAD_PATH}?id=&format=xlsx|pdf`: a bill's file, with the caller's token. */
export const BILL_DOWNLOAD_PATH = '/service/bill/download/';
export const BILL_FORMATS = ['xlsx', 'pdf'] as const;
export type BillFormat = (typeof BILL_FORMATS)[number];

export const billRowSchema = z.object({
  id: z.number().int(),
  month: z.string(),
  status: z.enum(BILL_STATUS_KEYS),
  opening: z.string(),
  top_ups: z.string(),
  charges: z.string(),
  refunds: z.string(),
  adjustments: z.string(),
  owed: z.string(),
  closing: z.string(),
  usage_mb: z.string(),
  issued_at: z.string(),
});
export type BillRow = z.infer<typeof billRowSchema>;

export const billList = defineList({
  path: '/service/bill/list/',
  summary: "The caller's issued monthly bills, newest month first",
  access: { anyOf: ['router_service_bill'] },
  row: billRowSchema,
  filters: { status: filter.enum(BILL_STATUSES, 'field.status') },
  sorts: ['month'],
  columns: [
    { prop: 'month', label: 'service.bill.month', type: 'text', sortable: true },
    { prop: 'status', label: 'field.status', type: 'status', options: BILL_STATUSES },
    { prop: 'opening', label: 'service.bill.opening', type: 'money' },
    { prop: 'top_ups', label: 'service.bill.topUps', type: 'money' },
    { prop: 'charges', label: 'service.bill.charges', type: 'money' },
    { prop: 'refunds', label: 'service.bill.refunds', type: 'money' },
    { prop: 'adjustments', label: 'service.bill.adjustments', type: 'money' },
    { prop: 'owed', label: 'service.bill.owed', type: 'money' },
    { prop: 'closing', label: 'service.bill.closing', type: 'money' },
    { prop: 'issued_at', label: 'service.bill.issuedAt', type: 'text' },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [
        { key: 'detail', label: 'actions.details', perm: 'router_service_bill' },
        { key: 'xlsx', label: 'service.bill.xlsx', perm: 'func_service_bill_download' },
        { key: 'pdf', label: 'service.bill.pdf', perm: 'func_service_bill_download' },
      ],
    },
  ],
});

export const billDetailSchema = billRowSchema.extend({
  /** null for the month in progress (未出账). */
  id: z.number().int().nullable(),
  /** Each ledger kind's sum in the month, signed ('-12.00' for a charge). */
  items: z.array(z.object({ kind: z.enum(LEDGER_KIND_KEYS), amount: z.string(), count: z.number().int() })),
  /** The month's 停机保号 fee by card (the first KEEP_FEE_SHOWN; the files hold every card). */
  keep_fee: z.object({
    cards: z.number().int(),
    amount: z.string(),
    rows: z.array(z.object({ iccid: z.string(), carrier: z.string(), fee: z.string() })),
  }),
});
export type BillDetail = z.infer<typeof billDetailSchema>;
export const KEEP_FEE_SHOWN = 50;

export const billDetail = defineEndpoint({
  method: 'GET',
  path: '/service/bill/detail/',
  summary:
    "One of the caller's bills by id, or without an id the month in progress (未出账), with its lines by ledger kind",
  access: { anyOf: ['router_service_bill'] },
  query: z.object({ id: positiveId().optional() }),
  data: billDetailSchema,
});
