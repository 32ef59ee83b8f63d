import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { defineForm } from '../form.ts';
import { labelled } from '../labels.ts';
import { defineList, filter, filtersSchemaOf } from '../list.ts';
import { positiveId } from '../numbers.ts';
import { FIELDS } from '../vocabulary.ts';
import { BATCH_FILE_EXTENSIONS } from './batch.ts';
import { CARD_STATUSES, CARRIER_KEYS, CARRIERS } from './card.ts';
import { cardFilterSchema } from './card-list.ts';
import { UPLOAD_MAX_BYTES } from './common.ts';

/**
 * Recharge (充值): the product catalogue (/charge/product), recharging cards from the balance
 * (/charge/card, /refueling_packet, /fixed_flow, the card list's add-on), account top-ups paid by
 * WeChat, and the orders of both (/charge/order_list, /charge/order_detail, /charge/export).
 * A card order freezes its amount on the account; the carrier answers for each card on the
 * emulator's clock, and each card's share then becomes a ledger charge or is released.
 */

export const PRODUCT_KINDS = labelled({
  month: { label: 'charge.productKinds.month', tone: 'info' },
  year: { label: 'charge.productKinds.year', tone: 'info' },
  addon: { label: 'actions.addOn', tone: 'warning' },
  fixed: { label: 'charge.productKinds.fixed', tone: 'success' },
  sms: { label: 'charge.productKinds.sms', tone: 'default' },
});
export type ProductKind = keyof typeof PRODUCT_KINDS;
export const PRODUCT_KIND_KEYS = Object.keys(PRODUCT_KINDS) as [ProductKind, ...ProductKind[]];

export const EFFECT_MODES = labelled({
  immediate: { label: 'charge.effectModes.immediate', tone: 'success' },
  next_month: { label: 'charge.effectModes.next_month', tone: 'info' },
  on_activation: { label: 'charge.effectModes.on_activation', tone: 'default' },
});
export type EffectMode = keyof typeof EFFECT_MODES;
/** 生效方式 / Takes effect. */
export const EFFECT_MODE_LABEL = 'template.productChange.takesEffect.header';
export const EFFECT_MODE_KEYS = Object.keys(EFFECT_MODES) as [EffectMode, ...EffectMode[]];

export const PRODUCT_STATUSES = labelled({
  on: { label: 'charge.productStatuses.on', tone: 'success' },
  off: { label: 'charge.productStatuses.off', tone: 'default' },
});
export type ProductStatus = keyof typeof PRODUCT_STATUSES;

export const productRowSchema = z.object({
  id: z.number().int(),
  /** Carrier, type and size, in the caller's language ('移动 加油包 100MB'). */
  name: z.string(),
  carrier: z.enum(CARRIER_KEYS),
  kind: z.enum(PRODUCT_KIND_KEYS),
  /** '100MB', '1GB' or '500条'. */
  size: z.string(),
  mb: z.number(),
  sms: z.number().int(),
  months: z.number().int(),
  /** Yuan with two decimals. */
  price: z.string(),
  effect_modes: z.array(z.enum(EFFECT_MODE_KEYS)),
  /** The effect modes in the caller's language, for the table. */
  effect_modes_text: z.string(),
  stackable: z.boolean(),
  /** A billing group's add-on: the only kind of product a pooled card may buy. */
  pool: z.boolean(),
  status: z.enum(['on', 'off']),
});
export type ProductRow = z.infer<typeof productRowSchema>;

export const productList = defineList({
  path: '/charge/product/list/',
  summary:
    'The recharge product catalogue: carrier, type, size, validity, price, effect modes, stacking and status',
  access: { anyOf: ['router_charge_product'] },
  row: productRowSchema,
  filters: {
    carrier: filter.enum(CARRIERS, FIELDS.carrier),
    kind: filter.enum(PRODUCT_KINDS, 'charge.productList.kind'),
    status: filter.enum(PRODUCT_STATUSES, FIELDS.status),
  },
  sorts: ['price'],
  columns: [
    { prop: 'name', label: 'charge.productList.name', type: 'text' },
    { prop: 'carrier', label: FIELDS.carrier, type: 'tag', options: CARRIERS },
    { prop: 'kind', label: 'charge.productList.kind', type: 'tag', options: PRODUCT_KINDS },
    { prop: 'size', label: 'charge.productList.size', type: 'text' },
    { prop: 'months', label: 'charge.productList.months', type: 'text' },
    { prop: 'price', label: 'charge.productList.price', type: 'money', sortable: true },
    { prop: 'effect_modes_text', label: EFFECT_MODE_LABEL, type: 'text' },
    { prop: 'status', label: FIELDS.status, type: 'status', options: PRODUCT_STATUSES },
  ],
});

