import { z } from 'zod';
import type { TextKey } from './catalogue/index.ts';
import type { Access, Endpoint } from './endpoint.ts';
import type { Labelled } from './labels.ts';
import { positiveId } from './numbers.ts';
import type { Lang, PermCode } from './permissions.ts';
import { listDataSchema, listQuerySchema, SEARCH_TEXT_MAX, searchText, type TableColumn } from './table.ts';
import type { Words } from './text.ts';
import { DAY_PATTERN, MONTH_PATTERN, validateRange } from './validators.ts';

/**
 * A list screen declared once. `defineList` takes the endpoint's path, access, row, filters, sorts
 * and columns, and gives an ordinary contract endpoint (so routing, 403/599, OpenAPI and the
 * contract walk treat it like any other) carrying its declaration in `list`. From that one
 * declaration come the query's zod schema (here), the filter bar (client `filterFieldsOf`), the
 * WHERE / ORDER BY (server `listSql`) and the server-driven `tableHeader` (server `headerOf`).
 */

/** A text in both languages. */
export type Bilingual = Record<Lang, string>;

interface FilterBase {
  label: TextKey;
  placeholder?: TextKey;
}

/**
 * What a filter is, which decides its input, its rule and its SQL:
 * - `text`: part of a name (free text, trimmed, at most 100 characters); small tables only.
 * - `prefix`: a number or its start (trimmed, spaces removed); an indexed range, never `%x%`.
 * - `exact`: one full value (a whole card number).
 * - `enum`: one of `values` (labels and tones from the contract's label map).
 * - `option`: one of the choices another endpoint gives the page (`id`: a positive decimal id;
 *   `text`: a tag), plus the fixed `extra` values (e.g. `none`).
 * - `client`: a client id from the remote client search.
 * - `flag`: `1` or absent (a checkbox-like choice).
 * - `date_range` / `month_range`: two values, `<name>_start` and `<name>_end` (`YYYY-MM-DD` or
 *   `YYYY-MM`, UTC+8); either end may be open and the end may not precede the start.
 */
export type ListFilter =
  | (FilterBase & { kind: 'text' | 'prefix' | 'exact' | 'client' | 'flag' | 'date_range' | 'month_range' })
  | (FilterBase & { kind: 'enum'; values: Record<string, Labelled | TextKey> })
  | (FilterBase & { kind: 'option'; value: 'id' | 'text'; extra?: Record<string, TextKey> });

export type FilterKind = ListFilter['kind'];
export type RangeKind = 'date_range' | 'month_range';

export const isRangeFilter = (filter: ListFilter): filter is ListFilter & { kind: RangeKind } =>
  filter.kind === 'date_range' || filter.kind === 'month_range';

/** The query names a filter goes by: `<name>_start` and `<name>_end` for a range, else its name. */
export const filterNames = (name: string, filter: ListFilter): string[] =>
  isRangeFilter(filter) ? [`${name}_start`, `${name}_end`] : [name];

/** Declaring a filter: `filter.enum(CARRIERS, FIELDS.carrier)`, labels being catalogue keys. */
export const filter = {
  text: (label: TextKey, placeholder?: TextKey) => ({ kind: 'text', label, placeholder }) as const,
  prefix: (label: TextKey, placeholder?: TextKey) => ({ kind: 'prefix', label, placeholder }) as const,
  exact: (label: TextKey, placeholder?: TextKey) => ({ kind: 'exact', label, placeholder }) as const,
  client: (label: TextKey) => ({ kind: 'client', label }) as const,
  flag: (label: TextKey) => ({ kind: 'flag', label }) as const,
  dateRange: (label: TextKey) => ({ kind: 'date_range', label }) as const,
  monthRange: (label: TextKey) => ({ kind: 'month_range', label }) as const,
  enum: <V extends Record<string, Labelled | TextKey>>(values: V, label: TextKey) =>
    ({ kind: 'enum', values, label }) as const,
  option: <const V extends 'id' | 'text'>(value: V, label: TextKey) =>
    ({ kind: 'option', value, label }) as const,
  /** An `option` filter with fixed values besides the page's choices (cards in no group). */
  optionOr: <const V extends 'id' | 'text', const X extends Record<string, TextKey>>(
    value: V,
    label: TextKey,
    extra: X,
  ) => ({ kind: 'option', value, label, extra }) as const,
};

type Filters = Record<string, ListFilter>;

type ExtraKeys<X> = X extends Record<string, TextKey> ? Exclude<keyof X, number | symbol> : never;

type FilterValue<F> = F extends { kind: 'enum'; values: infer V }
  ? keyof V & string
  : F extends { kind: 'option'; value: 'id' }
    ? number | ExtraKeys<F extends { extra: infer X } ? X : never>
    : F extends { kind: 'client' }
      ? number
      : F extends { kind: 'flag' }
        ? '1'
        : string;

/** The parsed query's filter fields: every filter optional, a range as its two ends. */
export type FilterQuery<F extends Filters> = {
  [N in keyof F & string as F[N] extends { kind: RangeKind } ? `${N}_start` | `${N}_end` : N]?: FilterValue<
    F[N]
  >;
};

