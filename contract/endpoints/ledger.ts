import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { labelled } from '../labels.ts';
import { defineList, filter, filtersSchemaOf } from '../list.ts';
import { positiveId } from '../numbers.ts';
import { FIELDS } from '../vocabulary.ts';

/**
 * The account ledger (/charge/account) and balance transfers to sub-clients (/balance_transfer).
 * Every change of a client's balance is one ledger row (signed amount, balance before and after),
 * so the ledger's last balance is the account's balance. A main client may transfer part of its
 * available balance (balance less the frozen amount) to one of its own sub-clients: two rows, one
 * on each side, written together.
 */

/** What a ledger row records: the kinds of balance change. */
export const LEDGER_KINDS = labelled({
  recharge: { 'zh-CN': '充值', en: 'Top-up', tone: 'success' },
  package: { 'zh-CN': '套餐', en: 'Plan', tone: 'info' },
  addon: { 'zh-CN': '加油包', en: 'Add-on', tone: 'info' },
  sms: { 'zh-CN': '短信', en: 'SMS', tone: 'default' },
  refund: { 'zh-CN': '退款', en: 'Refund', tone: 'success' },
  adjust: { 'zh-CN': '调账', en: 'Adjustment', tone: 'warning' },
  transfer_in: { 'zh-CN': '划拨转入', en: 'Transfer in', tone: 'success' },
  transfer_out: { 'zh-CN': '划拨转出', en: 'Transfer out', tone: 'warning' },
  profit: { 'zh-CN': '分润', en: 'Profit share', tone: 'success' },
});
export type LedgerKind = keyof typeof LEDGER_KINDS;
export const LEDGER_KIND_KEYS = Object.keys(LEDGER_KINDS) as [LedgerKind, ...LedgerKind[]];

/** Yuan with two decimals, as the ledger shows money ('-10.00', '1200.00'). */
const money = z.string();

export const ledgerRowSchema = z.object({
  id: z.number().int(),
  serial_no: z.string(),
  at: z.string(),
  kind: z.enum(LEDGER_KIND_KEYS),
  /** Signed: '+100.00' for a credit, '-5.00' for a debit. */
  amount: money,
  balance_before: money,
  balance_after: money,
  order_no: z.string(),
  operator: z.string(),
  remark: z.string(),
});
export type LedgerRow = z.infer<typeof ledgerRowSchema>;

const ORDER_NO_LABEL = { 'zh-CN': '关联订单号', en: 'Order no.' };

export const ledgerList = defineList({
  path: '/charge/account/ledger/',
  summary:
    "The caller's account ledger, latest first, with the balance, the frozen amount and the totals per type of the filtered rows",
  access: { anyOf: ['router_charge_account'] },
  row: ledgerRowSchema,
  filters: {
    kind: filter.enum(LEDGER_KINDS, { 'zh-CN': '交易类型', en: 'Type' }),
    /** Whole days in UTC+8, both included. */
    date: filter.dateRange({ 'zh-CN': '交易时间', en: 'Time' }),
    order_no: filter.exact(ORDER_NO_LABEL, { 'zh-CN': '完整订单号', en: 'Full order number' }),
  },
  sorts: ['at'],
  columns: [
    { prop: 'serial_no', label: { 'zh-CN': '流水号', en: 'Serial no.' }, type: 'text' },
    { prop: 'at', label: { 'zh-CN': '交易时间', en: 'Time' }, type: 'text', sortable: true },
    { prop: 'kind', label: { 'zh-CN': '交易类型', en: 'Type' }, type: 'tag', options: LEDGER_KINDS },
    { prop: 'amount', label: { 'zh-CN': '变动金额', en: 'Amount' }, type: 'money' },
    { prop: 'balance_before', label: { 'zh-CN': '变动前余额', en: 'Before' }, type: 'money' },
    { prop: 'balance_after', label: { 'zh-CN': '变动后余额', en: 'After' }, type: 'money' },
    { prop: 'order_no', label: ORDER_NO_LABEL, type: 'text' },
    { prop: 'operator', label: FIELDS.operator, type: 'text' },
    { prop: 'remark', label: { 'zh-CN': '备注', en: 'Remark' }, type: 'text', width: 200 },
  ],
  extraData: {
    /** The account now: balance, the part frozen, and what is left to spend (yuan). */
    account: z.object({ balance: money, frozen: money, available: money }),
    /**
     * Over every filtered row, not only the page: per type (only the types present, signed), and in
     * all: credits (income) and debits (expense) as positive sums, net signed.
     */
    totals: z.object({
      count: z.number().int(),
      income: money,
      expense: money,
      net: money,
      by_kind: z.array(z.object({ kind: z.enum(LEDGER_KIND_KEYS), count: z.number().int(), amount: money })),
    }),
  },
});

