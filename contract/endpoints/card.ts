import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { labelled } from '../labels.ts';

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

/** A card's network functions, each on or off at the carrier (断网 / 复网 turns them off and on). */
export const CARD_FUNCTIONS = labelled({
  data: { 'zh-CN': '数据', en: 'Data', tone: 'info' },
  sms: { 'zh-CN': '短信', en: 'SMS', tone: 'info' },
  voice: { 'zh-CN': '语音', en: 'Voice', tone: 'info' },
});
export type CardFunction = keyof typeof CARD_FUNCTIONS;
export const CARD_FUNCTION_KEYS = Object.keys(CARD_FUNCTIONS) as [CardFunction, ...CardFunction[]];

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
