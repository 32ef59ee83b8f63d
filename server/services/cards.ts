import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type CardDetail,
  type CardRow,
  type CardStatus,
  type Carrier,
  type cardList,
  type Lang,
  NUM_TYPE_LABELS,
  type NumType,
} from '#contract';
import { cards, clients, plans } from '../../db/schema.ts';
import type { AppDeps, AuthContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { translate } from '../i18n.ts';
import { formatDate, monthBounds } from '../lib/format.ts';
import { perConnection, statementCache } from '../lib/prepared.ts';
import type { World } from '../world.ts';
import { cardScope, type ScopeColumn, scopeColumn } from './card-scope.ts';

const NUMBER_COLUMNS = {
  msisdn: cards.msisdn,
  iccid: cards.iccid,
  imsi: cards.imsi,
  eid: cards.eid,
  oc_imsi: cards.ocImsi,
  o_iccid: cards.oIccid,
} as const;

/** This month's use as a share of the plan quota, in percent with one decimal (0 when no quota). */
const usagePercent = (usageMb: number, quotaMb: number) =>
  quotaMb > 0 ? Math.round((usageMb / quotaMb) * 1000) / 10 : 0;

export function headerCounts(deps: AppDeps, auth: AuthContext) {
  const scope = scopeColumn(auth);
  if (!scope) return { count: 0, normal_count: 0, not_active: 0, expiry_count: 0 };
  const summary = scopeSummary(deps, scope);
  const [monthStart, monthEnd] = monthBounds(deps.clock.now());
  // Counted once per (cards version, scope, month): the home page's numbers never scan a large
  // client's cards again until something changes them.
  const expiring = cachedRead(deps, `expiring:${scope.column}:${scope.clientId}:${monthStart}`, () => {
    return headerExpiring[scope.column](deps.sqlite).get(scope.clientId, monthStart, monthEnd)!.n;
  });
  return {
    count: summary.count,
    normal_count: summary.byStatus.get('active') ?? 0,
    not_active: summary.byStatus.get('pending') ?? 0,
    expiry_count: expiring,
  };
}

const byScope = <P extends unknown[], R>(sql: (column: ScopeColumn['column']) => string) => ({
  main_client_id: perConnection<P, R>(sql('main_client_id')),
  client_id: perConnection<P, R>(sql('client_id')),
});
const summaryQuery = byScope<[number], { status: CardStatus; n: number; lo: number; hi: number }>(
  (column) =>
    `select status, count(*) as n, min(id) as lo, max(id) as hi from cards where ${column} = ? group by status`,
);
const headerExpiring = byScope<[number, number, number], { n: number }>(
  (column) => `select count(*) as n from cards where ${column} = ? and expires_at >= ? and expires_at < ?`,
);

/**
 * A scope's cards by status, and the ids they lie between. The seeder gives each customer's cards
 * neighbouring ids (as a batch import would), so a scan of that id range reads one client's table
 * pages, not the table: the bounded fallback for filters no index answers alone.
 */
interface ScopeSummary {
  count: number;
  byStatus: Map<CardStatus, number>;
  lo: number;
  hi: number;
}

function scopeSummary(deps: AppDeps, scope: ScopeColumn): ScopeSummary {
  return cachedRead(deps, `scope:${scope.column}:${scope.clientId}`, () => {
    const rows = summaryQuery[scope.column](deps.sqlite).all(scope.clientId);
    return {
      count: rows.reduce((sum, r) => sum + r.n, 0),
      byStatus: new Map(rows.map((r) => [r.status, r.n])),
      lo: Math.min(...rows.map((r) => r.lo)),
      hi: Math.max(...rows.map((r) => r.hi)),
    };
  });
}

/** A span is worth scanning when the scope's cards fill a good part of it, or it is small anyway. */
const isDense = (span: ScopeSummary) => span.hi - span.lo + 1 <= Math.max(16 * span.count, 65_536);

/**
 * Read models of a world's cards (header counts, list totals, a scope's id span), kept while the
 * world's `cardsVersion` stays the same: every write to cards and every move of the clock bumps it,
 * so a cached value is never stale, and repeated counts over a large client's cards cost nothing.
 * (The version moves once a request that wrote cards has answered: a handler that changes cards
 * and reads them back in the same request reads the database itself.) Not a World (plain deps):
 * no cache.
 */
const readModels = new WeakMap<object, { version: number; sqlite: object; entries: Map<string, unknown> }>();
const READ_MODELS_PER_WORLD = 2000;

function cachedRead<T>(deps: AppDeps, key: string, compute: () => T): T {
  const version = (deps as Partial<Pick<World, 'cardsVersion'>>).cardsVersion;
  if (version === undefined) return compute();
  let cache = readModels.get(deps);
  if (!cache || cache.version !== version || cache.sqlite !== deps.sqlite) {
    cache = { version, sqlite: deps.sqlite, entries: new Map() };
    readModels.set(deps, cache);
  }
  if (cache.entries.has(key)) return cache.entries.get(key) as T;
  const value = compute();
  // Bounded: past the limit the oldest entry goes (a Map iterates in insertion order).
  if (cache.entries.size >= READ_MODELS_PER_WORLD) cache.entries.delete(cache.entries.keys().next().value!);
  cache.entries.set(key, value);
  return value;
}

export function findCardId({ db }: AppDeps, auth: AuthContext, number: string, numType: NumType, lang: Lang) {
  const row = db
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(NUMBER_COLUMNS[numType], number), cardScope(auth, false)))
    .get();
  if (!row) throw notFound(translate(lang, 'card_not_found', { type: NUM_TYPE_LABELS[numType], number }));
  return row.id;
}

