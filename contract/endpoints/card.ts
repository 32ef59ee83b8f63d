import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { labelled } from '../labels.ts';
import type { TextKey } from '../text.ts';
import { FIELDS } from '../vocabulary.ts';

export const CARRIERS = labelled({
  cmcc: { label: 'card.carriers.cmcc', tone: 'info' },
  cucc: { label: 'card.carriers.cucc', tone: 'danger' },
  ctcc: { label: 'common.chinaTelecom', tone: 'default' },
});
export type Carrier = keyof typeof CARRIERS;

/** Whether the carrier slows a card down (达量限速, issue 46). */
export const SPEED_STATES = labelled({
  normal: { label: 'card.speedStates.normal', tone: 'success' },
  limited: { label: 'card.speedStates.limited', tone: 'warning' },
});
export const SPEED_STATE_KEYS = Object.keys(SPEED_STATES) as [
  keyof typeof SPEED_STATES,
  ...(keyof typeof SPEED_STATES)[],
];
export const CARRIER_KEYS = Object.keys(CARRIERS) as [Carrier, ...Carrier[]];

export const CARD_STATUSES = labelled({
  pending: { label: 'common.pendingActivation', tone: 'warning' },
  testing: { label: 'card.statuses.testing', tone: 'info' },
  active: { label: 'common.inUse', tone: 'success' },
  suspended: { label: 'card.statuses.suspended', tone: 'danger' },
  cancelled: { label: 'card.statuses.cancelled', tone: 'default' },
});
export type CardStatus = keyof typeof CARD_STATUSES;
export const CARD_STATUS_KEYS = Object.keys(CARD_STATUSES) as [CardStatus, ...CardStatus[]];

/** A card's network functions, each on or off at the carrier (断网 / 复网 turns them off and on). */
export const CARD_FUNCTIONS = labelled({
  data: { label: 'card.functions.data', tone: 'info' },
  sms: { label: 'common.sms', tone: 'info' },
  voice: { label: 'card.functions.voice', tone: 'info' },
});
export type CardFunction = keyof typeof CARD_FUNCTIONS;
export const CARD_FUNCTION_KEYS = Object.keys(CARD_FUNCTIONS) as [CardFunction, ...CardFunction[]];

/** The number types a card can be looked up by (top-bar search, card list filter). */
export const NUM_TYPES = ['msisdn', 'iccid', 'imsi', 'eid', 'oc_imsi', 'o_iccid'] as const;
export type NumType = (typeof NUM_TYPES)[number];
export const NUM_TYPE_LABELS: Record<NumType, TextKey> = {
  msisdn: FIELDS.msisdn,
  iccid: FIELDS.iccid,
  imsi: FIELDS.imsi,
  eid: FIELDS.eid,
  oc_imsi: FIELDS.ocImsi,
  o_iccid: FIELDS.oIccid,
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
