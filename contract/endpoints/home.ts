import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { decimal } from '../numbers.ts';
import { CARD_STATUS_KEYS, CARRIER_KEYS } from './card.ts';
import { noticeSchema } from './layout.ts';

export const indexHeader = defineEndpoint({
  method: 'GET',
  path: '/index/header/',
  summary: "Card counts of the caller's client and its balance, for the top bar",
  access: 'login',
  data: z.object({
    count: z.number().int(),
    normal_count: z.number().int(),
    not_active: z.number().int(),
    expiry_count: z.number().int(),
    /** In yuan; null when the caller lacks the account-ledger permission. */
    client_balance: z.number().nullable(),
    /** The part of the balance frozen by orders the carrier still works on (yuan); null as the balance. */
    client_frozen: z.number().nullable(),
  }),
});

/** Days the home page's usage chart covers, today (UTC+8) included. */
export const LINE_CHART_DAYS = 30;

/** How many cards the home page's ranking lists. */
export const TOP_CARDS = 5;

export const indexConfig = defineEndpoint({
  method: 'GET',
  path: '/index/config/',
  summary:
    'What the home page shows the caller: its client and main client, the period the charts cover (UTC+8) and ' +
    'which panels apply (card panels need a client; counts and legends link to the card list with router_card_list). ' +
    'Notices and questions are shown to every login',
  access: 'login',
  data: z.object({
    /** The main client of the caller's tree; null for a support user in the support view. */
    main_client_name: z.string().nullable(),
    /** The caller's own client (a sub-client's differs from its main client's). */
    client_name: z.string().nullable(),
    is_main_client: z.boolean(),
    panels: z.object({
      /** Card counts, status and carrier charts, usage chart and ranking. */
      cards: z.boolean(),
      /** The counts and chart legends open the filtered card list. */
      card_list_links: z.boolean(),
    }),
    period: z.object({
      /** 'YYYY-MM': the month of "this month's usage" and the ranking. */
      month: z.string(),
      /** 'YYYY-MM-DD': the usage chart's first and last day. */
      from: z.string(),
      to: z.string(),
      days: z.number().int(),
    }),
  }),
});

const sliceSchema = <K extends z.ZodType<string>>(key: K) =>
  z.object({
    key,
    /** The key's name in the request's language. */
    name: z.string(),
    value: z.number().int(),
  });

export const indexPieChart = defineEndpoint({
  method: 'GET',
  path: '/index/pie_chart/',
  summary:
    "The caller's cards by status and by carrier (every key, zero included), counted from the cards table: " +
    'the same numbers as the header counts and the card list filters',
  access: 'login',
  data: z.object({
    total: z.number().int(),
    by_status: z.array(sliceSchema(z.enum(CARD_STATUS_KEYS))),
    by_carrier: z.array(sliceSchema(z.enum(CARRIER_KEYS))),
  }),
});

export const indexLineChart = defineEndpoint({
  method: 'GET',
  path: '/index/line_chart/',
  summary:
    "Daily data usage of the caller's cards over the last 30 days (UTC+8, today included), in MB: each " +
    "month's total (card_usage_monthly, this month's cards.usage_mb up to today) spread over its days",
  access: 'login',
  data: z.object({
    days: z.array(z.object({ date: z.string(), usage_mb: z.number() })),
    total_mb: z.number(),
  }),
});

export const topCardSchema = z.object({
  card_id: z.number().int(),
  iccid: z.string(),
  msisdn: z.string(),
  carrier: z.enum(CARRIER_KEYS),
  plan_name: z.string(),
  usage_mb: z.number(),
  quota_mb: z.number(),
  usage_percent: z.number(),
});
export type TopCard = z.infer<typeof topCardSchema>;

export const indexTop5Table = defineEndpoint({
  method: 'GET',
  path: '/index/top5_table/',
  summary: "The caller's five cards with the most data used this month (cards that used none are left out)",
  access: 'login',
  data: z.object({ month: z.string(), items: z.array(topCardSchema) }),
});

export const indexNotice = defineEndpoint({
  method: 'GET',
  path: '/index/notice/',
  summary:
    'The latest platform notices shown to the caller (as /platform/notices/), newest first, with the total',
  access: 'login',
  query: z.object({ limit: decimal(z.number().int().min(1).max(20)).default(5) }),
  data: z.object({
    items: z.array(noticeSchema.extend({ read: z.boolean() })),
    total_count: z.number().int(),
  }),
});

export const faqSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  question: z.string(),
  /** HTML, sanitised by the client. */
  answer: z.string(),
});

export const indexQuestions = defineEndpoint({
  method: 'GET',
  path: '/index/questions/',
  summary: "Frequently asked questions, in the request language, in the platform's order",
  access: 'login',
  query: z.object({ limit: decimal(z.number().int().min(1).max(50)).default(10) }),
  data: z.object({ items: z.array(faqSchema), total_count: z.number().int() }),
});
