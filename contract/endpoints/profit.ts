import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { defineForm } from '../form.ts';
import { labelled } from '../labels.ts';
import { defineList, filter } from '../list.ts';
import { positiveId } from '../numbers.ts';
import { DAY_PATTERN } from '../validators.ts';
import { FIELDS } from '../vocabulary.ts';
import { CARRIER_KEYS, CARRIERS } from './card.ts';
import { PRODUCT_KIND_KEYS, PRODUCT_KINDS } from './charge.ts';
import { transferAmount } from './ledger.ts';

/**
 * Profit sharing (分润, issue 41). A main client resells cards to its sub-customers, who sell
 * recharges to their device users through the public WeChat H5. Per product and sub-customer: the
 * cost (the main client's settlement price, the catalogue's), the sub-customer's price (never below
 * cost; set as a ratio or a difference over cost) and a suggested retail price (what the H5 charges
 * for the sub-customer's cards), in effect from a day (/profit/product_list, /profit/sc_product).
 *
 * Every fulfilled share of an order of a sub-customer's card writes profit rows (the main client
 * earns its sub-customer's price less cost; on an H5 sale the sub-customer earns retail less its
 * price); a refund writes negative rows. The monthly cut-off on the clock settles a month (待结算 →
 * 已结算) and credits the main client's own profit to its account ledger. A sub-customer withdraws
 * its settled profit (/profit/exa): its main client reviews (待审核 → 通过 / 驳回) and, the day after
 * an approval, the clock pays it (已打款: the main client's debit and the sub-customer's credit).
 */

/** How a sub-customer's price is set: a ratio over cost, or a difference over cost. */
export const PROFIT_MODES = labelled({
  ratio: { label: 'profit.modes.ratio', tone: 'info' },
  diff: { label: 'profit.modes.diff', tone: 'default' },
});
export type ProfitMode = keyof typeof PROFIT_MODES;
const PROFIT_MODE_KEYS = Object.keys(PROFIT_MODES) as [ProfitMode, ...ProfitMode[]];

export const PROFIT_ROW_STATUSES = labelled({
  pending: { label: 'profit.rowStatuses.pending', tone: 'warning' },
  settled: { label: 'profit.rowStatuses.settled', tone: 'success' },
  reversed: { label: 'profit.rowStatuses.reversed', tone: 'danger' },
});
export type ProfitRowStatus = keyof typeof PROFIT_ROW_STATUSES;
const PROFIT_ROW_STATUS_KEYS = Object.keys(PROFIT_ROW_STATUSES) as [ProfitRowStatus, ...ProfitRowStatus[]];

/** Who earns a row: the main client (its price to the sub-customer less cost) or the sub-customer (retail less its price). */
export const PROFIT_ROLES = labelled({
  main: { label: 'support.clientKinds.main', tone: 'info' },
  sub: { label: 'common.subClient', tone: 'default' },
});
const PROFIT_ROLE_KEYS = Object.keys(PROFIT_ROLES) as ['main', 'sub'];

export const WITHDRAWAL_STATUSES = labelled({
  pending: { label: 'profit.withdrawalStatuses.pending', tone: 'warning' },
  approved: { label: 'profit.withdrawalStatuses.approved', tone: 'info' },
  rejected: { label: 'profit.withdrawalStatuses.rejected', tone: 'danger' },
  paid: { label: 'profit.withdrawalStatuses.paid', tone: 'success' },
});
export type WithdrawalStatus = keyof typeof WITHDRAWAL_STATUSES;
const WITHDRAWAL_STATUS_KEYS = Object.keys(WITHDRAWAL_STATUSES) as [WithdrawalStatus, ...WithdrawalStatus[]];

/** The least a withdrawal may ask for, in yuan. */
export const PROFIT_MIN_WITHDRAWAL_YUAN = 10;
/** An approved withdrawal is paid this many hours after the approval, on the clock. */
export const PROFIT_PAY_HOURS = 24;
export const PROFIT_ACCOUNT_MAX = 60;
const REASON_MAX = 200;

const money = z.string();

// ---------------------------------------------------------------------------------------------
// Products and prices

export const profitProductRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  carrier: z.enum(CARRIER_KEYS),
  kind: z.enum(PRODUCT_KIND_KEYS),
  cost: money,
  /** How many of the caller's sub-customers have a price of it. */
  priced: z.number().int(),
  /** The lowest and highest of those prices ('' when none). */
  price_range: z.string(),
});
export type ProfitProductRow = z.infer<typeof profitProductRowSchema>;

const choice = z.object({ id: z.number().int(), name: z.string() });

