import { describe, expect, it } from 'vitest';
import { SMALL_PLAN_LIMIT_MB, steadyDailyMb, stopInStep } from '../../db/small-plan-stops.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** 2025-10-01 00:00 in UTC+8: a whole hour. */
const AT = Date.UTC(2025, 8, 30, 16);

describe('小包超1G停机: when a step stops a card', () => {
  it('stops it at the first whole hour after it passed 1 GB, its usage as it was then', () => {
    // 1000 MB at the start, 48 MB a day: 1 GB after 12 hours exactly, so stopped then.
    expect(stopInStep(1000, 48, AT, AT + DAY)).toEqual({ stoppedAt: AT + 12 * HOUR, usageMb: 1024 });
    // 1 GB after 12.5 hours: the 13th hour's records show it, at 1025 MB.
    expect(stopInStep(999, 48, AT, AT + DAY)).toEqual({ stoppedAt: AT + 13 * HOUR, usageMb: 1025 });
  });

  it('stops it at the end of a step that ends before the next hour', () => {
    const end = AT + 12 * HOUR + 40 * 60_000;
    expect(stopInStep(999, 48, AT, end)).toEqual({ stoppedAt: end, usageMb: 1024.33 });
  });

  it('leaves a card that stays under 1 GB in the step, or was past it before the step', () => {
    expect(stopInStep(1000, 48, AT, AT + 11 * HOUR)).toBeNull();
    expect(stopInStep(SMALL_PLAN_LIMIT_MB, 48, AT, AT + DAY)).toBeNull();
    expect(stopInStep(1500, 48, AT, AT + DAY)).toBeNull();
    expect(stopInStep(1000, 0, AT, AT + DAY)).toBeNull();
    expect(stopInStep(1000, 48, AT, AT)).toBeNull();
  });

  it("never takes a small plan's steady use past 1 GB in a month: only a runaway device does", () => {
    // The largest plan under 1 GB is 500 MB; its busiest card uses 1.3 × 500 / 30 a day.
    for (const id of [1, 7, 123, 999, 2_654_435]) {
      const month = steadyDailyMb(500, id) * 31;
      expect(month).toBeLessThan(SMALL_PLAN_LIMIT_MB);
      expect(stopInStep(0, steadyDailyMb(500, id), AT, AT + 31 * DAY)).toBeNull();
    }
    expect(stopInStep(0, steadyDailyMb(500, 1) + 60, AT, AT + 31 * DAY)).not.toBeNull();
  });
});
