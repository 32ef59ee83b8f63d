import {
  type Lang,
  TAC_BINDING_STATUSES,
  TAC_MODES,
  type TacBindingRow,
  type TacBindingStatus,
  type TacEventRow,
  type TacMode,
  tacBindingList,
  tacEventList,
} from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { badRequest, fieldRefused, notFound } from '../errors.ts';
import { message, translate, wordsIn } from '../i18n.ts';
import { formatDateTime } from '../lib/format.ts';
import { type Condition, type ListBinding, listSql, type QueryOf, readPage } from '../lib/list-sql.ts';
import { perConnection } from '../lib/prepared.ts';
import {
  BINDING_FROM,
  BINDING_STATUS,
  IN_FORCE,
  SEPARATED,
  separatedAt,
  setUnbindOrder,
} from './card-bindings.ts';
import { callerListedCards, listedNumbers, MEMBER_ORDER_COLUMNS, memberAnswer } from './order-members.ts';
import { createWorkOrder, settleWorkOrders } from './work-orders.ts';

/**
 * Machine-card binding (机卡绑定, /work/tac). A main client binds cards to their devices by a 机卡绑定
 * work order: to the first device the card is seen in (首话单) or to an IMEI segment named by its TAC
 * prefix. The binding's state is read off its orders (BINDING_STATUS), as a directed group's cards
 * are; a bound card is 已分离 when the device the carrier sees it in is not the one its binding
 * allows (SEPARATED). A 解绑 order ends it.
 *
 * The emulated world moves cards between devices (`imei_swaps`, a script seeded for a few soldered
 * cards): `settleImeiChanges` applies each change whose moment the clock passed, writes it to the
 * card's device history (`card_imei_events`), and when it breaks a binding in force the carrier
 * stops the card with the reason 机卡分离 (imei_mismatch), which its status history shows. The
 * customer cannot resume such a card while the binding holds (card-actions.ts: resumeRefusal).
 */

type Sqlite = AppDeps['sqlite'];

/** The main client whose bindings the caller manages (a sub-client has none). */
const ownerOf = (auth: AuthContext): number | null => (auth.isMainClient ? auth.clientId : null);

interface BindingRecord {
  id: number;
  card_id: number;
  main_client_id: number;
  iccid: string;
  msisdn: string;
  carrier: TacBindingRow['carrier'];
  mode: TacMode;
  tac: string | null;
  bound_imei: string | null;
  imei: string | null;
  status: TacBindingStatus | 'removed';
  separated: '' | 'no' | 'yes';
  order_id: number;
  order_no: string;
  add_answer: string | null;
  created_at: number;
}

const COLUMNS = `b.id, b.card_id, b.main_client_id, c.iccid, c.msisdn, c.carrier, b.mode, b.tac, b.bound_imei, c.imei,
  (${BINDING_STATUS}) as status, (${SEPARATED}) as separated, ${MEMBER_ORDER_COLUMNS}, b.created_at`;

const BINDINGS: ListBinding<typeof tacBindingList> = {
  filters: {
    number: ['c.iccid', 'c.msisdn'],
    mode: 'b.mode',
    status: (value) => [`(${BINDING_STATUS}) = ?`, value],
    separated: (value) => [`(${SEPARATED}) = ?`, value],
  },
  sorts: { created_at: 'b.created_at' },
  defaultSort: 'b.created_at',
  key: 'b.id',
};

const rowOf = (b: BindingRecord, lang: Lang): TacBindingRow => ({
  id: b.id,
  card_id: b.card_id,
  iccid: b.iccid,
  msisdn: b.msisdn,
  carrier: b.carrier,
  mode: b.mode,
  tac: b.tac ?? '',
  bound_imei: (b.status === 'bound' || b.status === 'unbinding' ? b.bound_imei : null) ?? '',
  imei: b.imei ?? '',
  status: b.status as TacBindingStatus,
  separated: b.separated,
  order_id: b.order_id,
  order_no: b.order_no,
  answer: memberAnswer(b.status === 'bind_failed', b.add_answer, lang),
  created_at: formatDateTime(b.created_at)!,
});

/** The world's device changes, and orders, that came due by `now`: run before every read and write. */
function settle(deps: Pick<AppDeps, 'sqlite'>, now: number): void {
  settleImeiChanges(deps.sqlite, now);
  settleWorkOrders(deps, now);
}

/** The caller's bindings, newest first, with their state and separation. */
export function listTacBindings(
  deps: AppDeps,
  auth: AuthContext,
  q: QueryOf<typeof tacBindingList>,
  lang: Lang,
) {
  const owner = ownerOf(auth);
  if (owner === null) return { tableData: [], total: 0 };
  settle(deps, deps.clock.now());
  const scope: Condition[] = [['b.main_client_id = ?', owner], [`(${BINDING_STATUS}) <> 'removed'`]];
  const sql = listSql(tacBindingList, BINDINGS, q, scope);
  const { rows, total } = readPage<BindingRecord>(deps.sqlite, BINDING_FROM, COLUMNS, sql);
  return { tableData: rows.map((b) => rowOf(b, lang)), total };
}

