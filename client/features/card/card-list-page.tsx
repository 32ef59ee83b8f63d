import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { FilterBar } from '@/components/filter-bar/filter-bar';
import { Card } from '@/components/ui/card';
import { currentLang } from '@/lib/i18n';
import { useListParams } from '@/lib/list-params';
import type { CardListQuery } from './api/get-card-list.ts';
import { useCardList } from './api/get-card-list.ts';
import { cardListFilters } from './card-list-filters.ts';

export default function CardListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useListParams();
  const query = {
    ...params.filters,
    page: params.page,
    page_size: params.pageSize,
    ...(params.sort ? { sort: params.sort.prop, order: params.sort.order } : {}),
  } as CardListQuery;
  const list = useCardList(query);
  const filterKey = JSON.stringify(params.filters);

  return (
    <Card className="flex flex-col gap-4 p-4">
      <FilterBar
        key={filterKey}
        fields={cardListFilters(t, currentLang())}
        values={params.filters}
        onSearch={(filters) => setParams({ filters, page: 1 })}
      />
      <DataTable
        caption={t('menu.cardList')}
        storageKey="card-list"
        rowKey="id"
        columns={list.data?.tableHeader ?? []}
        rows={list.data?.tableData ?? []}
        total={list.data?.total_count ?? 0}
        page={params.page}
        pageSize={params.pageSize}
        loading={list.isFetching}
        sort={params.sort}
        onSortChange={(sort) => setParams({ sort, page: 1 })}
        onPageChange={(page) => setParams({ page })}
        onPageSizeChange={(pageSize) => setParams({ pageSize, page: 1 })}
      />
    </Card>
  );
}
