import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { keysOf, labelled } from '../labels.ts';
import { defineList, filter, type ListColumn } from '../list.ts';
import { NUMBER_LIST_MAX, parseNumberList, validateNumberList } from '../number-list.ts';
import { positiveId } from '../numbers.ts';
import { tableColumnSchema } from '../table.ts';
import type { TextKey } from '../text.ts';
import { FIELDS } from '../vocabulary.ts';
import { CARD_STATUS_KEYS, CARD_STATUSES, CARRIER_KEYS, CARRIERS } from './card.ts';
import {
  monthSchema,
  PAY_METHODS,
  REAL_NAME_STATUS_KEYS,
  REAL_NAME_STATUSES,
  RECHARGE_COLUMNS,
  RECHARGE_KINDS,
  RECHARGE_STATUSES,
  STATUS_REASON_KEYS,
  STATUS_REASONS,
} from './card-detail.ts';

/**
 * The card query pages: a card's daily usage in a month (/vup_detail), the status of a pasted
 * list of numbers (/card_status), usage by card over a month range (/card_data_search) and the
 * recharge records (/recharge_record). Monthly usage is kept for the last USAGE_QUERY_MONTHS
 * calendar months (UTC+8), the current one included; older months cannot be asked for.
 */
export const USAGE_QUERY_MONTHS = 6;

const cardSummarySchema = z.object({
  id: z.number().int(),
  iccid: z.string(),
  msisdn: z.string(),
  carrier: z.enum(CARRIER_KEYS),
  status: z.enum(CARD_STATUS_KEYS),
  plan_name: z.string(),
  quota_mb: z.number(),
  activated_at: z.string().nullable(),
});

export const cardUsageDetail = defineEndpoint({
  method: 'GET',
  path: '/card/usage_detail/',
  summary:
    "A card's usage day by day in one of the last 6 months (default this month), with running totals against the plan quota",
  // Support reads any client's card's usage too (its /vup_detail, router_spt_card).
  access: { anyOf: ['router_vup_detail', 'router_spt_card'] },
  query: z.object({ card_id: positiveId(), month: monthSchema.optional() }),
  data: z.object({
    card: cardSummarySchema,
    month: z.string(),
    /** The months that can be asked for, newest first. */
    months: z.array(z.string()),
    /**
     * The days of `month` the card was in service: from its activation day when it was activated
     * that month, up to today in the current month. MB, rounded to 0.01; they add up to `total_mb`.
     */
    days: z.array(
      z.object({
        date: z.string(),
        usage_mb: z.number(),
        cumulative_mb: z.number(),
        /** `cumulative_mb` as a share of `quota_mb`, in percent with one decimal. */
        percent: z.number(),
      }),
    ),
    /** The month's usage as the database keeps it (cards.usage_mb for the current month). */
    total_mb: z.number(),
    total_percent: z.number(),
    /** What the percentages are of: the plan quota, plus the add-on bought this month in the current month. */
    quota_mb: z.number(),
  }),
});

/** Stands for a queried number that matches no card of the caller's. */
export const NOT_FOUND_STATUS = labelled({
  not_found: { label: 'cardQuery.notFoundStatus.not_found', tone: 'default' },
});
export const CARD_QUERY_STATUSES = { ...CARD_STATUSES, ...NOT_FOUND_STATUS };

export const cardStatusRowSchema = z.object({
  /** The number as queried. */
  number: z.string(),
  card_id: z.number().int().nullable(),
  iccid: z.string().nullable(),
  msisdn: z.string().nullable(),
  status: z.enum([...CARD_STATUS_KEYS, 'not_found']),
  carrier: z.enum(CARRIER_KEYS).nullable(),
  real_name_status: z.enum(REAL_NAME_STATUS_KEYS).nullable(),
  /** When the card last changed status ('YYYY-MM-DD HH:mm:ss', UTC+8). */
  status_changed_at: z.string().nullable(),
  status_reason: z.enum(STATUS_REASON_KEYS).nullable(),
  /** The card's client, for support, which queries every client's cards (its column only then). */
  client_name: z.string().nullable().optional(),
});
export type CardStatusRow = z.infer<typeof cardStatusRowSchema>;

