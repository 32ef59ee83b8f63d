import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ListData } from '#contract';
import type { CellActions, Row } from '@/components/data-table/cells';
import { DataTable } from '@/components/data-table/data-table';
import { useRowSelection } from '@/components/data-table/use-row-selection';
import { FilterBar } from '@/components/filter-bar/filter-bar';
import type { FilterField } from '@/components/filter-bar/filter-values';
import { Card } from '@/components/ui/card';
import { type ListParams, listQueryOf, useListParams } from '@/lib/list-params';

export interface ListPageProps extends CellActions {
  /** The table's accessible name (usually the page title). */
  caption: string;
  /** Remembers the user's visible columns for this page. */
  storageKey: string;
  filters: FilterField[];
  /** Filters shown before the "more filters" toggle (all when not given). */
  visibleFilters?: number;
  /** Identifies the list in the query cache; mutations invalidate it by this prefix. */
  queryKey: readonly string[];
  /** Fetches one page, given the query built from the URL. */
  fetchList(query: Record<string, string | number>): Promise<ListData<object>>;
  /** Fixed query fields the endpoint needs (e.g. page_name). */
  fixedQuery?: Record<string, string>;
  rowKey?: string;
  /** Dialogs and the like that belong to the page. */
  children?: ReactNode;
  /** A line over the table drawn from the answer (totals of the filtered rows, the range shown). */
  summary?: (data: ListData<object> | undefined) => ReactNode;
  /**
   * Batch actions: the rows get checkboxes, and this draws the bar over the table from the rows
   * selected (kept across pages, cleared by a new search) and the list's current query.
   */
  toolbar?: (context: ListToolbarContext) => ReactNode;
}

export interface ListToolbarContext {
  /** The list's query as the URL gives it: filters, page, size and sort. */
  query: Record<string, string | number>;
  /** The filtered total. */
  total: number;
  selected: Row[];
  clearSelection: () => void;
}

/**
 * A server-driven list screen: filter bar over a table whose columns come from the server, with
 * filters, page, size and sort in the URL. A list page is this plus its filters and its query.
 */
export function ListPage({
  caption,
  storageKey,
  filters,
  queryKey,
  fetchList,
  fixedQuery,
  rowKey = 'id',
  children,
  summary,
  toolbar,
  visibleFilters,
  ...actions
}: ListPageProps) {
  const [params, setParams] = useListParams();
  const query = { ...listQueryOf(params), ...fixedQuery };
  const list = useQuery({
    queryKey: [...queryKey, query],
    queryFn: () => fetchList(query),
    placeholderData: keepPreviousData,
  });
  const update = (next: Partial<ListParams>) => setParams(next);
  const selection = useRowSelection(rowKey);
  const rows = (list.data?.tableData ?? []) as Row[];
  const selectionProps = toolbar
    ? {
        selectable: true as const,
        selectedKeys: selection.keys,
        onSelectionChange: (keys: Set<string>) => selection.change(keys, rows),
      }
    : {};
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
      {summary?.(list.data)}
      {toolbar?.({
        query,
        total: list.data?.total_count ?? 0,
        selected: selection.rows,
        clearSelection: selection.clear,
      })}
      <DataTable
        caption={caption}
        storageKey={storageKey}
        rowKey={rowKey}
        columns={list.data?.tableHeader ?? []}
        rows={rows}
        total={list.data?.total_count ?? 0}
        page={params.page}
        pageSize={params.pageSize}
        loading={list.isFetching}
        sort={params.sort}
        onSortChange={(sort) => update({ sort, page: 1 })}
        onPageChange={(page) => update({ page })}
        onPageSizeChange={(pageSize) => update({ pageSize, page: 1 })}
        {...actions}
        {...selectionProps}
      />
      {children}
    </Card>
  );
}
