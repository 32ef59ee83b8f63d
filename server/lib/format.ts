/** The platform's customers are in China: dates are shown in UTC+8 whatever the host's zone. */
export const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The start of a 'YYYY-MM-DD' day in UTC+8, in epoch ms. */
export const dayStart = (day: string): number => Date.parse(`${day}T00:00:00Z`) - CHINA_OFFSET_MS;

export const formatDate = (epochMs: number | null): string | null =>
  epochMs === null ? null : new Date(epochMs + CHINA_OFFSET_MS).toISOString().slice(0, 10);

export const formatDateTime = (epochMs: number | null): string | null =>
  epochMs === null ? null : new Date(epochMs + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** [start, end) of the calendar month containing `epochMs`, in UTC+8, as epoch ms. */
export function monthBounds(epochMs: number): [number, number] {
  const local = new Date(epochMs + CHINA_OFFSET_MS);
  const start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - CHINA_OFFSET_MS;
  const end = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - CHINA_OFFSET_MS;
  return [start, end];
}

/** A LIKE pattern matching text anywhere, its `%`, `_` and `\` taken literally (use with `escape '\'`). */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