/** The most cards one order may recharge. */
export const CHARGE_CARDS_MAX = 500;

/**
 * Where an order's cards come from: typed or pasted numbers, a file of the product's template, or
 * the card list's filter.
 */
export const CHARGE_CARD_SOURCES = labelled({
  list: { label: 'common.batch.fromText', tone: 'default' },
  file: { label: 'common.batch.fromFile', tone: 'default' },
  filter: { label: 'common.byFilter', tone: 'default' },
});

/**
 * A card recharge: the cards by number (one card, a pasted list), by a file (an xlsx of the
 * `renewal` template for a 月包 / 年包, of `addon_recharge` for the others, whose second column
 * names the product; csv or txt: a card a line) or by the card list's filter (the caller's cards
 * under it, at most CHARGE_CARDS_MAX), a product and a mode.
 */
export const cardOrderBody = z
  .object({
    source: z.enum(['list', 'file', 'filter']).default('list'),
    numbers: z
      .array(z.string().trim().min(1).max(40))
      .max(CHARGE_CARDS_MAX, { message: 'card_ids_too_many' })
      .optional(),
    file_url: z.string().trim().max(300).optional(),
    /** The card list's filter (the same object the list and its export take). */
    filter: cardFilterSchema.optional(),
    product_id: positiveId('charge_product_required'),
    effect_mode: z.enum(EFFECT_MODE_KEYS),
  })
  .refine(
    (b) =>
      b.source === 'file'
        ? Boolean(b.file_url)
        : b.source === 'filter'
          ? b.filter !== undefined
          : (b.numbers?.length ?? 0) > 0,
    { message: 'batch_source', path: ['numbers'] },
  );
export type CardOrderBody = z.infer<typeof cardOrderBody>;

/** One card of a preview or an order: its share of the price. */
const orderLine = z.object({
  card_id: z.number().int(),
  iccid: z.string(),
  msisdn: z.string(),
  carrier: z.enum(CARRIER_KEYS),
  price: z.string(),
});

/** The account as an order sees it (yuan). */
const accountSchema = z.object({ balance: z.string(), frozen: z.string(), available: z.string() });

/** What a card order would cost: per-card lines, the total and the account; a refusal is a 400. */
export const previewCardOrder = defineEndpoint({
  method: 'POST',
  path: '/charge/card/preview/',
  summary:
    'Prices a card recharge without paying: per-card lines and the total, refused as the order would be (short balance, mixed carriers, pool rule, cancelled or unknown cards)',
  access: { anyOf: ['router_charge_card', 'router_refueling_packet', 'router_fixed_flow'] },
  body: cardOrderBody,
  data: z.object({
    /** What was asked, as the order would take it. */
    numbers: z.array(z.string()),
    product: productRowSchema,
    effect_mode: z.enum(EFFECT_MODE_KEYS),
    lines: z.array(orderLine),
    total: z.string(),
    account: accountSchema,
  }),
});

/**
 * The recharge form of /charge/card, /refueling_packet and /fixed_flow: it asks for the price
 * preview; the page then shows the lines and pays with the same body (`placeCardOrder`).
 */
export const cardOrderForm = defineForm({
  create: previewCardOrder,
  fields: {
    source: {
      kind: 'enum',
      values: CHARGE_CARD_SOURCES,
      label: 'charge.card.source',
      as: 'radio',
      initial: 'list',
    },
    numbers: {
      kind: 'cards',
      label: 'charge.card.numbers',
      help: 'charge.card.numbersHelp',
      showWhen: { field: 'source', values: ['list'] },
    },
    file_url: {
      kind: 'upload',
      accept: BATCH_FILE_EXTENSIONS,
      maxBytes: UPLOAD_MAX_BYTES,
      label: 'common.batch.fromFile',
      help: 'charge.card.fileHelp',
      showWhen: { field: 'source', values: ['file'] },
    },
    'filter.status': {
      kind: 'enum',
      values: CARD_STATUSES,
      empty: 'common.all',
      label: FIELDS.cardStatus,
      width: 'half',
      showWhen: { field: 'source', values: ['filter'] },
    },
    'filter.carrier': {
      kind: 'enum',
      values: CARRIERS,
      empty: 'common.all',
      label: FIELDS.carrier,
      width: 'half',
      showWhen: { field: 'source', values: ['filter'] },
    },
    'filter.number': {
      kind: 'text',
      label: FIELDS.cardNumber,
      placeholder: 'common.card.numberPlaceholder',
      omitBlank: true,
      showWhen: { field: 'source', values: ['filter'] },
    },
    product_id: {
      kind: 'option',
      value: 'id',
      label: 'charge.card.product',
      placeholder: 'validation.charge_product_required',
    },
    effect_mode: {
      kind: 'enum',
      as: 'radio',
      values: EFFECT_MODES,
      label: EFFECT_MODE_LABEL,
      initial: 'immediate',
    },
  },
  texts: {
    create: 'charge.card.formTitle',
    description: 'charge.card.intro',
    submit: 'charge.card.preview',
    created: 'charge.card.previewed',
  },
});

