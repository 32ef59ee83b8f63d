import type Database from 'better-sqlite3';
import type { AppDeps } from '../context.ts';
import { badRequest } from '../errors.ts';
import { type Message, message } from '../i18n.ts';
import { perConnection } from '../lib/prepared.ts';

/**
 * Speed limiting (达量限速, issue 46) and the resumes the platform sends to the carriers.
 *
 * A card on a 达量限速 plan (`speed_limit_plans`) is not stopped when its month's usage passes its
 * quota + add-on: the carrier slows it down. The clock's step finds those cards set-based
 * (`limitSpeeds`, one INSERT … SELECT over the cards in service) and a new month lifts every limit
 * (`clearSpeedLimits`). Support lifts one before that with `liftSpeedLimit`, which also sends the
 * carrier a resume; every resume the platform sends (`sendCarrierResume`) is answered by the
 * carrier CARRIER_RESUME_MS later on the emulator clock (`settleCarrierResumes`, run by
 * `advanceWorld` and before the resumes are read).
 */

/** How long a carrier takes to answer a resume, on the emulator clock. */
export const CARRIER_RESUME_MS = 5 * 60_000;

/** Where a resume came from (carrier_resumes.source). */
type ResumeSource = 'batch' | 'card_list' | 'support' | 'speed_limit' | 'speccard' | 'work_order';

const limitStatement = perConnection<[number], never>(
  `insert into speed_limited_cards (card_id, since, usage_mb)
   select c.id, ?, c.usage_mb from cards c
   join speed_limit_plans sp on sp.plan_id = c.plan_id
   join plans p on p.id = c.plan_id
   where c.status = 'active' and c.usage_mb > p.quota_mb + c.addon_mb
     and not exists (select 1 from speed_limit_lifts l where l.card_id = c.id)
   on conflict (card_id) do nothing`,
);

/**
 * Slows down, as of `at`, every card in service on a 达量限速 plan whose usage passed its quota +
 * add-on, but for a card support lifted this month (it stays at full speed until the month ends).
 */
export function limitSpeeds(sqlite: Database.Database, at: number): number {
  return limitStatement(sqlite).run(at).changes;
}

/** A new month: usage starts over, so no card is slowed down any more. */
export function clearSpeedLimits(sqlite: Database.Database): void {
  sqlite.prepare('delete from speed_limited_cards').run();
  sqlite.prepare('delete from speed_limit_lifts').run();
}

const insertResume = perConnection<[ResumeSource, string, number, number, number]>(
  `insert into carrier_resumes (card_id, client_id, iccid, carrier, source, requester, requested_at, status, next_at)
   select c.id, c.client_id, c.iccid, c.carrier, ?, ?, ?, 'sent', ? from cards c where c.id = ?`,
);

/**
 * Sends the card's carrier a resume (复机) request, naming the card's holder as it is now; the
 * carrier answers CARRIER_RESUME_MS later. Every resume the platform makes goes through here: the
 * card list's and a batch's resume (`applyStopResume`), support's status change and its speed-limit lift,
 * an approved special-card resume (`resumeCard`). Returns the resume's id.
 */
export function sendCarrierResume(
  sqlite: Database.Database,
  cardId: number,
  source: ResumeSource,
  requester: string,
  at: number,
): number {
  return Number(
    insertResume(sqlite).run(source, requester, at, at + CARRIER_RESUME_MS, cardId).lastInsertRowid,
  );
}

const settleStatement = perConnection<[number], never>(
  `update carrier_resumes set
     status = case when (select status from cards c where c.id = carrier_resumes.card_id) = 'cancelled'
       then 'failed' else 'done' end,
     answer = case when (select status from cards c where c.id = carrier_resumes.card_id) = 'cancelled'
       then 'carrier_resume_cancelled' else 'carrier_resume_done' end,
     answered_at = next_at
   where status = 'sent' and next_at <= ?`,
);

/** The carriers' answers that came due by `to`: a cancelled card is refused, any other resumed. */
export function settleCarrierResumes(sqlite: Database.Database, to: number): number {
  return settleStatement(sqlite).run(to).changes;
}

