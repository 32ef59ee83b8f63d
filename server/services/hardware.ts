import type { z } from 'zod';
import { type HardwareRow, hardwareList, type hardwareSave } from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { formatDateTime } from '../lib/format.ts';
import { type Condition, type ListBinding, listSql, type QueryOf } from '../lib/list-sql.ts';
import { perConnection, statementCache } from '../lib/prepared.ts';
import { type NumberedCard, recordOperation, scopedCardByNumber } from './card-by-number.ts';
import { scopeColumn } from './card-scope.ts';
import { reviewRealNames } from './real-name-review.ts';

/**
 * Devices belong to a main client. Its users see them all; a sub-client sees the spare ones and
 * those holding its own cards, and binds only its own cards.
 */
interface DeviceScope {
  mainClientId: number;
  /** The sub-client, whose view is narrowed to its cards; null for the main client. */
  subClientId: number | null;
}

const mainIdOf = perConnection<[number], { main_id: number }>('select main_id from clients where id = ?');

function deviceScope(deps: AppDeps, auth: AuthContext): DeviceScope | null {
  const scope = scopeColumn(auth);
  if (!scope) return null;
  if (scope.column === 'main_client_id') return { mainClientId: scope.clientId, subClientId: null };
  const main = mainIdOf(deps.sqlite).get(scope.clientId);
  return main ? { mainClientId: main.main_id, subClientId: scope.clientId } : null;
}

/** The rows' columns, from a device left-joined to its card. */
const SELECT = `select h.id, h.sn, h.model, h.imei, h.card_id, c.iccid, c.msisdn, h.bound_at,
  c.status as card_status, c.real_name_status, h.created_at
  from hardware h left join cards c on c.id = h.card_id`;
/** A sub-client sees a device unless it holds another client's card. */
const SUB_CLIENT_VIEW = '(h.card_id is null or c.client_id = ?)';

type DeviceRecord = Omit<HardwareRow, 'bound_at' | 'created_at' | 'bound'> & {
  bound_at: number | null;
  created_at: number;
};

const toRow = (r: DeviceRecord): HardwareRow => ({
  ...r,
  bound_at: formatDateTime(r.bound_at),
  created_at: formatDateTime(r.created_at)!,
  bound: r.card_id === null ? '0' : '1',
});

const statement = statementCache();

/** The list's filters and sorts on `hardware h` left-joined to its card `c`; numbers are prefix ranges on h's indexes. */
const LIST: ListBinding<typeof hardwareList> = {
  filters: {
    sn: 'h.sn',
    imei: 'h.imei',
    model: 'h.model',
    bound: (bound: '1' | '0') => [bound === '1' ? 'h.card_id is not null' : 'h.card_id is null'],
  },
  sorts: { created_at: 'h.created_at', bound_at: 'h.bound_at' },
  defaultSort: 'h.created_at',
  key: 'h.id',
};

/** One page of the caller's devices, latest first (main client's index on (main_client_id, created_at)). */
export function listHardware(deps: AppDeps, auth: AuthContext, q: QueryOf<typeof hardwareList>) {
  const scope = deviceScope(deps, auth);
  if (!scope) return { tableData: [] as HardwareRow[], total: 0 };
  // The clock also runs by itself: reviews that came due since are decided before the cards are read.
  reviewRealNames(deps, deps.clock.now());
  const scopes: Condition[] = [['h.main_client_id = ?', scope.mainClientId]];
  if (scope.subClientId !== null) scopes.push([SUB_CLIENT_VIEW, scope.subClientId]);
  const sql = listSql(hardwareList, LIST, q, scopes);
  const from = `from hardware h left join cards c on c.id = h.card_id where ${sql.where}`;
  const total = (statement(deps.sqlite, `select count(*) as n ${from}`).get(...sql.params) as { n: number })
    .n;
  const rows = statement(
    deps.sqlite,
    `${SELECT} where ${sql.where} order by ${sql.orderBy} limit ? offset ?`,
  ).all(...sql.params, sql.limit, sql.offset) as DeviceRecord[];
  return { total, tableData: rows.map(toRow) };
}

const deviceById = perConnection<
  [number],
  DeviceRecord & { main_client_id: number; client_id: number | null }
>(
  `select h.id, h.sn, h.model, h.imei, h.card_id, c.iccid, c.msisdn, h.bound_at, c.status as card_status,
     c.real_name_status, h.created_at, h.main_client_id, c.client_id
   from hardware h left join cards c on c.id = h.card_id where h.id = ?`,
);

/** A device of the caller by id; another client's (or, for a sub-client, one holding another client's card) is not found. */
export function visibleDevice(deps: AppDeps, auth: AuthContext, id: number) {
  const scope = deviceScope(deps, auth);
  const device = deviceById(deps.sqlite).get(id);
  const visible =
    scope !== null &&
    device !== undefined &&
    device.main_client_id === scope.mainClientId &&
    (scope.subClientId === null || device.card_id === null || device.client_id === scope.subClientId);
  if (!visible) throw notFound('hardware_not_found', { id });
  return device;
}

