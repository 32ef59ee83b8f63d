import type { Tone } from '#contract';
import { formatNumber } from '#contract';

/** Chart fills of the contract's tones (the badges' colours, strong enough for a slice). */
export const TONE_FILLS: Record<Tone, string> = {
  success: '#22c55e',
  warning: '#f59e0b',
  danger: '#f56c6c',
  info: '#379dff',
  default: '#94a3b8',
};

export type UsageUnit = 'MB' | 'GB' | 'TB';
const UNIT_MB: Record<UsageUnit, number> = { MB: 1, GB: 1024, TB: 1024 * 1024 };

/** The unit that keeps a chart's largest value readable: MB below 1 GB, GB below 1 TB, then TB. */
export function usageUnit(maxMb: number): UsageUnit {
  if (maxMb >= UNIT_MB.TB) return 'TB';
  return maxMb >= UNIT_MB.GB ? 'GB' : 'MB';
}

/** `mb` in `unit`, to two decimals. */
export const inUnit = (mb: number, unit: UsageUnit): number => Math.round((mb / UNIT_MB[unit]) * 100) / 100;

/** '1,234.5 MB', '2.41 GB': a single amount in its own readable unit. */
export function formatUsage(mb: number, unit: UsageUnit = usageUnit(mb)): string {
  const value = inUnit(mb, unit);
  return `${formatNumber(value, 2)} ${unit}`;
}

/** A count's share of the total as '12.3%' (one decimal; '0%' of nothing). */
export function shareOf(value: number, total: number): string {
  if (total <= 0) return '0%';
  return `${Math.round((value / total) * 1000) / 10}%`;
}

/** 'YYYY-MM-DD' to the axis label 'MM-DD'. */
export const shortDate = (date: string): string => date.slice(5);

/** True when a series has nothing to draw. */
export const allZero = (values: readonly number[]): boolean => values.every((v) => v === 0);

/**
 * Round axis ticks from 0 up to at least `max`: about `count` of them, a step of 1, 2, 2.5 or 5
 * times a power of ten (0 to 1 when there is nothing to show).
 */
export function niceTicks(max: number, count = 5): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / (count - 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((f) => f * power >= rough) ?? 10) * power;
  const ticks: number[] = [];
  for (let i = 0; ticks.at(-1) === undefined || (ticks.at(-1) ?? 0) < max; i++) {
    ticks.push(Math.round(i * step * 1e6) / 1e6);
  }
  return ticks;
}

/**
 * An SVG path through evenly spaced values (x = 0, 1, 2…, y = the value), as a monotone cubic
 * curve: it never overshoots between two days, so a day without use stays on the axis.
 */
export function monotonePath(values: readonly number[]): string {
  const n = values.length;
  if (n === 0) return '';
  const y = (i: number) => values[i] ?? 0;
  if (n === 1) return `M0,${y(0)}`;
  if (n === 2) return `M0,${y(0)}L1,${y(1)}`;
  const slope = (i: number) => y(i + 1) - y(i);
  const tangents = values.map((_, i) => {
    if (i === 0 || i === n - 1) return 0;
    const s0 = slope(i - 1);
    const s1 = slope(i);
    return (
      (Math.sign(s0) + Math.sign(s1)) * Math.min(Math.abs(s0), Math.abs(s1), 0.5 * Math.abs((s0 + s1) / 2)) ||
      0
    );
  });
  tangents[0] = (3 * slope(0) - (tangents[1] ?? 0)) / 2;
  tangents[n - 1] = (3 * slope(n - 2) - (tangents[n - 2] ?? 0)) / 2;
  const r = (v: number) => Math.round(v * 1000) / 1000;
  let path = `M0,${r(y(0))}`;
  for (let i = 0; i < n - 1; i++) {
    const t0 = tangents[i] ?? 0;
    const t1 = tangents[i + 1] ?? 0;
    path += `C${r(i + 1 / 3)},${r(y(i) + t0 / 3)},${r(i + 2 / 3)},${r(y(i + 1) - t1 / 3)},${i + 1},${r(y(i + 1))}`;
  }
  return path;
}

/** A point on a circle of radius `r` about (0, 0), `angle` in degrees clockwise from 12 o'clock. */
export function polar(r: number, angle: number): [number, number] {
  const rad = (angle * Math.PI) / 180;
  // Three decimals, and no '-0' in a path.
  const round = (v: number) => Math.round(v * 1000) / 1000 || 0;
  return [round(r * Math.sin(rad)), round(-r * Math.cos(rad))];
}

/** The SVG path of a donut slice from angle `start` to `end` (degrees clockwise from 12 o'clock). */
export function donutSlice(inner: number, outer: number, start: number, end: number): string {
  // A whole ring is two half rings: an arc cannot start and end on the same point.
  if (end - start >= 359.999) {
    return `${donutSlice(inner, outer, start, start + 180)}${donutSlice(inner, outer, start + 180, start + 360)}`;
  }
  const large = end - start > 180 ? 1 : 0;
  const [x0, y0] = polar(outer, start);
  const [x1, y1] = polar(outer, end);
  const [x2, y2] = polar(inner, end);
  const [x3, y3] = polar(inner, start);
  return `M${x0},${y0}A${outer},${outer} 0 ${large} 1 ${x1},${y1}L${x2},${y2}A${inner},${inner} 0 ${large} 0 ${x3},${y3}Z`;
}

/**
 * The angles of a donut's slices (degrees clockwise from 12 o'clock), in order, each leaving a
 * `gap` after it when there is more than one; a zero value has no slice.
 */
export function sliceAngles(values: readonly number[], gap = 1): { start: number; end: number }[] {
  const total = values.reduce((sum, v) => sum + v, 0);
  const drawn = values.filter((v) => v > 0).length;
  const gaps = drawn > 1 ? gap : 0;
  const room = 360 - gaps * drawn;
  let at = 0;
  return values.map((v) => {
    const start = at;
    const sweep = total > 0 && v > 0 ? (v / total) * room : 0;
    at += sweep + (v > 0 ? gaps : 0);
    return { start, end: start + sweep };
  });
}