const cardsForLift = perConnection<[string], { id: number; iccid: string; since: number | null }>(
  `select c.id, c.iccid, s.since from cards c
   left join speed_limited_cards s on s.card_id = c.id
   where c.id in (select value from json_each(?))`,
);
const unlimit = perConnection<[number]>('delete from speed_limited_cards where card_id = ?');
const keepLifted = perConnection<[number, number]>(
  `insert into speed_limit_lifts (card_id, lifted_at) values (?, ?)
   on conflict (card_id) do update set lifted_at = excluded.lifted_at`,
);
const limitedNow = perConnection<[number], number>('select 1 from speed_limited_cards where card_id = ?');

/** Whether the carrier slows the card down now. */
export const isSpeedLimited = (sqlite: Database.Database, cardId: number): boolean =>
  limitedNow(sqlite).pluck().get(cardId) !== undefined;
const insertOperation = perConnection<[number, number | null, string, string, number]>(
  `insert into card_operations (card_id, user_id, username, action, detail, at)
   values (?, ?, ?, 'speed_limit_lift', ?, ?)`,
);

/** The cards whose limit was lifted, and each refused one with its reason, not yet worded. */
interface LiftResult {
  succeeded: number;
  failed: { card_id: number; iccid: string | null; reason: Message }[];
}

/**
 * Lifts the speed limit of each of `cardIds` (support's 限速恢复; the O_LCR task kind calls it per
 * batch of rows), in one transaction: the card is no longer limited (nor limited again this month),
 * its operations say who did it and why, and its carrier is sent a resume (listed in /remote_reroot). A card that is not limited
 * now, or that does not exist, is refused with its reason and left as it was.
 */
export function liftSpeedLimit(
  deps: Pick<AppDeps, 'sqlite' | 'clock'>,
  cardIds: readonly number[],
  operator: { userId: number | null; username: string },
  reason: string,
): LiftResult {
  const why = reason.trim();
  if (why === '') throw badRequest('speed_limit_reason_required');
  const unique = [...new Set(cardIds)];
  const found = new Map(
    cardsForLift(deps.sqlite)
      .all(JSON.stringify(unique))
      .map((c) => [c.id, c]),
  );
  const now = deps.clock.now();
  const result: LiftResult = { succeeded: 0, failed: [] };
  deps.sqlite.transaction(() => {
    for (const id of unique) {
      const card = found.get(id);
      if (!card) {
        result.failed.push({ card_id: id, iccid: null, reason: message('card_action_not_found', { id }) });
        continue;
      }
      if (card.since === null) {
        result.failed.push({ card_id: id, iccid: card.iccid, reason: message('speed_limit_not_limited') });
        continue;
      }
      liftOne(deps.sqlite, id, operator, why, 'speed_limit', now);
      result.succeeded++;
    }
  })();
  return result;
}

/**
 * Lifts one limited card's speed limit at `at` (inside the caller's transaction): not limited (nor
 * limited again this month), the operation with who and why, and the resume sent to its carrier.
 * Support's lift and a 限速 work order the carrier answered (ticket-effects.ts) both come here.
 */
export function liftOne(
  sqlite: Database.Database,
  cardId: number,
  operator: { userId: number | null; username: string },
  reason: string,
  source: 'speed_limit' | 'work_order',
  at: number,
): void {
  unlimit(sqlite).run(cardId);
  keepLifted(sqlite).run(cardId, at);
  insertOperation(sqlite).run(cardId, operator.userId, operator.username, JSON.stringify({ reason }), at);
  sendCarrierResume(sqlite, cardId, source, operator.username, at);
}

const limitOne = perConnection<[number, number]>(
  `insert into speed_limited_cards (card_id, since, usage_mb)
   select id, ?, usage_mb from cards where id = ? on conflict (card_id) do nothing`,
);

/**
 * Slows one card down at `at` at its holder's request (a 限速 work order the carrier answered):
 * limited like a 达量限速 card until a lift or the month's end (`clearSpeedLimits`).
 */
export function limitSpeedOf(sqlite: Database.Database, cardId: number, at: number): void {
  limitOne(sqlite).run(at, cardId);
}
