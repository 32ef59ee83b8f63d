import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { ActionKeyOf, AnyListEndpoint, DataOf, Endpoint, ListData, QueryOf, RowOf } from '#contract';
import type { Row } from '@/components/data-table/cells';
import { DataTable } from '@/components/data-table/data-table';
import { useRowSelection } from '@/components/data-table/use-row-selection';
import { FilterBar } from '@/components/filter-bar/filter-bar';
import { type FilterOption, filterFieldsOf } from '@/components/filter-bar/list-filters';
import { EndpointForm, type EndpointFormProps, type FormTarget } from '@/components/form/endpoint-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { endpointQuery } from '@/lib/endpoint-query';
import { words } from '@/lib/i18n';
import { formatListParams, type ListParams, listQueryOf, useListParams } from '@/lib/list-params';
import { type ListExport, ListExportButton } from './list-export-button.tsx';

interface ListScreenProps<L extends AnyListEndpoint> {
  /** The list's declaration in the contract: filters, columns and the endpoint come from it. */
  list: L;
  /** The table's accessible name (usually the page title). */
  caption: string;
  /** Remembers the user's visible columns for this page. */
  storageKey: string;
  /** Choices of the list's `option` filters, by filter name (the caller's plans, groups, tags). */
  options?: Partial<Record<string, FilterOption[]>>;
  /** Filters shown before the "more filters" toggle (all when not given). */
  visibleFilters?: number;
  /** Fixed query fields the endpoint needs (e.g. page_name). */
  fixedQuery?: Record<string, string>;
  rowKey?: keyof RowOf<L> & string;
  /** Names a row's checkbox (with `toolbar`) for screen readers; default 选择第 N 行. */
  selectLabel?: (row: RowOf<L>, index: number) => string;
  /**
   * What each row button does, by its key in the list's declaration (a key the list does not
   * declare fails typecheck); the server sends only the buttons the user may use.
   */
  actions?: Partial<Record<ActionKeyOf<L>, (row: RowOf<L>) => unknown>>;
  /** A `buttons` cell was clicked (pages not yet on `actions`). */
  onAction?: (key: ActionKeyOf<L>, row: RowOf<L>) => void;
  /** A `switch` cell was toggled. */
  onToggle?: (prop: string, row: RowOf<L>, next: string) => void;
  /** A line over the table drawn from the answer (totals of the filtered rows, the range shown). */
  summary?: (data: DataOf<L> | undefined) => ReactNode;
  /**
   * Batch actions: the rows get checkboxes, and this draws the bar over the table from the rows
   * selected (kept across pages, cleared by a new search) and the list's current query.
   */
  toolbar?: (context: ListToolbarContext<L>) => ReactNode;
  /** Dialogs and the like that belong to the page. */
  children?: ReactNode;
  /** Reads the list again every second while this holds for the rows shown (tasks still running). */
  pollWhile?: (rows: readonly RowOf<L>[]) => boolean;
  /** The list's export as a task: a button over the table exports what the filters select. */
  exportTo?: ListExport;
  /** A button over the table creating a record with a declared form; see `ListCreate`. */
  create?: ListCreate;
  /**
   * Row buttons that open a declared form on their row (edit it, comment on it), by action key:
   * the form gets the row as its record (or what `record` makes of it), and its save reads the
   * list again along with `invalidates`.
   */
  rowForms?: Partial<Record<ActionKeyOf<L>, ListRowForm<RowOf<L>>>>;
}

/** A declared form a row button opens on its row; see `rowForms`. */
type ListRowForm<R> = Omit<EndpointFormProps<object>, 'target' | 'onClose' | 'invalidates'> & {
  /** The record the form starts from (the row itself when not given); null opens nothing. */
  record?: (row: R) => object | null;
  /** What else a save changes, beside the list itself. */
  invalidates?: readonly Endpoint[];
};

/**
 * The create button of a list screen and its declared form: the button (with `hint` beside it,
 * the rules a new record follows) opens the form, whose save reads the list again along with
 * `invalidates`. Leave it out for a user without the code to create (`create={may && {...}}`).
 */
type ListCreate =
  | (Omit<EndpointFormProps<object>, 'target' | 'onClose' | 'invalidates'> & {
      label: string;
      icon?: ReactNode;
      hint?: ReactNode;
      /** The button is shown but cannot be used (nothing to add to yet). */
      disabled?: boolean;
      /** What else a save changes, beside the list itself. */
      invalidates?: readonly Endpoint[];
    })
  | false
  | null
  | undefined;

export interface ListToolbarContext<L extends AnyListEndpoint> {
  /** The list's query as the URL gives it: filters, page, size and sort. */
  query: QueryOf<L>;
  /** The filtered total. */
  total: number;
  selected: RowOf<L>[];
  clearSelection: () => void;
}

/** How often a list with running tasks is read again. */
const POLL_MS = 1000;

/**
 * A list screen from its declaration: the filter bar over a table whose columns come from the
 * server, with filters, page, size and sort in the URL. Search fetches again even when nothing
 * changed (users press it to refresh).
 */