/** A card number that opens the card's detail page (by the row's card_id). */
export const cardDetailLink = <P extends string>(prop: P, label: TextKey) =>
  ({
    prop,
    label,
    type: 'link',
    path: '/card/detail',
    param: 'card_id',
  }) as const satisfies ListColumn<P>;

/** The status query's table: not a paged list, but its header is declared as one's columns are. */
export const cardStatusColumns: ListColumn<keyof CardStatusRow & string>[] = [
  { prop: 'number', label: 'cardQuery.cardStatusColumns.number', type: 'text' },
  cardDetailLink('iccid', FIELDS.iccid),
  { prop: 'msisdn', label: FIELDS.msisdn, type: 'text' },
  {
    prop: 'status',
    label: FIELDS.cardStatus,
    type: 'status',
    options: CARD_QUERY_STATUSES,
  },
  { prop: 'carrier', label: FIELDS.carrier, type: 'tag', options: CARRIERS },
  {
    prop: 'real_name_status',
    label: 'common.realNameStatus',
    type: 'tag',
    options: REAL_NAME_STATUSES,
  },
  { prop: 'status_changed_at', label: 'cardQuery.cardStatusColumns.status_changed_at', type: 'text' },
  {
    prop: 'status_reason',
    label: 'cardQuery.cardStatusColumns.status_reason',
    type: 'tag',
    options: STATUS_REASONS,
  },
];

/** Accepts the pasted text or a list; both are read as `parseNumberList` reads them. */
const numberList = z
  .union([z.string(), z.array(z.string())])
  .transform((input) => parseNumberList(input))
  .superRefine((list, ctx) => {
    const error = validateNumberList(list);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  })
  .transform((list) => list.numbers);

export const cardStatusQuery = defineEndpoint({
  method: 'POST',
  path: '/card/status_query/',
  summary: `The status of up to ${NUMBER_LIST_MAX} cards given by any of their numbers, with the last status change and its reason`,
  // Support queries any client's cards (its /card_status, router_spt_card_status).
  access: { anyOf: ['router_card_status', 'router_spt_card_status'] },
  /**
   * The numbers pasted, or an uploaded file (`file_url` of /upload/file/, the card_numbers
   * template as xlsx, or a csv or txt of one number a line): one of the two.
   */
  body: z
    .object({
      numbers: numberList.optional(),
      file_url: z.string().trim().max(300).optional(),
    })
    .refine((b) => (b.numbers === undefined) !== (b.file_url === undefined), 'batch_source'),
  data: z.object({
    /** One row per distinct number, in the order given; numbers outside the caller's cards are not_found. */
    tableData: z.array(cardStatusRowSchema),
    tableHeader: z.array(tableColumnSchema),
    found_count: z.number().int(),
  }),
});

/**
 * A card's usage in each month of the range, keyed by the month ('YYYY-MM'), besides its identity:
 * the table's month columns follow the range asked for.
 */
export const cardDataRowSchema = z
  .object({
    id: z.number().int(),
    iccid: z.string(),
    msisdn: z.string(),
    carrier: z.enum(CARRIER_KEYS),
    status: z.enum(CARD_STATUS_KEYS),
    plan_name: z.string(),
    total_mb: z.number(),
  })
  .catchall(z.number());
export type CardDataRow = z.infer<typeof cardDataRowSchema>;

