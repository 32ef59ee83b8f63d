import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { positiveId } from '../numbers.ts';
import { listDataSchema, listQuerySchema } from '../table.ts';
import { CARD_STATUS_KEYS, CARRIER_KEYS, NUM_TYPES } from './card.ts';
import { REAL_NAME_STATUS_KEYS } from './card-detail.ts';

/** A day as the filter bar sends it, `YYYY-MM-DD` (a calendar day in UTC+8). */
const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { message: 'date_invalid' });
const id = positiveId();

/**
 * The card list's filters, shared by the list and its export (an export lists exactly what the
 * list shows). The date ranges are whole days, both ends included; either end may be left open.
 */
export const cardFilterShape = {
  /** A full number or a prefix of it; searched in the type given, else in ICCID, MSISDN and IMSI. */
  number: z.string().trim().optional(),
  num_type: z.enum(NUM_TYPES).optional(),
  status: z.enum(CARD_STATUS_KEYS).optional(),
  carrier: z.enum(CARRIER_KEYS).optional(),
  /** Cards whose expiry falls in the current month. */
  expiring: z.enum(['1']).optional(),
  plan_id: id.optional(),
  billing_group_id: id.optional(),
  project_group_id: id.optional(),
  tag: z.string().trim().min(1).max(30).optional(),
  real_name_status: z.enum(REAL_NAME_STATUS_KEYS).optional(),
  activated_start: isoDate.optional(),
  activated_end: isoDate.optional(),
  expires_start: isoDate.optional(),
  expires_end: isoDate.optional(),
};

type RangeInput = Partial<
  Record<'activated_start' | 'activated_end' | 'expires_start' | 'expires_end', string>
>;

/** The end of a date range may not precede its start (checked once, for the list and the export). */
export function checkRanges(value: RangeInput, ctx: z.RefinementCtx) {
  for (const name of ['activated', 'expires'] as const) {
    const start = value[`${name}_start`];
    const end = value[`${name}_end`];
    if (start && end && end < start) {
      ctx.addIssue({ code: 'custom', message: 'range_end_before_start', path: [`${name}_end`] });
    }
  }
}

export const cardFilterSchema = z.object(cardFilterShape).superRefine(checkRanges);
export type CardFilters = z.output<typeof cardFilterSchema>;

export const CARD_SORT_KEYS = ['iccid', 'msisdn', 'activated_at', 'expires_at', 'usage_mb'] as const;

export const cardRowSchema = z.object({
  id: z.number().int(),
  iccid: z.string(),
  msisdn: z.string(),
  imsi: z.string(),
  eid: z.string().nullable(),
  /** A multi-carrier (eSIM) card, one with an EID: only those can change carrier. */
  esim: z.boolean(),
  carrier: z.enum(CARRIER_KEYS),
  status: z.enum(CARD_STATUS_KEYS),
  plan_name: z.string(),
  usage_mb: z.number(),
  quota_mb: z.number(),
  /** Add-on data bought this month, on top of the plan's quota. */
  addon_mb: z.number(),
  /** This month's use as a share of quota + add-on, in percent with one decimal. */
  usage_percent: z.number(),
  activated_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  client_name: z.string(),
  billing_group: z.string().nullable(),
  project_group: z.string().nullable(),
  real_name_status: z.enum(REAL_NAME_STATUS_KEYS),
  /** The card's tags, joined for display ('、' in Chinese, ', ' in English). */
  tags: z.string(),
});
export type CardRow = z.infer<typeof cardRowSchema>;

export const cardList = defineEndpoint({
  method: 'GET',
  path: '/card/list/',
  summary: "The client's cards, filtered, sorted and paged",
  access: { anyOf: ['router_card_list'] },
  query: listQuerySchema
    .extend({ ...cardFilterShape, sort: z.enum(CARD_SORT_KEYS).optional() })
    .superRefine(checkRanges),
  data: listDataSchema(cardRowSchema),
});

const option = z.object({ id: z.number().int(), name: z.string() });

export const cardListOptions = defineEndpoint({
  method: 'GET',
  path: '/card/list/options/',
  summary:
    "The card list's filter choices: the plans the caller's cards are on, its billing groups, project groups and tags",
  access: { anyOf: ['router_card_list'] },
  data: z.object({
    plans: z.array(option.extend({ carrier: z.enum(CARRIER_KEYS) })),
    billing_groups: z.array(option),
    project_groups: z.array(option),
    tags: z.array(z.string()),
  }),
});