export const profitProductList = defineList({
  path: '/profit/product_list/list/',
  summary:
    "The catalogue's products on sale with their cost (the caller's settlement price) and the prices the caller set for its sub-customers; the sub-customers to price them for",
  access: { anyOf: ['router_profit_product_list'] },
  row: profitProductRowSchema,
  filters: {
    carrier: filter.enum(CARRIERS, FIELDS.carrier),
    kind: filter.enum(PRODUCT_KINDS, 'charge.productList.kind'),
  },
  sorts: [],
  columns: [
    { prop: 'name', label: 'profit.product', type: 'text', width: 200 },
    { prop: 'carrier', label: FIELDS.carrier, type: 'tag', options: CARRIERS },
    { prop: 'kind', label: 'charge.productList.kind', type: 'tag', options: PRODUCT_KINDS },
    { prop: 'cost', label: 'profit.cost', type: 'money' },
    { prop: 'priced', label: 'profit.priced', type: 'text' },
    { prop: 'price_range', label: 'profit.priceRange', type: 'text' },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [{ key: 'price', label: 'profit.setPrice', perm: 'func_profit_price' }],
    },
  ],
  extraData: { sub_clients: z.array(choice) },
});

export const profitPriceRowSchema = z.object({
  id: z.number().int(),
  sub_client_id: z.number().int(),
  sub_client_name: z.string(),
  product_id: z.number().int(),
  product_name: z.string(),
  carrier: z.enum(CARRIER_KEYS),
  mode: z.enum(PROFIT_MODE_KEYS),
  /** As typed: a percentage ('10.00') or yuan ('2.00') over cost. */
  markup: z.string(),
  cost: money,
  sub_price: money,
  retail_price: money,
  effective_date: z.string(),
  updated_by: z.string(),
  updated_at: z.string(),
});
export type ProfitPriceRow = z.infer<typeof profitPriceRowSchema>;

export const profitPriceList = defineList({
  path: '/profit/sc_product/list/',
  summary:
    "Sub-customers' prices, the latest version of each product (a main client: its sub-customers'; a sub-customer: its own), with cost, price, suggested retail price and the day it takes effect",
  access: { anyOf: ['router_profit_sc_product'] },
  row: profitPriceRowSchema,
  filters: {
    sub_client_id: filter.option('id', 'common.subClient'),
    carrier: filter.enum(CARRIERS, FIELDS.carrier),
  },
  sorts: ['effective_date'],
  columns: [
    { prop: 'sub_client_name', label: 'common.subClient', type: 'text', width: 180 },
    { prop: 'product_name', label: 'profit.product', type: 'text', width: 200 },
    { prop: 'carrier', label: FIELDS.carrier, type: 'tag', options: CARRIERS },
    { prop: 'mode', label: 'profit.mode', type: 'tag', options: PROFIT_MODES },
    { prop: 'markup', label: 'profit.markup', type: 'text' },
    { prop: 'cost', label: 'profit.cost', type: 'money' },
    { prop: 'sub_price', label: 'profit.subPrice', type: 'money' },
    { prop: 'retail_price', label: 'profit.retailPrice', type: 'money' },
    { prop: 'effective_date', label: 'profit.effectiveDate', type: 'text', sortable: true },
    { prop: 'updated_by', label: FIELDS.operator, type: 'text', hidden: true },
    { prop: 'updated_at', label: 'profit.updatedAt', type: 'text', hidden: true },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [{ key: 'edit', label: 'actions.edit', perm: 'func_profit_price' }],
    },
  ],
  extraData: { sub_clients: z.array(choice), products: z.array(choice) },
});

/** A signed amount with at most two decimals: a ratio in percent or a difference in yuan. */
const markup = z
  .string({ error: 'profit_markup_invalid' })
  .trim()
  .regex(/^-?\d{1,7}(\.\d{1,2})?$/, 'profit_markup_invalid');

export const saveProfitPrice = defineEndpoint({
  method: 'POST',
  path: '/profit/sc_product/save/',
  summary:
    "Sets one of the caller's sub-customers' price of a product from a day: a ratio (percent) or a difference (yuan) over cost, never below cost, and a suggested retail price not below it (main clients only); a new version from that day",
  access: { anyOf: ['func_profit_price'] },
  body: z.object({
    sub_client_id: positiveId('profit_sub_client_required'),
    product_id: positiveId('profit_product_required'),
    mode: z.enum(PROFIT_MODE_KEYS, { error: 'profit_mode_required' }),
    markup,
    retail_price: transferAmount,
    effective_date: z
      .string({ error: 'profit_date_invalid' })
      .trim()
      .regex(DAY_PATTERN, 'profit_date_invalid'),
  }),
  data: z.object({ id: z.number().int(), sub_price: money, cost: money }),
});

