/**
 * The spec's validation rules (section 5) as pure functions, shared by the client's forms and the
 * emulator's schemas. Each returns a message key from `VALIDATION_MESSAGES`, or null when valid.
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9@.+\-_]+$/;
export const PASSWORD_MIN_LENGTH = 8;
export const DOMAIN_MIN_LENGTH = 3;
export const DOMAIN_MAX_LENGTH = 255;

export type ValidationKey = keyof typeof VALIDATION_MESSAGES;

export const VALIDATION_MESSAGES = {
  username_required: { 'zh-CN': '用户名不能为空', en: 'Username cannot be empty' },
  username_chars: {
    'zh-CN': '用户名不能包含非法字符',
    en: 'Username must not contain disallowed characters',
  },
  password_required: { 'zh-CN': '请输入密码', en: 'Please enter password' },
  password_rule: {
    'zh-CN': '密码必须包含字母和数字，且长度不少于8位',
    en: 'Password must contain letters and digits and be at least 8 characters',
  },
  domain_invalid: {
    'zh-CN': '域名格式不正确（3-255个字符，1-4个点）',
    en: 'Invalid domain (3 to 255 characters, 1 to 4 dots)',
  },
  page_size_invalid: {
    'zh-CN': '每页条数只能是 5、10、20、30 或 50',
    en: 'Page size must be 5, 10, 20, 30 or 50',
  },
  phone_invalid: { 'zh-CN': '请输入正确的11位手机号码', en: 'Enter a valid 11-digit mobile number' },
  code_invalid: { 'zh-CN': '请输入6位数字验证码', en: 'Enter the 6-digit code' },
  email_invalid: { 'zh-CN': '请输入正确的邮箱地址', en: 'Enter a valid email address' },
  credit_code_invalid: {
    'zh-CN': '请输入正确的18位统一社会信用代码',
    en: 'Enter a valid 18-character unified social credit code',
  },
  range_end_before_start: { 'zh-CN': '结束时间不能早于开始时间', en: 'The end cannot precede the start' },
} as const;

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

/**
 * A range is valid when either end is open or the end does not precede the start. Dates are
 * ISO strings (`YYYY-MM-DD`, `YYYY-MM-DD HH:mm:ss` or `YYYY-MM`); month ranges compare months only.
 */
export function validateRange(start: string, end: string, unit: 'day' | 'month'): ValidationKey | null {
  if (!start || !end) return null;
  const cut = (s: string) => (unit === 'month' ? s.slice(0, 7) : s);
  return cut(end) < cut(start) ? 'range_end_before_start' : null;
}