const candidatesOf = perConnection<[string], { id: number; iccid: string; status: string }>(
  'select id, iccid, status from cards where id in (select value from json_each(?))',
);
const heldOf = perConnection<[string], number>(
  `select b.card_id from ${BINDING_FROM} where b.card_id in (select value from json_each(?)) and ${IN_FORCE}`,
);
const insertBinding = perConnection<[number, number, TacMode, string | null, number, string, number]>(
  `insert into card_bindings (card_id, main_client_id, mode, tac, add_order_id, created_by, created_at)
   values (?, ?, ?, ?, ?, ?, ?)`,
);

/** The listed numbers as the caller's cards that may be bound, all or none (refused under `numbers`). */
function bindableCards(deps: AppDeps, owner: number, numbers: readonly string[]): number[] {
  const ids = callerListedCards(deps, owner, numbers);
  const cards = candidatesOf(deps.sqlite).all(JSON.stringify(ids));
  const cancelled = cards.filter((c) => c.status === 'cancelled').map((c) => c.iccid);
  if (cancelled.length > 0)
    throw fieldRefused('numbers', 'tac_card_cancelled', { numbers: listedNumbers(cancelled) });
  const held = new Set(heldOf(deps.sqlite).pluck().all(JSON.stringify(ids)));
  if (held.size > 0) {
    const named = cards.filter((c) => held.has(c.id)).map((c) => c.iccid);
    throw fieldRefused('numbers', 'tac_card_bound', { numbers: listedNumbers(named) });
  }
  return ids;
}

/** Binds the listed cards to their devices as one 机卡绑定 work order (绑定处理中 until the carrier answers). */
export function addTacBinding(
  deps: AppDeps,
  auth: AuthContext,
  body: { mode: TacMode; tac?: string | undefined; numbers: string[] },
) {
  const owner = ownerOf(auth);
  if (owner === null) throw notFound('tac_binding_not_found', { id: 0 });
  const now = deps.clock.now();
  settle(deps, now);
  const ids = bindableCards(deps, owner, body.numbers);
  const tac = body.mode === 'tac' ? body.tac! : null;
  return deps.sqlite.transaction(() => {
    const params = { count: ids.length, mode: TAC_MODES[body.mode] };
    const order = createWorkOrder(
      deps.sqlite,
      { clientId: owner, username: auth.username },
      {
        type: 'tac_bind',
        title: translate('zh-CN', 'tac_title_bind', params),
        titleMessage: message('tac_title_bind', params),
        content: tac
          ? `${wordsIn('zh-CN')(TAC_MODES.tac.label)} · ${tac}`
          : wordsIn('zh-CN')(TAC_MODES.first_cdr.label),
        cardIds: ids,
      },
      now,
    );
    for (const id of ids)
      insertBinding(deps.sqlite).run(id, owner, body.mode, tac, order.id, auth.username, now);
    return {
      order_id: order.id,
      order_no: order.orderNo,
      due_at: formatDateTime(order.dueAt)!,
      added: ids.length,
    };
  })();
}

const bindingById = perConnection<[number], BindingRecord>(
  `select ${COLUMNS} from ${BINDING_FROM} where b.id = ?`,
);
const dropBinding = perConnection<[number]>('delete from card_bindings where id = ?');

/** Ends a binding: a bound card through a 解绑 work order, one whose binding failed at once. */
export function unbindTac(deps: AppDeps, auth: AuthContext, id: number) {
  const now = deps.clock.now();
  settle(deps, now);
  const binding = bindingById(deps.sqlite).get(id);
  if (!binding || binding.main_client_id !== ownerOf(auth) || binding.status === 'removed') {
    throw notFound('tac_binding_not_found', { id });
  }
  if (binding.status === 'bind_failed') {
    dropBinding(deps.sqlite).run(id);
    return { id, status: 'removed' as const };
  }
  if (binding.status !== 'bound') {
    throw badRequest('net_card_busy', {
      iccid: binding.iccid,
      status: TAC_BINDING_STATUSES[binding.status],
    });
  }
  deps.sqlite.transaction(() => {
    const params = { iccid: binding.iccid };
    const order = createWorkOrder(
      deps.sqlite,
      { clientId: binding.main_client_id, username: auth.username },
      {
        type: 'unbind',
        title: translate('zh-CN', 'tac_title_unbind', params),
        titleMessage: message('tac_title_unbind', params),
        content: binding.tac ? `TAC ${binding.tac}` : `IMEI ${binding.bound_imei ?? ''}`,
        cardIds: [binding.card_id],
      },
      now,
    );
    setUnbindOrder(deps.sqlite).run(order.id, id);
  })();
  return { id, status: 'unbinding' as const };
}

// ---------------------------------------------------------------------------------------------
// The device history (the carrier's view of which device each card is in)