/** The ledger's filters (and order): the body of its export. */
export const ledgerFilterSchema = filtersSchemaOf(ledgerList.list);

export const startLedgerExport = defineEndpoint({
  method: 'POST',
  path: '/charge/account/export/',
  summary:
    "Starts an export of the caller's ledger rows under the given filters (an xlsx built in the background, listed under /export_log)",
  access: { anyOf: ['func_export_data'] },
  body: ledgerFilterSchema,
  data: z.object({ task_id: z.number().int(), total: z.number().int() }),
});

/** The most one transfer may move, in yuan (a guard against a slip of the keyboard). */
export const TRANSFER_MAX_YUAN = 10_000_000;
export const TRANSFER_REMARK_MAX = 100;

/** An amount in yuan as typed: more than 0, at most two decimals. */
export const transferAmount = z
  .string({ error: 'transfer_amount_invalid' })
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, 'transfer_amount_invalid')
  .refine((v) => Number(v) > 0, 'transfer_amount_invalid')
  .refine((v) => Number(v) <= TRANSFER_MAX_YUAN, 'transfer_amount_too_large');

export const balanceTransfer = defineEndpoint({
  method: 'POST',
  path: '/balance/transfer/',
  summary:
    "Transfers money from the caller's available balance to one of its own sub-clients: two ledger rows in one transaction (main clients only)",
  access: { anyOf: ['router_balance_transfer'] },
  body: z.object({
    sub_client_id: positiveId('transfer_sub_client_required'),
    amount: transferAmount,
    remark: z.string().trim().max(TRANSFER_REMARK_MAX, 'transfer_remark_too_long').default(''),
  }),
  data: z.object({
    order_no: z.string(),
    /** The caller's balance and available amount after the transfer (yuan). */
    balance: money,
    available: money,
  }),
});

export const transferRowSchema = z.object({
  id: z.number().int(),
  order_no: z.string(),
  at: z.string(),
  sub_client_id: z.number().int(),
  sub_client_name: z.string(),
  amount: money,
  /** The caller's balance after it. */
  balance_after: money,
  operator: z.string(),
  remark: z.string(),
});
export type TransferRow = z.infer<typeof transferRowSchema>;

/** A sub-client the caller may transfer to, with its balance now. */
const subClientChoice = z.object({ id: z.number().int(), name: z.string(), balance: money });
export type SubClientChoice = z.infer<typeof subClientChoice>;

export const transferList = defineList({
  path: '/balance/transfer/list/sub_client/',
  summary:
    "The caller's transfers to its sub-clients, latest first, with the sub-clients it may transfer to and its available balance",
  access: { anyOf: ['router_balance_transfer'] },
  row: transferRowSchema,
  filters: {
    sub_client_id: filter.option('id', { 'zh-CN': '子客户', en: 'Sub-client' }),
    date: filter.dateRange({ 'zh-CN': '划拨时间', en: 'Time' }),
  },
  sorts: ['at'],
  columns: [
    { prop: 'order_no', label: { 'zh-CN': '划拨单号', en: 'Transfer no.' }, type: 'text' },
    { prop: 'at', label: { 'zh-CN': '划拨时间', en: 'Time' }, type: 'text', sortable: true },
    { prop: 'sub_client_name', label: { 'zh-CN': '子客户', en: 'Sub-client' }, type: 'text' },
    { prop: 'amount', label: { 'zh-CN': '划拨金额', en: 'Amount' }, type: 'money' },
    { prop: 'balance_after', label: { 'zh-CN': '划拨后余额', en: 'Balance after' }, type: 'money' },
    { prop: 'operator', label: FIELDS.operator, type: 'text' },
    { prop: 'remark', label: { 'zh-CN': '备注', en: 'Remark' }, type: 'text', width: 200 },
  ],
  extraData: {
    sub_clients: z.array(subClientChoice),
    account: z.object({ balance: money, frozen: money, available: money }),
  },
});
