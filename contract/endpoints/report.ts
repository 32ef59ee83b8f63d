import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { defineList, filter, filtersSchemaOf } from '../list.ts';
import { positiveId } from '../numbers.ts';
import { MONTH_PATTERN } from '../validators.ts';
import { FIELDS } from '../vocabulary.ts';
import { CARD_STATUS_KEYS, CARRIER_KEYS, CARRIERS } from './card.ts';
import { topCardSchema } from './home.ts';

/**
 * /report/chart (issue 41): a main client's cards at a glance, for its whole tree or one
 * sub-customer, one carrier or all, and a month. Counts come from the per-client card counts
 * (db/card-counts.ts) and usage from the per-client daily usage summary (db/usage-summary.ts), never
 * from a scan of the cards.
 */

/** Months the month trends cover, the chosen month included; also the months the filter offers. */
export const REPORT_MONTHS = 12;
/** How many cards the report's ranking lists. */
export const REPORT_TOP_CARDS = 10;
/** The windows of the cards expiring soon, in days from today (UTC+8) included. */
export const REPORT_EXPIRY_WINDOWS = [7, 30] as const;

const sliceSchema = <K extends z.ZodType<string>>(key: K) =>
  z.object({ key, /** In the request's language. */ name: z.string(), value: z.number().int() });

const countDay = z.object({ date: z.string(), count: z.number().int() });
const countMonth = z.object({ month: z.string(), count: z.number().int() });
const usageDay = z.object({ date: z.string(), usage_mb: z.number() });
const usageMonth = z.object({ month: z.string(), usage_mb: z.number() });
const option = z.object({ id: z.number().int(), name: z.string() });

export const reportChart = defineEndpoint({
  method: 'GET',
  path: '/report/chart/',
  summary:
    "The chart report of the caller's cards: KPIs, status and carrier split, activations and usage by day " +
    '(of the month) and by month (the 12 up to it), this month’s top cards and the cards expiring in 7 and 30 ' +
    'days (UTC+8). Filters: one sub-customer (client_id), a carrier, a month (YYYY-MM, at most the current). ' +
    'Read from the per-client card counts and daily usage summary',
  access: { anyOf: ['router_report_chart'] },
  query: z.object({
    /** One of the caller's sub-customers; the whole tree when absent. */
    client_id: positiveId().optional(),
    carrier: z.enum(CARRIER_KEYS).optional(),
    month: z.string().trim().regex(MONTH_PATTERN, { message: 'month_invalid' }).optional(),
  }),
  data: z.object({
    /** The month the trends by day and the month's KPIs are of ('YYYY-MM'). */
    month: z.string(),
    /** Today (UTC+8), 'YYYY-MM-DD': the expiry windows start here. */
    today: z.string(),
    /** What the filters offer: the caller's sub-customers and the months (newest first). */
    options: z.object({ subs: z.array(option), months: z.array(z.string()) }),
    kpis: z.object({
      cards: z.number().int(),
      active: z.number().int(),
      /** Cards activated in the month. */
      activated: z.number().int(),
      /** Data used in the month (up to today for the current one), MB. */
      usage_mb: z.number(),
      /** The month's usage per card in service (正使用) now, MB; 0 without such a card. */
      usage_per_active_mb: z.number(),
      expiring_30: z.number().int(),
    }),
    by_status: z.array(sliceSchema(z.enum(CARD_STATUS_KEYS))),
    by_carrier: z.array(sliceSchema(z.enum(CARRIER_KEYS))),
    activation_days: z.array(countDay),
    activation_months: z.array(countMonth),
    usage_days: z.array(usageDay),
    usage_months: z.array(usageMonth),
    /** The current month's ranking (the card's usage this month), whatever the month chosen. */
    top_cards: z.object({ month: z.string(), items: z.array(topCardSchema) }),
    /** Cards whose service ends from today to the window's last day, both included (every status). */
    expiring: z.array(
      z.object({ days: z.number().int(), from: z.string(), to: z.string(), count: z.number().int() }),
    ),
  }),
});

/**
 * /report/payment_card (付费卡报表, issue 41): per month (UTC+8) and paying client (the main client
 * itself or one of its sub-customers), the cards charged for a package or an add-on (billed), the
 * cards charged for a package (renewed), the package and add-on revenue (the charges of the
 * client's ledger, as its monthly bill's 套餐 and 加油包 lines) and the ARPU (revenue per billed
 * card). Read from the monthly revenue summary the ledger keeps (db/payment-revenue.ts).
 */
export const paymentCardRowSchema = z.object({
  id: z.number().int(),
  /** 'YYYY-MM' (UTC+8). */
  month: z.string(),
  client_id: z.number().int(),
  client_name: z.string(),
  cards_billed: z.number().int(),
  cards_renewed: z.number().int(),
  /** Yuan with two decimals. */
  package_revenue: z.string(),
  addon_revenue: z.string(),
  revenue: z.string(),
  /** The month's revenue per billed card (yuan). */
  arpu: z.string(),
});
export type PaymentCardRow = z.infer<typeof paymentCardRowSchema>;

