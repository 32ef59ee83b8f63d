import {
  type CardStatus,
  type Lang,
  maskIdNumber,
  maskName,
  REAL_NAME_REJECT_REASONS,
  REAL_NAME_STATUSES,
  type RealNameRejectReason,
  type RealNameRequest,
  type RealNameStatus,
} from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { type Message, message, pick } from '../i18n.ts';
import { formatDateTime } from '../lib/format.ts';
import { perConnection } from '../lib/prepared.ts';
import { carrierStop } from './card-actions.ts';
import { cardByNumber, type NumberedCard, recordOperation } from './card-by-number.ts';
import { visibleDevice } from './hardware.ts';
import { maskNumber } from './public-card.ts';
import { REVIEW_MS, reviewRealNames } from './real-name-review.ts';

interface RealNameInput {
  name: string;
  id_number: string;
  phone: string;
}

interface RequestRecord {
  id: number;
  card_id: number;
  iccid: string;
  msisdn: string;
  name: string;
  id_number: string;
  phone: string;
  source: RealNameRequest['source'];
  status: RealNameRequest['status'];
  reject_reason: string | null;
  submitted_at: number;
  reviewed_at: number | null;
}

const SELECT = `select r.id, r.card_id, c.iccid, c.msisdn, r.name, r.id_number, r.phone, r.source, r.status,
  r.reject_reason, r.submitted_at, r.reviewed_at from real_name_requests r join cards c on c.id = r.card_id`;
const requestById = perConnection<[number], RequestRecord>(`${SELECT} where r.id = ?`);
const latestOfCard = perConnection<[number], RequestRecord>(
  `${SELECT} where r.card_id = ? order by r.submitted_at desc, r.id desc limit 1`,
);

function toRequest(r: RequestRecord, lang: Lang, masked: boolean): RealNameRequest {
  const reason = r.reject_reason as RealNameRejectReason | null;
  return {
    ...r,
    iccid: masked ? maskNumber(r.iccid, 6, 4) : r.iccid,
    msisdn: masked ? maskNumber(r.msisdn, 3, 4) : r.msisdn,
    name: masked ? maskName(r.name) : r.name,
    phone: masked ? maskNumber(r.phone, 3, 4) : r.phone,
    reject_reason_text: reason
      ? ((REAL_NAME_REJECT_REASONS[reason] ? pick(REAL_NAME_REJECT_REASONS[reason], lang) : undefined) ??
        reason)
      : null,
    submitted_at: formatDateTime(r.submitted_at)!,
    reviewed_at: formatDateTime(r.reviewed_at),
    review_due_at: formatDateTime(r.submitted_at + REVIEW_MS)!,
  };
}

const insertRequest = perConnection<[number, string, string, string, RealNameRequest['source'], number]>(
  `insert into real_name_requests (card_id, name, id_number, phone, source, status, submitted_at)
   values (?, ?, ?, ?, ?, 'reviewing', ?)`,
);
const setReviewing = perConnection<[number]>("update cards set real_name_status = 'reviewing' where id = ?");
const cardRealName = perConnection<[number], { real_name_status: string }>(
  'select real_name_status from cards where id = ?',
);

/** Records a submission for the carrier's review; refused while one is reviewed or once verified. */
function submit(
  deps: AppDeps,
  card: Pick<NumberedCard, 'id' | 'iccid' | 'status'>,
  input: RealNameInput,
  source: RealNameRequest['source'],
  actor: { userId: number | null; username: string },
): number {
  const now = deps.clock.now();
  reviewRealNames(deps, now);
  if (card.status === 'cancelled') throw badRequest('real_name_cancelled', { iccid: card.iccid });
  const state = cardRealName(deps.sqlite).get(card.id)!.real_name_status;
  if (state === 'verified') throw badRequest('real_name_done');
  if (state === 'reviewing') {
    const pending = latestOfCard(deps.sqlite).get(card.id);
    const due = pending ? formatDateTime(pending.submitted_at + REVIEW_MS)! : '-';
    throw badRequest('real_name_reviewing', { due });
  }
  return deps.sqlite.transaction(() => {
    const id = Number(
      insertRequest(deps.sqlite).run(
        card.id,
        input.name,
        maskIdNumber(input.id_number),
        input.phone,
        source,
        now,
      ).lastInsertRowid,
    );
    setReviewing(deps.sqlite).run(card.id);
    recordOperation(deps, actor, card.id, 'real_name', { name: input.name });
    return id;
  })();
}