export function ListScreen<L extends AnyListEndpoint>({
  list,
  caption,
  storageKey,
  options,
  visibleFilters,
  fixedQuery,
  rowKey = 'id' as keyof RowOf<L> & string,
  selectLabel,
  actions,
  onAction,
  onToggle,
  summary,
  toolbar,
  children,
  pollWhile,
  exportTo,
  create,
  rowForms,
}: ListScreenProps<L>) {
  const [rowForm, setRowForm] = useState<{ key: ActionKeyOf<L>; record: object } | null>(null);
  const [params, setParams] = useListParams();
  const query = { ...listQueryOf(params), ...fixedQuery } as QueryOf<L>;
  const page = useQuery({
    ...endpointQuery(list, query),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => {
      const shown = (q.state.data as ListData<RowOf<L>> | undefined)?.tableData;
      return pollWhile && shown && pollWhile(shown) ? POLL_MS : false;
    },
  });
  const data = page.data as (DataOf<L> & ListData<RowOf<L>>) | undefined;
  const update = (next: Partial<ListParams>) => {
    if (formatListParams({ ...params, ...next }) === formatListParams(params)) void page.refetch();
    else setParams(next);
  };
  const selection = useRowSelection(rowKey);
  const rows = (data?.tableData ?? []) as Row[];
  const selectionProps = toolbar
    ? {
        selectable: true as const,
        selectedKeys: selection.keys,
        onSelectionChange: (keys: Set<string>) => selection.change(keys, rows),
        selectLabel: selectLabel as ((row: Row, index: number) => string) | undefined,
      }
    : {};
  const filters = filterFieldsOf(list.list, words, options);
  return (
    <Card className="flex flex-col gap-4 p-4">
      <FilterBar
        key={JSON.stringify(params.filters)}
        fields={filters}
        values={params.filters}
        visibleCount={visibleFilters}
        onSearch={(values) => {
          selection.clear();
          update({ filters: values, page: 1 });
        }}
      />
      {create && <CreateBar list={list} create={create} />}
      {summary?.(data)}
      {exportTo && (
        <div className="flex justify-end">
          <ListExportButton
            spec={exportTo}
            query={query as Record<string, unknown>}
            total={data?.total_count ?? 0}
          />
        </div>
      )}
      {toolbar?.({
        query,
        total: data?.total_count ?? 0,
        selected: selection.rows as RowOf<L>[],
        clearSelection: selection.clear,
      })}
      <DataTable
        caption={caption}
        storageKey={storageKey}
        rowKey={rowKey}
        columns={data?.tableHeader ?? []}
        rows={rows}
        total={data?.total_count ?? 0}
        page={params.page}
        pageSize={params.pageSize}
        loading={page.isFetching}
        sort={params.sort}
        onSortChange={(sort) => update({ sort, page: 1 })}
        onPageChange={(p) => update({ page: p })}
        onPageSizeChange={(pageSize) => update({ pageSize, page: 1 })}
        onAction={(key, row) => {
          const run = actions?.[key as ActionKeyOf<L>];
          const opens = rowForms?.[key as ActionKeyOf<L>];
          if (run) void run(row as RowOf<L>);
          else if (opens) {
            const record = opens.record ? opens.record(row as RowOf<L>) : row;
            if (record) setRowForm({ key: key as ActionKeyOf<L>, record });
          } else onAction?.(key as ActionKeyOf<L>, row as RowOf<L>);
        }}
        onToggle={onToggle as ((prop: string, row: Row, next: string) => void) | undefined}
        {...selectionProps}
      />
      {rowForms && <RowForm list={list} forms={rowForms} open={rowForm} onClose={() => setRowForm(null)} />}
      {children}
    </Card>
  );
}

/** The form a row button opened (`rowForms`), on that row's record. */
function RowForm<L extends AnyListEndpoint>({
  list,
  forms,
  open,
  onClose,
}: {
  list: L;
  forms: Partial<Record<ActionKeyOf<L>, ListRowForm<RowOf<L>>>>;
  open: { key: ActionKeyOf<L>; record: object } | null;
  onClose: () => void;
}) {
  // The last form opened stays mounted while its dialog closes (it animates out on a null target).
  const [shown, setShown] = useState<ActionKeyOf<L> | null>(null);
  if (open && open.key !== shown) setShown(open.key);
  const spec = shown ? forms[shown] : undefined;
  if (!spec) return null;
  const { record: _record, invalidates = [], ...form } = spec;
  return (
    <EndpointForm
      {...form}
      target={open ? { record: open.record } : null}
      onClose={onClose}
      invalidates={[list, ...invalidates]}
    />
  );
}

/** The create button over a list (its hint beside it) and the form it opens. */
function CreateBar({
  list,
  create,
}: {
  list: AnyListEndpoint;
  create: Exclude<ListCreate, false | null | undefined>;
}) {
  const [target, setTarget] = useState<FormTarget<object>>(null);
  const { label, icon, hint, disabled, invalidates = [], ...form } = create;
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1 text-sm text-slate-500">{hint}</div>
        <Button size="sm" variant="primary" disabled={disabled} onClick={() => setTarget({ record: null })}>
          {icon ?? <Plus aria-hidden />}
          {label}
        </Button>
      </div>
      <EndpointForm
        {...form}
        target={target}
        onClose={() => setTarget(null)}
        invalidates={[list, ...invalidates]}
      />
    </>
  );
}
