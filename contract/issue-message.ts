import type { z } from 'zod';
import { en as zodEn, zhCN as zodZhCN } from 'zod/locales';
import { DECIMAL_INVALID } from './numbers.ts';
import type { Lang } from './permissions.ts';
import type { Words } from './text.ts';
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

/** True when the message is one of the contract's own, which say what is wrong in the user's words. */
export const isValidationKey = (message: string): message is ValidationKey =>
  Object.hasOwn(VALIDATION_MESSAGES, message);

/**
 * An issue's message in `lang`, as a form shows it under its field: the contract's own message
 * (its `{name}` placeholders filled from a custom issue's `params`), or zod's own message in the
 * language the input was parsed in (see `zodLocale`).
 */
export function issueMessage(issue: SchemaIssue, words: Words): string {
  if (isValidationKey(issue.message)) {
    const params = issue.code === 'custom' ? (issue.params ?? {}) : {};
    return words(VALIDATION_MESSAGES[issue.message], params as Record<string, string | number>);
  }
  if (issue.message === DECIMAL_INVALID) return words('validation.decimal_invalid');
  return issue.message;
}

/**
 * An issue as the emulator's 400 words it: the contract's own message as it is; any other one
 * names the parameter, e.g. `参数 id 不正确：须为十进制整数`.
 */
export function requestIssueMessage(issue: SchemaIssue, words: Words): string {
  const message = issueMessage(issue, words);
  if (isValidationKey(issue.message)) return message;
  return words('validation.invalid_param', { field: issue.path.join('.') || '-', reason: message });
}
