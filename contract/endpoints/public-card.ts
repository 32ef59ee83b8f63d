import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { positiveId } from '../numbers.ts';
import { CARD_STATUS_KEYS, CARRIER_KEYS } from './card.ts';
import { REAL_NAME_STATUS_KEYS } from './card-detail.ts';

/**
 * The end user's card pages (no login): /cardH5, where the user types the number printed on the
 * card, and /card_qrcode_info/card/:card_id, opened from the QR code on the card's package. They
 * answer what a user of the device needs and nothing more: numbers come masked, no customer or
 * session data. Lookups are limited per caller address (PUBLIC_CARD_LOOKUPS_PER_MINUTE).
 */
export const PUBLIC_CARD_LOOKUPS_PER_MINUTE = 20;

/** An 11- or 13-digit MSISDN, or a 19- or 20-character ICCID (89..., the last may be a letter). */
export const PUBLIC_CARD_NUMBER = /^(?:\d{11}|\d{13}|89\d{16,17}[0-9A-Za-z])$/;

export const publicCardInfoSchema = z.object({
  /** ICCID and MSISDN with their middle digits masked. */
  iccid: z.string(),
  msisdn: z.string(),
  carrier: z.enum(CARRIER_KEYS),
  status: z.enum(CARD_STATUS_KEYS),
  plan_name: z.string(),
  /** This month's allowance: the plan's quota plus add-ons bought this month. */
  quota_mb: z.number(),
  usage_mb: z.number(),
  usage_percent: z.number(),
  activated_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  real_name_status: z.enum(REAL_NAME_STATUS_KEYS),
});
export type PublicCardInfo = z.infer<typeof publicCardInfoSchema>;

export const publicCardLookup = defineEndpoint({
  method: 'GET',
  path: '/card_h5/info/',
  summary: "A card's status, plan, usage, expiry and real-name state by its ICCID or MSISDN (public)",
  access: 'public',
  query: z.object({
    number: z
      .string({ error: 'card_number_required' })
      .transform((s) => s.replace(/\s+/g, ''))
      .pipe(z.string().min(1, 'card_number_required').regex(PUBLIC_CARD_NUMBER, 'card_number_invalid')),
  }),
  data: publicCardInfoSchema,
});

export const publicCardQrcode = defineEndpoint({
  method: 'GET',
  path: '/card_qrcode_info/',
  summary: 'The same card information for the card id in a package QR code (public)',
  access: 'public',
  query: z.object({
    card_id: positiveId('card_id_invalid'),
  }),
  data: publicCardInfoSchema,
});
