import type { Statement } from 'better-sqlite3';
import type { z } from 'zod';
import type { CardRow, CardStatus, Carrier, cardList, Lang, RealNameStatus } from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { nameIn, wordsIn } from '../i18n.ts';
import { formatDate } from '../lib/format.ts';
import { perConnection, statementCache } from '../lib/prepared.ts';
import { cardConditions, numberMatchesUpTo, TAG_CONDITION } from './card-filters.ts';
import { scopeColumn } from './card-scope.ts';
import { cachedRead, isDense, scopeSummary, usagePercent } from './cards.ts';

export type CardListQuery = z.output<NonNullable<typeof cardList.query>>;

/** The card list's sortable columns and the SQL each sorts by (the support card list sorts the same). */
export const SORT_SQL = {
  iccid: 'c.iccid',
  msisdn: 'c.msisdn',
  activated_at: 'c.activated_at',
  expires_at: 'c.expires_at',
  usage_mb: 'c.usage_mb',
} as const;

/** Up to this many matches platform-wide, a number prefix is looked up in its own index. */
const NARROW_NUMBER_MATCHES = 2000;

const statement = statementCache();

/** A page row as the page query returns it, in its column order. */
type PageRow = [
  id: number,
  iccid: string,
  msisdn: string,
  imsi: string,
  eid: string | null,
  carrier: Carrier,
  status: CardStatus,
  planId: number,
  usageMb: number,
  addonMb: number,
  activatedAt: number | null,
  expiresAt: number | null,
  clientId: number,
  billingGroupId: number | null,
  projectGroupId: number | null,
  realNameStatus: RealNameStatus,
  speedLimited: 0 | 1,
];

const byIds = <R extends unknown[]>(sql: string) => perConnection<[string], R>(sql);
const pagePlans = byIds<[number, string, string, number]>(
  'select id, name, name_en, quota_mb from plans where id in (select value from json_each(?))',
);
const pageClients = byIds<[number, string]>(
  'select id, name from clients where id in (select value from json_each(?))',
);
const pageBillingGroups = byIds<[number, string]>(
  'select id, name from billing_groups where id in (select value from json_each(?))',
);
const pageProjectGroups = byIds<[number, string]>(
  'select id, name from project_groups where id in (select value from json_each(?))',
);
const pageTags = byIds<[number, string]>(
  'select card_id, tag from card_tags where card_id in (select value from json_each(?)) order by card_id, tag',
);

/** The rows of the page's few ids, by id, from one statement. */
function byId<R extends [number, ...unknown[]]>(
  lookup: (sqlite: AppDeps['sqlite']) => Statement<[string], R>,
  deps: AppDeps,
  ids: (number | null)[],
): Map<number, R> {
  const wanted = [...new Set(ids.filter((id) => id !== null))];
  const found = new Map<number, R>();
  if (wanted.length === 0) return found;
  for (const row of lookup(deps.sqlite).raw(true).all(JSON.stringify(wanted)) as unknown as R[]) {
    found.set(row[0], row);
  }
  return found;
}

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

/** Up to this many matches, a list's ids are read once in its order and kept: pages are slices. */
const SMALL_RESULT = 1000;

/** The scope-led index that gives each sort its order; iccid and msisdn only have platform-wide ones. */
const SORT_INDEX: Record<
  CardListQuery['sort'] & string,
  { scoped: boolean; name: (scope: string) => string }
> = {
  activated_at: { scoped: true, name: (s) => `cards_${s}_activated` },
  expires_at: { scoped: true, name: (s) => `cards_${s}_expires` },
  usage_mb: { scoped: true, name: (s) => `cards_${s}_usage` },
  iccid: { scoped: false, name: () => 'cards_iccid' },
  msisdn: { scoped: false, name: () => 'cards_msisdn' },
};
const SCOPE_NAME = { main_client_id: 'main', client_id: 'client' } as const;

const highestCardId = perConnection<[], { n: number | null }>('select max(id) as n from cards');

interface Access {
  sql: string;
  params: unknown[];
}

