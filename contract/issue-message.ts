import type { z } from 'zod';
import { en as zodEn, zhCN as zodZhCN } from 'zod/locales';
import { DECIMAL_INVALID, DECIMAL_INVALID_MESSAGE } from './numbers.ts';
import type { Lang } from './permissions.ts';
import { VALIDATION_MESSAGES, type ValidationKey } from './validation-messages.ts';

/**
 * How a schema's issues are worded, the same on both sides: the emulator answers a 400 with the
 * first issue of a request (`requestIssueMessage`), a form shows each issue under its field
 * (`issueMessage`). An issue's message is either a key of `VALIDATION_MESSAGES` (the contract's own
 * words, in both languages) or zod's own message, worded in the language the input was parsed in.
 */

export type SchemaIssue = z.core.$ZodIssue;

const localeErrors = { 'zh-CN': zodZhCN().localeError, en: zodEn().localeError } as const;

/** Parse options that word zod's own messages in `lang`: `schema.safeParse(input, zodLocale(lang))`. */
export const zodLocale = (lang: Lang) => ({ error: localeErrors[lang] });

/** How the emulator words an issue that is not one of the contract's own messages. */
export const INVALID_PARAM_MESSAGE = {
  'zh-CN': '参数 {field} 不正确：{reason}',
  en: 'Invalid parameter {field}: {reason}',
} as const satisfies Record<Lang, string>;

/** True when the message is one of the contract's own, which say what is wrong in the user's words. */
export const isValidationKey = (message: string): message is ValidationKey =>
  Object.hasOwn(VALIDATION_MESSAGES, message);

const fill = (text: string, params: Record<string, unknown>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));

/**
 * An issue's message in `lang`, as a form shows it under its field: the contract's own message
 * (its `{name}` placeholders filled from a custom issue's `params`), or zod's own message in the
 * language the input was parsed in (see `zodLocale`).
 */
export function issueMessage(issue: SchemaIssue, lang: Lang): string {
  if (isValidationKey(issue.message)) {
    const params = issue.code === 'custom' ? (issue.params ?? {}) : {};
    return fill(VALIDATION_MESSAGES[issue.message][lang], params);
  }
  if (issue.message === DECIMAL_INVALID) return DECIMAL_INVALID_MESSAGE[lang];
  return issue.message;
}

/**
 * An issue as the emulator's 400 words it: the contract's own message as it is; any other one
 * names the parameter, e.g. `参数 id 不正确：须为十进制整数`.
 */
export function requestIssueMessage(issue: SchemaIssue, lang: Lang): string {
  const message = issueMessage(issue, lang);
  if (isValidationKey(issue.message)) return message;
  return fill(INVALID_PARAM_MESSAGE[lang], { field: issue.path.join('.') || '-', reason: message });
}
