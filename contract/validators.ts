/**
 * The spec's validation rules (section 5) as pure functions, shared by the client's forms and the
 * emulator's schemas. Each returns a message key from `VALIDATION_MESSAGES`, or null when valid.
 * The schemas use the same keys as their messages; a message with `{name}` placeholders is filled
 * from its custom issue's `params` (contract/issue-message.ts).
 */

import type { ValidationKey } from './validation-messages.ts';

/** Mainland mobile numbers: 11 digits starting with 1. */
export const PHONE_PATTERN = /^1\d{10}$/;
/** SMS verification codes: six digits. */
export const CODE_PATTERN = /^\d{6}$/;
export const USERNAME_PATTERN = /^[A-Za-z0-9@.+\-_]+$/;
export const PASSWORD_MIN_LENGTH = 8;
export const DOMAIN_MIN_LENGTH = 3;
export const DOMAIN_MAX_LENGTH = 255;

export function validateUsername(value: string): ValidationKey | null {
  if (value.trim() === '') return 'username_required';
  if (!USERNAME_PATTERN.test(value)) return 'username_chars';
  return null;
}

/** Whether a password satisfies the spec's rule: 8+ characters with a letter and a digit. */
export const meetsPasswordRule = (value: string): boolean =>
  value.length >= PASSWORD_MIN_LENGTH && /[A-Za-z]/.test(value) && /\d/.test(value);

export function validatePassword(value: string): ValidationKey | null {
  if (value === '') return 'password_required';
  if (!meetsPasswordRule(value)) return 'password_rule';
  return null;
}

const DOMAIN_PATTERN = /^(https?:\/\/)?(\*\.)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/;

/** 3 to 255 characters, optional scheme and wildcard prefix, 1 to 4 dots. */
export function validateDomain(value: string): ValidationKey | null {
  const dots = value.split('.').length - 1;
  const ok =
    value.length >= DOMAIN_MIN_LENGTH &&
    value.length <= DOMAIN_MAX_LENGTH &&
    dots >= 1 &&
    dots <= 4 &&
    DOMAIN_PATTERN.test(value);
  return ok ? null : 'domain_invalid';
}

/** Keeps only digits and the first decimal point, as numeric inputs do while typing. */
export function keepNumeric(value: string): string {
  const cleaned = value.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  return dot === -1 ? cleaned : cleaned.slice(0, dot + 1) + cleaned.slice(dot + 1).replace(/\./g, '');
}

/** A day as filters and queries write it, `YYYY-MM-DD`. */
export const DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** A month as filters and queries write it, `YYYY-MM`. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * A range is valid when either end is open or the end does not precede the start. Dates are
 * ISO strings (`YYYY-MM-DD`, `YYYY-MM-DD HH:mm:ss` or `YYYY-MM`); month ranges compare months only.
 */
export function validateRange(start: string, end: string, unit: 'day' | 'month'): ValidationKey | null {
  if (!start || !end) return null;
  const cut = (s: string) => (unit === 'month' ? s.slice(0, 7) : s);
  return cut(end) < cut(start) ? 'range_end_before_start' : null;
}
