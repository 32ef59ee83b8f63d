import type Database from 'better-sqlite3';
import type { z } from 'zod';
import {
  type AnyListEndpoint,
  filterNames,
  headerOf,
  isRangeFilter,
  type Lang,
  type ListFilter,
  type RowOf,
} from '#contract';
import type { AuthContext } from '../context.ts';
import { wordsIn } from '../i18n.ts';
import { dayStart } from './format.ts';
import { statementCache } from './prepared.ts';

const DAY_MS = 86_400_000;

/** A condition and its parameters; `null` adds nothing. */
/**
 * Fixed words of the code (a kind's keys, never a caller's input) as an SQL list for `in (...)`;
 * anything but plain identifiers is refused.
 */
export function sqlStrings(words: readonly string[]): string {
  for (const word of words) if (!/^[a-z0-9_]+$/i.test(word)) throw new Error(`not an SQL word: ${word}`);
  return words.map((w) => `'${w}'`).join(', ');
}

export type Condition = readonly [sql: string, ...params: unknown[]] | null;

/**
 * Where a filter reads, on the server: one column (or several, any of which may match) whose form
 * the filter's kind decides, or a function for what no column says (a number in the type chosen,
 * cards in no group).
 * - `text`: `instr(lower(col), lower(?)) > 0`, for small tables only (a client's groups, clients);
 * - `prefix`: the range `col >= p and col < p || U+FFFF`, which an index on `col` answers;
 * - `exact`, `enum`, `option`, `client`, `flag`: `col = ?`;
 * - `date_range`: `col` holds epoch ms; whole days in UTC+8, both ends included;
 * - `month_range`: `col` holds `YYYY-MM` text; both months included.
 */
export type FilterSql<Q> = string | readonly string[] | ((value: never, query: Partial<Q>) => Condition);

/**
 * A support list's `client` filter, by what the column holds. `clientTreeFilter`: the record's own client
 * (main or sub); a main client chosen selects its whole tree. `mainClientFilter`: the record's main
 * client; a sub-client chosen selects its main client's records (the groups and plan changes a
 * main client holds for its tree).
 */
export const clientTreeFilter =
  (column: string) =>
  (value: number): Condition => [
    `(${column} = ? or ${column} in (select id from clients where parent_id = ?))`,
    value,
    value,
  ];

export const mainClientFilter =
  (column: string) =>
  (value: number): Condition => [
    `(${column} = ? or ${column} = (select main_id from clients where id = ?))`,
    value,
    value,
  ];

export interface ListBinding<L extends AnyListEndpoint> {
  filters: FilterBindings<L>;
  sorts: { [S in L['list']['sorts'][number]]: string };
  /** What orders the rows when no sort is asked for (the key when not given). */
  defaultSort?: string;
  /** The unique key that breaks ties (e.g. `c.id`). */
  key: string;
  /** The key's own direction, when it keeps one whatever the order asked for (else it follows it). */
  keyDirection?: 'asc' | 'desc';
}

/** A list's query as the route receives it, parsed. */
export type QueryOf<L extends AnyListEndpoint> = z.output<NonNullable<L['query']>> & {
  page: number;
  page_size: number;
  order?: 'asc' | 'desc';
  sort?: string;
};

interface ListSql {
  /** Every condition, joined with `and` (`1` when there is none). */
  where: string;
  params: unknown[];
  /** `ORDER BY` body: the sort asked for, then the key, in the order asked for. */
  orderBy: string;
  limit: number;
  offset: number;
}

const anyOf = (columns: readonly string[], one: (column: string) => string) =>
  columns.length === 1 ? one(columns[0]!) : `(${columns.map(one).join(' or ')})`;

function filterCondition(
  f: ListFilter,
  sql: string | readonly string[],
  value: unknown,
  end: 'start' | 'end' | null,
): Condition {
  const columns = typeof sql === 'string' ? [sql] : sql;
  switch (f.kind) {
    case 'text':
      return [anyOf(columns, (c) => `instr(lower(${c}), lower(?)) > 0`), ...columns.map(() => value)];
    case 'prefix':
      return [
        anyOf(columns, (c) => `(${c} >= ? and ${c} < ?)`),
        ...columns.flatMap(() => [value, `${value}\uffff`]),
      ];
    case 'date_range': {
      const column = columns[0]!;
      const start = dayStart(String(value));
      return end === 'start' ? [`${column} >= ?`, start] : [`${column} < ?`, start + DAY_MS];
    }
    case 'month_range':
      return end === 'start' ? [`${columns[0]} >= ?`, value] : [`${columns[0]} <= ?`, value];
    default:
      return [anyOf(columns, (c) => `${c} = ?`), ...columns.map(() => value)];
  }
}