/**
 * One page of the caller's cards and their exact total: a COUNT and a page of ids, each bounded by
 * the caller's own cards whatever the filters, at any table size (1,000,000 cards: see
 * `npm run bench`; check a query shape with EXPLAIN QUERY PLAN). The access paths:
 * - The total is cached per (cards version, scope, filters), so paging and re-sorting never count
 *   again. It is counted from the most selective source: a narrow number prefix's own index, a
 *   tag's entries in card_tags (within the scope's id span), else the scope's composite indexes
 *   ((status, carrier, expires_at), plan, activation, expiry, usage) or a group's index.
 * - Up to SMALL_RESULT matches (rare filters: a real-name state, a rare tag, a narrow prefix), the
 *   matching ids are read once in the asked order and kept; a page is a slice of them.
 * - More matches than that are at least one card in ~40 of the scope: a page in the default order
 *   walks the scope's id span backwards (or a tag's entries) and stops after the page, reading
 *   about (offset + size) / share rows; a sorted page walks the sort's index the same way, unless
 *   sorting the matches is cheaper (few matches, or a sort with only a platform-wide index). The
 *   first SMALL_RESULT matches of a sorted order are kept, like few matches (see below).
 * - Rows are read for the page's ids only, then named (a deferred join).
 */
export function listCards(deps: AppDeps, auth: AuthContext, q: CardListQuery, lang: Lang = 'zh-CN') {
  const plan = planCards(deps, auth, q);
  if (plan.total === 0) return { tableData: [] as CardRow[], total: plan.total };
  const offset = (q.page - 1) * q.page_size;
  return { tableData: decorate(deps, rowsOf(deps, plan.ids(offset, q.page_size)), lang), total: plan.total };
}

/** The caller's cards under the query: their exact total, and where every one is read in the list's order. */
export function allMatches(deps: AppDeps, auth: AuthContext, q: CardListQuery) {
  const plan = planCards(deps, auth, q);
  return { total: plan.total, all: plan.all() };
}

/** The rows of the given cards, in the given order, as the list shows them. */
export const cardRows = (deps: AppDeps, ids: number[], lang: Lang) => decorate(deps, rowsOf(deps, ids), lang);

/** Where every match is read from, in the list's order: the kept few, or a query. */
type AllMatches = { ids: number[] } | { from: string; params: unknown[]; order: string };

interface CardPlan {
  total: number;
  /** The ids of [offset, offset + size) of the list's order. */
  ids(offset: number, size: number): number[];
  /** Every match, in the list's order (an export reads them once, by key). */
  all(): AllMatches;
}

const NOTHING: CardPlan = { total: 0, ids: () => [], all: () => ({ ids: [] }) };