/** Fixed query fields a list also takes, by name (e.g. the card of a card's section). */
export type FixedShape = Record<string, z.ZodType>;
type NoFixed = Record<never, z.ZodType>;

/** The parsed query of a list: paging, order, its sort, its filters and its fixed fields. */
export type ListQuery<F extends Filters, S extends string, X extends FixedShape = NoFixed> = {
  page: number;
  page_size: number;
  order: 'asc' | 'desc';
  sort?: S;
} & FilterQuery<F> & { [K in keyof X]: z.output<X[K]> };

/** What a caller may send: every value may be a string, as in a URL. */
export type ListQueryInput<F extends Filters, S extends string, X extends FixedShape = NoFixed> = {
  page?: number | string;
  page_size?: number | string;
  order?: 'asc' | 'desc';
  sort?: S;
} & { [K in keyof FilterQuery<F>]?: string | number } & { [K in keyof X]: z.input<X[K]> };

/** Buttons of an action column; each needs its permission code (the server drops those the caller lacks). */
export interface ListButton<K extends string = string> {
  /** Typed from the declaration: a page's action map is checked against the list's keys. */
  key: K;
  label: TextKey;
  perm?: PermCode;
  /** Shown only on rows whose `prop` holds one of `values`. */
  when?: { prop: string; values: string[] };
}

type Options = Record<string, Labelled>;

interface ColumnBase<P extends string> {
  prop: P;
  label: TextKey;
  sortable?: boolean;
  hidden?: boolean;
  width?: number;
}

/** A column as declared: labels in both languages, options from the contract's label maps. */
export type ListColumn<P extends string = string, K extends string = string> =
  | (ColumnBase<P> & { type: 'text' | 'money' | 'download' })
  | (ColumnBase<P> & { type: 'progress'; scale?: 'usage' | 'task' })
  | (ColumnBase<P> & { type: 'tag' | 'status'; options: Options })
  | (ColumnBase<P> & { type: 'switch'; on: string; off: string })
  | (ColumnBase<'actions'> & { type: 'buttons'; buttons: ListButton<K>[] })
  | (ColumnBase<P> & { type: 'link'; path: string; param: string; query?: Record<string, string> });

export interface ListDeclaration<
  Row extends z.ZodObject,
  F extends Filters,
  S extends string,
  Extra extends z.ZodRawShape,
  X extends FixedShape = NoFixed,
  K extends string = string,
> {
  path: string;
  summary: string;
  access: Access;
  row: Row;
  filters: F;
  sorts?: readonly S[];
  columns: ListColumn<keyof z.output<Row> & string, K>[];
  /** Fixed query fields the endpoint also takes (e.g. the support list's page_name). */
  fixedQuery?: X;
  /** Fields the answer carries beside the page (totals of the filtered rows, month columns). */
  extraData?: Extra;
}

export interface ListSpec<F extends Filters = Filters, S extends string = string> {
  filters: F;
  sorts: readonly S[];
  columns: ListColumn[];
}

type ListData<Row extends z.ZodObject, Extra extends z.ZodRawShape> = z.ZodType<
  {
    tableData: z.output<Row>[];
    tableHeader: TableColumn[];
    page: number;
    page_size: number;
    total_count: number;
  } & ([keyof Extra] extends [never] ? unknown : z.output<z.ZodObject<Extra>>)
>;

export type ListEndpoint<
  Row extends z.ZodObject = z.ZodObject,
  F extends Filters = Filters,
  S extends string = string,
  Extra extends z.ZodRawShape = z.ZodRawShape,
  X extends FixedShape = NoFixed,
  K extends string = string,
> = Endpoint<z.ZodType<ListQuery<F, S, X>, ListQueryInput<F, S, X>>, z.ZodUndefined, ListData<Row, Extra>> & {
  list: ListSpec<F, S> & ActionKeys<K>;
};

/** Carries the keys of a list's row buttons in its type only (nothing at run time). */
interface ActionKeys<K extends string> {
  readonly actionKeys?: readonly K[];
}

/** The keys of a list's row buttons: `ListScreen`'s `actions` map is checked against them. */
export type ActionKeyOf<L> = L extends { list: ActionKeys<infer K> } ? K : string;

/** Any list endpoint, whatever its row, filters and sorts. */
export type AnyListEndpoint = Endpoint & { list: ListSpec };

/** A list's row as the client receives it. */
export type RowOf<L extends AnyListEndpoint> =
  z.output<L['data']> extends { tableData: (infer R)[] } ? R : never;

