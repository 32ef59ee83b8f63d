import { PHONE_PATTERN } from './endpoints/account.ts';
import type { Lang } from './permissions.ts';

/**
 * A billing group's early-warning rules (计费组流量池预警), shared by the settings form and the
 * emulator: which pool percentages may be chosen, how many phones may be warned, how long a comment
 * may be, and the check of a settings form with its messages in both languages.
 */
export const VBG_WARNING_THRESHOLDS = [50, 80, 90, 100] as const;
export const VBG_MAX_PHONES = 5;
export const VBG_COMMENT_MAX_LENGTH = 100;

const ISSUES = {
  threshold_required: {
    'zh-CN': '开启预警时请至少选择一个预警阈值',
    en: 'Choose at least one threshold to turn warnings on',
  },
  threshold_invalid: {
    'zh-CN': '预警阈值 {value}% 不可选，可选：{allowed}',
    en: 'Threshold {value}% is not offered; choose from {allowed}',
  },
  phone_required: {
    'zh-CN': '开启预警时请至少填写一个接收短信的手机号',
    en: 'Enter at least one mobile number to receive the warnings',
  },
  phone_invalid: {
    'zh-CN': '手机号 {phone} 格式不正确，请输入以1开头的11位手机号',
    en: '{phone} is not a valid mobile number (11 digits starting with 1)',
  },
  phones_too_many: {
    'zh-CN': '最多填写 {max} 个手机号',
    en: 'Enter at most {max} mobile numbers',
  },
  comment_too_long: {
    'zh-CN': '备注不能超过 {max} 个字符',
    en: 'The comment must be at most {max} characters',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type VbgIssueKey = keyof typeof ISSUES;
export interface VbgIssue {
  key: VbgIssueKey;
  params?: Record<string, string | number>;
}

export const vbgIssueMessage = ({ key, params = {} }: VbgIssue, lang: Lang): string =>
  ISSUES[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));

export interface WarningSettings {
  enabled: boolean;
  thresholds: number[];
  phones: string[];
}

/**
 * Checks a settings form and gives it back normalised (thresholds ascending without repeats,
 * phones trimmed without repeats), or the first problem found. Disabled settings may keep an
 * empty list; enabled ones need a threshold and a phone to be of any use.
 */
export function checkWarningSettings(
  input: WarningSettings,
): { ok: true; value: WarningSettings } | { ok: false; issue: VbgIssue } {
  const allowed: readonly number[] = VBG_WARNING_THRESHOLDS;
  for (const value of input.thresholds) {
    if (!allowed.includes(value)) {
      return {
        ok: false,
        issue: { key: 'threshold_invalid', params: { value, allowed: allowed.join('/') } },
      };
    }
  }
  const thresholds = [...new Set(input.thresholds)].sort((a, b) => a - b);
  const phones = [...new Set(input.phones.map((p) => p.trim()).filter(Boolean))];
  for (const phone of phones) {
    if (!PHONE_PATTERN.test(phone)) return { ok: false, issue: { key: 'phone_invalid', params: { phone } } };
  }
  if (phones.length > VBG_MAX_PHONES) {
    return { ok: false, issue: { key: 'phones_too_many', params: { max: VBG_MAX_PHONES } } };
  }
  if (input.enabled && thresholds.length === 0) return { ok: false, issue: { key: 'threshold_required' } };
  if (input.enabled && phones.length === 0) return { ok: false, issue: { key: 'phone_required' } };
  return { ok: true, value: { enabled: input.enabled, thresholds, phones } };
}

export function checkComment(comment: string): { ok: true; value: string } | { ok: false; issue: VbgIssue } {
  const value = comment.trim();
  // Counted in characters as a person sees them (a Chinese character is one).
  if ([...value].length > VBG_COMMENT_MAX_LENGTH) {
    return { ok: false, issue: { key: 'comment_too_long', params: { max: VBG_COMMENT_MAX_LENGTH } } };
  }
  return { ok: true, value };
}

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
