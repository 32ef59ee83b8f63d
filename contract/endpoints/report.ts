import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { positiveId } from '../numbers.ts';
import { MONTH_PATTERN } from '../validators.ts';
import { CARD_STATUS_KEYS, CARRIER_KEYS } from './card.ts';
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