/** The portal's submission for the card in one of the caller's devices. */
export function submitForDevice(
  deps: AppDeps,
  auth: AuthContext,
  deviceId: number,
  input: RealNameInput,
  lang: Lang,
) {
  const device = visibleDevice(deps, auth, deviceId);
  if (device.card_id === null) throw badRequest('hardware_no_card', { sn: device.sn });
  const card = { id: device.card_id, iccid: device.iccid!, status: device.card_status! };
  const id = submit(deps, card, input, 'hardware', { userId: auth.userId, username: auth.username });
  return toRequest(requestById(deps.sqlite).get(id)!, lang, false);
}

function publicCard(deps: AppDeps, number: string): NumberedCard {
  const card = cardByNumber(deps, number);
  if (!card) throw notFound('public_card_not_found');
  return card;
}

/** The end user's submission on the public /realName page. */
export function submitFromH5(deps: AppDeps, number: string, input: RealNameInput, lang: Lang) {
  const card = publicCard(deps, number);
  const id = submit(deps, card, input, 'h5', { userId: null, username: 'H5' });
  return toRequest(requestById(deps.sqlite).get(id)!, lang, true);
}

/** Where a card's real name stands, for the public page: masked numbers and the latest submission. */
export function statusForH5(deps: AppDeps, number: string, lang: Lang) {
  reviewRealNames(deps, deps.clock.now());
  const card = publicCard(deps, number);
  const latest = latestOfCard(deps.sqlite).get(card.id);
  return {
    iccid: maskNumber(card.iccid, 6, 4),
    msisdn: maskNumber(card.msisdn, 3, 4),
    real_name_status: cardRealName(deps.sqlite).get(card.id)!.real_name_status as
      | RealNameRequest['status']
      | 'unverified',
    request: latest ? toRequest(latest, lang, true) : null,
  };
}

// ---------------------------------------------------------------------------------------------
// 实名清除: the carrier clears a card's real name (a work order's, ticket-effects.ts)

const clearStatement = perConnection<[number]>(
  "update cards set real_name_status = 'unverified' where id = ?",
);
const clearOperation = perConnection<[number, string, number]>(
  `insert into card_operations (card_id, user_id, username, action, detail, at)
   values (?, null, 'carrier', 'real_name_clear', ?, ?)`,
);

/** Why the carrier cannot clear the card's real name, or null: only a verified one is cleared. */
export function realNameClearRefusal(card: {
  iccid: string;
  status: string;
  real_name_status: RealNameStatus;
}) {
  if (card.status === 'cancelled') return message('real_name_cancelled', { iccid: card.iccid });
  if (card.real_name_status === 'verified') return null;
  return message('work_order_real_name_not_verified', { status: REAL_NAME_STATUSES[card.real_name_status] });
}

/**
 * Clears one card's real name at `at` (inside the caller's transaction), for order `orderNo`: it is
 * 未实名 again, which the card's operation log shows. A card in use is then stopped by the carrier
 * for 未实名 (the order's number beside the event): as any card stopped for its real name, the
 * customer cannot resume it, and the carrier resumes it once a new real name is verified
 * (real-name-review.ts). Returns the carrier's answer for the card.
 */
export function clearRealName(
  sqlite: AppDeps['sqlite'],
  card: { id: number; status: CardStatus },
  at: number,
  orderNo: string,
): Message {
  clearStatement(sqlite).run(card.id);
  clearOperation(sqlite).run(card.id, JSON.stringify({ order_no: orderNo }), at);
  if (card.status !== 'active') return message('work_order_card_real_name_cleared');
  carrierStop(sqlite, { id: card.id, status: 'active' }, 'real_name', at, orderNo);
  return message('work_order_card_real_name_stopped');
}
