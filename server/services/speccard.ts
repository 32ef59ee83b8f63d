import {
  CARD_STATUSES,
  type CardStatus,
  type Lang,
  SPECCARD_FEES,
  SPECCARD_REASON_KEYS,
  SPECCARD_REASONS,
  SPECCARD_REVIEW_HOURS,
  type SpeccardFeeState,
  type SpeccardReason,
  type SpeccardRow,
  type SpeccardStatus,
  type SpeccardStep,
  speccardList,
} from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { badRequest, fieldRefused, notFound } from '../errors.ts';
import {
  bilingual,
  MESSAGES,
  type Message,
  type MessageKey,
  message,
  storedTextIn,
  wordIn,
} from '../i18n.ts';
import { formatDate, formatDateTime } from '../lib/format.ts';
import { type ListBinding, listSql, type QueryOf, readPage } from '../lib/list-sql.ts';
import { perConnection } from '../lib/prepared.ts';
import { actionCardByNumber, lastStopReasonOf, resumeCard } from './card-actions.ts';
import { scopeColumn } from './card-scope.ts';
import { accountCents, holdMoney, orderLedgerRows, postLedger, releaseHold } from './ledger.ts';
import { notifyReview } from './notices.ts';
import { settleCarrierResumes } from './speed-limit.ts';
import { findUpload, uploadOwner } from './uploads.ts';

/**
 * Special-card resume (特殊卡复机, /speccard_resume, issue 40).
 *
 * A customer applies to resume one of its cards the carrier stopped for a special reason (违规,
 * 机卡分离, 达量, 欠费: the card's last stop), with its reason and an evidence file it uploaded. The
 * fee of the stop reason (SPECCARD_FEES) is frozen on the applicant's account (`holdMoney`): the
 * application is refused when the available balance is short. `reviewSpeccard` is the one review
 * function: the emulated reviewer calls it SPECCARD_REVIEW_HOURS after the application
 * (`settleSpeccard`, on the clock's step and before the applications are read) and a support user
 * will call it too (issue 49). Approved, the frozen fee is charged through the ledger (kind
 * 'resume_fee', the application's number) and the card is resumed through the card list's resume
 * path (`resumeCard`: its history says 复机 with the application's number beside it, and the
 * carrier is sent a resume listed in /remote_reroot, whose answer makes the application 已复机);
 * rejected, with a reason, the fee is released and nothing else changes.
 */

type Sqlite = AppDeps['sqlite'];

const SPECCARD_REVIEW_MS = SPECCARD_REVIEW_HOURS * 3600 * 1000;

const yuan = (cents: number) => (cents / 100).toFixed(2);

/** Whether a stop reason is one a special-card resume is for. */
const isSpecial = (reason: string | null): reason is SpeccardReason =>
  reason !== null && (SPECCARD_REASON_KEYS as readonly string[]).includes(reason);

export interface ApplicationRecord {
  id: number;
  app_no: string;
  client_id: number;
  card_id: number;
  stop_reason: SpeccardReason;
  reason: string;
  evidence_url: string | null;
  evidence_name: string;
  evidence_size: number;
  fee_cents: number;
  status: 'pending' | 'approved' | 'rejected';
  applicant: string;
  applied_at: number;
  due_at: number;
  reviewed_at: number | null;
  reviewer: string | null;
  reject_key: string | null;
  reject_params: string | null;
  reject_text: string | null;
  resume_id: number | null;
  iccid: string;
  msisdn: string;
  carrier: SpeccardRow['carrier'];
  resume_status: 'sent' | 'done' | 'failed' | null;
  resume_answer: string | null;
  answered_at: number | null;
}

export const SPECCARD_FROM = `speccard_resumes a join cards c on c.id = a.card_id
  left join carrier_resumes r on r.id = a.resume_id`;
export const SPECCARD_COLUMNS = `a.*, c.iccid, c.msisdn, c.carrier, r.status as resume_status, r.answer as resume_answer,
  r.answered_at`;

/** What the customer sees: an approved application is 已复机 once the carrier resumed the card. */
export const statusOf = (a: ApplicationRecord): SpeccardStatus =>
  a.status === 'approved' && a.resume_status === 'done' ? 'resumed' : a.status;

export const STATUS_SQL = `(case when a.status = 'approved' and r.status = 'done' then 'resumed' else a.status end)`;

const LIST: ListBinding<typeof speccardList> = {
  filters: {
    iccid: (value: string) => ['c.iccid = upper(?)', value],
    status: (value: SpeccardStatus) => [`${STATUS_SQL} = ?`, value],
    stop_reason: 'a.stop_reason',
    applied_at: 'a.applied_at',
  },
  sorts: { applied_at: 'a.applied_at' },
  defaultSort: 'a.applied_at',
  key: 'a.id',
};