/** Where each of a list's filters reads, on the server. */
export type FilterBindings<L extends AnyListEndpoint> = {
  [N in keyof L['list']['filters']]: FilterSql<QueryOf<L>>;
};

/**
 * The conditions a list's filters give for a parsed query (a filter left empty gives none), after
 * the caller's scope conditions. `where` joins them with `and` (`1` when there is none).
 */
export function listWhere<L extends AnyListEndpoint>(
  list: L,
  bindings: FilterBindings<L>,
  query: Partial<QueryOf<L>>,
  scope: Condition[] = [],
): { conditions: string[]; params: unknown[]; where: string } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: Condition) => {
    if (!condition) return;
    const [sql, ...values] = condition;
    conditions.push(sql);
    params.push(...values);
  };
  scope.forEach(add);
  const q = query as Record<string, unknown>;
  const filters = bindings as Record<string, FilterSql<QueryOf<L>>>;
  for (const [name, f] of Object.entries(list.list.filters)) {
    const sql = filters[name]!;
    for (const key of filterNames(name, f)) {
      const value = q[key];
      if (value === undefined || value === '') continue;
      if (typeof sql === 'function') {
        add((sql as (value: unknown, query: Partial<QueryOf<L>>) => Condition)(value, query));
      } else {
        add(
          filterCondition(
            f,
            sql,
            value,
            isRangeFilter(f) ? (key.endsWith('_start') ? 'start' : 'end') : null,
          ),
        );
      }
    }
  }
  return { conditions, params, where: conditions.length > 0 ? conditions.join(' and ') : '1' };
}

/**
 * The WHERE and ORDER BY of one page of a list, from its declaration, the server's binding of each
 * filter and sort, and the parsed query. Scope conditions (whose rows the caller may see) come
 * first from the caller, as `scope`.
 */
export function listSql<L extends AnyListEndpoint>(
  list: L,
  binding: ListBinding<L>,
  query: QueryOf<L>,
  scope: Condition[] = [],
): ListSql {
  const { where, params } = listWhere(list, binding.filters, query, scope);
  const direction = query.order === 'asc' ? 'asc' : 'desc';
  const sorts = binding.sorts as Record<string, string>;
  const sort = query.sort ? sorts[query.sort] : binding.defaultSort;
  const key = `${binding.key} ${binding.keyDirection ?? direction}`;
  return {
    where,
    params,
    orderBy: sort ? `${sort} ${direction}, ${key}` : key,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  };
}

const readStatement = statementCache();

/**
 * A list's page and filtered total, read with `listSql`'s conditions: `select <columns> from
 * <from> where ... order by ... limit ... offset ...` and its count, each prepared once per shape.
 */
export function readPage<R>(
  sqlite: Database.Database,
  from: string,
  columns: string,
  sql: ListSql,
): { rows: R[]; total: number } {
  const total = readStatement(sqlite, `select count(*) from ${from} where ${sql.where}`)
    .pluck()
    .get(...sql.params) as number;
  const rows = readStatement(
    sqlite,
    `select ${columns} from ${from} where ${sql.where} order by ${sql.orderBy} limit ? offset ?`,
  ).all(...sql.params, sql.limit, sql.offset) as R[];
  return { rows, total };
}

/** The list envelope's `data`: the page, the header in the caller's language, the filtered total. */
export function listAnswer<L extends AnyListEndpoint>(
  list: L,
  ctx: { query: { page: number; page_size: number }; lang: Lang; auth: AuthContext | null },
  page: { tableData: RowOf<L>[]; total: number },
) {
  return {
    tableData: page.tableData,
    tableHeader: headerOf(list.list, wordsIn(ctx.lang), ctx.auth?.codes ?? new Set()),
    page: ctx.query.page,
    page_size: ctx.query.page_size,
    total_count: page.total,
  };
}
