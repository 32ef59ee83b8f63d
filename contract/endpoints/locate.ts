import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { defineList, filter } from '../list.ts';
import { FIELDS } from '../vocabulary.ts';
import { CARD_STATUS_KEYS, CARRIER_KEYS, CARRIERS, NUM_TYPES } from './card.ts';

/**
 * The location service (基站定位): a card is placed at the base station (cell) serving its latest
 * data session. A main client subscribes for its whole tree; each successful query is recorded
 * (locate_queries) and billed at a fixed price with the monthly bill.
 */
export const LOCATE_PRICE_CENTS = 10;
/** The accuracy radius a cell fix is given: half the distance to the nearest cell of its carrier, within these bounds. */
export const LOCATE_ACCURACY_MIN_M = 200;
export const LOCATE_ACCURACY_MAX_M = 2000;
/** Cells drawn around a fix on the map. */
export const LOCATE_NEIGHBOUR_RADIUS_M = 12_000;

const subscriptionSchema = z.object({
  subscribed: z.boolean(),
  /** `YYYY-MM-DD HH:mm:ss` (UTC+8), or null while not subscribed. */
  subscribed_at: z.string().nullable(),
  /** Only a main client subscribes and unsubscribes; its sub-clients use its subscription. */
  can_manage: z.boolean(),
  price_cents: z.number().int(),
  accuracy_min_m: z.number().int(),
  accuracy_max_m: z.number().int(),
  /** 'YYYY-MM' of the clock's now. */
  month: z.string(),
  /** Queries made this month by the caller's scope, and what they cost. */
  month_queries: z.number().int(),
  month_cost_cents: z.number().int(),
});
export type LocateSubscription = z.infer<typeof subscriptionSchema>;

export const locateBrief = defineEndpoint({
  method: 'GET',
  path: '/locate/brief/',
  summary: "The location service's terms with the client's subscription and this month's queries",
  access: { anyOf: ['router_locate_funcbrief'] },
  data: subscriptionSchema,
});

export const locateSubscribe = defineEndpoint({
  method: 'POST',
  path: '/locate/subscription/',
  summary: 'Subscribes to or unsubscribes from the location service (main clients only)',
  access: { anyOf: ['router_locate_funcbrief'] },
  body: z.object({ enabled: z.boolean() }),
  data: subscriptionSchema,
});

export const locateCellSchema = z.object({
  id: z.number().int(),
  carrier: z.enum(CARRIER_KEYS),
  lac: z.number().int(),
  ci: z.number().int(),
  lat: z.number(),
  lng: z.number(),
  /** Province, city and address in the request's language. */
  province: z.string(),
  city: z.string(),
  address: z.string(),
  /** Metres from the located cell (0 for the cell itself). */
  distance_m: z.number().int(),
});
export type LocateCell = z.infer<typeof locateCellSchema>;

export const locateInfo = defineEndpoint({
  method: 'GET',
  path: '/locate_info/',
  summary: 'Locates a card at the cell of its latest data session, and records the (billed) query',
  access: { anyOf: ['router_locate_service'] },
  query: z.object({
    number: z.string({ error: 'card_number_required' }).trim().min(1, 'card_number_required'),
    /** Without it the number is looked for as an ICCID, an MSISDN and an IMSI. */
    num_type: z.enum(NUM_TYPES).optional(),
  }),
  data: z.object({
    query_id: z.number().int(),
    card: z.object({
      id: z.number().int(),
      iccid: z.string(),
      msisdn: z.string(),
      carrier: z.enum(CARRIER_KEYS),
      status: z.enum(CARD_STATUS_KEYS),
    }),
    /** Whether the session is still open: the card is attached to that cell now. */
    online: z.boolean(),
    /** When the network last saw the card at the cell: now for an open session, else its end. */
    located_at: z.string(),
    session_started_at: z.string(),
    accuracy_m: z.number().int(),
    cell: locateCellSchema,
    /** Other cells around it (every carrier), nearest first. */
    neighbours: z.array(locateCellSchema),
  }),
});

export const locateQueryRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  card_id: z.number().int(),
  iccid: z.string(),
  msisdn: z.string(),
  carrier: z.enum(CARRIER_KEYS),
  city: z.string().nullable(),
  address: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  username: z.string().nullable(),
});
export type LocateQueryRow = z.infer<typeof locateQueryRowSchema>;

export const locateQueryList = defineList({
  path: '/locate/queries/',
  summary: "The caller's location queries, newest first",
  access: { anyOf: ['router_locate_service'] },
  row: locateQueryRowSchema,
  filters: {
    /** An ICCID or MSISDN, or the start of one. */
    number: filter.prefix('common.iccidSlashMsisdn'),
  },
  columns: [
    { prop: 'at', label: 'locate.queryList.column.at', type: 'text' },
    { prop: 'iccid', label: FIELDS.iccid, type: 'text' },
    { prop: 'msisdn', label: FIELDS.msisdn, type: 'text' },
    { prop: 'carrier', label: FIELDS.carrier, type: 'tag', options: CARRIERS },
    { prop: 'city', label: FIELDS.city, type: 'text' },
    { prop: 'address', label: 'common.cellLocation', type: 'text' },
    { prop: 'lat', label: 'locate.queryList.column.lat', type: 'text', hidden: true },
    { prop: 'lng', label: 'locate.queryList.column.lng', type: 'text', hidden: true },
    { prop: 'username', label: 'locate.queryList.column.username', type: 'text' },
  ],
});