export const cardDataSearch = defineList({
  path: '/card/data_search/',
  summary:
    "The caller's cards with their usage in each month of a range (default the last 6 months) and its total",
  access: { anyOf: ['router_card_data_search'] },
  row: cardDataRowSchema,
  filters: {
    /** A full number of any type (ICCID, MSISDN, IMSI, EID, oc_imsi, O-ICCID). */
    number: filter.exact(FIELDS.cardNumber, 'cardQuery.data.numberPlaceholder'),
    status: filter.enum(CARD_STATUSES, FIELDS.cardStatus),
    carrier: filter.enum(CARRIERS, FIELDS.carrier),
    plan_id: filter.option('id', FIELDS.plan),
    /** The months shown, not a condition: one column per month of the range. */
    month: filter.monthRange('cardQuery.data.months'),
  },
  /**
   * The card, then (inserted by the server before the total) one column per month of the range,
   * headed 'YYYY-MM', in MB, so that six months and the total fit a desktop table. The carrier is
   * in every plan's name, so its own column starts hidden.
   */
  columns: [
    cardDetailLink('iccid', FIELDS.iccid),
    { prop: 'msisdn', label: FIELDS.msisdn, type: 'text' },
    {
      prop: 'carrier',
      label: FIELDS.carrier,
      type: 'tag',
      options: CARRIERS,
      hidden: true,
    },
    { prop: 'status', label: FIELDS.cardStatus, type: 'status', options: CARD_STATUSES },
    { prop: 'plan_name', label: FIELDS.plan, type: 'text' },
    { prop: 'total_mb', label: 'cardQuery.cardDataSearch.column.total_mb', type: 'text' },
  ],
  extraData: {
    /** The months of the range, oldest first: the table's month columns. */
    months: z.array(z.string()),
  },
});

export const cardPlanOptions = defineEndpoint({
  method: 'GET',
  path: '/card/plan_options/',
  summary: "The plans the caller's cards are on, for filters",
  access: 'login',
  data: z.array(z.object({ id: z.number().int(), name: z.string(), carrier: z.enum(CARRIER_KEYS) })),
});

export const rechargeRecordRowSchema = z.object({
  id: z.number().int(),
  order_no: z.string(),
  card_id: z.number().int(),
  iccid: z.string(),
  msisdn: z.string(),
  kind: z.enum(keysOf(RECHARGE_KINDS)),
  package_name: z.string(),
  mb: z.number(),
  /** Months a renewal adds; null for an add-on package. */
  months: z.number().int().nullable(),
  /** In yuan, with two decimals. */
  amount: z.string(),
  pay_method: z.enum(keysOf(PAY_METHODS)),
  status: z.enum(keysOf(RECHARGE_STATUSES)),
  operator: z.string(),
  at: z.string(),
});
export type RechargeRecordRow = z.infer<typeof rechargeRecordRowSchema>;

export const rechargeRecordList = defineList({
  path: '/card/recharge_record/',
  summary:
    "Renewals and add-on packages bought for the caller's cards, latest first, with the filtered totals",
  access: { anyOf: ['router_recharge_record'] },
  row: rechargeRecordRowSchema,
  filters: {
    /** A full card number of any type, or an order number. */
    number: filter.exact('cardQuery.recharge.numberLabel', 'cardQuery.recharge.numberPlaceholder'),
    kind: filter.enum(RECHARGE_KINDS, 'common.rechargeType'),
    status: filter.enum(RECHARGE_STATUSES, FIELDS.status),
    /** Whole days in UTC+8, both included. */
    date: filter.dateRange('common.time'),
  },
  /** Only by time (the default order). */
  sorts: ['at'],
  /** The time next to the order, so that both stay in view on a laptop. */
  columns: [
    { prop: 'order_no', label: 'common.orderNo', type: 'text' },
    { prop: 'at', label: 'common.time', type: 'text', sortable: true },
    cardDetailLink('iccid', FIELDS.iccid),
    cardDetailLink('msisdn', FIELDS.msisdn),
    ...RECHARGE_COLUMNS,
    { prop: 'operator', label: 'common.operator', type: 'text', hidden: true },
  ],
  extraData: {
    /** Over every filtered row, not only the page: how many, their amount, and the amount that succeeded. */
    summary: z.object({ count: z.number().int(), amount: z.string(), success_amount: z.string() }),
  },
});
