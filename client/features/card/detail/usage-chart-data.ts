/** Rounds MB to two decimals for labels and totals (the server's figures already are). */
export const roundMb = (mb: number) => Math.round(mb * 100) / 100;

/** The sum of a month's days, as the chart's caption shows it (equals the month's total). */
export const totalOf = (days: readonly { usage_mb: number }[]) =>
  roundMb(days.reduce((sum, d) => sum + d.usage_mb, 0));

/** Bars of the daily chart: the day of month as the axis label, the full date for the tooltip. */
export const dailyBars = (days: readonly { date: string; usage_mb: number }[]) =>
  days.map((d) => ({ label: String(Number(d.date.slice(8))), date: d.date, usage_mb: d.usage_mb }));

/** 'YYYY-MM' as the axis shows it: '10月' in Chinese, 'Oct' in English. */
export function monthLabel(month: string, lang: 'zh-CN' | 'en'): string {
  const m = Number(month.slice(5));
  return new Date(Date.UTC(2000, m - 1, 1)).toLocaleString(lang, { month: 'short', timeZone: 'UTC' });
}