interface EventRecord {
  id: number;
  card_id: number;
  iccid: string;
  msisdn: string;
  at: number;
  old_imei: string | null;
  new_imei: string;
  separated: number;
  stopped: number;
}

const EVENTS: ListBinding<typeof tacEventList> = {
  filters: {
    number: ['c.iccid', 'c.msisdn'],
    separated: (value) => ['e.separated = ?', value === 'yes' ? 1 : 0],
    date: 'e.at',
  },
  sorts: { at: 'e.at' },
  defaultSort: 'e.at',
  key: 'e.id',
};

/** The device changes the carrier saw for the caller's cards, newest first. */
export function listTacEvents(deps: AppDeps, auth: AuthContext, q: QueryOf<typeof tacEventList>) {
  const owner = ownerOf(auth);
  if (owner === null) return { tableData: [], total: 0 };
  settle(deps, deps.clock.now());
  const sql = listSql(tacEventList, EVENTS, q, [['e.main_client_id = ?', owner]]);
  const { rows, total } = readPage<EventRecord>(
    deps.sqlite,
    'card_imei_events e join cards c on c.id = e.card_id',
    'e.*, c.iccid, c.msisdn',
    sql,
  );
  const tableData: TacEventRow[] = rows.map((e) => ({
    id: e.id,
    card_id: e.card_id,
    iccid: e.iccid,
    msisdn: e.msisdn,
    at: formatDateTime(e.at)!,
    old_imei: e.old_imei ?? '',
    new_imei: e.new_imei,
    separated: e.separated ? 'yes' : 'no',
    action: e.stopped ? 'stopped' : 'none',
  }));
  return { tableData, total };
}

const dueSwaps = perConnection<[number], { id: number; card_id: number; at: number; imei: string }>(
  'select id, card_id, at, imei from imei_swaps where at <= ? order by at, id',
);
/**
 * The card's 首话单 binding in force at `at` that has no device yet (the card was in none when the
 * carrier answered the order): the device it is in now is the bound one. (A card in a device when
 * its binding order is answered is bound to it then: work-orders.ts, `answerWorkOrder`.)
 */
const fixFirstDevice = perConnection<[number, number]>(
  `update card_bindings set bound_imei = (select c.imei from cards c where c.id = card_bindings.card_id)
   where mode = 'first_cdr' and bound_imei is null
     and id in (select b.id from ${BINDING_FROM} where b.card_id = ? and c.imei is not null
                and (${BINDING_STATUS}) in ('bound', 'unbinding') and a.finished_at <= ?)`,
);
const cardNow = perConnection<[number], { imei: string | null; status: string; main_client_id: number }>(
  'select imei, status, main_client_id from cards where id = ?',
);
const setImei = perConnection<[string, number]>('update cards set imei = ? where id = ?');
const insertEvent = perConnection<[number, number, number, string | null, string, number, number]>(
  `insert into card_imei_events (card_id, main_client_id, at, old_imei, new_imei, separated, stopped)
   values (?, ?, ?, ?, ?, ?, ?)`,
);
const stopForMismatch = perConnection<[number, number]>(
  `insert into card_status_events (card_id, at, from_status, to_status, reason, operator)
   values (?, ?, 'active', 'suspended', 'imei_mismatch', 'carrier')`,
);
const suspend = perConnection<[number]>(
  "update cards set status = 'suspended' where id = ? and status = 'active'",
);
const dropSwap = perConnection<[number]>('delete from imei_swaps where id = ?');

/**
 * Applies the world's device changes that came due by `now`, in time order, each after the work
 * orders due before it (so a card bound before its move is judged by its binding): the card's
 * IMEI changes, the change is kept in its device history, and a card in use whose binding it
 * breaks is stopped for 机卡分离. Returns how many changes were applied.
 */
export function settleImeiChanges(sqlite: Sqlite, now: number): number {
  const due = dueSwaps(sqlite).all(now);
  if (due.length === 0) return 0;
  sqlite.transaction(() => {
    for (const swap of due) {
      // The orders the carrier answered before the move: a binding answered then holds the old device.
      settleWorkOrders({ sqlite }, swap.at);
      const card = cardNow(sqlite).get(swap.card_id);
      dropSwap(sqlite).run(swap.id);
      if (!card || card.imei === swap.imei) continue;
      setImei(sqlite).run(swap.imei, swap.card_id);
      const separated = separatedAt(sqlite, swap.card_id, swap.at);
      const stopped = separated && card.status === 'active';
      insertEvent(sqlite).run(
        swap.card_id,
        card.main_client_id,
        swap.at,
        card.imei,
        swap.imei,
        separated ? 1 : 0,
        stopped ? 1 : 0,
      );
      if (stopped) {
        stopForMismatch(sqlite).run(swap.card_id, swap.at);
        suspend(sqlite).run(swap.card_id);
      }
      fixFirstDevice(sqlite).run(swap.card_id, swap.at);
    }
  })();
  return due.length;
}
