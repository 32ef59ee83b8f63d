import type { AppDeps } from '../context.ts';
import { monthBounds } from '../lib/format.ts';
import { perConnection } from '../lib/prepared.ts';
import { postLedger, releaseHold } from './ledger.ts';

/**
 * What a 套餐变更 work order's steps do to the money and the cards (work-orders.ts calls these from
 * its one review, cancel and answer functions, so a support user's action does the same): a card
 * the carrier confirms has its frozen difference released and charged through the ledger in one
 * transaction, and its plan changed now or at next month's start; a card it fails, and every card
 * of a rejected or cancelled order, has its difference released. `applyDuePlanChanges` changes the
 * next-month ones when their month comes (the clock's step, and before the list is read).
 */

type Sqlite = AppDeps['sqlite'];

interface ChangeRecord {
  id: number;
  card_id: number;
  payer_id: number;
  to_plan_id: number;
  effect_mode: 'immediate' | 'next_month';
  diff_cents: number;
  planned_at: number | null;
  iccid: string;
  from_name: string;
  from_name_en: string;
  to_name: string;
  to_name_en: string;
}

const heldOf = perConnection<[number], ChangeRecord>(
  `select pc.id, pc.card_id, pc.payer_id, pc.to_plan_id, pc.effect_mode, pc.diff_cents, pc.planned_at, c.iccid,
     f.name as from_name, f.name_en as from_name_en, t.name as to_name, t.name_en as to_name_en
   from plan_changes pc join cards c on c.id = pc.card_id
     join plans f on f.id = pc.from_plan_id join plans t on t.id = pc.to_plan_id
   where pc.order_id = ? and pc.status = 'held' order by pc.id`,
);
const setStatus = perConnection<['waiting' | 'done' | 'released', number | null, number]>(
  `update plan_changes set status = ?, effect_at = ? where id = ? and status in ('held', 'waiting')`,
);
const setPlan = perConnection<[number, number]>('update cards set plan_id = ? where id = ?');

/** Releases the frozen difference of every card of the order still held (rejected, cancelled). */
export function releasePlanChanges(sqlite: Sqlite, orderId: number): void {
  for (const change of heldOf(sqlite).all(orderId)) {
    releaseHold(sqlite, change.payer_id, change.diff_cents);
    setStatus(sqlite).run('released', null, change.id);
  }
}

/**
 * The carrier's answer for one card of a 套餐变更 order at `at`: confirmed, its difference is
 * released and charged (the ledger row names the order) and its plan changes now or from next
 * month; failed, its difference is released.
 */
export function answerPlanChange(
  sqlite: Sqlite,
  order: { id: number; order_no: string; submitter: string },
  cardId: number,
  confirmed: boolean,
  at: number,
): void {
  const change = heldOf(sqlite)
    .all(order.id)
    .find((c) => c.card_id === cardId);
  if (!change) return;
  releaseHold(sqlite, change.payer_id, change.diff_cents);
  if (!confirmed) {
    setStatus(sqlite).run('released', null, change.id);
    return;
  }
  if (change.diff_cents > 0) {
    const posted = postLedger(sqlite, {
      clientId: change.payer_id,
      kind: 'package',
      amountCents: -change.diff_cents,
      orderNo: order.order_no,
      operator: order.submitter,
      remark: {
        key: 'messages.product_change_remark',
        params: {
          iccid: change.iccid,
          from: { 'zh-CN': change.from_name, en: change.from_name_en || change.from_name },
          to: { 'zh-CN': change.to_name, en: change.to_name_en || change.to_name },
        },
      },
      at,
    });
    // The difference was frozen for this card and is released just before: the debit always passes.
    if (!posted) throw new Error(`order ${order.order_no}: the frozen difference could not be charged`);
  }
  // The day support approved it for (issue 48), else its mode's: now, or next month's start.
  const effectAt = change.planned_at ?? (change.effect_mode === 'immediate' ? at : monthBounds(at)[1]);
  if (effectAt <= at) {
    setPlan(sqlite).run(change.to_plan_id, change.card_id);
    setStatus(sqlite).run('done', at, change.id);
  } else {
    setStatus(sqlite).run('waiting', effectAt, change.id);
  }
}

const dueChanges = perConnection<
  [number],
  { id: number; card_id: number; to_plan_id: number; effect_at: number }
>(
  `select id, card_id, to_plan_id, effect_at from plan_changes where status = 'waiting' and effect_at <= ?
   order by effect_at, id`,
);

/** The next-month changes whose month came by `now`: the cards' plans change. Returns how many. */
export function applyDuePlanChanges(sqlite: Sqlite, now: number): number {
  const due = dueChanges(sqlite).all(now);
  if (due.length === 0) return 0;
  sqlite.transaction(() => {
    for (const change of due) {
      setPlan(sqlite).run(change.to_plan_id, change.card_id);
      setStatus(sqlite).run('done', change.effect_at, change.id);
    }
  })();
  return due.length;
}
