import { CARRIERS, type CardStatus, type Carrier, type Lang } from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { bothColumns, nameIn, pick } from '../i18n.ts';
import { formatDate, formatDateTime } from '../lib/format.ts';
import { nbPowerSaving, nbSignal } from '../lib/nb-signal.ts';
import { perConnection } from '../lib/prepared.ts';
import { findScopedCard } from './locate.ts';

interface NbCard {
  id: number;
  iccid: string;
  msisdn: string;
  imsi: string;
  imei: string | null;
  carrier: Carrier;
  status: CardStatus;
  usage_mb: number;
  expires_at: number | null;
  plan_name: string;
  plan_name_en: string;
  quota_mb: number;
}

const lastSession = perConnection<
  [number],
  {
    started_at: number;
    ended_at: number | null;
    ip: string;
    apn: string;
    cell_id: number;
    lac: number;
    ci: number;
    province: string;
    province_en: string;
    city: string;
    city_en: string;
    address: string;
    address_en: string;
  }
>(
  `select s.started_at, s.ended_at, s.ip, s.apn, s.cell_id, cl.lac, cl.ci, cl.province, cl.province_en,
     cl.city, cl.city_en, cl.address, cl.address_en
   from card_sessions s join cells cl on cl.id = s.cell_id
   where s.card_id = ? order by s.started_at desc limit 1`,
);

/**
 * A China Telecom card's NB-IoT network state: attached while its latest data session is open;
 * the session gives the attach time, IP, APN and cell; PSM/eDRX and the signal are derived from
 * the card (and the cell) by `lib/nb-signal.ts`.
 */
export function ctccNbQuery(deps: AppDeps, auth: AuthContext, rawNumber: string, lang: Lang) {
  const number = rawNumber.replace(/\s+/g, '');
  const card = findScopedCard(
    deps,
    auth,
    number,
    undefined,
    `c.id, c.iccid, c.msisdn, c.imsi, c.imei, c.carrier, c.status, c.usage_mb, c.expires_at,
     (select name from plans where id = c.plan_id) as plan_name,
     (select name_en from plans where id = c.plan_id) as plan_name_en,
     (select quota_mb from plans where id = c.plan_id) + c.addon_mb as quota_mb`,
  ) as NbCard | undefined;
  if (!card) throw notFound('locate_card_not_found', { number });
  if (card.carrier !== 'ctcc') {
    throw badRequest('nb_not_ctcc', { number, carrier: CARRIERS[card.carrier] });
  }
  const session = lastSession(deps.sqlite).get(card.id);
  return {
    card: {
      id: card.id,
      iccid: card.iccid,
      msisdn: card.msisdn,
      imsi: card.imsi,
      imei: card.imei,
      status: card.status,
      plan_name: nameIn(card, 'plan_name', lang),
      quota_mb: card.quota_mb,
      usage_mb: card.usage_mb,
      expires_at: formatDate(card.expires_at),
    },
    attached: session !== undefined && session.ended_at === null,
    last_attach_at: formatDateTime(session?.started_at ?? null),
    last_detach_at: formatDateTime(session?.ended_at ?? null),
    ip: session?.ip ?? null,
    apn: session?.apn ?? null,
    cell: session
      ? {
          lac: session.lac,
          ci: session.ci,
          province: pick(bothColumns(session, 'province'), lang),
          city: pick(bothColumns(session, 'city'), lang),
          address: pick(bothColumns(session, 'address'), lang),
        }
      : null,
    power_saving: nbPowerSaving(card.id),
    signal: session ? nbSignal(card.id, session.cell_id) : null,
  };
}
