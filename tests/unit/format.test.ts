import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, monthBounds } from '../../server/lib/format.ts';

const HOUR = 60 * 60 * 1000;
/** Midnight of a UTC+8 calendar day, as epoch ms. */
const chinaMidnight = (year: number, monthIndex: number, day: number) =>
  Date.UTC(year, monthIndex, day) - 8 * HOUR;

describe('monthBounds', () => {
  it('gives the UTC+8 calendar month around a mid-month instant', () => {
    expect(monthBounds(Date.UTC(2025, 9, 15, 4))).toEqual([
      chinaMidnight(2025, 9, 1),
      chinaMidnight(2025, 10, 1),
    ]);
  });

  it('starts the month at 16:00 UTC of the previous day', () => {
    const [start, end] = monthBounds(Date.UTC(2025, 9, 15));
    expect(new Date(start).toISOString()).toBe('2025-09-30T16:00:00.000Z');
    expect(new Date(end).toISOString()).toBe('2025-10-31T16:00:00.000Z');
  });

  it('puts 1 November 00:00 in UTC+8 in November, though UTC still says October', () => {
    const instant = Date.UTC(2025, 9, 31, 16, 0, 0);
    expect(monthBounds(instant)).toEqual([chinaMidnight(2025, 10, 1), chinaMidnight(2025, 11, 1)]);
  });

  it('keeps 31 October 23:59:59.999 in UTC+8 in October', () => {
    const instant = Date.UTC(2025, 9, 31, 15, 59, 59, 999);
    expect(monthBounds(instant)).toEqual([chinaMidnight(2025, 9, 1), chinaMidnight(2025, 10, 1)]);
  });

  it('rolls December over into January of the next year', () => {
    expect(monthBounds(Date.UTC(2025, 11, 20))).toEqual([
      chinaMidnight(2025, 11, 1),
      chinaMidnight(2026, 0, 1),
    ]);
    expect(monthBounds(Date.UTC(2025, 11, 31, 17))).toEqual([
      chinaMidnight(2026, 0, 1),
      chinaMidnight(2026, 1, 1),
    ]);
  });

  it('spans 29 days in February of a leap year and 28 otherwise', () => {
    const days = ([start, end]: [number, number]) => (end - start) / (24 * HOUR);
    expect(days(monthBounds(Date.UTC(2024, 1, 10)))).toBe(29);
    expect(days(monthBounds(Date.UTC(2025, 1, 10)))).toBe(28);
  });

  it('contains the instant it was given', () => {
    for (const instant of [Date.UTC(2025, 0, 1), Date.UTC(2025, 5, 30, 15, 59), Date.UTC(2025, 5, 30, 16)]) {
      const [start, end] = monthBounds(instant);
      expect(start).toBeLessThanOrEqual(instant);
      expect(end).toBeGreaterThan(instant);
    }
  });
});

describe('formatDate and formatDateTime', () => {
  it('show the UTC+8 date and time', () => {
    const instant = Date.UTC(2025, 9, 31, 16, 30, 5);
    expect(formatDate(instant)).toBe('2025-11-01');
    expect(formatDateTime(instant)).toBe('2025-11-01 00:30:05');
  });

  it('keep null as null', () => {
    expect(formatDate(null)).toBeNull();
    expect(formatDateTime(null)).toBeNull();
  });
});