const revenueTotals = z.object({
  cards_billed: z.number().int(),
  cards_renewed: z.number().int(),
  package_revenue: z.string(),
  addon_revenue: z.string(),
  revenue: z.string(),
  arpu: z.string(),
});

export const paymentCardList = defineList({
  path: '/report/payment_card/list/',
  summary:
    "The caller's paid cards per month and paying client (itself or one of its sub-customers): cards billed and " +
    'renewed, package and add-on revenue, ARPU, newest month first, with the totals of the filtered rows',
  access: { anyOf: ['router_report_payment_card'] },
  row: paymentCardRowSchema,
  filters: {
    /** The main client itself or one of its sub-customers (the choices come with the answer). */
    client_id: filter.option('id', 'report.paymentCard.client'),
    /** Months (UTC+8), both included. */
    month: filter.monthRange(FIELDS.month),
  },
  sorts: ['month'],
  columns: [
    { prop: 'month', label: FIELDS.month, type: 'text', sortable: true },
    { prop: 'client_name', label: 'report.paymentCard.client', type: 'text', width: 200 },
    { prop: 'cards_billed', label: 'report.paymentCard.column.cards_billed', type: 'text' },
    { prop: 'cards_renewed', label: 'report.paymentCard.column.cards_renewed', type: 'text' },
    { prop: 'package_revenue', label: 'report.paymentCard.column.package_revenue', type: 'money' },
    { prop: 'addon_revenue', label: 'report.paymentCard.column.addon_revenue', type: 'money' },
    { prop: 'revenue', label: 'report.paymentCard.column.revenue', type: 'money' },
    { prop: 'arpu', label: 'report.paymentCard.column.arpu', type: 'money' },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [{ key: 'cards', label: 'report.paymentCard.viewCards' }],
    },
  ],
  extraData: {
    /** The clients the filter offers: the caller first, then its sub-customers. */
    clients: z.array(option),
    /** Over every filtered row (the cards billed of each row added up). */
    totals: revenueTotals,
  },
});

/** One row's cards: what each card was charged in the month by that client. */
export const paymentCardCardRowSchema = z.object({
  id: z.number().int(),
  iccid: z.string(),
  /** '' for a card no longer on the platform. */
  msisdn: z.string(),
  carrier: z.enum(CARRIER_KEYS).nullable(),
  package_count: z.number().int(),
  package_revenue: z.string(),
  addon_count: z.number().int(),
  addon_revenue: z.string(),
  revenue: z.string(),
});
export type PaymentCardCardRow = z.infer<typeof paymentCardCardRowSchema>;

export const paymentCardCards = defineList({
  path: '/report/payment_card/cards/',
  summary:
    "One row of the paid-card report drilled down: the cards the client was charged for in the month, by ICCID, with each card's package and add-on charges",
  access: { anyOf: ['router_report_payment_card'] },
  row: paymentCardCardRowSchema,
  fixedQuery: {
    client_id: positiveId(),
    month: z.string().trim().regex(MONTH_PATTERN, { message: 'month_invalid' }),
  },
  filters: { iccid: filter.prefix(FIELDS.iccid) },
  columns: [
    { prop: 'iccid', label: FIELDS.iccid, type: 'text' },
    { prop: 'msisdn', label: FIELDS.msisdn, type: 'text' },
    { prop: 'carrier', label: FIELDS.carrier, type: 'tag', options: CARRIERS },
    { prop: 'package_count', label: 'report.paymentCard.column.package_count', type: 'text' },
    { prop: 'package_revenue', label: 'report.paymentCard.column.package_revenue', type: 'money' },
    { prop: 'addon_count', label: 'report.paymentCard.column.addon_count', type: 'text' },
    { prop: 'addon_revenue', label: 'report.paymentCard.column.addon_revenue', type: 'money' },
    { prop: 'revenue', label: 'report.paymentCard.column.revenue', type: 'money' },
  ],
  extraData: {
    /** The row drilled into: its month, client and figures. */
    row: paymentCardRowSchema,
  },
});

/** The report's export: a task of the client's queue, listed under /export_log. */
export const PAYMENT_CARD_EXPORT_KIND = 'payment_card_export';

export const startPaymentCardExport = defineEndpoint({
  method: 'POST',
  path: '/report/payment_card/export/',
  summary:
    "Starts an export of the paid-card report's rows under the given filters (an xlsx built in the background, listed under /export_log)",
  access: { anyOf: ['router_report_payment_card'] },
  body: filtersSchemaOf(paymentCardList.list),
  data: z.object({ task_id: z.number().int(), total: z.number().int() }),
});