export type CardListQuery = z.output<NonNullable<typeof cardList.query>>;

const SORT_SQL = {
  iccid: 'c.iccid',
  msisdn: 'c.msisdn',
  activated_at: 'c.activated_at',
  expires_at: 'c.expires_at',
  usage_mb: 'c.usage_mb',
} as const;

const NUMBER_SQL: Record<NumType, string> = {
  msisdn: 'msisdn',
  iccid: 'iccid',
  imsi: 'imsi',
  eid: 'eid',
  oc_imsi: 'oc_imsi',
  o_iccid: 'o_iccid',
};
/** Where a number is searched when the caller names no type. */
const DEFAULT_NUMBER_COLUMNS = ['iccid', 'msisdn', 'imsi'];

/** Up to this many matches platform-wide, a number prefix is looked up in its own index. */
const NARROW_NUMBER_MATCHES = 2000;

const statement = statementCache();

/** How many cards platform-wide have a number starting with `prefix` in `columns`, counted up to `limit`. */
function numberMatchesUpTo(deps: AppDeps, columns: string[], prefix: string, limit: number): number {
  let found = 0;
  for (const column of columns) {
    if (found >= limit) break;
    const row = statement(
      deps.sqlite,
      `select count(*) as n from (select 1 from cards where ${column} >= ? and ${column} < ? limit ?)`,
    ).get(prefix, `${prefix}\uffff`, limit - found) as { n: number };
    found += row.n;
  }
  return found;
}

/** A page row as the page query returns it, in its column order. */
type PageRow = [
  id: number,
  iccid: string,
  msisdn: string,
  imsi: string,
  carrier: Carrier,
  status: CardStatus,
  planId: number,
  usageMb: number,
  activatedAt: number | null,
  expiresAt: number | null,
  clientId: number,
];

const pagePlans = perConnection<[string], [number, string, number]>(
  'select id, name, quota_mb from plans where id in (select value from json_each(?))',
);
const pageClients = perConnection<[string], [number, string]>(
  'select id, name from clients where id in (select value from json_each(?))',
);

