import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '#contract';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { pageItems } from './page-items.ts';

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}

export function Pagination({ page, pageSize, total, onPageChange, onPageSizeChange }: PaginationProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav
      aria-label={t('table.page', { page, pages })}
      className="flex flex-wrap items-center justify-end gap-2 text-sm"
    >
      <span className="text-slate-500">{t('table.total', { total })}</span>
      <Select value={String(pageSize)} onValueChange={(v) => onPageSizeChange(Number(v))}>
        <SelectTrigger className="w-28" aria-label={t('table.pageSize', { size: pageSize })}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {PAGE_SIZES.map((size) => (
            <SelectItem key={size} value={String(size)}>
              {t('table.pageSize', { size })}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Button
        size="icon"
        variant="ghost"
        aria-label={t('table.prev')}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft />
      </Button>
      {pageItems(page, pages).map((item, i) =>
        item === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
          <span key={`gap-${i}`} className="px-1 text-slate-400">
            …
          </span>
        ) : (
          <Button
            key={item}
            size="sm"
            variant="ghost"
            aria-label={t('table.goTo', { page: item })}
            aria-current={item === page ? 'page' : undefined}
            className={cn('min-w-7 px-1.5', item === page && 'bg-primary-soft text-primary')}
            onClick={() => onPageChange(item)}
          >
            {item}
          </Button>
        ),
      )}
      <Button
        size="icon"
        variant="ghost"
        aria-label={t('table.next')}
        disabled={page >= pages}
        onClick={() => onPageChange(page + 1)}
      >
        <ChevronRight />
      </Button>
    </nav>
  );
}
