import { describe, expect, it } from 'vitest';
import {
  allZero,
  donutSlice,
  formatUsage,
  inUnit,
  monotonePath,
  niceTicks,
  polar,
  shareOf,
  shortDate,
  sliceAngles,
  usageUnit,
} from '../../client/features/home/chart-data.ts';

describe('home chart data', () => {
  it('picks MB below 1 GB, GB below 1 TB, then TB', () => {
    expect(usageUnit(0)).toBe('MB');
    expect(usageUnit(1023.99)).toBe('MB');
    expect(usageUnit(1024)).toBe('GB');
    expect(usageUnit(1024 * 1024 - 1)).toBe('GB');
    expect(usageUnit(1024 * 1024)).toBe('TB');
  });

  it('converts to a unit with two decimals', () => {
    expect(inUnit(1536, 'GB')).toBe(1.5);
    expect(inUnit(1000, 'GB')).toBe(0.98);
    expect(inUnit(12.345, 'MB')).toBe(12.35);
  });

  it('formats an amount in its own unit with thousands separators', () => {
    expect(formatUsage(850.25)).toBe('850.25 MB');
    expect(formatUsage(2468.5)).toBe('2.41 GB');
    expect(formatUsage(0)).toBe('0 MB');
    expect(formatUsage(2_000_000, 'GB')).toBe('1,953.13 GB');
  });

  it('gives a share with one decimal, and 0% of nothing', () => {
    expect(shareOf(1, 3)).toBe('33.3%');
    expect(shareOf(149, 235)).toBe('63.4%');
    expect(shareOf(5, 5)).toBe('100%');
    expect(shareOf(0, 0)).toBe('0%');
  });

  it('labels the axis by month and day, and knows an empty series', () => {
    expect(shortDate('2025-10-05')).toBe('10-05');
    expect(allZero([0, 0, 0])).toBe(true);
    expect(allZero([0, 0.01])).toBe(false);
    expect(allZero([])).toBe(true);
  });

  it('puts round ticks from 0 up to at least the largest value', () => {
    expect(niceTicks(14.2)).toEqual([0, 5, 10, 15]);
    expect(niceTicks(16)).toEqual([0, 5, 10, 15, 20]);
    expect(niceTicks(850)).toEqual([0, 250, 500, 750, 1000]);
    expect(niceTicks(0.37)).toEqual([0, 0.1, 0.2, 0.3, 0.4]);
    expect(niceTicks(0)).toEqual([0, 1]);
    for (const max of [0.01, 1, 3.3, 99, 1234.5, 1e6]) {
      const ticks = niceTicks(max);
      expect(ticks[0]).toBe(0);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeLessThanOrEqual(6);
    }
  });

  it('draws a monotone curve through every value, flat where the values are', () => {
    expect(monotonePath([])).toBe('');
    expect(monotonePath([3])).toBe('M0,3');
    expect(monotonePath([3, 5])).toBe('M0,3L1,5');
    const path = monotonePath([0, 0, 4, 4, 1]);
    expect(path.startsWith('M0,0C')).toBe(true);
    // Each segment ends on its day's value.
    const ends = [...path.matchAll(/C[^C]*?(\d+),([\d.-]+)(?=C|$)/g)].map((m) => [
      Number(m[1]),
      Number(m[2]),
    ]);
    expect(ends).toEqual([
      [1, 0],
      [2, 4],
      [3, 4],
      [4, 1],
    ]);
    // Between two equal days the control points stay level: no overshoot below the axis.
    expect(path).toContain('C0.333,0,0.667,0,1,0');
  });

  it("lays out donut slices clockwise from 12 o'clock, with a gap between drawn slices", () => {
    expect(sliceAngles([1, 0, 1], 1)).toEqual([
      { start: 0, end: 179 },
      { start: 180, end: 180 },
      { start: 180, end: 359 },
    ]);
    expect(sliceAngles([5], 1)).toEqual([{ start: 0, end: 360 }]);
    expect(polar(10, 90)).toEqual([10, 0]);
    expect(polar(10, 180)).toEqual([0, 10]);
    expect(donutSlice(5, 10, 0, 90)).toBe('M0,-10A10,10 0 0 1 10,0L5,0A5,5 0 0 0 0,-5Z');
    // A whole ring is drawn as two halves.
    expect(donutSlice(5, 10, 0, 360).match(/M/g)).toHaveLength(2);
  });
});
