import { isWhitelistPhone, normalizeWhitelistPhone, WHITELIST_MAX_PER_CARD } from '#contract';

export type PhoneListResult =
  | { ok: true; phones: string[] }
  | { ok: false; error: 'required' | 'too_many' | 'invalid'; phone?: string };

/** The numbers typed into the add dialog: one per line or comma-separated, as the server reads them. */
export function parsePhoneList(raw: string): PhoneListResult {
  const phones = raw
    .split(/[,，;；\n\r]+/)
    .map(normalizeWhitelistPhone)
    .filter((p) => p !== '');
  if (phones.length === 0) return { ok: false, error: 'required' };
  if (phones.length > WHITELIST_MAX_PER_CARD) return { ok: false, error: 'too_many' };
  const bad = phones.find((p) => !isWhitelistPhone(p));
  if (bad !== undefined) return { ok: false, error: 'invalid', phone: bad };
  return { ok: true, phones };
}
