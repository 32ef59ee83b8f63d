import { ArrowDown, ArrowUp, ArrowUpDown, Columns3 } from 'lucide-react';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from '#contract';
import { Button } from '@/components/ui/button';
import { SelectCheckbox } from '@/components/ui/checkbox';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import type { CellActions, Row } from './cells.tsx';
import { headerCellClass } from './column-layout.ts';
import { Pagination, type PaginationProps } from './pagination.tsx';
import { pageSelection, selectPage, selectRow } from './selection.ts';
import { TableRow } from './table-row.tsx';

interface SortState {
  prop: string;
  order: 'asc' | 'desc';
}

interface DataTableBaseProps extends PaginationProps, CellActions {
  /** The server's tableHeader. */
  columns: TableColumn[];
  /** The rows as the server sent them; cells read them by the columns' props. */
  rows: readonly object[];
  rowKey: string;
  /** Remembers the user's visible columns under this key (one per page). */
  storageKey: string;
  caption: string;
  loading?: boolean;
  sort?: SortState | null;
  onSortChange?: (sort: SortState | null) => void;
}

/**
 * Row selection for batch actions: a checkbox column keyed by `String(row[rowKey])`. The header
 * checkbox selects or clears the current page; keys of other pages stay selected.
 */
type SelectionProps =
  | { selectable?: false; selectedKeys?: undefined; onSelectionChange?: undefined; selectLabel?: undefined }
  | {
      selectable: true;
      selectedKeys: ReadonlySet<string>;
      onSelectionChange: (keys: Set<string>) => void;
      /** Names a row's checkbox for screen readers; default 选择第 N 行 (1-based on the page). */
      selectLabel?: (row: Row, index: number) => string;
    };

type DataTableProps = DataTableBaseProps & SelectionProps;

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
  const { columns, rowKey, storageKey, caption, loading, sort, onSortChange } = props;
  const rows = props.rows as readonly Row[];
  const { t } = useTranslation();
  const [hidden, setHidden] = useState<string[] | null>(() => readHidden(storageKey));
  const hiddenProps = useMemo(
    () => hidden ?? columns.filter((c) => c.hidden).map((c) => c.prop),
    [hidden, columns],
  );
  const visible = useMemo(() => columns.filter((c) => !hiddenProps.includes(c.prop)), [columns, hiddenProps]);

  // Rows get callbacks that never change, reading the latest props when called, so that a new
  // selection (or an inline handler of the page) re-renders no row but the ones that changed.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const actions = useMemo<CellActions>(
    () => ({
      onAction: (key, row) => latest.current.onAction?.(key, row),
      onToggle: (prop, row, next) => latest.current.onToggle?.(prop, row, next),
    }),
    [],
  );
  const onSelect = useCallback((key: string, select: boolean) => {
    const current = latest.current;
    if (current.selectable) current.onSelectionChange(selectRow(current.selectedKeys, key, select));
  }, []);

  const keys = useMemo(() => rows.map((row) => String(row[rowKey])), [rows, rowKey]);
  const selected = props.selectable ? props.selectedKeys : null;
  const headerState = selected ? pageSelection(keys, selected) : 'none';

  const toggleColumn = (prop: string, show: boolean) => {
    const next = show ? hiddenProps.filter((p) => p !== prop) : [...hiddenProps, prop];
    localStorage.setItem(`columns:${storageKey}`, JSON.stringify(next));
    setHidden(next);
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-end gap-3">
        {props.selectable && (
          <span aria-live="polite" className="mr-auto text-sm text-slate-500">
            {props.selectedKeys.size > 0 && t('widgets.table.selected', { count: props.selectedKeys.size })}
          </span>
        )}
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
              {props.selectable && (
                <th scope="col" className="w-10 border-b border-slate-200 px-3 py-2">
                  <SelectCheckbox
                    aria-label={t('widgets.table.selectAll')}
                    checked={headerState === 'all'}
                    indeterminate={headerState === 'some'}
                    disabled={keys.length === 0}
                    onChange={(e) =>
                      props.onSelectionChange(selectPage(keys, props.selectedKeys, e.target.checked))
                    }
                  />
                </th>
              )}
              {visible.map((c) => {
                const active = sort?.prop === c.prop ? sort.order : null;
                return (
                  <th
                    key={c.prop}
                    scope="col"
                    aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : undefined}
                    className={cn(
                      'border-b border-slate-200 px-3 py-2 font-medium whitespace-nowrap',
                      headerCellClass(c),
                    )}
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
                <td
                  colSpan={Math.max(visible.length + (props.selectable ? 1 : 0), 1)}
                  className="px-3 py-10 text-center text-slate-400"
                >
                  {loading ? t('common.loading') : t('common.empty')}
                </td>
              </tr>
            ) : (
              rows.map((row, i) => {
                const key = keys[i]!;
                return (
                  <TableRow
                    key={key}
                    row={row}
                    rowId={key}
                    columns={visible}
                    actions={actions}
                    selectable={props.selectable === true}
                    selected={selected?.has(key) ?? false}
                    selectLabel={
                      props.selectable
                        ? (props.selectLabel?.(row, i + 1) ?? t('widgets.table.selectRow', { index: i + 1 }))
                        : ''
                    }
                    onSelect={onSelect}
                  />
                );
              })
            )}
          </tbody>
        </table>
      </div>
      <Pagination {...props} />
    </div>
  );
}
