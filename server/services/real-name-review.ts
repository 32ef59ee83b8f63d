import { isChineseIdName, REAL_NAME_REVIEW_HOURS, type RealNameRejectReason } from '#contract';
import type { AppDeps } from '../context.ts';
import { perConnection } from '../lib/prepared.ts';

export const REVIEW_MS = REAL_NAME_REVIEW_HOURS * 3600 * 1000;
/** A name with this in it does not match the ID number, so the rejected path can be demoed. */
const MISMATCH_MARK = '测试';

/** The carrier's decision on a submitted name: null when verified, else why it was refused. */
export function reviewName(name: string): RealNameRejectReason | null {
  if (!isChineseIdName(name)) return 'name_invalid';
  if (name.includes(MISMATCH_MARK)) return 'id_mismatch';
  return null;
}

const dueRequests = perConnection<
  [number],
  { id: number; card_id: number; name: string; submitted_at: number }
>(
  `select id, card_id, name, submitted_at from real_name_requests
   where status = 'reviewing' and submitted_at <= ? order by submitted_at, id`,
);
const decide = perConnection<['verified' | 'rejected', string | null, number, number]>(
  'update real_name_requests set status = ?, reject_reason = ?, reviewed_at = ? where id = ?',
);
const latestIdOfCard = perConnection<[number], { id: number }>(
  'select id from real_name_requests where card_id = ? order by submitted_at desc, id desc limit 1',
);
const setCardRealName = perConnection<['verified' | 'rejected', number]>(
  'update cards set real_name_status = ? where id = ?',
);
/** The event that put the card where it is, when that is a suspension for the missing real name. */
const suspendedForRealName = perConnection<[number], { from_status: string | null }>(
  `select from_status from card_status_events e where e.card_id = ? and e.to_status = 'suspended'
     and e.reason = 'real_name' and e.id = (select id from card_status_events x where x.card_id = e.card_id
       order by x.at desc, x.id desc limit 1)
     and (select status from cards where id = e.card_id) = 'suspended'`,
);
const resume = perConnection<[string, number]>(
  "update cards set status = ? where id = ? and status = 'suspended'",
);
const resumedEvent = perConnection<[number, number, string]>(
  `insert into card_status_events (card_id, at, from_status, to_status, reason, operator)
   values (?, ?, 'suspended', ?, 'resumed', 'carrier')`,
);

/**
 * Decides every submission whose review time (24 hours after it was made) has come by `now`, as
 * of that time: a Chinese name as on the ID card is verified, anything else rejected with the
 * reason. A card the carrier suspended for the missing real name is resumed once verified.
 * Deterministic, so a demo or test that moves the clock knows the outcome.
 */
export function reviewRealNames({ sqlite }: Pick<AppDeps, 'sqlite'>, now: number): void {
  const due = dueRequests(sqlite).all(now - REVIEW_MS);
  if (due.length === 0) return;
  sqlite.transaction(() => {
    for (const r of due) {
      const at = r.submitted_at + REVIEW_MS;
      const reason = reviewName(r.name);
      decide(sqlite).run(reason ? 'rejected' : 'verified', reason, at, r.id);
      // Only the card's latest submission speaks for the card.
      if (latestIdOfCard(sqlite).get(r.card_id)?.id !== r.id) continue;
      setCardRealName(sqlite).run(reason ? 'rejected' : 'verified', r.card_id);
      if (reason) continue;
      const suspension = suspendedForRealName(sqlite).get(r.card_id);
      if (!suspension) continue;
      const back =
        suspension.from_status && suspension.from_status !== 'suspended' ? suspension.from_status : 'active';
      resume(sqlite).run(back, r.card_id);
      resumedEvent(sqlite).run(r.card_id, at, back);
    }
  })();
}
