import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  chinaWeekday,
  isWorkingDay,
  workingDaysBetween,
} from '../../contract/working-days.ts';

const DAY = 86_400_000;
/** 2026-11-27 10:00 in UTC+8, a Friday. */
const FRIDAY = Date.parse('2026-11-27T10:00:00+08:00');

describe('working days (Monday to Friday in UTC+8)', () => {
  it('reads the weekday in UTC+8, not UTC', () => {
    expect(chinaWeekday(FRIDAY)).toBe(5);
    // Friday 23:30 in UTC+8 is still Friday though UTC says 15:30 the same day; Saturday 01:00 is Friday in UTC.
    expect(chinaWeekday(Date.parse('2026-11-28T01:00:00+08:00'))).toBe(6);
    expect(isWorkingDay(Date.parse('2026-11-28T01:00:00+08:00'))).toBe(false);
  });

  it('skips the weekend', () => {
    expect(addWorkingDays(FRIDAY, 1)).toBe(Date.parse('2026-11-30T10:00:00+08:00'));
    expect(addWorkingDays(FRIDAY, 5)).toBe(Date.parse('2026-12-04T10:00:00+08:00'));
    // 电信's directed-traffic SLA from a Saturday: the Friday after next Monday's week.
    expect(addWorkingDays(Date.parse('2026-11-28T09:00:00+08:00'), 5)).toBe(
      Date.parse('2026-12-04T09:00:00+08:00'),
    );
    expect(addWorkingDays(FRIDAY, 0)).toBe(FRIDAY);
  });

  it('refuses a negative or fractional count', () => {
    expect(() => addWorkingDays(FRIDAY, -1)).toThrow();
    expect(() => addWorkingDays(FRIDAY, 1.5)).toThrow();
  });

  it('lands on a working day, at the same time of day, exactly n working days later', () => {
    const instant = fc.integer({ min: Date.parse('2020-01-01'), max: Date.parse('2035-01-01') });
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 40 }), (at, n) => {
        const due = addWorkingDays(at, n);
        expect(isWorkingDay(due)).toBe(true);
        expect((due - at) % DAY).toBe(0);
        expect(workingDaysBetween(at, due)).toBe(n);
        // Never sooner than n calendar days, never later than n weeks' worth plus a weekend.
        expect(due - at).toBeGreaterThanOrEqual(n * DAY);
        expect(due - at).toBeLessThanOrEqual((Math.ceil(n / 5) * 7 + 2) * DAY);
      }),
    );
  });

  it('adds up: n then m working days is n + m working days', () => {
    const instant = fc.integer({ min: Date.parse('2020-01-01'), max: Date.parse('2035-01-01') });
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 20 }), (at, n, m) => {
        expect(addWorkingDays(addWorkingDays(at, n), m)).toBe(addWorkingDays(at, n + m));
      }),
    );
  });
});