function rowOf(a: ApplicationRecord): SpeccardRow {
  return {
    id: a.id,
    app_no: a.app_no,
    iccid: a.iccid,
    msisdn: a.msisdn,
    carrier: a.carrier,
    stop_reason: a.stop_reason,
    // What the application charged (or holds, while it is pending): nothing once rejected.
    fee: yuan(a.status === 'rejected' ? 0 : a.fee_cents),
    status: statusOf(a),
    applicant: a.applicant,
    applied_at: formatDateTime(a.applied_at)!,
    reviewed_at: formatDateTime(a.reviewed_at) ?? '',
  };
}

/** The applications whose review came due, and the carriers' answers, by `now`. */
export function settleUpTo(deps: Pick<AppDeps, 'sqlite' | 'clock'>): void {
  const now = deps.clock.now();
  settleSpeccard(deps.sqlite, now);
  settleCarrierResumes(deps.sqlite, now);
}

/** The caller's applications (/speccard_resume), newest first. */
export function listSpeccard(deps: AppDeps, auth: AuthContext, q: QueryOf<typeof speccardList>) {
  if (auth.clientId === null) return { tableData: [], total: 0 };
  settleUpTo(deps);
  const sql = listSql(speccardList, LIST, q, [['a.client_id = ?', auth.clientId]]);
  const { rows, total } = readPage<ApplicationRecord>(deps.sqlite, SPECCARD_FROM, SPECCARD_COLUMNS, sql);
  return { tableData: rows.map(rowOf), total };
}

const byId = perConnection<[number], ApplicationRecord>(
  `select ${SPECCARD_COLUMNS} from ${SPECCARD_FROM} where a.id = ?`,
);

/** The caller's application, settled up to now; another client's is not found. */
function callerApplication(deps: AppDeps, auth: AuthContext, id: number): ApplicationRecord {
  settleUpTo(deps);
  const a = byId(deps.sqlite).get(id);
  if (!a || a.client_id !== auth.clientId) throw notFound('speccard_not_found', { id });
  return a;
}

/** Frozen while pending, charged once approved, released once rejected; 'none' when free. */
const feeStateOf = (a: ApplicationRecord): SpeccardFeeState =>
  a.fee_cents === 0
    ? 'none'
    : a.status === 'pending'
      ? 'frozen'
      : a.status === 'approved'
        ? 'charged'
        : 'released';

export const rejectReasonIn = (lang: Lang, a: ApplicationRecord) =>
  a.status === 'rejected' ? storedTextIn(lang, a.reject_key, a.reject_params, a.reject_text ?? '') : '';

/** One of the caller's applications (/speccard_resume/detail): its figures, timeline and ledger rows. */
export function speccardDetail(deps: AppDeps, auth: AuthContext, id: number, lang: Lang) {
  const a = callerApplication(deps, auth, id);
  const timeline: { step: SpeccardStep; at: string; by: string; note: string }[] = [
    { step: 'applied', at: formatDateTime(a.applied_at)!, by: a.applicant, note: a.reason },
  ];
  if (a.status !== 'pending' && a.reviewed_at !== null) {
    timeline.push({
      step: a.status === 'approved' ? 'approved' : 'rejected',
      at: formatDateTime(a.reviewed_at)!,
      by: a.reviewer ?? '',
      note: rejectReasonIn(lang, a),
    });
  }
  if (a.resume_status === 'done' || a.resume_status === 'failed') {
    timeline.push({
      step: a.resume_status === 'done' ? 'resumed' : 'resume_failed',
      at: formatDateTime(a.answered_at) ?? '',
      by: '',
      note: a.resume_answer ? wordIn(lang, { key: a.resume_answer as MessageKey, params: {} }) : '',
    });
  }
  return {
    application: {
      ...rowOf(a),
      card_id: a.card_id,
      reason: a.reason,
      evidence_name: a.evidence_url ? a.evidence_name : '',
      evidence_size: a.evidence_url ? a.evidence_size : 0,
      fee_state: feeStateOf(a),
      due_at: a.status === 'pending' ? formatDateTime(a.due_at)! : '',
      reviewer: a.reviewer ?? '',
      reject_reason: rejectReasonIn(lang, a),
    },
    timeline,
    ledger: orderLedgerRows(deps.sqlite, a.client_id, a.app_no, lang),
  };
}

const pendingOfCard = perConnection<[number], { app_no: string }>(
  `select app_no from speccard_resumes where card_id = ? and status = 'pending' limit 1`,
);
const nextId = perConnection<[], number>('select coalesce(max(id), 0) + 1 from speccard_resumes');
const insertApplication = perConnection<
  [
    number,
    string,
    number,
    number,
    SpeccardReason,
    string,
    string,
    string,
    number,
    number,
    string,
    number,
    number,
  ]
