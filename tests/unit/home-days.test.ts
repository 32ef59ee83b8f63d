import { describe, expect, it } from 'vitest';
import { lastDays } from '../../server/services/usage-chart.ts';

describe("the home chart's days", () => {
  it('ends on the UTC+8 day of now: 2025-11-01 01:00 in UTC+8 is still 31 October in UTC', () => {
    const days = lastDays(Date.UTC(2025, 9, 31, 17, 0, 0), 30);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2025-10-03');
    expect(days.at(-1)).toBe('2025-11-01');
  });

  it('runs day by day across month ends, February included', () => {
    const days = lastDays(Date.UTC(2025, 2, 2, 4, 0, 0), 30);
    expect(days.slice(26)).toEqual(['2025-02-27', '2025-02-28', '2025-03-01', '2025-03-02']);
    expect(days[0]).toBe('2025-02-01');
    expect(new Set(days).size).toBe(30);
  });
});
