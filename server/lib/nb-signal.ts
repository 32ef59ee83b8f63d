import type { NbPowerSaving, NbSignal, NbSignalLevel } from '#contract';

/**
 * An NB-IoT card's radio figures, derived rather than stored: the emulator has no radio, so each
 * value comes from a hash of the card (and of its cell, for what depends on the place), the same
 * on every call and every run, within the ranges a real network reports.
 */

/** A deterministic value in [0, 1) of some integers (FNV-1a over their decimal text). */
export function unitHash(...parts: number[]): number {
  let h = 2166136261;
  for (const ch of parts.join('|')) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 16777619);
  }
  return (h >>> 0) / 4294967296;
}

/** RSRP of NB-IoT cards in the field: -70 dBm next to a site down to -125 dBm deep indoors. */
export const RSRP_BEST_DBM = -70;
export const RSRP_WORST_DBM = -125;
export const SINR_MIN_DB = -10;
export const SINR_MAX_DB = 25;

/** Coverage enhancement level as the eNodeB assigns it from RSRP (3GPP 36.331 thresholds as operators set them). */
export function coverageLevel(rsrpDbm: number): 0 | 1 | 2 {
  if (rsrpDbm >= -105) return 0;
  if (rsrpDbm >= -115) return 1;
  return 2;
}

/** The grading China Telecom's NB tools show. */
export function signalLevel(rsrpDbm: number, sinrDb: number): NbSignalLevel {
  if (rsrpDbm >= -85 && sinrDb >= 10) return 'excellent';
  if (rsrpDbm >= -95 && sinrDb >= 3) return 'good';
  if (rsrpDbm >= -105 && sinrDb >= -3) return 'fair';
  return 'poor';
}

/**
 * The signal of a card at a cell. RSRP depends on where the device sits relative to the site (card
 * and cell); SINR follows RSRP (a weak signal is also a noisy one) with some spread of its own.
 */
export function nbSignal(cardId: number, cellId: number): NbSignal {
  const place = unitHash(cardId, cellId, 1);
  const rsrp = Math.round(RSRP_BEST_DBM + (RSRP_WORST_DBM - RSRP_BEST_DBM) * place);
  const strength = (rsrp - RSRP_WORST_DBM) / (RSRP_BEST_DBM - RSRP_WORST_DBM);
  const spread = (unitHash(cardId, cellId, 2) - 0.5) * 8;
  const sinr = Math.min(SINR_MAX_DB, Math.max(SINR_MIN_DB, -6 + strength * 28 + spread));
  const sinrDb = Math.round(sinr * 10) / 10;
  return { rsrp_dbm: rsrp, sinr_db: sinrDb, ecl: coverageLevel(rsrp), level: signalLevel(rsrp, sinrDb) };
}

/** T3412 extended values modules are commonly configured with: 1 h, 4 h, 12 h, 24 h, 54 min (the CTCC default 3240 s). */
export const T3412_CHOICES_S = [3240, 3600, 14_400, 43_200, 86_400] as const;
/** T3324 (active timer) values: 2 s to 3 min. */
export const T3324_CHOICES_S = [2, 10, 20, 60, 180] as const;
/** eDRX cycles NB-IoT allows (2^n × 10.24 s), from 20.48 s to about 44 min. */
export const EDRX_CYCLES_S = [20.48, 40.96, 81.92, 163.84, 327.68, 655.36, 1310.72, 2621.44] as const;
/** Paging time windows (multiples of 2.56 s). */
export const EDRX_PTW_S = [2.56, 5.12, 10.24, 20.48] as const;

const pick = <T>(choices: readonly T[], u: number): T => choices[Math.floor(u * choices.length)]!;

/**
 * A card's power-saving settings, as its module negotiated them at attach: most NB devices run
 * PSM (four in five here), a good part of them eDRX as well (three in five).
 */
export function nbPowerSaving(cardId: number): NbPowerSaving {
  return {
    psm_enabled: unitHash(cardId, 11) < 0.8,
    t3412_s: pick(T3412_CHOICES_S, unitHash(cardId, 12)),
    t3324_s: pick(T3324_CHOICES_S, unitHash(cardId, 13)),
    edrx_enabled: unitHash(cardId, 14) < 0.6,
    edrx_cycle_s: pick(EDRX_CYCLES_S, unitHash(cardId, 15)),
    edrx_ptw_s: pick(EDRX_PTW_S, unitHash(cardId, 16)),
  };
}