>(
  `insert into speccard_resumes (id, app_no, client_id, card_id, stop_reason, reason, evidence_url, evidence_name,
     evidence_size, fee_cents, status, applicant, applied_at, due_at)
   values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?)`,
);

const UPLOAD_ID = /\/upload\/file\/([0-9a-f]{24})\/?$/;

/** The application's number: SR + its day (UTC+8) + its id. */
const appNoOf = (id: number, at: number) =>
  `SR${formatDate(at)!.replaceAll('-', '')}${String(id).padStart(6, '0')}`;

/**
 * A customer's application (POST /speccard_resume/apply/): one of the caller's cards (by ICCID or
 * MSISDN) stopped for a special reason, with no application pending; the evidence the caller's own
 * upload; the fee frozen. Refused, with nothing written and no money moved, otherwise.
 */
export async function applySpeccard(
  deps: AppDeps,
  auth: AuthContext,
  body: { card: string; reason: string; file_url: string },
) {
  const scope = scopeColumn(auth);
  const card = actionCardByNumber(deps, body.card);
  const mine =
    card &&
    scope &&
    (scope.column === 'main_client_id' ? card.main_client_id : card.client_id) === scope.clientId;
  if (!card || !mine || scope === null)
    throw fieldRefused('card', 'speccard_card_not_found', { card: body.card });
  if (card.status !== 'suspended') {
    throw fieldRefused('card', 'speccard_not_stopped', {
      iccid: card.iccid,
      status: CARD_STATUSES[card.status],
    });
  }
  const stopReason = lastStopReasonOf(deps.sqlite, card.id);
  if (!isSpecial(stopReason)) {
    throw fieldRefused('card', 'speccard_not_special', {
      iccid: card.iccid,
      reason: stopReason ? { label: `card.statusReasons.${stopReason}` as const } : '-',
    });
  }
  const pending = pendingOfCard(deps.sqlite).get(card.id);
  if (pending) throw fieldRefused('card', 'speccard_pending', { iccid: card.iccid, appNo: pending.app_no });
  const uploadId = UPLOAD_ID.exec(body.file_url)?.[1];
  const file = uploadId ? await findUpload(deps.uploadDir, uploadId) : null;
  if (!file || file.owner !== uploadOwner(auth)) throw fieldRefused('file_url', 'speccard_evidence_missing');

  const fee = SPECCARD_FEES[stopReason];
  const now = deps.clock.now();
  const dueAt = now + SPECCARD_REVIEW_MS;
  const clientId = scope.clientId;
  const created = deps.sqlite.transaction(() => {
    if (fee > 0 && !holdMoney(deps.sqlite, clientId, fee)) {
      throw badRequest('speccard_fee_short', {
        available: yuan(accountCents(deps.sqlite, clientId).available),
        fee: yuan(fee),
      });
    }
    const id = nextId(deps.sqlite).pluck().get() as unknown as number;
    const appNo = appNoOf(id, now);
    insertApplication(deps.sqlite).run(
      id,
      appNo,
      clientId,
      card.id,
      stopReason,
      body.reason,
      body.file_url,
      file.name,
      file.size,
      fee,
      auth.username,
      now,
      dueAt,
    );
    return { id, appNo };
  })();
  return {
    id: created.id,
    app_no: created.appNo,
    stop_reason: stopReason,
    fee: yuan(fee),
    due_at: formatDateTime(dueAt)!,
  };
}

/** Who decides: a support user, or the platform's automatic reviewer (no user). */
interface Reviewer {
  userId: number | null;
  username: string;
}

/** A review's decision: approve, or reject with a reason (a message, or the reviewer's own words). */
type SpeccardDecision = { approve: true } | { approve: false; reason: Message | string };

/** What the customer's notice of the outcome calls an application. */
const SPECCARD_ITEM = 'supportReview.items.speccard';

const decide = perConnection<
  ['approved' | 'rejected', number, string, string | null, string | null, string | null, number]
>(
  `update speccard_resumes set status = ?, reviewed_at = ?, reviewer = ?, reject_key = ?, reject_params = ?,
     reject_text = ?
   where id = ? and status = 'pending'`,
);
const setResume = perConnection<[number, number]>('update speccard_resumes set resume_id = ? where id = ?');
const cardNow = perConnection<[number], { id: number; status: CardStatus; iccid: string }>(
  'select id, status, iccid from cards where id = ?',
);

/**
 * The review of an application: the one function the emulated reviewer (on the clock) and a
 * support user call, at `at`. Approved: the frozen fee is charged through the ledger and the card,
 * if still stopped, is resumed (`resumeCard`, source 'speccard'). Rejected: the reason is required
 * and kept, the fee released. An application that is not pending is refused (`speccard_decided`),
 * so it settles once whoever acts first; an unknown one is not found.
 */