/** `formatDate`, remembered per calendar day: a page would otherwise build 40 Date objects. */
const days = new Map<number, string>();
const CHINA_DAY_OFFSET_MS = 8 * 60 * 60 * 1000;
function dayOf(epochMs: number | null): string | null {
  if (epochMs === null) return null;
  const day = Math.floor((epochMs + CHINA_DAY_OFFSET_MS) / 86_400_000);
  let text = days.get(day);
  if (text === undefined) {
    text = formatDate(epochMs)!;
    if (days.size >= 20_000) days.clear();
    days.set(day, text);
  }
  return text;
}

/**
 * One page of the caller's cards and their exact total: a page query and a COUNT, each bounded by
 * the caller's own cards whatever the filters, at any table size (1,000,000 cards: see
 * `npm run bench`; check a query shape with EXPLAIN QUERY PLAN). The access path:
 * - The total is cached per (cards version, scope, filters), so paging and re-sorting never count
 *   again; a first count uses the scope's (status, carrier, expires_at) index and is exact.
 * - A number prefix that few cards platform-wide start with (a full number, a long prefix) is
 *   looked up in that number's own index; the scope is written `+column` to keep SQLite off the
 *   scope indexes. (`LIKE 'p%'` would use no index at all: the prefix is a `>= p and < p\uffff` range.)
 * - Anything else also names the scope's id span: SQLite walks the scope's ids backwards and stops
 *   at the page (the default order), follows a sort's index, or scans only the span's rows. A broad
 *   prefix (`8986` matches most cards) is counted by scanning the span, never its index range.
 * - The page's ids are chosen first, and only those rows are read and joined (a deferred join).
 */