const deviceHolding = perConnection<[number], { sn: string }>('select sn from hardware where card_id = ?');
const snTaken = perConnection<[string], { id: number }>(
  'select id from hardware where sn = ? collate nocase',
);
const insertDevice = perConnection<[number, string, string, string, number]>(
  'insert into hardware (main_client_id, sn, model, imei, created_at) values (?, ?, ?, ?, ?)',
);
const setCard = perConnection<[number | null, number | null, number]>(
  'update hardware set card_id = ?, bound_at = ? where id = ?',
);

/** The card to put in a device: the caller's, not cancelled, in no other device. */
function bindableCard(deps: AppDeps, auth: AuthContext, number: string): NumberedCard {
  const card = scopedCardByNumber(deps, auth, number);
  if (card.status === 'cancelled') throw badRequest('hardware_card_cancelled', { iccid: card.iccid });
  const holder = deviceHolding(deps.sqlite).get(card.id);
  if (holder) throw badRequest('hardware_card_taken', { iccid: card.iccid, sn: holder.sn });
  return card;
}

type HardwareSave = z.output<NonNullable<typeof hardwareSave.body>>;

/** Adds a device (with its card, if given), binds a card to a spare device, or unbinds it. */
export function saveHardware(deps: AppDeps, auth: AuthContext, body: HardwareSave): HardwareRow {
  const actor = { userId: auth.userId, username: auth.username };
  const now = deps.clock.now();
  let id: number;
  if (body.action === 'add') {
    const scope = deviceScope(deps, auth);
    if (!scope) throw notFound('hardware_not_found', { id: 0 });
    if (snTaken(deps.sqlite).get(body.sn)) throw badRequest('hardware_sn_taken', { sn: body.sn });
    const card = body.card_number ? bindableCard(deps, auth, body.card_number) : null;
    id = deps.sqlite.transaction(() => {
      const added = Number(
        insertDevice(deps.sqlite).run(scope.mainClientId, body.sn, body.model, body.imei, now)
          .lastInsertRowid,
      );
      if (card) {
        setCard(deps.sqlite).run(card.id, now, added);
        recordOperation(deps, actor, card.id, 'hardware_bind', { sn: body.sn, imei: body.imei });
      }
      return added;
    })();
  } else {
    const device = visibleDevice(deps, auth, body.id);
    id = device.id;
    if (body.action === 'bind') {
      if (device.card_id !== null) {
        throw badRequest('hardware_has_card', { sn: device.sn, iccid: device.iccid ?? '' });
      }
      const card = bindableCard(deps, auth, body.card_number);
      deps.sqlite.transaction(() => {
        setCard(deps.sqlite).run(card.id, now, device.id);
        recordOperation(deps, actor, card.id, 'hardware_bind', { sn: device.sn, imei: device.imei });
      })();
    } else {
      if (device.card_id === null) throw badRequest('hardware_no_card', { sn: device.sn });
      const cardId = device.card_id;
      deps.sqlite.transaction(() => {
        setCard(deps.sqlite).run(null, null, device.id);
        recordOperation(deps, actor, cardId, 'hardware_unbind', { sn: device.sn, imei: device.imei });
      })();
    }
  }
  return toRow(deviceById(deps.sqlite).get(id)!);
}

const deviceOfCard = perConnection<[number], { id: number; sn: string; imei: string }>(
  'select id, sn, imei from hardware where card_id = ?',
);
const carrierUnbindOperation = perConnection<[number, string, number]>(
  `insert into card_operations (card_id, user_id, username, action, detail, at)
   values (?, null, 'carrier', 'hardware_unbind', ?, ?)`,
);

/** Whether the card is in one of the customer's devices (/hardware). */
export const cardInDevice = (sqlite: AppDeps['sqlite'], cardId: number) =>
  deviceOfCard(sqlite).get(cardId) !== undefined;

/**
 * Takes the card out of its device at `at` for the carrier answering a 解绑 work order `orderNo`
 * (inside the caller's transaction), as the page's 解绑 does: the device is spare again and the card's
 * operation log says so. False when the card is in no device.
 */
export function releaseCardDevice(sqlite: AppDeps['sqlite'], cardId: number, at: number, orderNo: string) {
  const device = deviceOfCard(sqlite).get(cardId);
  if (!device) return false;
  setCard(sqlite).run(null, null, device.id);
  carrierUnbindOperation(sqlite).run(
    cardId,
    JSON.stringify({ sn: device.sn, imei: device.imei, order_no: orderNo }),
    at,
  );
  return true;
}
