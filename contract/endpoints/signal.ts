import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { CARD_STATUS_KEYS } from './card.ts';

/** NB-IoT coverage enhancement level (CE level): 0 normal, 1 robust, 2 extreme coverage. */
export const NB_SIGNAL_LEVELS = ['excellent', 'good', 'fair', 'poor'] as const;
export type NbSignalLevel = (typeof NB_SIGNAL_LEVELS)[number];

export const nbSignalSchema = z.object({
  /** Reference signal received power, dBm (about -44 best to -140 worst). */
  rsrp_dbm: z.number().int(),
  /** Signal to interference plus noise ratio, dB. */
  sinr_db: z.number(),
  ecl: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  level: z.enum(NB_SIGNAL_LEVELS),
});
export type NbSignal = z.infer<typeof nbSignalSchema>;

export const nbPowerSavingSchema = z.object({
  psm_enabled: z.boolean(),
  /** Periodic TAU timer (T3412 extended), seconds. */
  t3412_s: z.number().int(),
  /** Active timer (T3324), seconds. */
  t3324_s: z.number().int(),
  edrx_enabled: z.boolean(),
  /** eDRX cycle and paging time window, seconds (multiples of 10.24 s and 2.56 s). */
  edrx_cycle_s: z.number(),
  edrx_ptw_s: z.number(),
});
export type NbPowerSaving = z.infer<typeof nbPowerSavingSchema>;

export const ctccNbQuery = defineEndpoint({
  method: 'GET',
  path: '/ctcc_nb/query/',
  summary: "A China Telecom NB-IoT card's network state: attach, session, cell, PSM/eDRX and signal",
  access: { anyOf: ['router_ctcc_nb_query'] },
  query: z.object({
    /** The card's full ICCID, MSISDN or IMSI. */
    number: z.string({ error: 'card_number_required' }).trim().min(1, 'card_number_required'),
  }),
  data: z.object({
    card: z.object({
      id: z.number().int(),
      iccid: z.string(),
      msisdn: z.string(),
      imsi: z.string(),
      imei: z.string().nullable(),
      status: z.enum(CARD_STATUS_KEYS),
      plan_name: z.string(),
      quota_mb: z.number(),
      usage_mb: z.number(),
      expires_at: z.string().nullable(),
    }),
    /** Registered on the network now (its latest data session is open). */
    attached: z.boolean(),
    last_attach_at: z.string().nullable(),
    last_detach_at: z.string().nullable(),
    ip: z.string().nullable(),
    apn: z.string().nullable(),
    cell: z
      .object({
        lac: z.number().int(),
        ci: z.number().int(),
        province: z.string(),
        city: z.string(),
        address: z.string(),
      })
      .nullable(),
    power_saving: nbPowerSavingSchema,
    /** Measured at the last cell; null for a card that never attached. */
    signal: nbSignalSchema.nullable(),
  }),
});
