import type { Lang, PublicCardInfo } from '#contract';
import type { AppDeps } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { nameIn } from '../i18n.ts';
import { formatDate } from '../lib/format.ts';
import { perConnection } from '../lib/prepared.ts';

/**
 * The public card pages (/cardH5, the package QR code): a card's state for the person holding it,
 * without login. Numbers are masked; nothing about the customer, sessions or location is given.
 */

/** Keeps the first `head` and last `tail` characters, the rest as asterisks. */
export function maskNumber(value: string, head: number, tail: number): string {
  if (value.length <= head + tail) return value;
  return value.slice(0, head) + '*'.repeat(value.length - head - tail) + value.slice(-tail);
}

/**
 * Counts a lookup from `address` and refuses it past the address's limit (a minute, sliding, on
 * the wall clock, whatever the world), so the public pages cannot be used to walk through card
 * numbers or ids.
 */
export function admitLookup(deps: AppDeps, address: string): void {
  const seconds = deps.throttle.take(`public-lookup:${address}`, deps.config.limits.publicLookupsPerAddress);
  if (seconds > 0) throw badRequest('public_rate_limited', { seconds });
}

interface PublicCardRecord {
  iccid: string;
  msisdn: string;
  carrier: PublicCardInfo['carrier'];
  status: PublicCardInfo['status'];
  plan_name: string;
  plan_name_en: string;
  quota_mb: number;
  usage_mb: number;
  activated_at: number | null;
  expires_at: number | null;
  real_name_status: PublicCardInfo['real_name_status'];
}

const SELECT = `select c.iccid, c.msisdn, c.carrier, c.status, p.name as plan_name, p.name_en as plan_name_en,
  p.quota_mb + c.addon_mb as quota_mb, c.usage_mb, c.activated_at, c.expires_at, c.real_name_status
  from cards c join plans p on p.id = c.plan_id`;
const byIccid = perConnection<[string], PublicCardRecord>(`${SELECT} where c.iccid = ?`);
const byMsisdn = perConnection<[string], PublicCardRecord>(`${SELECT} where c.msisdn = ?`);
const byId = perConnection<[number], PublicCardRecord>(`${SELECT} where c.id = ?`);

function toInfo(card: PublicCardRecord | undefined, lang: Lang): PublicCardInfo {
  if (!card) throw notFound('public_card_not_found');
  return {
    iccid: maskNumber(card.iccid, 6, 4),
    msisdn: maskNumber(card.msisdn, 3, 4),
    carrier: card.carrier,
    status: card.status,
    plan_name: nameIn(card, 'plan_name', lang),
    quota_mb: card.quota_mb,
    usage_mb: card.usage_mb,
    usage_percent: card.quota_mb > 0 ? Math.round((card.usage_mb / card.quota_mb) * 1000) / 10 : 0,
    activated_at: formatDate(card.activated_at),
    expires_at: formatDate(card.expires_at),
    real_name_status: card.real_name_status,
  };
}

/** By the number printed on the card: 11 or 13 digits are an MSISDN, 19 or 20 characters an ICCID. */
export function lookupByNumber(deps: AppDeps, number: string, lang: Lang): PublicCardInfo {
  const isMsisdn = number.length <= 13;
  const card = isMsisdn ? byMsisdn(deps.sqlite).get(number) : byIccid(deps.sqlite).get(number.toUpperCase());
  return toInfo(card, lang);
}

export const lookupById = (deps: AppDeps, cardId: number, lang: Lang): PublicCardInfo =>
  toInfo(byId(deps.sqlite).get(cardId), lang);
