import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '#contract';
import { DataTable } from '@/components/data-table/data-table';
import { type SectionEndpoint, useCardSection } from '../api/get-card-detail.ts';

interface SectionTableProps {
  endpoint: SectionEndpoint;
  cardId: number;
  caption: string;
  /** Remembers the visible columns, per section (not per card). */
  storageKey: string;
}

/** One paged section of a card (status history, SMS...): the server's table, its page kept here. */
export function SectionTable({ endpoint, cardId, caption, storageKey }: SectionTableProps) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const list = useCardSection(endpoint, cardId, page, pageSize);
  return (
    <DataTable
      caption={caption}
      storageKey={storageKey}
      rowKey="id"
      columns={list.data?.tableHeader ?? []}
      rows={list.data?.tableData ?? []}
      total={list.data?.total_count ?? 0}
      page={page}
      pageSize={pageSize}
      loading={list.isFetching}
      onPageChange={setPage}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
      }}
    />
  );
}
