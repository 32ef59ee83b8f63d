import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ListData } from '#contract';
import type { CellActions, Row } from '@/components/data-table/cells';
import { DataTable } from '@/components/data-table/data-table';
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
  /** Identifies the list in the query cache; mutations invalidate it by this prefix. */
  queryKey: readonly string[];
  /** Fetches one page, given the query built from the URL. */
  fetchList(query: Record<string, string | number>): Promise<ListData<object>>;
  /** Fixed query fields the endpoint needs (e.g. page_name). */
  fixedQuery?: Record<string, string>;
  rowKey?: string;
  /** Dialogs and the like that belong to the page. */
  children?: ReactNode;
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
  return (
    <Card className="flex flex-col gap-4 p-4">
      <FilterBar
        key={JSON.stringify(params.filters)}
        fields={filters}
        values={params.filters}
        onSearch={(values) => update({ filters: values, page: 1 })}
      />
      <DataTable
        caption={caption}
        storageKey={storageKey}
        rowKey={rowKey}
        columns={list.data?.tableHeader ?? []}
        rows={(list.data?.tableData ?? []) as Row[]}
        total={list.data?.total_count ?? 0}
        page={params.page}
        pageSize={params.pageSize}
        loading={list.isFetching}
        sort={params.sort}
        onSortChange={(sort) => update({ sort, page: 1 })}
        onPageChange={(page) => update({ page })}
        onPageSizeChange={(pageSize) => update({ pageSize, page: 1 })}
        {...actions}
      />
      {children}
    </Card>
  );
}
