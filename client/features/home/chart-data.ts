import type { Tone } from '#contract';

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
  return `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })} ${unit}`;
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
