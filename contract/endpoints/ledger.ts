import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { defineForm } from '../form.ts';
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
  recharge: { label: 'ledger.kinds.recharge', tone: 'success' },
  package: { label: 'field.plan', tone: 'info' },
  addon: { label: 'actions.addOn', tone: 'info' },
  sms: { label: 'common.sms', tone: 'default' },
  refund: { label: 'ledger.kinds.refund', tone: 'success' },
  adjust: { label: 'ledger.kinds.adjust', tone: 'warning' },
  transfer_in: { label: 'ledger.kinds.transfer_in', tone: 'success' },
  transfer_out: { label: 'ledger.kinds.transfer_out', tone: 'warning' },
  profit: { label: 'ledger.kinds.profit', tone: 'success' },
  keep_fee: { label: 'ledger.kinds.keep_fee', tone: 'warning' },
  // A special-card resume's fee (issue 40).
  resume_fee: { label: 'ledger.kinds.resume_fee', tone: 'warning' },
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

const ORDER_NO_LABEL = 'ledger.orderNoLabel';

export const ledgerList = defineList({
  path: '/charge/account/ledger/',
  summary:
    "The caller's account ledger, latest first, with the balance, the frozen amount and the totals per type of the filtered rows",
  access: { anyOf: ['router_charge_account'] },
  row: ledgerRowSchema,
  filters: {
    kind: filter.enum(LEDGER_KINDS, 'ledger.list.filter.kind.placeholder'),
    /** Whole days in UTC+8, both included. */
    date: filter.dateRange('ledger.list.filter.date'),
    order_no: filter.exact(ORDER_NO_LABEL, 'ledger.list.filter.order_no.placeholder'),
  },
  sorts: ['at'],
  columns: [
    { prop: 'serial_no', label: 'ledger.list.column.serial_no', type: 'text' },
    { prop: 'at', label: 'ledger.list.filter.date', type: 'text', sortable: true },
    { prop: 'kind', label: 'ledger.list.filter.kind.placeholder', type: 'tag', options: LEDGER_KINDS },
    { prop: 'amount', label: 'ledger.list.column.amount', type: 'money' },
    { prop: 'balance_before', label: 'ledger.list.column.balance_before', type: 'money' },
    { prop: 'balance_after', label: 'ledger.list.column.balance_after', type: 'money' },
    { prop: 'order_no', label: ORDER_NO_LABEL, type: 'text' },
    { prop: 'operator', label: FIELDS.operator, type: 'text' },
    { prop: 'remark', label: 'common.remark', type: 'text', width: 200 },
  ],
  extraData: {
    /** The account now: balance, the part frozen, and what is left to spend (yuan). */
    account: z.object({ balance: money, frozen: money, available: money }),
    /** 停机保号 fees the balance could not pay (未结清, yuan): the next top-up pays them first. */
    owed: money,
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

/** The transfer dialog of /balance_transfer; the sub-clients to choose come from the page. */
export const balanceTransferForm = defineForm({
  create: balanceTransfer,
  fields: {
    sub_client_id: {
      kind: 'option',
      value: 'id',
      label: 'common.subClient',
      placeholder: 'validation.transfer_sub_client_required',
    },
    // Kept as typed: a sign or a letter is refused by the schema with its message under the
    // field, never dropped silently ('-5' would otherwise become a transfer of 5).
    amount: {
      kind: 'text',
      label: 'ledger.transfer.amount',
      placeholder: 'ledger.transfer.amountPlaceholder',
    },
    remark: { kind: 'text', label: 'common.remark', placeholder: 'ledger.transfer.remarkPlaceholder' },
  },
  texts: {
    create: 'perm.router_balance_transfer',
    description: 'ledger.transfer.description',
    submit: 'common.confirm',
    confirmCreate: 'ledger.transfer.confirm',
    created: 'ledger.transfer.done',
  },
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
    sub_client_id: filter.option('id', 'common.subClient'),
    date: filter.dateRange('ledger.transferList.filter.date'),
  },
  sorts: ['at'],
  columns: [
    { prop: 'order_no', label: 'ledger.transferList.column.order_no', type: 'text' },
    { prop: 'at', label: 'ledger.transferList.filter.date', type: 'text', sortable: true },
    { prop: 'sub_client_name', label: 'common.subClient', type: 'text' },
    { prop: 'amount', label: 'ledger.transferList.column.amount', type: 'money' },
    { prop: 'balance_after', label: 'ledger.transferList.column.balance_after', type: 'money' },
    { prop: 'operator', label: FIELDS.operator, type: 'text' },
    { prop: 'remark', label: 'common.remark', type: 'text', width: 200 },
  ],
  extraData: {
    sub_clients: z.array(subClientChoice),
    account: z.object({ balance: money, frozen: money, available: money }),
  },
});
