/**
 * `EMULATOR_EPOCH`: the instant a pinned emulator starts at, so that the seeded data, "this
 * month", the charts and relative times are the same whenever it runs (the browser tests pin it).
 * An ISO 8601 instant with its offset (`2026-11-18T10:30:00+08:00`, or `...Z`); anything else is
 * refused, including a day that does not exist (Date.parse rolls 2027-02-29 over to 03-01).
 */
const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-](\d{2}):(\d{2}))$/;

export function parseEpoch(text: string): number {
  const m = ISO_INSTANT.exec(text.trim());
  const ms = m ? Date.parse(text.trim()) : Number.NaN;
  if (!m || Number.isNaN(ms)) {
    throw new Error(
      `EMULATOR_EPOCH must be an ISO 8601 instant with its offset, e.g. 2026-11-18T10:30:00+08:00 (got "${text}")`,
    );
  }
  const [, year, month, day, hour, minute, second = '0'] = m;
  // The calendar fields must survive the round trip in their own offset: no 02-30, no 24:00.
  const offsetMin = m[7] === 'Z' ? 0 : (m[7]!.startsWith('-') ? -1 : 1) * (Number(m[8]) * 60 + Number(m[9]));
  const local = new Date(ms + offsetMin * 60_000);
  const same =
    local.getUTCFullYear() === Number(year) &&
    local.getUTCMonth() + 1 === Number(month) &&
    local.getUTCDate() === Number(day) &&
    local.getUTCHours() === Number(hour) &&
    local.getUTCMinutes() === Number(minute) &&
    local.getUTCSeconds() === Number(second);
  if (!same) throw new Error(`EMULATOR_EPOCH names an instant that does not exist: "${text}"`);
  return ms;
}

/** The pinned start from the environment, or undefined to follow real time. */
export function epochFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const text = env.EMULATOR_EPOCH;
  return text ? parseEpoch(text) : undefined;
}