export function reviewSpeccard(
  sqlite: Sqlite,
  id: number,
  decision: SpeccardDecision,
  reviewer: Reviewer,
  at: number,
): void {
  const a = byId(sqlite).get(id);
  if (!a) throw notFound('speccard_not_found', { id });
  if (a.status !== 'pending') throw badRequest('speccard_decided', { id });
  if (!decision.approve && typeof decision.reason === 'string' && decision.reason.trim() === '') {
    throw badRequest('speccard_reject_reason_required');
  }
  sqlite.transaction(() => {
    if (!decision.approve) {
      const reason = decision.reason;
      const stored: [string | null, string | null, string | null] =
        typeof reason === 'string'
          ? [null, null, reason.trim()]
          : [MESSAGES[reason.key], JSON.stringify(reason.params), null];
      if (
        decide(sqlite).run('rejected', at, reviewer.username, stored[0], stored[1], stored[2], id).changes !==
        1
      ) {
        throw badRequest('speccard_decided', { id });
      }
      if (a.fee_cents > 0) releaseHold(sqlite, a.client_id, a.fee_cents);
      notifyReview(
        sqlite,
        a.client_id,
        {
          item: SPECCARD_ITEM,
          ref: a.app_no,
          rejected: typeof reason === 'string' ? reason.trim() : bilingual(reason),
        },
        at,
      );
      return;
    }
    if (decide(sqlite).run('approved', at, reviewer.username, null, null, null, id).changes !== 1) {
      throw badRequest('speccard_decided', { id });
    }
    if (a.fee_cents > 0) {
      releaseHold(sqlite, a.client_id, a.fee_cents);
      const posted = postLedger(sqlite, {
        clientId: a.client_id,
        kind: 'resume_fee',
        amountCents: -a.fee_cents,
        orderNo: a.app_no,
        operator: reviewer.username,
        remark: { key: 'speccard.messages.feeRemark', params: { appNo: a.app_no, iccid: a.iccid } },
        at,
      });
      // The fee was frozen for this: released, it is always there to charge.
      if (!posted) throw new Error(`application ${a.app_no}: its frozen fee could not be charged`);
    }
    const card = cardNow(sqlite).get(a.card_id);
    if (card && card.status === 'suspended') {
      setResume(sqlite).run(resumeCard(sqlite, reviewer, card, 'speccard', at, a.app_no), id);
    }
    notifyReview(sqlite, a.client_id, { item: SPECCARD_ITEM, ref: a.app_no, rejected: null }, at);
  })();
}

const dueApplications = perConnection<[number], { id: number; due_at: number }>(
  `select id, due_at from speccard_resumes where status = 'pending' and due_at <= ? order by due_at, id`,
);
const mainOf = perConnection<[number], number>('select main_id from clients where id = ?');

/** The platform's automatic reviewer: why it rejects an application at `at`, or null to approve. */
function automaticRefusal(sqlite: Sqlite, a: ApplicationRecord): Message | null {
  const card = cardNow(sqlite).get(a.card_id);
  const status = card?.status ?? 'cancelled';
  const reason = lastStopReasonOf(sqlite, a.card_id);
  if (status !== 'suspended' || reason !== a.stop_reason) {
    return message('speccard_card_changed', {
      reason: SPECCARD_REASONS[a.stop_reason],
      status: CARD_STATUSES[status],
    });
  }
  if (a.stop_reason === 'arrears') {
    // The carrier stops for arrears when the paying (main) account is short: still short, still stopped.
    const payer = (mainOf(sqlite).pluck().get(a.client_id) as unknown as number | undefined) ?? a.client_id;
    const available = accountCents(sqlite, payer).available;
    if (available <= 0) return message('speccard_arrears_unpaid', { available: yuan(available) });
  }
  return null;
}

export const PLATFORM: Reviewer = { userId: null, username: 'platform' };

/** The emulated reviewer: every application whose review came due by `now` is decided at its due time. */
export function settleSpeccard(sqlite: Sqlite, now: number): void {
  for (const due of dueApplications(sqlite).all(now)) {
    const a = byId(sqlite).get(due.id)!;
    const refusal = automaticRefusal(sqlite, a);
    reviewSpeccard(
      sqlite,
      due.id,
      refusal ? { approve: false, reason: refusal } : { approve: true },
      PLATFORM,
      due.due_at,
    );
  }
}

/** An application's evidence file, for its own client only; refused when it has none any more. */
export async function speccardEvidence(deps: AppDeps, auth: AuthContext, id: number) {
  const a = byId(deps.sqlite).get(id);
  if (!a || a.client_id !== auth.clientId) throw notFound('speccard_not_found', { id });
  const uploadId = a.evidence_url ? UPLOAD_ID.exec(a.evidence_url)?.[1] : undefined;
  const file = uploadId ? await findUpload(deps.uploadDir, uploadId) : null;
  if (!file) throw notFound('speccard_evidence_gone');
  return file;
}