export const placeCardOrder = defineEndpoint({
  method: 'POST',
  path: '/charge/card/order/',
  summary:
    "Recharges cards from the balance: the amount is frozen at once, then each card's share is charged (or released) as the carrier fulfils it on the emulator's clock",
  access: { anyOf: ['router_charge_card', 'router_refueling_packet', 'router_fixed_flow'] },
  body: cardOrderBody,
  data: z.object({
    order_id: z.number().int(),
    order_no: z.string(),
    total: z.string(),
    account: accountSchema,
  }),
});

/** The products a card recharge page may offer (on sale), with the account now. */
export const chargeOptions = defineEndpoint({
  method: 'GET',
  path: '/charge/card/options/',
  summary:
    "The products on sale for recharging cards (optionally of one type), and the account now (also the card list's add-on dialog's choice)",
  access: {
    anyOf: ['router_charge_card', 'router_refueling_packet', 'router_fixed_flow', 'func_llc_add_on'],
  },
  query: z.object({ kind: z.enum(PRODUCT_KIND_KEYS).optional() }),
  data: z.object({ products: z.array(productRowSchema), account: accountSchema }),
});

/** An online top-up's bounds, in yuan (OneLink: 1 to 500 元 per payment). */
export const TOPUP_MIN_YUAN = 1;
export const TOPUP_MAX_YUAN = 500;

export const topupAmount = z
  .string({ error: 'topup_amount_invalid' })
  .trim()
  .regex(/^\d{1,6}(\.\d{1,2})?$/, 'topup_amount_invalid')
  .refine((v) => Number(v) >= TOPUP_MIN_YUAN && Number(v) <= TOPUP_MAX_YUAN, 'topup_amount_range');

export const placeTopup = defineEndpoint({
  method: 'POST',
  path: '/charge/topup/',
  summary:
    "Tops the caller's account up by WeChat Pay (1 to 500 yuan): a pending order the emulated provider pays a few seconds later, credited through the ledger (func_accountbalances_charge with function_wechat_charge)",
  access: { anyOf: ['func_accountbalances_charge'] },
  body: z.object({ amount: topupAmount }),
  data: z.object({ order_id: z.number().int(), order_no: z.string(), token: z.string(), amount: z.string() }),
});

export const topupForm = defineForm({
  create: placeTopup,
  fields: {
    amount: { kind: 'text', label: 'charge.topup.amount', help: 'charge.topup.amountHelp' },
  },
  texts: { create: 'charge.topup.title', submit: 'charge.topup.submit', created: 'charge.topup.started' },
});

export const ORDER_KINDS = labelled({
  card: { label: 'charge.orderKinds.card', tone: 'info' },
  topup: { label: 'ledger.kinds.recharge', tone: 'success' },
});
export type OrderKind = keyof typeof ORDER_KINDS;

export const ORDER_CHANNELS = labelled({
  balance: { label: 'card.payMethods.balance', tone: 'default' },
  wechat: { label: 'card.payMethods.wechat', tone: 'success' },
  bank: { label: 'charge.channels.bank', tone: 'info' },
});

export const ORDER_STATUSES = labelled({
  processing: { label: 'charge.orderStatuses.processing', tone: 'warning' },
  done: { label: 'common.succeeded', tone: 'success' },
  partial: { label: 'charge.orderStatuses.partial', tone: 'warning' },
  failed: { label: 'common.failed', tone: 'danger' },
  closed: { label: 'charge.orderStatuses.closed', tone: 'default' },
});
export type OrderStatus = keyof typeof ORDER_STATUSES;
export const ORDER_STATUS_KEYS = Object.keys(ORDER_STATUSES) as [OrderStatus, ...OrderStatus[]];

