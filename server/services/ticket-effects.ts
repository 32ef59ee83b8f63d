import { CARD_STATUSES, type WorkOrderCardAction } from '#contract';
import type { AppDeps } from '../context.ts';
import { type Message, message } from '../i18n.ts';
import { actionCardById, resumeCard, stopCard, stopResumeRefusal } from './card-actions.ts';
import { unbindForTicket, unbindRefusal } from './card-bindings.ts';
import { clearRealName, realNameClearRefusal } from './real-name.ts';
import { isSpeedLimited, liftOne, limitSpeedOf } from './speed-limit.ts';

/**
 * What a general ticket that changes cards does to each of them when the carrier answers it
 * (work-orders.ts `answerWorkOrder` calls `actOnTicketCard` per card, so support forwarding an
 * order and the emulator's clock do the same). A 停复机 ticket stops or resumes the card and a 限速
 * ticket limits its speed or lifts the limit, by the same rules and through the same functions as
 * the card list, batches and support: the status history's event names the carrier as its operator
 * with the order's number beside it; a resume or a lift sends the carrier a resume (source 工单,
 * listed in /remote_reroot). A 实名清除 ticket clears a verified real name (a card in use then stops
 * for 未实名 until a new one is verified: real-name.ts); a 解绑 ticket ends the card's machine-card
 * binding (/work/tac) and takes it out of its device (/hardware): tac-bindings.ts. A card the rule
 * refuses is left as it was, with the rule's reason as the carrier's answer for that card.
 */

type Sqlite = AppDeps['sqlite'];

/** The carrier, acting on a ticket (card_status_events.operator, card_operations.username). */
const CARRIER = { userId: null, username: 'carrier' } as const;

/** The card's result: done (with what was done) or refused (with why). */
interface TicketCardResult {
  ok: boolean;
  answer: Message;
}

/** Does what the ticket asks to one card at `at` (inside the caller's transaction). */
export function actOnTicketCard(
  sqlite: Sqlite,
  order: { id: number; order_no: string; card_action: WorkOrderCardAction },
  cardId: number,
  at: number,
): TicketCardResult {
  const card = actionCardById({ sqlite }, cardId);
  if (!card) return { ok: false, answer: message('card_action_not_found', { id: cardId }) };
  const action = order.card_action;
  if (action === 'realname_clear') {
    const refusal = realNameClearRefusal(card);
    if (refusal) return { ok: false, answer: refusal };
    return { ok: true, answer: clearRealName(sqlite, card, at, order.order_no) };
  }
  if (action === 'unbind') {
    const refusal = unbindRefusal(sqlite, cardId);
    if (refusal) return { ok: false, answer: refusal };
    unbindForTicket(sqlite, order, cardId, at);
    return { ok: true, answer: message('work_order_card_unbound') };
  }
  if (action === 'stop' || action === 'resume') {
    const refusal = stopResumeRefusal({ sqlite, clock: { now: () => at } }, card, action);
    if (refusal) return { ok: false, answer: refusal };
    if (action === 'stop') {
      stopCard(sqlite, CARRIER, card, at, order.order_no);
      return { ok: true, answer: message('work_order_card_stopped') };
    }
    resumeCard(sqlite, CARRIER, card, 'work_order', at, order.order_no);
    return { ok: true, answer: message('carrier_resume_done') };
  }
  const limited = isSpeedLimited(sqlite, cardId);
  if (action === 'lift') {
    if (!limited) return { ok: false, answer: message('speed_limit_not_limited') };
    liftOne(sqlite, cardId, CARRIER, order.order_no, 'work_order', at);
    return { ok: true, answer: message('work_order_card_lifted') };
  }
  if (card.status !== 'active') {
    return { ok: false, answer: message('speed_limit_not_active', { status: CARD_STATUSES[card.status] }) };
  }
  if (limited) return { ok: false, answer: message('speed_limit_already') };
  limitSpeedOf(sqlite, cardId, at);
  return { ok: true, answer: message('work_order_card_limited') };
}
