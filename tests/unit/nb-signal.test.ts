import { describe, expect, it } from 'vitest';
import { LOCATE_ACCURACY_MAX_M, LOCATE_ACCURACY_MIN_M } from '#contract';
import { accuracyRadiusM, boxAround, distanceM } from '../../server/lib/geo.ts';
import {
  coverageLevel,
  EDRX_CYCLES_S,
  EDRX_PTW_S,
  nbPowerSaving,
  nbSignal,
  RSRP_BEST_DBM,
  RSRP_WORST_DBM,
  SINR_MAX_DB,
  SINR_MIN_DB,
  signalLevel,
  T3324_CHOICES_S,
  T3412_CHOICES_S,
  unitHash,
} from '../../server/lib/nb-signal.ts';

const CARDS = Array.from({ length: 2000 }, (_, i) => i + 1);

describe('nbSignal', () => {
  it('is the same for the same card and cell, and changes with the cell', () => {
    expect(nbSignal(42, 7)).toEqual(nbSignal(42, 7));
    const cells = new Set(Array.from({ length: 20 }, (_, cell) => nbSignal(42, cell).rsrp_dbm));
    expect(cells.size).toBeGreaterThan(5);
  });

  it('keeps RSRP within -70..-125 dBm and SINR within -10..25 dB, spread over the range', () => {
    const signals = CARDS.map((id) => nbSignal(id, id % 90));
    const rsrp = signals.map((s) => s.rsrp_dbm);
    const sinr = signals.map((s) => s.sinr_db);
    expect(Math.max(...rsrp)).toBeLessThanOrEqual(RSRP_BEST_DBM);
    expect(Math.min(...rsrp)).toBeGreaterThanOrEqual(RSRP_WORST_DBM);
    expect(Math.max(...rsrp) - Math.min(...rsrp)).toBeGreaterThan(45);
    expect(Math.max(...sinr)).toBeLessThanOrEqual(SINR_MAX_DB);
    expect(Math.min(...sinr)).toBeGreaterThanOrEqual(SINR_MIN_DB);
    expect(
      signals.every((s) => Number.isInteger(s.rsrp_dbm) && Math.round(s.sinr_db * 10) === s.sinr_db * 10),
    ).toBe(true);
  });

  it('gives a strong signal a better SINR on average than a weak one', () => {
    const signals = CARDS.map((id) => nbSignal(id, 3));
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const strong = signals.filter((s) => s.rsrp_dbm >= -85).map((s) => s.sinr_db);
    const weak = signals.filter((s) => s.rsrp_dbm <= -115).map((s) => s.sinr_db);
    expect(mean(strong)).toBeGreaterThan(mean(weak) + 10);
  });

  it('derives the coverage level and the grade from the figures', () => {
    for (const s of CARDS.map((id) => nbSignal(id, 11))) {
      expect(s.ecl).toBe(coverageLevel(s.rsrp_dbm));
      expect(s.level).toBe(signalLevel(s.rsrp_dbm, s.sinr_db));
    }
  });
});

describe('coverageLevel and signalLevel', () => {
  it.each([
    [-70, 0],
    [-105, 0],
    [-106, 1],
    [-115, 1],
    [-116, 2],
    [-125, 2],
  ] as const)('puts RSRP %i dBm in CE level %i', (rsrp, level) => {
    expect(coverageLevel(rsrp)).toBe(level);
  });

  it.each([
    [-80, 15, 'excellent'],
    [-80, 5, 'good'],
    [-92, 12, 'good'],
    [-100, 0, 'fair'],
    [-110, 10, 'poor'],
    [-90, -5, 'poor'],
  ] as const)('grades RSRP %i dBm with SINR %i dB as %s', (rsrp, sinr, level) => {
    expect(signalLevel(rsrp, sinr)).toBe(level);
  });
});

describe('nbPowerSaving', () => {
  it('takes each timer from the values modules use, the same for the same card', () => {
    for (const id of CARDS) {
      const p = nbPowerSaving(id);
      expect(p).toEqual(nbPowerSaving(id));
      expect(T3412_CHOICES_S).toContain(p.t3412_s);
      expect(T3324_CHOICES_S).toContain(p.t3324_s);
      expect(EDRX_CYCLES_S).toContain(p.edrx_cycle_s);
      expect(EDRX_PTW_S).toContain(p.edrx_ptw_s);
    }
  });

  it('runs PSM on about four cards in five and eDRX on about three in five', () => {
    const all = CARDS.map(nbPowerSaving);
    const share = (f: (p: (typeof all)[number]) => boolean) => all.filter(f).length / all.length;
    expect(share((p) => p.psm_enabled)).toBeCloseTo(0.8, 1);
    expect(share((p) => p.edrx_enabled)).toBeCloseTo(0.6, 1);
  });
});

describe('unitHash', () => {
  it('stays in [0, 1)', () => {
    const values = CARDS.map((id) => unitHash(id, 5));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
  });
});

describe('geo', () => {
  it('measures Beijing to Shanghai as about 1067 km', () => {
    expect(distanceM(39.9042, 116.4074, 31.2304, 121.4737) / 1000).toBeCloseTo(1067, -1);
    expect(distanceM(22.5, 114, 22.5, 114)).toBe(0);
  });

  it('builds a box that holds every point within the radius', () => {
    const box = boxAround(30, 120, 5000);
    for (const edge of [
      distanceM(30, 120, box.maxLat, 120),
      distanceM(30, 120, box.minLat, 120),
      distanceM(30, 120, 30, box.maxLng),
      distanceM(30, 120, 30, box.minLng),
    ]) {
      expect(edge).toBeGreaterThanOrEqual(5000);
      expect(edge).toBeLessThan(5050);
    }
  });

  it('gives a fix half the distance to the nearest cell of its network, within the bounds', () => {
    expect(accuracyRadiusM(1234)).toBe(620);
    expect(accuracyRadiusM(100)).toBe(LOCATE_ACCURACY_MIN_M);
    expect(accuracyRadiusM(50_000)).toBe(LOCATE_ACCURACY_MAX_M);
    expect(accuracyRadiusM(null)).toBe(LOCATE_ACCURACY_MAX_M);
  });
});
