import { TAC_BINDING_STATUSES, type TacBindingStatus, type TacMode } from '#contract';
import type { AppDeps } from '../context.ts';
import { type Message, message } from '../i18n.ts';
import { perConnection } from '../lib/prepared.ts';
import { cardInDevice, releaseCardDevice } from './hardware.ts';
import { memberOrderJoins, memberStateSql } from './order-members.ts';

/**
 * A card's machine-card binding (机卡绑定) as it stands: its state read off its orders, whether the
 * device the carrier sees breaks it, and what a 解绑 work order does to it. Below both the binding
 * screens (tac-bindings.ts, which create and settle the orders) and the work orders whose answers
 * act on cards (ticket-effects.ts, card-actions.ts): neither imports the other through here.
 */
type Sqlite = AppDeps['sqlite'];

/** A binding's state from its bind order `a` (and the card's result in it) and its unbind order `d`. */
export const BINDING_STATUS = memberStateSql({
  adding: 'binding',
  added: 'bound',
  removing: 'unbinding',
  failed: 'bind_failed',
});
export const BINDING_FROM = `card_bindings b join cards c on c.id = b.card_id ${memberOrderJoins('b')}`;
/** Whether the device `imei` breaks binding `b` (a TAC segment it does not start with, or another first device). */
const breaks = (imei: string) =>
  `(${imei} is not null and case b.mode when 'tac' then substr(${imei}, 1, length(b.tac)) <> b.tac
    else b.bound_imei is not null and ${imei} <> b.bound_imei end)`;
export const SEPARATED = `case when (${BINDING_STATUS}) not in ('bound', 'unbinding') then ''
  when ${breaks('c.imei')} then 'yes' else 'no' end`;
/** The bindings that hold a card: in force or on their way in or out. */
export const IN_FORCE = `(${BINDING_STATUS}) in ('binding', 'bound', 'unbinding')`;

export const setUnbindOrder = perConnection<[number, number]>(
  'update card_bindings set delete_order_id = ? where id = ?',
);

const heldBinding = perConnection<[number], { id: number; iccid: string; status: TacBindingStatus }>(
  `select b.id, c.iccid, (${BINDING_STATUS}) as status from ${BINDING_FROM}
   where b.card_id = ? and ${IN_FORCE} order by b.id desc limit 1`,
);

/**
 * Why the carrier cannot unbind the card for a 解绑 work order, or null: it must be bound, to a
 * device by a binding in force (/work/tac) or in one of the customer's devices (/hardware), and
 * its binding may not be on its way in or out (as /work/tac's own 解绑 refuses).
 */
export function unbindRefusal(sqlite: Sqlite, cardId: number): Message | null {
  const binding = heldBinding(sqlite).get(cardId);
  if (binding && binding.status !== 'bound') {
    return message('net_card_busy', { iccid: binding.iccid, status: TAC_BINDING_STATUSES[binding.status] });
  }
  if (binding || cardInDevice(sqlite, cardId)) return null;
  return message('work_order_unbind_nothing');
}

/**
 * Unbinds the card for 解绑 work order `order` the carrier answers at `at` (inside the caller's
 * transaction, the rule passed): its binding in force ends with this order as its 解绑 (removed once
 * the card's result is written: /work/tac no longer lists it, and a card stopped for 机卡分离 may be
 * resumed), and it leaves its /hardware device.
 */
export function unbindForTicket(
  sqlite: Sqlite,
  order: { id: number; order_no: string },
  cardId: number,
  at: number,
) {
  const binding = heldBinding(sqlite).get(cardId);
  if (binding) {
    setUnbindOrder(sqlite).run(order.id, binding.id);
    // The card's history says the binding ended, and by which order (issue 48).
    const held = bindingTerms(sqlite).get(binding.id)!;
    tacUnbindOperation(sqlite).run(
      cardId,
      JSON.stringify({
        ...(held.mode === 'tac' ? { tac: held.tac } : { imei: held.bound_imei ?? '' }),
        order_no: order.order_no,
      }),
      at,
    );
  }
  releaseCardDevice(sqlite, cardId, at, order.order_no);
}

const bindingTerms = perConnection<
  [number],
  { mode: TacMode; tac: string | null; bound_imei: string | null }
>('select mode, tac, bound_imei from card_bindings where id = ?');
const tacUnbindOperation = perConnection<[number, string, number]>(
  `insert into card_operations (card_id, user_id, username, action, detail, at)
   values (?, null, 'carrier', 'tac_unbind', ?, ?)`,
);

const separationAt = perConnection<[number, number], { separated: string }>(
  `select (${SEPARATED}) as separated from ${BINDING_FROM}
   where b.card_id = ? and ${IN_FORCE} and a.finished_at <= ?`,
);

/** Whether the card's binding, in force at `at`, is broken by the device it is in now (machine-card separation). */
export function separatedAt(sqlite: Sqlite, cardId: number, at: number): boolean {
  return separationAt(sqlite).get(cardId, at)?.separated === 'yes';
}

const released = perConnection<[number], { removed: number; held: number }>(
  `select coalesce(sum((${BINDING_STATUS}) = 'removed'), 0) as removed, coalesce(sum(${IN_FORCE}), 0) as held
   from ${BINDING_FROM} where b.card_id = ?`,
);

/** Whether the card was unbound from its device and holds no binding now: a 机卡分离 stop may then be resumed. */
export function bindingReleased(sqlite: Sqlite, cardId: number): boolean {
  const r = released(sqlite).get(cardId)!;
  return r.removed > 0 && r.held === 0;
}
