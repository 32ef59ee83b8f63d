import { and, eq } from 'drizzle-orm';
import { type CardStatus, NUM_TYPE_LABELS, type NumType } from '#contract';
import { cards } from '../../db/schema.ts';
import type { AppDeps, AuthContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { monthBounds } from '../lib/format.ts';
import { perConnection } from '../lib/prepared.ts';
import type { World } from '../world.ts';
import { cardScope, readsEveryCard, type ScopeColumn, scopeColumn } from './card-scope.ts';

const NUMBER_COLUMNS = {
  msisdn: cards.msisdn,
  iccid: cards.iccid,
  imsi: cards.imsi,
  eid: cards.eid,
  oc_imsi: cards.ocImsi,
  o_iccid: cards.oIccid,
} as const;

/** This month's use as a share of the plan quota, in percent with one decimal (0 when no quota). */
export const usagePercent = (usageMb: number, quotaMb: number) =>
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

export function scopeSummary(deps: AppDeps, scope: ScopeColumn): ScopeSummary {
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
export const isDense = (span: ScopeSummary) => span.hi - span.lo + 1 <= Math.max(16 * span.count, 65_536);

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

export function cachedRead<T>(deps: AppDeps, key: string, compute: () => T): T {
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

export function findCardId({ db }: AppDeps, auth: AuthContext, number: string, numType: NumType) {
  const row = db
    .select({ id: cards.id })
    .from(cards)
    // Support in its own view finds any client's card (router_spt_card); anyone else its own.
    .where(
      readsEveryCard(auth)
        ? eq(NUMBER_COLUMNS[numType], number)
        : and(eq(NUMBER_COLUMNS[numType], number), cardScope(auth, false)),
    )
    .get();
  if (!row) throw notFound('card_not_found', { type: { key: NUM_TYPE_LABELS[numType] }, number });
  return row.id;
}