export const orderRowSchema = z.object({
  id: z.number().int(),
  order_no: z.string(),
  kind: z.enum(['card', 'topup']),
  channel: z.enum(['balance', 'wechat', 'bank']),
  /** The product's name for a card order, '' for a top-up. */
  product: z.string(),
  card_count: z.number().int(),
  amount: z.string(),
  frozen: z.string(),
  charged: z.string(),
  released: z.string(),
  status: z.enum(ORDER_STATUS_KEYS),
  operator: z.string(),
  created_at: z.string(),
  settled_at: z.string(),
});
export type OrderRow = z.infer<typeof orderRowSchema>;

export const orderList = defineList({
  path: '/charge/order/list/',
  summary: "The caller's recharge orders (account top-ups and card recharges), newest first, with the totals",
  access: { anyOf: ['router_charge_order_list'] },
  row: orderRowSchema,
  filters: {
    order_no: filter.exact('common.orderNo'),
    kind: filter.enum(ORDER_KINDS, 'common.rechargeType'),
    status: filter.enum(ORDER_STATUSES, FIELDS.status),
    date: filter.dateRange('common.created'),
  },
  sorts: ['created_at'],
  columns: [
    { prop: 'order_no', label: 'common.orderNo', type: 'text' },
    { prop: 'created_at', label: 'common.created', type: 'text', sortable: true },
    { prop: 'kind', label: 'common.rechargeType', type: 'tag', options: ORDER_KINDS },
    { prop: 'channel', label: 'card.rechargeColumns.pay_method', type: 'tag', options: ORDER_CHANNELS },
    { prop: 'product', label: 'charge.productList.name', type: 'text' },
    { prop: 'card_count', label: 'common.cards', type: 'text' },
    { prop: 'amount', label: 'card.rechargeColumns.amount', type: 'money' },
    { prop: 'frozen', label: 'ledger.account.frozen', type: 'money' },
    { prop: 'status', label: FIELDS.status, type: 'status', options: ORDER_STATUSES },
    { prop: 'settled_at', label: FIELDS.finishedAt, type: 'text' },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [{ key: 'detail', label: 'charge.orderList.detail', perm: 'router_charge_order_detail' }],
    },
  ],
  extraData: {
    summary: z.object({
      count: z.number().int(),
      amount: z.string(),
      frozen: z.string(),
      charged: z.string(),
    }),
  },
});

/** The order list's filters: the body of its export. */
export const orderFilterSchema = filtersSchemaOf(orderList.list);

export const LINE_STATUSES = labelled({
  processing: { label: 'charge.orderStatuses.processing', tone: 'warning' },
  success: { label: 'common.succeeded', tone: 'success' },
  failed: { label: 'common.failed', tone: 'danger' },
  waiting: { label: 'charge.lineStatuses.waiting', tone: 'info' },
  lapsed: { label: 'charge.lineStatuses.lapsed', tone: 'danger' },
  refunded: { label: 'common.refunded', tone: 'default' },
});
export type LineStatus = keyof typeof LINE_STATUSES;
export const LINE_STATUS_KEYS = Object.keys(LINE_STATUSES) as [LineStatus, ...LineStatus[]];

export const orderDetail = defineEndpoint({
  method: 'GET',
  path: '/charge/order/detail/',
  summary:
    "One of the caller's recharge orders: its figures and each card's fulfilment with the carrier's answer",
  access: { anyOf: ['router_charge_order_detail'] },
  query: z.object({ id: positiveId() }),
  data: z.object({
    order: orderRowSchema.extend({ effect_mode: z.enum(EFFECT_MODE_KEYS).nullable() }),
    cards: z.array(
      z.object({
        card_id: z.number().int(),
        iccid: z.string(),
        msisdn: z.string(),
        amount: z.string(),
        status: z.enum(LINE_STATUS_KEYS),
        due_at: z.string(),
        settled_at: z.string(),
        /** The carrier's answer in the caller's language ('' while it works). */
        answer: z.string(),
        /** This month's quota now (plan and add-ons), MB. */
        quota_mb: z.number(),
      }),
    ),
  }),
});

export const startOrderExport = defineEndpoint({
  method: 'POST',
  path: '/charge/export/',
  summary:
    "Starts an export of the caller's recharge orders under the list's filters (an xlsx built in the background, listed under /export_log)",
  access: { anyOf: ['router_charge_export'] },
  body: orderFilterSchema,
  data: z.object({ task_id: z.number().int(), total: z.number().int() }),
});

/** The control call's shape is the WeChat order's: a top-up is decided by its token too. */
export const ORDER_EXPORT_KIND = 'charge_export';
