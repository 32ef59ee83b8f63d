/**
 * SMS text rules shared by the send page's live counter and the emulator's charge: the encoding a
 * text needs, how it splits into segments, and template variables (`${name}`).
 *
 * A text whose every character is in the GSM 03.38 alphabet goes as GSM-7: 160 septets in one SMS,
 * 153 per part of a long (concatenated) one, the extension characters (`^{}\[~]|€`) counting two
 * and never split from their escape. Any other text (Chinese) goes as UCS-2: 70 UTF-16 units in
 * one SMS, 67 per part, a surrogate pair (an emoji) never split.
 */

const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENDED = '^{}\\[~]|€\f';

export type SmsEncoding = 'gsm7' | 'ucs2';

/** Units in one SMS and in each part of a long one, by encoding. */
export const SMS_LIMITS: Record<SmsEncoding, { single: number; part: number }> = {
  gsm7: { single: 160, part: 153 },
  ucs2: { single: 70, part: 67 },
};

/** Characters an SMS body may have (a long message goes as parts up to this). */
export const SMS_CONTENT_MAX = 500;

const gsm7Units = (ch: string): number | null =>
  GSM7_BASIC.includes(ch) ? 1 : GSM7_EXTENDED.includes(ch) ? 2 : null;

/** The encoding a text needs: GSM-7 when every character has a GSM-7 code, else UCS-2. */
export function smsEncoding(text: string): SmsEncoding {
  for (const ch of text) if (gsm7Units(ch) === null) return 'ucs2';
  return 'gsm7';
}

/** Units a character takes: septets in GSM-7, UTF-16 code units in UCS-2. */
const unitsOf = (ch: string, encoding: SmsEncoding) => (encoding === 'gsm7' ? gsm7Units(ch)! : ch.length);

export interface SmsSegments {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 units (UCS-2) of the whole text. */
  units: number;
  /** The texts of the SMS it goes as (none for an empty text). */
  parts: string[];
  /** Units one SMS of this text holds: the single limit, or the part size of a long message. */
  perSegment: number;
}

/** How a text goes out: its encoding, its size and the SMS it splits into. */
export function smsSegments(text: string): SmsSegments {
  const encoding = smsEncoding(text);
  const chars = [...text];
  const units = chars.reduce((sum, ch) => sum + unitsOf(ch, encoding), 0);
  const limits = SMS_LIMITS[encoding];
  if (units === 0) return { encoding, units, parts: [], perSegment: limits.single };
  if (units <= limits.single) return { encoding, units, parts: [text], perSegment: limits.single };
  const parts: string[] = [];
  let part = '';
  let used = 0;
  for (const ch of chars) {
    const size = unitsOf(ch, encoding);
    if (used + size > limits.part) {
      parts.push(part);
      part = '';
      used = 0;
    }
    part += ch;
    used += size;
  }
  parts.push(part);
  return { encoding, units, parts, perSegment: limits.part };
}

/** The number of SMS a text goes as (0 for an empty text). */
export const segmentCount = (text: string): number => smsSegments(text).parts.length;

// ---------------------------------------------------------------------------------------------
// Template variables

/** A variable's name: a letter or underscore, then letters, digits or underscores (at most 20). */
const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,19}$/;
const PLACEHOLDER = /\$\{([^{}]*)\}/g;

/** The distinct variables of a template's content, in order of first use. */
export function templateVariables(content: string): string[] {
  const names: string[] = [];
  for (const match of content.matchAll(PLACEHOLDER)) {
    const name = match[1]!;
    if (VARIABLE_NAME.test(name) && !names.includes(name)) names.push(name);
  }
  return names;
}

/**
 * What is wrong with a template's variables, or null: a `${` without its `}`, or a name that is
 * not a variable name (empty, spaces, punctuation).
 */
export function templateVariableIssue(content: string): 'unclosed' | 'bad_name' | null {
  for (const match of content.matchAll(PLACEHOLDER)) if (!VARIABLE_NAME.test(match[1]!)) return 'bad_name';
  // Whatever is left once the well-formed placeholders are gone must hold no `${`.
  return content.replace(PLACEHOLDER, '').includes('${') ? 'unclosed' : null;
}

/** The template with each variable given a value replaced; the others stay as `${name}`. */
export const fillTemplate = (content: string, values: Readonly<Record<string, string>>): string =>
  content.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : whole,
  );

/** The variables still unfilled in a text about to be sent. */
export const unfilledVariables = (text: string): string[] => templateVariables(text);
