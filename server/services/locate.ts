import {
  type CardStatus,
  type Carrier,
  type Lang,
  LOCATE_ACCURACY_MAX_M,
  LOCATE_ACCURACY_MIN_M,
  LOCATE_NEIGHBOUR_RADIUS_M,
  LOCATE_PRICE_CENTS,
  type LocateCell,
  type LocateQueryRow,
  type LocateSubscription,
  locateQueryList,
  NUM_TYPE_LABELS,
  type NumType,
} from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { bothColumns, columnIn, pick } from '../i18n.ts';
import { formatDateTime, monthBounds } from '../lib/format.ts';
import { accuracyRadiusM, boxAround, distanceM } from '../lib/geo.ts';
import { type Condition, type ListBinding, listSql, type QueryOf } from '../lib/list-sql.ts';
import { perConnection, statementCache } from '../lib/prepared.ts';
import { scopeColumn } from './card-scope.ts';
import { groupOwner } from './project-groups.ts';

/**
 * The location service: a main client subscribes (clients.locate_enabled_at) for its tree; a card
 * is placed at the cell of its latest data session; each answered query is a locate_queries row,
 * billed at LOCATE_PRICE_CENTS with the monthly bill. Refused queries (no subscription, a
 * cancelled card, a card never online) are not recorded and cost nothing.
 */

const enabledAt = perConnection<[number], { locate_enabled_at: number | null }>(
  'select locate_enabled_at from clients where id = ?',
);

/** This month's queries of the caller: the whole tree's for a main client, its own cards' for a sub-client. */
function monthQueries(deps: AppDeps, auth: AuthContext, owner: number): number {
  const [start, end] = monthBounds(deps.clock.now());
  const sql = auth.isMainClient
    ? 'select count(*) as n from locate_queries where main_client_id = ? and at >= ? and at < ?'
    : `select count(*) as n from locate_queries q join cards c on c.id = q.card_id
       where q.main_client_id = ? and q.at >= ? and q.at < ? and c.client_id = ?`;
  const params = auth.isMainClient ? [owner, start, end] : [owner, start, end, auth.clientId];
  return (deps.sqlite.prepare(sql).get(...params) as { n: number }).n;
}

export function locateBrief(deps: AppDeps, auth: AuthContext): LocateSubscription {
  const owner = groupOwner(deps, auth);
  const at = owner === null ? null : (enabledAt(deps.sqlite).get(owner)?.locate_enabled_at ?? null);
  const queries = owner === null ? 0 : monthQueries(deps, auth, owner);
  return {
    subscribed: at !== null,
    subscribed_at: formatDateTime(at),
    can_manage: auth.isMainClient,
    price_cents: LOCATE_PRICE_CENTS,
    accuracy_min_m: LOCATE_ACCURACY_MIN_M,
    accuracy_max_m: LOCATE_ACCURACY_MAX_M,
    month: formatDateTime(deps.clock.now())!.slice(0, 7),
    month_queries: queries,
    month_cost_cents: queries * LOCATE_PRICE_CENTS,
  };
}

/** Subscribes or cancels; asking for the state the client is already in changes nothing. */
export function setLocateSubscription(deps: AppDeps, auth: AuthContext, enabled: boolean) {
  const owner = groupOwner(deps, auth);
  if (owner === null || !auth.isMainClient) throw badRequest('locate_main_only');
  const current = enabledAt(deps.sqlite).get(owner)?.locate_enabled_at ?? null;
  if (enabled !== (current !== null)) {
    deps.sqlite
      .prepare('update clients set locate_enabled_at = ? where id = ?')
      .run(enabled ? deps.clock.now() : null, owner);
  }
  return locateBrief(deps, auth);
}

interface CellRecord {
  id: number;
  carrier: Carrier;
  lac: number;
  ci: number;
  lat: number;
  lng: number;
  province: string;
  province_en: string;
  city: string;
  city_en: string;
  address: string;
  address_en: string;
}

const cellOut = (c: CellRecord, distance: number, lang: Lang): LocateCell => ({
  id: c.id,
  carrier: c.carrier,
  lac: c.lac,
  ci: c.ci,
  lat: c.lat,
  lng: c.lng,
  province: pick(bothColumns(c, 'province'), lang),
  city: pick(bothColumns(c, 'city'), lang),
  address: pick(bothColumns(c, 'address'), lang),
  distance_m: Math.round(distance),
});

const cellById = perConnection<[number], CellRecord>('select * from cells where id = ?');
const cellsInBox = perConnection<[number, number, number, number], CellRecord>(
  'select * from cells where lat between ? and ? and lng between ? and ?',
);
const latestSession = perConnection<
  [number],
  { started_at: number; ended_at: number | null; cell_id: number; ip: string; apn: string }
>(
  'select started_at, ended_at, cell_id, ip, apn from card_sessions where card_id = ? order by started_at desc limit 1',
);

/** The cell with the cells around it (nearest first), and the fix's accuracy radius. */
function cellWithNeighbours(deps: AppDeps, cellId: number, lang: Lang) {
  const cell = cellById(deps.sqlite).get(cellId)!;
  const box = boxAround(cell.lat, cell.lng, LOCATE_NEIGHBOUR_RADIUS_M);
  const around = cellsInBox(deps.sqlite)
    .all(box.minLat, box.maxLat, box.minLng, box.maxLng)
    .filter((c) => c.id !== cell.id)
    .map((c) => ({ c, d: distanceM(cell.lat, cell.lng, c.lat, c.lng) }))
    .filter(({ d }) => d <= LOCATE_NEIGHBOUR_RADIUS_M)
    .sort((a, b) => a.d - b.d);
  const nearestSame = around.find(({ c }) => c.carrier === cell.carrier)?.d ?? null;
  return {
    cell: cellOut(cell, 0, lang),
    neighbours: around.map(({ c, d }) => cellOut(c, d, lang)),
    accuracy_m: accuracyRadiusM(nearestSame),
  };
}

