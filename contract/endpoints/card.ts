import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { labelled } from '../labels.ts';
import { listDataSchema, listQuerySchema } from '../table.ts';

export const CARRIERS = labelled({
  cmcc: { 'zh-CN': '中国移动', en: 'China Mobile', tone: 'info' },
  cucc: { 'zh-CN': '中国联通', en: 'China Unicom', tone: 'danger' },
  ctcc: { 'zh-CN': '中国电信', en: 'China Telecom', tone: 'default' },
});
export type Carrier = keyof typeof CARRIERS;
export const CARRIER_KEYS = Object.keys(CARRIERS) as [Carrier, ...Carrier[]];

export const CARD_STATUSES = labelled({
  pending: { 'zh-CN': '待激活', en: 'Pending activation', tone: 'warning' },
  testing: { 'zh-CN': '测试期', en: 'Testing', tone: 'info' },
  active: { 'zh-CN': '正使用', en: 'In use', tone: 'success' },
  suspended: { 'zh-CN': '停机', en: 'Suspended', tone: 'danger' },
  cancelled: { 'zh-CN': '已销户', en: 'Cancelled', tone: 'default' },
});
export type CardStatus = keyof typeof CARD_STATUSES;
export const CARD_STATUS_KEYS = Object.keys(CARD_STATUSES) as [CardStatus, ...CardStatus[]];

/** The number types a card can be looked up by (top-bar search, card list filter). */
export const NUM_TYPES = ['msisdn', 'iccid', 'imsi', 'eid', 'oc_imsi', 'o_iccid'] as const;
export type NumType = (typeof NUM_TYPES)[number];
export const NUM_TYPE_LABELS: Record<NumType, string> = {
  msisdn: 'MSISDN',
  iccid: 'ICCID',
  imsi: 'IMSI',
  eid: 'EID',
  oc_imsi: 'oc_imsi',
  o_iccid: 'O-ICCID',
};

export const cardGetId = defineEndpoint({
  method: 'GET',
  path: '/card/get_id/',
  summary: 'Finds a card by its full number of the given type',
  access: 'login',
  query: z.object({
    number: z.string().trim().min(1),
    num_type: z.enum(NUM_TYPES),
  }),
  data: z.object({ card_id: z.number().int() }),
});

export const CARD_SORT_KEYS = ['iccid', 'msisdn', 'activated_at', 'expires_at', 'usage_mb'] as const;

export const cardRowSchema = z.object({
  id: z.number().int(),
  iccid: z.string(),
  msisdn: z.string(),
  imsi: z.string(),
  carrier: z.enum(CARRIER_KEYS),
  status: z.enum(CARD_STATUS_KEYS),
  plan_name: z.string(),
  usage_mb: z.number(),
  quota_mb: z.number(),
  usage_percent: z.number(),
  activated_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  client_name: z.string(),
});
export type CardRow = z.infer<typeof cardRowSchema>;

export const cardList = defineEndpoint({
  method: 'GET',
  path: '/card/list/',
  summary: "The client's cards, filtered, sorted and paged",
  access: { anyOf: ['router_card_list'] },
  query: listQuerySchema.extend({
    /** A full number or a prefix of it; searched in the type given, else in ICCID, MSISDN and IMSI. */
    number: z.string().trim().optional(),
    num_type: z.enum(NUM_TYPES).optional(),
    status: z.enum(CARD_STATUS_KEYS).optional(),
    carrier: z.enum(CARRIER_KEYS).optional(),
    /** Cards whose expiry falls in the current month. */
    expiring: z.enum(['1']).optional(),
    sort: z.enum(CARD_SORT_KEYS).optional(),
  }),
  data: listDataSchema(cardRowSchema),
});

export const cardDetailSchema = z.object({
  id: z.number().int(),
  iccid: z.string(),
  msisdn: z.string(),
  imsi: z.string(),
  eid: z.string().nullable(),
  imei: z.string().nullable(),
  oc_imsi: z.string().nullable(),
  o_iccid: z.string().nullable(),
  carrier: z.enum(CARRIER_KEYS),
  status: z.enum(CARD_STATUS_KEYS),
  plan_name: z.string(),
  quota_mb: z.number(),
  usage_mb: z.number(),
  usage_percent: z.number(),
  activated_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
  client_name: z.string(),
});
export type CardDetail = z.infer<typeof cardDetailSchema>;

export const cardDetail = defineEndpoint({
  method: 'GET',
  path: '/card/detail/',
  summary: "One card of the caller's clients: identity, carrier, plan, status and this month's usage",
  access: 'login',
  query: z.object({ card_id: z.coerce.number().int().positive() }),
  data: cardDetailSchema,
});