/** How the caller's cards under the query are counted and read (see listCards). */
function planCards(deps: AppDeps, auth: AuthContext, q: CardListQuery): CardPlan {
  const scope = scopeColumn(auth);
  const span = scope ? scopeSummary(deps, scope) : null;
  if (!scope || !span || span.count === 0) return NOTHING;

  const { conditions, params, number, tag, indexed } = cardConditions(q, deps.clock.now());
  const dense = isDense(span);
  let narrowNumber = false;
  if (number) {
    const matches = cachedRead(deps, `matches:${number.columns.join()}:${number.prefix}`, () =>
      numberMatchesUpTo(deps, number.columns, number.prefix, NARROW_NUMBER_MATCHES),
    );
    narrowNumber = matches < NARROW_NUMBER_MATCHES;
  }

  const column = `c.${scope.column}`;
  const rowFilters = tag ? [...conditions, TAG_CONDITION] : conditions;
  const rowParams = tag ? [...params, tag] : params;
  const from = (source: string, scopeSql: string[], scopeParams: unknown[], filters = rowFilters) => ({
    sql: `from ${source} where ${[...scopeSql, ...filters].join(' and ')}`,
    params: [...scopeParams, ...(filters === rowFilters ? rowParams : params)],
  });
  const inSpan = ['c.id between ? and ?'];
  const spanParams = [span.lo, span.hi];
  // The scope as an index-free condition where a more selective index leads.
  const byNumber = from('cards c', [`+${column} = ?`], [scope.clientId]);
  const inScope = from('cards c', [`${column} = ?`], [scope.clientId]);
  const spanWalk = from('cards c not indexed', [`${column} = ?`, ...inSpan], [scope.clientId, ...spanParams]);
  // A tag's entries in (tag, card_id) order, within the span: each one joined to its card.
  const byTag: Access | null = tag
    ? from(
        'card_tags t cross join cards c on c.id = t.card_id',
        ['t.tag = ?', ...(dense ? ['t.card_id between ? and ?'] : []), `+${column} = ?`],
        [tag, ...(dense ? spanParams : []), scope.clientId],
        conditions,
      )
    : null;
  // Without a scope index for any filter, a scan of the span reads the table's pages in order,
  // several times faster than a scope index's scattered rows.
  const best = narrowNumber ? byNumber : (byTag ?? (dense && !indexed ? spanWalk : inScope));

  const filterKey = `${scope.column}:${scope.clientId}:${JSON.stringify([conditions, params, tag])}`;
  // Few matches are read once, in id order, and kept: their count is the total, a page a slice.
  // Many matches stop this read early, and are counted.
  const few =
    rowFilters.length === 0
      ? null
      : cachedRead(deps, `few:${filterKey}`, () => {
          // In whatever order the access path reads them (an ORDER BY would read every match).
          const ids = pageIds(deps, best, null, SMALL_RESULT + 1);
          return ids.length <= SMALL_RESULT ? ids.sort((a, b) => a - b) : null;
        });
  const total =
    rowFilters.length === 0
      ? span.count
      : (few?.length ?? cachedRead(deps, `total:${filterKey}`, () => count(deps, best)));
  if (total === 0) return { ...NOTHING, total };

  const direction = q.order === 'asc' ? 'asc' : 'desc';
  const order = q.sort ? `${SORT_SQL[q.sort]} ${direction}, c.id ${direction}` : `c.id ${direction}`;
  const fewOrdered = (kept: number[]) =>
    order === 'c.id asc'
      ? kept
      : cachedRead(deps, `order:${filterKey}:${order}`, () =>
          order === 'c.id desc' ? kept.toReversed() : pageIds(deps, among(kept), order),
        );
  // A tag's entries give the id order themselves (card_id in the index): none to sort.
  const orderOf = (path: Access) => (path === byTag && !q.sort ? `t.card_id ${direction}` : order);
  return {
    total,
    ids(offset, size) {
      if (few) return fewOrdered(few).slice(offset, offset + size);
      const end = offset + size;
      const path = pagePath(end);
      // A sorted walk passes every row ahead of the matches in the sort's order, many where the
      // filter goes with the sort (a carrier's cards by usage: the top is other carriers' larger
      // plans): its first SMALL_RESULT matches are read once and kept, as few matches are.
      return q.sort && end <= SMALL_RESULT
        ? cachedRead(deps, `head:${filterKey}:${order}`, () =>
            pageIds(deps, path, orderOf(path), SMALL_RESULT),
          ).slice(offset, end)
        : pageIds(deps, path, orderOf(path), size, offset);
    },
    all() {
      if (few) return { ids: fewOrdered(few) };
      const path = pagePath(total);
      return { from: path.sql, params: path.params, order: orderOf(path) };
    },
  };

  /** Where the matches up to `end` are read from (see above). */
  function pagePath(end: number): Access {
    if (narrowNumber) return byNumber;
    // Rows one walk reads to fill the page: the page's end over the matches' share of the walk.
    const reach = end / total;
    if (!q.sort) {
      if (byTag) return byTag;
      return dense ? spanWalk : inScope;
    }
    const index = SORT_INDEX[q.sort];
    const walked = reach * (index.scoped ? span!.count : highestCard(deps));
    // Sorting the matches reads each (through an index) and sorts them: about three times a walk's row.
    if (walked > total * 3) return best;
    return from(
      `cards c indexed by ${index.name(SCOPE_NAME[scope!.column])}`,
      [`${column} = ?`],
      [scope!.clientId],
    );
  }
}

const highestCard = (deps: AppDeps) =>
  cachedRead(deps, 'highest-card-id', () => highestCardId(deps.sqlite).get()?.n ?? 0);

