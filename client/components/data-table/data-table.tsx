import { ArrowDown, ArrowUp, ArrowUpDown, Columns3 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from '#contract';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import { Cell, type CellActions, type Row } from './cells.tsx';
import { Pagination, type PaginationProps } from './pagination.tsx';

export interface SortState {
  prop: string;
  order: 'asc' | 'desc';
}

export interface DataTableProps extends PaginationProps, CellActions {
  /** The server's tableHeader. */
  columns: TableColumn[];
  rows: Row[];
  rowKey: string;
  /** Remembers the user's visible columns under this key (one per page). */
  storageKey: string;
  caption: string;
  loading?: boolean;
  sort?: SortState | null;
  onSortChange?: (sort: SortState | null) => void;
}

const readHidden = (key: string): string[] | null => {
  try {
    const stored = localStorage.getItem(`columns:${key}`);
    return stored ? (JSON.parse(stored) as string[]) : null;
  } catch {
    return null;
  }
};

/** Sort cycles none -> desc -> asc -> none, as the column header is clicked. */
export function nextSort(current: SortState | null | undefined, prop: string): SortState | null {
  if (current?.prop !== prop) return { prop, order: 'desc' };
  return current.order === 'desc' ? { prop, order: 'asc' } : null;
}

/** A table rendered from the server's tableHeader: the page adds only its filters and actions. */
export function DataTable(props: DataTableProps) {
  const { columns, rows, rowKey, storageKey, caption, loading, sort, onSortChange } = props;
  const { t } = useTranslation();
  const [hidden, setHidden] = useState<string[] | null>(() => readHidden(storageKey));
  const hiddenProps = hidden ?? columns.filter((c) => c.hidden).map((c) => c.prop);
  const visible = columns.filter((c) => !hiddenProps.includes(c.prop));

  const toggleColumn = (prop: string, show: boolean) => {
    const next = show ? hiddenProps.filter((p) => p !== prop) : [...hiddenProps, prop];
    localStorage.setItem(`columns:${storageKey}`, JSON.stringify(next));
    setHidden(next);
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex justify-end">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button size="sm">
              <Columns3 />
              {t('table.columns')}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {columns.map((c) => (
              <DropdownMenuCheckboxItem
                key={c.prop}
                checked={!hiddenProps.includes(c.prop)}
                onCheckedChange={(checked) => toggleColumn(c.prop, checked === true)}
                onSelect={(e) => e.preventDefault()}
              >
                {c.label}
              </DropdownMenuCheckboxItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <div className="overflow-x-auto rounded border border-slate-200 bg-white">
        <table className="w-full border-collapse text-left text-sm" aria-busy={loading}>
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              {visible.map((c) => {
                const active = sort?.prop === c.prop ? sort.order : null;
                return (
                  <th
                    key={c.prop}
                    scope="col"
                    aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : undefined}
                    className="border-b border-slate-200 px-3 py-2 font-medium whitespace-nowrap"
                    style={c.width ? { width: c.width } : undefined}
                  >
                    {c.sortable && onSortChange ? (
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 hover:text-primary"
                        onClick={() => onSortChange(nextSort(sort, c.prop))}
                      >
                        {c.label}
                        {active === 'asc' ? (
                          <ArrowUp className="size-3.5 text-primary" aria-label={t('table.sortAsc')} />
                        ) : active === 'desc' ? (
                          <ArrowDown className="size-3.5 text-primary" aria-label={t('table.sortDesc')} />
                        ) : (
                          <ArrowUpDown className="size-3.5 opacity-40" aria-hidden />
                        )}
                      </button>
                    ) : (
                      c.label
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className={cn(loading && 'opacity-60')}>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={Math.max(visible.length, 1)} className="px-3 py-10 text-center text-slate-400">
                  {loading ? t('common.loading') : t('common.empty')}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr
                  key={String(row[rowKey])}
                  className="border-b border-slate-100 last:border-0 hover:bg-slate-50"
                >
                  {visible.map((c) => (
                    <td key={c.prop} className="px-3 py-2 whitespace-nowrap">
                      <Cell column={c} row={row} actions={props} />
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pagination {...props} />
    </div>
  );
}