const NUMBER_COLUMNS: Record<NumType, string> = {
  msisdn: 'msisdn',
  iccid: 'iccid',
  imsi: 'imsi',
  eid: 'eid',
  oc_imsi: 'oc_imsi',
  o_iccid: 'o_iccid',
};

interface FoundCard {
  id: number;
  iccid: string;
  msisdn: string;
  carrier: Carrier;
  status: CardStatus;
}

const statement = statementCache();

/**
 * A card of the caller's by an exact number: of the type given, else as an ICCID, MSISDN or IMSI.
 * Each number's own index finds it; the scope is written `+column` so SQLite does not pick the
 * scope's index instead.
 */
export function findScopedCard(
  deps: AppDeps,
  auth: AuthContext,
  number: string,
  numType: NumType | undefined,
  columns: string,
): Record<string, unknown> | undefined {
  const scope = scopeColumn(auth);
  if (!scope) return undefined;
  const types = numType ? [NUMBER_COLUMNS[numType]] : ['iccid', 'msisdn', 'imsi'];
  for (const column of types) {
    const row = statement(
      deps.sqlite,
      `select ${columns} from cards c where c.${column} = ? and +c.${scope.column} = ?`,
    ).get(number, scope.clientId) as Record<string, unknown> | undefined;
    if (row) return row;
  }
  return undefined;
}

export function locateCard(
  deps: AppDeps,
  auth: AuthContext,
  query: { number: string; num_type?: NumType },
  lang: Lang,
) {
  const owner = groupOwner(deps, auth);
  if (owner === null || enabledAt(deps.sqlite).get(owner)?.locate_enabled_at == null) {
    throw badRequest('locate_not_subscribed');
  }
  const number = query.number.replace(/\s+/g, '');
  const card = findScopedCard(
    deps,
    auth,
    number,
    query.num_type,
    'c.id, c.iccid, c.msisdn, c.carrier, c.status',
  ) as FoundCard | undefined;
  if (!card) {
    throw query.num_type
      ? notFound('card_not_found', { type: { key: NUM_TYPE_LABELS[query.num_type] }, number })
      : notFound('locate_card_not_found', { number });
  }
  if (card.status === 'cancelled') throw badRequest('locate_card_cancelled', { number });
  const session = latestSession(deps.sqlite).get(card.id);
  if (!session) throw badRequest('locate_no_session', { number });

  const now = deps.clock.now();
  const place = cellWithNeighbours(deps, session.cell_id, lang);
  const queryId = Number(
    deps.sqlite
      .prepare(
        'insert into locate_queries (main_client_id, card_id, cell_id, user_id, at) values (?, ?, ?, ?, ?)',
      )
      .run(owner, card.id, session.cell_id, auth.userId, now).lastInsertRowid,
  );
  return {
    query_id: queryId,
    card,
    online: session.ended_at === null,
    located_at: formatDateTime(session.ended_at ?? now)!,
    session_started_at: formatDateTime(session.started_at)!,
    ...place,
  };
}

/** The list's filter on `locate_queries q` joined to its card `c`: a number as a prefix range on each number's index. */
const QUERY_LIST: ListBinding<typeof locateQueryList> = {
  filters: { number: ['c.iccid', 'c.msisdn'] },
  sorts: {},
  defaultSort: 'q.at',
  key: 'q.id',
};

/** The caller's queries, newest first: a main client's whole tree, a sub-client's own cards. */
export function listLocateQueries(
  deps: AppDeps,
  auth: AuthContext,
  q: QueryOf<typeof locateQueryList>,
  lang: Lang,
) {
  const owner = groupOwner(deps, auth);
  if (owner === null) return { tableData: [] as LocateQueryRow[], total: 0 };
  const scope: Condition[] = [['q.main_client_id = ?', owner]];
  if (!auth.isMainClient) scope.push(['c.client_id = ?', auth.clientId]);
  const sql = listSql(locateQueryList, QUERY_LIST, q, scope);
  const from = 'locate_queries q join cards c on c.id = q.card_id';
  const total = (
    statement(deps.sqlite, `select count(*) as n from ${from} where ${sql.where}`).get(...sql.params) as {
      n: number;
    }
  ).n;
  const rows = statement(
    deps.sqlite,
    `select q.id, q.at, q.card_id, c.iccid, c.msisdn, c.carrier, cl.${columnIn('city', lang)} as city,
       cl.${columnIn('address', lang)} as address, cl.lat, cl.lng, u.username
     from ${from} left join cells cl on cl.id = q.cell_id left join users u on u.id = q.user_id
     where ${sql.where} order by ${sql.orderBy} limit ? offset ?`,
  ).all(...sql.params, sql.limit, sql.offset) as (Omit<LocateQueryRow, 'at'> & {
    at: number;
  })[];
  return {
    tableData: rows.map((r) => ({ ...r, at: formatDateTime(r.at)! })),
    total,
  };
}
