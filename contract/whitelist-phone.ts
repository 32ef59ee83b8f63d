/**
 * Numbers a voice card may have on its whitelist (语音白名单), shared by the portal's forms and the
 * emulator. A number is written with digits only; spaces and the hyphen after an area code are
 * dropped first.
 */
export const WHITELIST_MAX_PER_CARD = 5;

/** The carrier puts an added number into effect (or refuses it) this long after it was sent. */
export const WHITELIST_EFFECT_MINUTES = 5;

const FORMATS = [
  /** Mainland mobile numbers. */
  /^1[3-9]\d{9}$/,
  /** Landlines with their area code (010-, 0755-...). */
  /^0\d{9,11}$/,
  /** Three-digit public service numbers (110, 120...). */
  /^1\d{2}$/,
  /** Five-digit carrier and government service numbers (10086, 12345...). */
  /^1\d{4}$/,
  /** Five-digit 95/96 service numbers (95555...). */
  /^9[56]\d{3}$/,
  /** 400 and 800 hotlines. */
  /^[48]00\d{7}$/,
];

/**
 * Service numbers the carriers refuse on an IoT voice whitelist: short numbers (1xx, 1xxxx) and
 * 95xxx/96xxx are premium or service lines. They pass the format check and fail at the carrier.
 */
const REFUSED = [/^1\d{2}$/, /^1\d{4}$/, /^9[56]\d{3}$/];

/** The number as stored: spaces and hyphens removed. */
export const normalizeWhitelistPhone = (value: string) => value.replace(/[\s-]/g, '');

/** Whether a (normalized) number has a format a whitelist accepts. */
export const isWhitelistPhone = (phone: string) => FORMATS.some((format) => format.test(phone));

/** Whether the carrier will refuse a (format-valid) number. */
export const carrierRefusesPhone = (phone: string) => REFUSED.some((pattern) => pattern.test(phone));
