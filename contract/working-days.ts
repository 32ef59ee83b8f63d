const DAY = 86_400_000;
/** The platform's time zone, UTC+8 (China Standard Time, no daylight saving). */
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** The weekday in UTC+8 of an instant: 0 Sunday … 6 Saturday. */
export const chinaWeekday = (at: number): number => new Date(at + CHINA_OFFSET_MS).getUTCDay();

/** Whether the instant falls on a working day: Monday to Friday in UTC+8 (no holiday calendar). */
export const isWorkingDay = (at: number): boolean => {
  const day = chinaWeekday(at);
  return day !== 0 && day !== 6;
};

/**
 * The instant `days` working days after `at`, at the same time of day (UTC+8): each step moves a
 * day forward and counts only when it lands on Monday to Friday. A request made on a Saturday
 * with a one-day SLA is due on Monday; one made on a Friday, on the next Monday.
 */
export function addWorkingDays(at: number, days: number): number {
  if (!Number.isInteger(days) || days < 0)
    throw new Error(`working days must be a whole number ≥ 0: ${days}`);
  let due = at;
  let left = days;
  while (left > 0) {
    due += DAY;
    if (isWorkingDay(due)) left--;
  }
  return due;
}

/** How many working days begin in (from, to]: the days counted between two instants at the same time of day. */
export function workingDaysBetween(from: number, to: number): number {
  let count = 0;
  for (let at = from + DAY; at <= to; at += DAY) if (isWorkingDay(at)) count++;
  return count;
}
