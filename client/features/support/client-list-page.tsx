import { useTranslation } from 'react-i18next';
import { CLIENT_KINDS } from '#contract';
import { DataTable } from '@/components/data-table/data-table';
import { FilterBar } from '@/components/filter-bar/filter-bar';
import type { FilterField } from '@/components/filter-bar/filter-values';
import { Card } from '@/components/ui/card';
import { currentLang } from '@/lib/i18n';
import { useListParams } from '@/lib/list-params';
import { type ClientListQuery, useClientList } from './api/get-client-list.ts';

export default function ClientListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useListParams();
  const lang = currentLang();
  const fields: FilterField[] = [
    {
      type: 'text',
      name: 'q',
      label: t('support.clientSearch'),
      placeholder: t('support.clientSearchPlaceholder'),
    },
    {
      type: 'select',
      name: 'kind',
      label: t('support.clientKind'),
      options: Object.entries(CLIENT_KINDS).map(([value, l]) => ({ value, label: l[lang] })),
    },
  ];
  const list = useClientList({
    ...params.filters,
    page_name: 'client_manage',
    page: params.page,
    page_size: params.pageSize,
    ...(params.sort ? { sort: params.sort.prop, order: params.sort.order } : {}),
  } as ClientListQuery);

  return (
    <Card className="flex flex-col gap-4 p-4">
      <FilterBar
        key={JSON.stringify(params.filters)}
        fields={fields}
        values={params.filters}
        onSearch={(filters) => setParams({ filters, page: 1 })}
      />
      <DataTable
        caption={t('menu.client')}
        storageKey="support-client-list"
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
