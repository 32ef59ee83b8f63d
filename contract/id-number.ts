import { PHONE_PATTERN } from './validators.ts';

/**
 * Real-name (实名认证) rules: the resident ID number (GB 11643-1999) and the name, shared by the
 * portal's forms and the emulator.
 */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';
const SHAPE = /^[1-9]\d{5}(\d{4})(\d{2})(\d{2})\d{3}[\dX]$/;

/** The check character of the first 17 digits. */
export function idNumberCheckChar(first17: string): string {
  const sum = WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(first17[i]), 0);
  return CHECK_CHARS[sum % 11]!;
}

/** 18 characters, a real birth date between 1900 and today, and the right check character. */
export function isValidIdNumber(value: string, today: Date = new Date()): boolean {
  const id = value.toUpperCase();
  const match = SHAPE.exec(id);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const birth = new Date(Date.UTC(year, month - 1, day));
  const realDate =
    birth.getUTCFullYear() === year && birth.getUTCMonth() === month - 1 && birth.getUTCDate() === day;
  if (!realDate || year < 1900 || birth.getTime() > today.getTime()) return false;
  return idNumberCheckChar(id.slice(0, 17)) === id[17];
}

/** Kept and shown masked: the region (first 6) and the last 4 characters. */
export const maskIdNumber = (id: string) => `${id.slice(0, 6)}********${id.slice(-4)}`;

/** A name's first character and a star per other character (张* / 欧阳**). */
export const maskName = (name: string) => {
  const chars = [...name];
  return chars[0] + '*'.repeat(Math.max(chars.length - 1, 1));
};

/** What a name field accepts: 2 to 30 letters (any script), with spaces and the middle dot. */
const NAME_SHAPE = /^[\p{L}·• ]{2,30}$/u;
export const isPlausibleName = (name: string) => NAME_SHAPE.test(name) && /\p{L}/u.test(name);

/**
 * What the carrier verifies against the resident ID: 2 to 15 Chinese characters, parts joined by
 * the middle dot (minority names: 阿依古丽·买买提). Anything else the review rejects.
 */
const CHINESE_NAME = /^[\u4e00-\u9fa5]+(·[\u4e00-\u9fa5]+)*$/;
export const isChineseIdName = (name: string) => {
  const length = [...name].length;
  return length >= 2 && length <= 15 && CHINESE_NAME.test(name);
};

/** The real-name form's problems, field by field, as validation message keys (none: valid). */
export function realNameIssues(
  input: { name: string; id_number: string; phone: string },
  today: Date = new Date(),
): Partial<
  Record<'name' | 'id_number' | 'phone', 'real_name_invalid' | 'id_number_invalid' | 'phone_invalid'>
> {
  const issues: ReturnType<typeof realNameIssues> = {};
  if (!isPlausibleName(input.name.trim().replace(/\s+/g, ' '))) issues.name = 'real_name_invalid';
  if (!isValidIdNumber(input.id_number.trim(), today)) issues.id_number = 'id_number_invalid';
  if (!PHONE_PATTERN.test(input.phone.trim())) issues.phone = 'phone_invalid';
  return issues;
}
