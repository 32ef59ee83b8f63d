import { describe, expect, it } from 'vitest';
import {
  allZero,
  formatUsage,
  inUnit,
  shareOf,
  shortDate,
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
});