export function listCards(deps: AppDeps, auth: AuthContext, q: CardListQuery) {
  const scope = scopeColumn(auth);
  const span = scope ? scopeSummary(deps, scope) : null;
  if (!scope || !span || span.count === 0) return { tableData: [] as CardRow[], total: 0 };

  const filters: string[] = [];
  const params: unknown[] = [];
  const number = q.number?.replace(/\s+/g, '');
  let access: 'number' | 'span' | 'scope' = isDense(span) ? 'span' : 'scope';
  if (number) {
    const columns = q.num_type ? [NUMBER_SQL[q.num_type]] : DEFAULT_NUMBER_COLUMNS;
    filters.push(`(${columns.map((c) => `(c.${c} >= ? and c.${c} < ?)`).join(' or ')})`);
    for (const _ of columns) params.push(number, `${number}\uffff`);
    const matches = cachedRead(deps, `matches:${columns.join()}:${number}`, () =>
      numberMatchesUpTo(deps, columns, number, NARROW_NUMBER_MATCHES),
    );
    if (matches < NARROW_NUMBER_MATCHES) access = 'number';
  }
  if (q.status) {
    filters.push('c.status = ?');
    params.push(q.status);
  }
  if (q.carrier) {
    filters.push('c.carrier = ?');
    params.push(q.carrier);
  }
  if (q.expiring) {
    filters.push('c.expires_at >= ? and c.expires_at < ?');
    params.push(...monthBounds(deps.clock.now()));
  }

  const scoped = (from: string, conditions: string[], scopeParams: unknown[]) => ({
    sql: `from ${from} where ${[...conditions, ...filters].join(' and ')}`,
    params: [...scopeParams, ...params],
  });
  const column = `c.${scope.column}`;
  const inScope = scoped('cards c', [`${column} = ?`], [scope.clientId]);
  const inSpan = (from: string) =>
    scoped(from, [`${column} = ?`, 'c.id between ? and ?'], [scope.clientId, span.lo, span.hi]);
  const byNumber = scoped('cards c', [`+${column} = ?`], [scope.clientId]);
  // A broad number has no useful index: its count scans the span, and so does its page in the
  // default order (walking the ids backwards, it stops at the page); a sorted page follows the
  // sort's index instead.
  const broad = access === 'span' && Boolean(number);
  const countFrom = access === 'number' ? byNumber : broad ? inSpan('cards c not indexed') : inScope;
  const pageFrom =
    access === 'number'
      ? byNumber
      : access === 'span'
        ? inSpan(broad && !q.sort ? 'cards c not indexed' : 'cards c')
        : inScope;

  const total =
    filters.length === 0
      ? span.count
      : cachedRead(
          deps,
          `total:${scope.column}:${scope.clientId}:${filters.join()}:${JSON.stringify(params)}`,
          () => {
            const row = statement(deps.sqlite, `select count(*) as n ${countFrom.sql}`).get(
              ...countFrom.params,
            );
            return (row as { n: number }).n;
          },
        );
  if (total === 0) return { tableData: [] as CardRow[], total };

  const direction = q.order === 'asc' ? 'asc' : 'desc';
  const order = q.sort ? `${SORT_SQL[q.sort]} ${direction}, c.id ${direction}` : `c.id ${direction}`;
  // The page's ids first (a deferred join), then only those rows, as arrays (no object per row);
  // plan and client names come from two lookups of the few ids on the page.
  const rows = statement(
    deps.sqlite,
    `select c.id, c.iccid, c.msisdn, c.imsi, c.carrier, c.status, c.plan_id, c.usage_mb, c.activated_at,
       c.expires_at, c.client_id
     from cards c where c.id in (select c.id ${pageFrom.sql} order by ${order} limit ? offset ?)
     order by ${order}`,
  )
    .raw(true)
    .all(...pageFrom.params, q.page_size, (q.page - 1) * q.page_size) as PageRow[];
  const plansById = new Map(
    pagePlans(deps.sqlite)
      .raw(true)
      .all(JSON.stringify([...new Set(rows.map((r) => r[6]))]))
      .map(([id, name, quotaMb]) => [id, [name, quotaMb] as const]),
  );
  const clientsById = new Map(
    pageClients(deps.sqlite)
      .raw(true)
      .all(JSON.stringify([...new Set(rows.map((r) => r[10]))])),
  );

  const tableData: CardRow[] = rows.map(
    ([id, iccid, msisdn, imsi, carrier, status, planId, usageMb, activatedAt, expiresAt, clientId]) => {
      const [planName, quotaMb] = plansById.get(planId)!;
      return {
        id,
        iccid,
        msisdn,
        imsi,
        carrier,
        status,
        plan_name: planName,
        usage_mb: usageMb,
        quota_mb: quotaMb,
        usage_percent: usagePercent(usageMb, quotaMb),
        activated_at: dayOf(activatedAt),
        expires_at: dayOf(expiresAt),
        client_name: clientsById.get(clientId)!,
      };
    },
  );
  return { tableData, total };
}

export function cardDetail({ db }: AppDeps, auth: AuthContext, id: number, lang: Lang): CardDetail {
  const row = db
    .select({ card: cards, planName: plans.name, quotaMb: plans.quotaMb, clientName: clients.name })
    .from(cards)
    .innerJoin(plans, eq(plans.id, cards.planId))
    .innerJoin(clients, eq(clients.id, cards.clientId))
    .where(and(eq(cards.id, id), cardScope(auth, false)))
    .get();
  if (!row) throw notFound(translate(lang, 'card_id_not_found', { id }));
  const { card } = row;
  return {
    id: card.id,
    iccid: card.iccid,
    msisdn: card.msisdn,
    imsi: card.imsi,
    eid: card.eid,
    imei: card.imei,
    oc_imsi: card.ocImsi,
    o_iccid: card.oIccid,
    carrier: card.carrier,
    status: card.status,
    plan_name: row.planName,
    quota_mb: row.quotaMb,
    usage_mb: card.usageMb,
    usage_percent: usagePercent(card.usageMb, row.quotaMb),
    activated_at: formatDate(card.activatedAt),
    expires_at: formatDate(card.expiresAt),
    created_at: formatDate(card.createdAt)!,
    client_name: row.clientName,
  };
}