export const profitPriceForm = defineForm({
  create: saveProfitPrice,
  update: saveProfitPrice,
  fields: {
    sub_client_id: { kind: 'option', value: 'id', label: 'common.subClient', readOnlyOnEdit: true },
    product_id: { kind: 'option', value: 'id', label: 'profit.product', readOnlyOnEdit: true },
    mode: { kind: 'enum', as: 'radio', values: PROFIT_MODES, label: 'profit.mode', initial: 'ratio' },
    markup: { kind: 'text', label: 'profit.markup', help: 'profit.markupHelp' },
    retail_price: { kind: 'text', label: 'profit.retailPrice', help: 'profit.retailHelp' },
    effective_date: { kind: 'date', label: 'profit.effectiveDate' },
  },
  texts: {
    create: 'profit.setPrice',
    update: 'profit.editPrice',
    description: 'profit.priceDescription',
    created: 'profit.priceSaved',
    updated: 'profit.priceSaved',
  },
});

// ---------------------------------------------------------------------------------------------
// The profit ledger

export const profitRowSchema = z.object({
  id: z.number().int(),
  order_no: z.string(),
  iccid: z.string(),
  product_name: z.string(),
  sale: money,
  cost: money,
  profit: money,
  beneficiary: z.string(),
  role: z.enum(PROFIT_ROLE_KEYS),
  sub_client_name: z.string(),
  month: z.string(),
  status: z.enum(PROFIT_ROW_STATUS_KEYS),
  at: z.string(),
});
export type ProfitRow = z.infer<typeof profitRowSchema>;

export const profitRowList = defineList({
  path: '/profit/exa/rows/',
  summary:
    "The caller's profit rows, newest first (each fulfilled share of an order of a sub-customer's card it earns from; negative for a refund), with the totals pending and settled and, for a sub-customer, its available profit",
  access: { anyOf: ['router_profit_exa'] },
  row: profitRowSchema,
  filters: {
    order_no: filter.prefix('profit.orderNo'),
    month: filter.monthRange(FIELDS.month),
    status: filter.enum(PROFIT_ROW_STATUSES, FIELDS.status),
  },
  sorts: ['at'],
  columns: [
    { prop: 'order_no', label: 'profit.orderNo', type: 'text', width: 200 },
    { prop: 'iccid', label: FIELDS.iccid, type: 'text', width: 190 },
    { prop: 'product_name', label: 'profit.product', type: 'text', width: 160 },
    { prop: 'sub_client_name', label: 'common.subClient', type: 'text' },
    { prop: 'sale', label: 'profit.sale', type: 'money' },
    { prop: 'cost', label: 'profit.cost', type: 'money' },
    { prop: 'profit', label: 'profit.profit', type: 'money' },
    { prop: 'beneficiary', label: 'profit.beneficiary', type: 'text' },
    { prop: 'role', label: 'profit.role', type: 'tag', options: PROFIT_ROLES },
    { prop: 'month', label: FIELDS.month, type: 'text' },
    { prop: 'status', label: FIELDS.status, type: 'status', options: PROFIT_ROW_STATUSES },
    { prop: 'at', label: 'profit.at', type: 'text', sortable: true, hidden: true },
  ],
  extraData: {
    totals: z.object({
      pending: money,
      settled: money,
      /** A sub-customer's settled profit less what it applied for (not rejected); '' for a main client. */
      available: money,
      min_withdrawal: money,
    }),
  },
});

// ---------------------------------------------------------------------------------------------
// Withdrawals

export const withdrawalRowSchema = z.object({
  id: z.number().int(),
  app_no: z.string(),
  sub_client_name: z.string(),
  applicant: z.string(),
  period: z.string(),
  amount: money,
  account: z.string(),
  status: z.enum(WITHDRAWAL_STATUS_KEYS),
  applied_at: z.string(),
  reviewer: z.string(),
  reviewed_at: z.string(),
  reject_reason: z.string(),
  paid_at: z.string(),
  /** The serial of the sub-customer's credit in its account ledger ('' until paid). */
  ledger_no: z.string(),
});
export type WithdrawalRow = z.infer<typeof withdrawalRowSchema>;