function count(deps: AppDeps, access: Access): number {
  return (statement(deps.sqlite, `select count(*) as n ${access.sql}`).get(...access.params) as { n: number })
    .n;
}

/** The cards of the given ids (a few hundred at most), to be put in another order. */
const among = (ids: number[]): Access => ({
  sql: 'from cards c where c.id in (select value from json_each(?))',
  params: [JSON.stringify(ids)],
});

/** The ids of a page (or, without a limit, of every match) in the given order. */
function pageIds(deps: AppDeps, access: Access, order: string | null, limit = -1, offset = 0): number[] {
  const orderBy = order ? `order by ${order}` : '';
  return statement(deps.sqlite, `select c.id ${access.sql} ${orderBy} limit ? offset ?`)
    .pluck()
    .all(...access.params, limit, offset) as number[];
}

const rowsById = perConnection<[string], PageRow>(
  `select c.id, c.iccid, c.msisdn, c.imsi, c.eid, c.carrier, c.status, c.plan_id, c.usage_mb, c.addon_mb,
     c.activated_at, c.expires_at, c.client_id, c.billing_group_id, c.project_group_id, c.real_name_status,
     exists (select 1 from speed_limited_cards s where s.card_id = c.id)
   from cards c where c.id in (select value from json_each(?))`,
);

/** The page's rows, in the page's order. */
function rowsOf(deps: AppDeps, ids: number[]): PageRow[] {
  if (ids.length === 0) return [];
  const byId = new Map(
    (rowsById(deps.sqlite).raw(true).all(JSON.stringify(ids)) as unknown as PageRow[]).map((r) => [r[0], r]),
  );
  // A card gone since its id was read (an export reads ids taken earlier) is left out.
  return ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
}

/** The page's rows with the names of their plan, client, groups and tags. */
function decorate(deps: AppDeps, rows: PageRow[], lang: Lang): CardRow[] {
  const plans = byId(
    pagePlans,
    deps,
    rows.map((r) => r[7]),
  );
  const clients = byId(
    pageClients,
    deps,
    rows.map((r) => r[12]),
  );
  const billingGroups = byId(
    pageBillingGroups,
    deps,
    rows.map((r) => r[13]),
  );
  const projectGroups = byId(
    pageProjectGroups,
    deps,
    rows.map((r) => r[14]),
  );
  const tags = new Map<number, string[]>();
  const tagRows = pageTags(deps.sqlite)
    .raw(true)
    .all(JSON.stringify(rows.map((r) => r[0])));
  for (const [cardId, tag] of tagRows as unknown as [number, string][]) {
    tags.set(cardId, [...(tags.get(cardId) ?? []), tag]);
  }
  return rows.map(
    ([
      id,
      iccid,
      msisdn,
      imsi,
      eid,
      carrier,
      status,
      planId,
      usageMb,
      addonMb,
      activatedAt,
      expiresAt,
      clientId,
      billingGroupId,
      projectGroupId,
      realNameStatus,
      speedLimited,
    ]) => {
      const [, plan_name, plan_name_en, quotaMb] = plans.get(planId)!;
      return {
        id,
        iccid,
        msisdn,
        imsi,
        eid,
        esim: eid !== null,
        carrier,
        status,
        speed_state: speedLimited ? 'limited' : 'normal',
        plan_name: nameIn({ plan_name, plan_name_en }, 'plan_name', lang),
        usage_mb: usageMb,
        quota_mb: quotaMb,
        addon_mb: addonMb,
        usage_percent: usagePercent(usageMb, quotaMb + addonMb),
        activated_at: dayOf(activatedAt),
        expires_at: dayOf(expiresAt),
        client_name: clients.get(clientId)![1],
        billing_group: billingGroupId === null ? null : (billingGroups.get(billingGroupId)?.[1] ?? null),
        project_group: projectGroupId === null ? null : (projectGroups.get(projectGroupId)?.[1] ?? null),
        real_name_status: realNameStatus,
        tags: (tags.get(id) ?? []).join(wordsIn(lang)('common.listSeparator')),
      };
    },
  );
}
