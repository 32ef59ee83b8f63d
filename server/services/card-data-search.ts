import { type CardDataRow, type CardStatus, type Carrier, cardDataSearch, type Lang } from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { nameIn } from '../i18n.ts';
import { type FilterBindings, listWhere, type QueryOf } from '../lib/list-sql.ts';
import { perConnection, statementCache } from '../lib/prepared.ts';
import { scopeColumn } from './card-scope.ts';
import { cachedRead, isDense, scopeSummary } from './cards.ts';
import { monthRange, queryableMonths } from './usage-months.ts';

type CardDataQuery = QueryOf<typeof cardDataSearch>;

/** A full number is looked for in every number column (each has its own index). */
const FILTERS: FilterBindings<typeof cardDataSearch> = {
  number: ['c.iccid', 'c.msisdn', 'c.imsi', 'c.eid', 'c.oc_imsi', 'c.o_iccid'],
  status: 'c.status',
  carrier: 'c.carrier',
  plan_id: 'c.plan_id',
  // The months shown, not a condition on the cards.
  month: () => null,
};

const statement = statementCache();

const pageCards = perConnection<
  [string],
  [
    id: number,
    iccid: string,
    msisdn: string,
    carrier: Carrier,
    status: CardStatus,
    usageMb: number,
    plan: string,
    planEn: string,
  ]
>(
  `select c.id, c.iccid, c.msisdn, c.carrier, c.status, c.usage_mb, p.name, p.name_en
   from json_each(?) j join cards c on c.id = j.value join plans p on p.id = c.plan_id order by j.key`,
);
const pageMonths = perConnection<[string, string, string], [cardId: number, month: string, usageMb: number]>(
  `select card_id, month, usage_mb from card_usage_monthly
   where card_id in (select value from json_each(?)) and month >= ? and month <= ?`,
);

const round2 = (mb: number) => Math.round(mb * 100) / 100;

/**
 * The caller's cards with their usage in each month of the range (/card_data_search). Built to stay
 * fast at a million cards: the page's card ids are chosen first, then only those cards' months are
 * read, each by card_usage_monthly's primary key (the current month is the card's own counter).
 * - A full number is looked up in each number's own index.
 * - Otherwise, when the scope's cards fill their id span (the seeder and batch imports give a
 *   customer neighbouring ids), the page walks that span in id order and stops at the page, so no
 *   filter needs sorting the scope's cards; a sparse span falls back to the scope's indexes.
 * - The total is counted once per (cards version, scope, filters), as the card list does.
 */
export function searchCardData(deps: AppDeps, auth: AuthContext, q: CardDataQuery, lang: Lang) {
  const months = monthRange(deps, q.month_start, q.month_end).map((m) => m.month);
  const scope = scopeColumn(auth);
  const span = scope ? scopeSummary(deps, scope) : null;
  if (!scope || !span || span.count === 0) return { tableData: [] as CardDataRow[], total: 0, months };

  const number = q.number || null;
  const { conditions: filters, params } = listWhere(cardDataSearch, FILTERS, q);
  const column = `c.${scope.column}`;
  // `+column` keeps SQLite off the scope's indexes: onto a number's index, or the id span's walk.
  const walk = !number && isDense(span);
  const inScope = [
    number || walk ? `+${column} = ?` : `${column} = ?`,
    ...(walk ? ['c.id between ? and ?'] : []),
  ];
  const scopeParams = walk ? [scope.clientId, span.lo, span.hi] : [scope.clientId];
  const where = [...inScope, ...filters].join(' and ');

  const total =
    filters.length === 0
      ? span.count
      : cachedRead(
          deps,
          `data-search:${scope.column}:${scope.clientId}:${filters.join()}:${params.join()}`,
          () =>
            statement(deps.sqlite, `select count(*) from cards c where ${where}`)
              .pluck()
              .get(...scopeParams, ...params) as number,
        );
  if (total === 0) return { tableData: [] as CardDataRow[], total, months };

  const direction = q.order === 'asc' ? 'asc' : 'desc';
  const ids = statement(
    deps.sqlite,
    `select c.id from cards c where ${where} order by c.id ${direction} limit ? offset ?`,
  )
    .pluck()
    .all(...scopeParams, ...params, q.page_size, (q.page - 1) * q.page_size) as number[];

  const current = queryableMonths(deps).at(-1)!.month;
  const usage = new Map<number, Map<string, number>>();
  for (const [cardId, month, usageMb] of pageMonths(deps.sqlite)
    .raw(true)
    .all(JSON.stringify(ids), months[0]!, months[months.length - 1]!)) {
    if (!usage.has(cardId)) usage.set(cardId, new Map());
    usage.get(cardId)!.set(month, usageMb);
  }
  const tableData = pageCards(deps.sqlite)
    .raw(true)
    .all(JSON.stringify(ids))
    .map(([id, iccid, msisdn, carrier, status, usageMb, plan_name, plan_name_en]) => {
      const byMonth = usage.get(id);
      const perMonth = months.map((m) => (m === current ? usageMb : (byMonth?.get(m) ?? 0)));
      // Month props next to the card's own (CardDataRow's index signature types only the months).
      return {
        id,
        iccid,
        msisdn,
        carrier,
        status,
        plan_name: nameIn({ plan_name, plan_name_en }, 'plan_name', lang),
        total_mb: round2(perMonth.reduce((a, b) => a + b, 0)),
        ...Object.fromEntries(months.map((m, i) => [m, perMonth[i]!])),
      } as CardDataRow;
    });
  return { tableData, total, months };
}

const planOptions = perConnection<[number], { id: number; name: string; name_en: string; carrier: Carrier }>(
  'select p.id, p.name, p.name_en, p.carrier from plans p where exists (select 1 from cards c where c.main_client_id = ? and c.plan_id = p.id) order by p.carrier, p.id',
);
const subPlanOptions = perConnection<
  [number],
  { id: number; name: string; name_en: string; carrier: Carrier }
>(
  'select p.id, p.name, p.name_en, p.carrier from plans p where exists (select 1 from cards c where c.client_id = ? and c.plan_id = p.id) order by p.carrier, p.id',
);

/** The plans the caller's cards are on (one index probe per plan), for the plan filter. */
export function cardPlanOptions(deps: AppDeps, auth: AuthContext, lang: Lang) {
  const scope = scopeColumn(auth);
  if (!scope) return [];
  return (scope.column === 'main_client_id' ? planOptions : subPlanOptions)(deps.sqlite)
    .all(scope.clientId)
    .map(({ id, carrier, ...names }) => ({ id, name: nameIn(names, 'name', lang), carrier }));
}
