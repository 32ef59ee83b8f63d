/** What a date input holds: a day, a month, or a day and a time. */
export type DateKind = 'date' | 'month' | 'datetime';

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar's day for a typed value (local midnight), or undefined when it is not a valid day. */
export function dayOf(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!match) return undefined;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const day = new Date(y, m - 1, d);
  return day.getFullYear() === y && day.getMonth() === m - 1 && day.getDate() === d ? day : undefined;
}

/** A picked day as the input's value; a datetime keeps the time typed, or starts at 00:00:00. */
export function pickedDay(day: Date, kind: 'date' | 'datetime', previous: string): string {
  const text = `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  if (kind === 'date') return text;
  const time = /\d{2}:\d{2}:\d{2}$/.exec(previous.trim())?.[0] ?? '00:00:00';
  return `${text} ${time}`;
}

/** The year a month input's calendar opens at: the typed one, else this year. */
export function yearOf(value: string, now: Date): number {
  const match = /^(\d{4})-(\d{2})/.exec(value.trim());
  return match ? Number(match[1]) : now.getFullYear();
}

export const monthText = (year: number, month: number) => `${year}-${pad(month)}`;
