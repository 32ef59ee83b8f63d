/**
 * A billing group's early-warning rules (计费组流量池预警), shared by the settings form and the
 * emulator: which pool percentages may be chosen, how many phones may be warned, how long a comment
 * may be. The save and comment endpoints' body schemas check them (contract/endpoints/billing-group.ts).
 */
export const VBG_WARNING_THRESHOLDS = [50, 80, 90, 100] as const;
export const VBG_MAX_PHONES = 5;
export const VBG_COMMENT_MAX_LENGTH = 100;

/**
 * The threshold a pool at `percent` should now be warned about: the highest chosen threshold above
 * the one already warned this month that the pool has reached, or null. A jump across several
 * thresholds sends one SMS, for the highest (the lower ones would say less, at the same moment).
 */
export function thresholdToWarn(thresholds: readonly number[], warnedPercent: number, percent: number) {
  let due: number | null = null;
  for (const t of thresholds) if (t > warnedPercent && t <= percent && (due === null || t > due)) due = t;
  return due;
}

/** A pool's use in percent with one decimal (0 for an empty pool). */
export const poolPercent = (usedMb: number, poolMb: number): number =>
  poolMb > 0 ? Math.round((usedMb / poolMb) * 1000) / 10 : 0;

/** The warning SMS as the platform's gateway sends it (always in Chinese). */
export const vbgWarningSms = (g: {
  name: string;
  code: string;
  percent: number;
  threshold: number;
  usedMb: number;
  poolMb: number;
}): string =>
  `【物联网卡管理平台】您的计费组${g.name}(${g.code})本月流量池已使用${g.percent}%，` +
  `达到预警阈值${g.threshold}%（已用${g.usedMb}MB/共${g.poolMb}MB），请关注用量，避免超出流量池产生额外费用。`;