export const withdrawalList = defineList({
  path: '/profit/exa/list/',
  summary:
    "Profit withdrawal applications, newest first: a main client's queue of its sub-customers' applications (approve, reject with a reason), or a sub-customer's own",
  access: { anyOf: ['router_profit_exa'] },
  row: withdrawalRowSchema,
  filters: {
    status: filter.enum(WITHDRAWAL_STATUSES, FIELDS.status),
    sub_client_id: filter.option('id', 'common.subClient'),
    applied_at: filter.dateRange('profit.appliedAt'),
  },
  sorts: ['applied_at'],
  columns: [
    { prop: 'app_no', label: 'profit.appNo', type: 'text', width: 180 },
    { prop: 'sub_client_name', label: 'profit.applicantClient', type: 'text', width: 180 },
    { prop: 'applicant', label: 'speccard.applicant', type: 'text', hidden: true },
    { prop: 'period', label: 'profit.period', type: 'text' },
    { prop: 'amount', label: 'profit.amount', type: 'money' },
    { prop: 'account', label: 'profit.account', type: 'text', width: 180 },
    { prop: 'status', label: FIELDS.status, type: 'status', options: WITHDRAWAL_STATUSES },
    { prop: 'applied_at', label: 'profit.appliedAt', type: 'text', sortable: true },
    { prop: 'reviewer', label: 'profit.reviewer', type: 'text', hidden: true },
    { prop: 'reviewed_at', label: FIELDS.reviewedAt, type: 'text' },
    { prop: 'reject_reason', label: 'speccard.detail.rejectReason', type: 'text', width: 180 },
    { prop: 'paid_at', label: 'profit.paidAt', type: 'text' },
    { prop: 'ledger_no', label: 'profit.ledgerNo', type: 'text' },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [
        {
          key: 'approve',
          label: 'profit.approve',
          perm: 'func_profit_review',
          when: { prop: 'status', values: ['pending'] },
        },
        {
          key: 'reject',
          label: 'profit.reject',
          perm: 'func_profit_review',
          when: { prop: 'status', values: ['pending'] },
        },
      ],
    },
  ],
  extraData: { sub_clients: z.array(choice) },
});

export const applyWithdrawal = defineEndpoint({
  method: 'POST',
  path: '/profit/exa/apply/',
  summary:
    'A sub-customer applies to withdraw part of its available profit (settled, less what it applied for before) to an account, for the settled months not yet applied for; at least the minimum',
  access: { anyOf: ['router_profit_exa'] },
  body: z.object({
    amount: transferAmount,
    account: z
      .string({ error: 'profit_account_required' })
      .trim()
      .min(1, 'profit_account_required')
      .max(PROFIT_ACCOUNT_MAX, 'profit_account_required'),
  }),
  data: z.object({ id: z.number().int(), app_no: z.string(), amount: money, period: z.string() }),
});

export const withdrawalForm = defineForm({
  create: applyWithdrawal,
  fields: {
    amount: { kind: 'text', label: 'profit.amount', help: 'profit.amountHelp' },
    account: { kind: 'text', label: 'profit.account', placeholder: 'profit.accountPlaceholder' },
  },
  texts: {
    create: 'profit.apply',
    description: 'profit.applyDescription',
    submit: 'service.refund.submit',
    created: 'profit.applied',
  },
});

const decided = z.object({ approved: z.number().int() });

export const approveWithdrawal = defineEndpoint({
  method: 'POST',
  path: '/profit/exa/approve/',
  summary:
    'The caller (a main client) approves a pending withdrawal of one of its sub-customers; it is paid on the clock the next day. Refused, changing nothing, when it was already decided',
  access: { anyOf: ['func_profit_review'] },
  body: z.object({ id: positiveId() }),
  data: decided,
});

export const approveWithdrawals = defineEndpoint({
  method: 'POST',
  path: '/profit/exa/batch_approve/',
  summary:
    'The caller (a main client) approves a batch of pending withdrawals of its sub-customers, all or nothing; each is paid on the clock the next day. Refused, changing nothing, when one was already decided',
  access: { anyOf: ['func_profit_review'] },
  body: z.object({ ids: z.array(positiveId()).min(1, 'profit_select_required').max(200) }),
  data: decided,
});

export const rejectWithdrawal = defineEndpoint({
  method: 'POST',
  path: '/profit/exa/reject/',
  summary:
    'The caller (a main client) rejects a pending withdrawal of one of its sub-customers with a reason the applicant sees; refused, changing nothing, when it was already decided',
  access: { anyOf: ['func_profit_review'] },
  body: z.object({
    id: positiveId(),
    reason: z
      .string({ error: 'product_change_reason_required' })
      .trim()
      .min(1, 'product_change_reason_required')
      .max(REASON_MAX, 'product_change_reason_long'),
  }),
  data: z.object({ id: z.number().int(), status: z.enum(WITHDRAWAL_STATUS_KEYS) }),
});

export const approveWithdrawalForm = defineForm({
  create: approveWithdrawal,
  update: approveWithdrawal,
  fields: {},
  texts: {
    create: 'profit.approveTitle',
    update: 'profit.approveTitle',
    description: 'profit.approveDescription',
    created: 'profit.approved',
    updated: 'profit.approved',
  },
});

export const rejectWithdrawalForm = defineForm({
  create: rejectWithdrawal,
  update: rejectWithdrawal,
  fields: {
    reason: { kind: 'textarea', label: 'speccard.detail.rejectReason', rows: 3 },
  },
  texts: {
    create: 'profit.rejectTitle',
    update: 'profit.rejectTitle',
    created: 'profit.rejected',
    updated: 'profit.rejected',
  },
});