/** The schema of one filter's value (a range gives one per end). */
function filterSchema(f: ListFilter): z.ZodType {
  switch (f.kind) {
    case 'text':
      return searchText;
    case 'prefix':
    case 'exact':
      return z
        .string()
        .max(SEARCH_TEXT_MAX)
        .transform((s) => s.replace(/\s+/g, ''));
    case 'enum':
      return z.enum(Object.keys(f.values) as [string, ...string[]]);
    case 'option': {
      const base = f.value === 'id' ? positiveId() : z.string().trim().min(1).max(30);
      const extra = Object.keys(f.extra ?? {});
      return extra.length > 0 ? z.union([z.enum(extra as [string, ...string[]]), base]) : base;
    }
    case 'client':
      return positiveId();
    case 'flag':
      return z.enum(['1']);
    case 'date_range':
      return z.string().trim().regex(DAY_PATTERN, { message: 'date_invalid' });
    case 'month_range':
      return z.string().trim().regex(MONTH_PATTERN, { message: 'month_invalid' });
  }
}

/** Each filter's query fields (a range: its two ends), all optional. */
function filterShape(filters: Filters): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, f] of Object.entries(filters)) {
    for (const key of filterNames(name, f)) shape[key] = filterSchema(f).optional();
  }
  return shape;
}

/** The end of each range may not precede its start (months compare as months). */
const checkRanges = (filters: Filters) => (q: Record<string, unknown>, ctx: z.RefinementCtx) => {
  for (const [name, f] of Object.entries(filters)) {
    if (!isRangeFilter(f)) continue;
    const start = q[`${name}_start`];
    const end = q[`${name}_end`];
    const key = validateRange(
      typeof start === 'string' ? start : '',
      typeof end === 'string' ? end : '',
      f.kind === 'month_range' ? 'month' : 'day',
    );
    if (key) ctx.addIssue({ code: 'custom', path: [`${name}_end`], message: key });
  }
};

const sortSchema = (sorts: readonly string[]) =>
  sorts.length > 0 ? { sort: z.enum(sorts as [string, ...string[]]).optional() } : {};

/** The query schema a list's declaration gives: paging, order, sort and each filter, ranges checked. */
export function listQueryOf(
  filters: Filters,
  sorts: readonly string[],
  fixed: Record<string, z.ZodType> = {},
) {
  return listQuerySchema
    .extend({ ...fixed, ...filterShape(filters), ...sortSchema(sorts) })
    .superRefine(checkRanges(filters));
}

/**
 * A list's filters, sort and order without paging: the body of a write that acts on "what the list
 * shows" (an export of the filtered cards).
 */
export function filtersSchemaOf<const F extends Filters, const S extends string>(
  list: ListSpec<F, S>,
): z.ZodType<
  FilterQuery<F> & { sort?: S; order?: 'asc' | 'desc' },
  { [K in keyof FilterQuery<F>]?: string | number } & { sort?: S; order?: 'asc' | 'desc' }
> {
  return z
    .object({
      ...filterShape(list.filters),
      ...sortSchema(list.sorts),
      order: z.enum(['asc', 'desc']).optional(),
    })
    .superRefine(checkRanges(list.filters)) as never;
}

/** Declares a list endpoint; see the top of this file. */
export function defineList<
  Row extends z.ZodObject,
  const F extends Filters,
  const S extends string = never,
  Extra extends z.ZodRawShape = Record<never, z.ZodType>,
  X extends FixedShape = NoFixed,
  const K extends string = never,
>(decl: ListDeclaration<Row, F, S, Extra, X, K>): ListEndpoint<Row, F, S, Extra, X, K> {
  const sorts = decl.sorts ?? [];
  const data = decl.extraData ? listDataSchema(decl.row).extend(decl.extraData) : listDataSchema(decl.row);
  return {
    method: 'GET',
    path: decl.path,
    summary: decl.summary,
    access: decl.access,
    query: listQueryOf(decl.filters, sorts, decl.fixedQuery) as unknown as z.ZodType<
      ListQuery<F, S, X>,
      ListQueryInput<F, S, X>
    >,
    data: data as unknown as ListData<Row, Extra>,
    list: { filters: decl.filters, sorts, columns: decl.columns as ListColumn[] },
  };
}

export const isListEndpoint = (endpoint: Endpoint): endpoint is AnyListEndpoint =>
  'list' in endpoint && typeof (endpoint as { list?: unknown }).list === 'object';

/**
 * The header a caller sees, in its language. Buttons whose code the caller lacks are dropped, and
 * an action column left without buttons goes: a row action fails closed.
 */
export function headerOf(list: ListSpec, words: Words, codes: ReadonlySet<string>): TableColumn[] {
  const out: TableColumn[] = [];
  for (const c of list.columns) {
    const label = words(c.label);
    if (c.type === 'buttons') {
      const buttons = c.buttons
        .filter((b) => !b.perm || codes.has(b.perm))
        .map(({ label: l, ...b }) => ({ ...b, label: words(l) }));
      if (buttons.length > 0) out.push({ ...c, label, buttons });
    } else if (c.type === 'tag' || c.type === 'status') {
      const options = Object.entries(c.options).map(([value, o]) => ({
        value,
        label: words(o.label),
        tone: o.tone,
      }));
      out.push({ ...c, label, options });
    } else {
      out.push({ ...c, label } as TableColumn);
    }
  }
  return out;
}
