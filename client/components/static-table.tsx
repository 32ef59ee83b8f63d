import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export interface StaticColumn<R> {
  key: string;
  header: string;
  cell: (row: R) => ReactNode;
  /** Classes of the column's header and cells: alignment, `hidden sm:table-cell` to leave it out on phones. */
  className?: string;
  /** Classes of its body cells only: a font, a colour. */
  cellClassName?: string;
  /** The cells of this column name their rows (`rowheader`: a date, a month). */
  rowHeader?: boolean;
}

/**
 * A small read-only table of rows already in hand (no paging, sorting or column choice: that is
 * `DataTable`'s, fed by a list endpoint). Its caption names it for assistive technology and for
 * tests (`getByRole('table', { name })`); it scrolls inside its own frame, so a wide table never
 * widens the page at 390 px, and its header stays in view when `className` limits the height.
 */
export function StaticTable<R>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  footer,
  className,
}: {
  caption: string;
  columns: readonly StaticColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  /** What an empty table says; by default the common 暂无数据. */
  empty?: string;
  /** A last row under the rows (a total), by column key. */
  footer?: Partial<Record<string, ReactNode>>;
  /** Classes of the scrolling frame, e.g. `max-h-80` for a long list. */
  className?: string;
}) {
  const cell = (column: StaticColumn<R>, content: ReactNode, classes: string) =>
    column.rowHeader ? (
      <th key={column.key} scope="row" className={cn('text-left font-normal', classes)}>
        {content}
      </th>
    ) : (
      <td key={column.key} className={classes}>
        {content}
      </td>
    );
  const { t } = useTranslation();
  return (
    <div className={cn('overflow-auto rounded border border-slate-200', className)}>
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-slate-50 text-left text-xs text-slate-500">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cn('px-2 py-1.5 font-medium', column.className)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-2 py-4 text-center text-slate-500">
                {empty ?? t('common.empty')}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="border-t border-slate-100 align-top">
                {columns.map((column) =>
                  cell(column, column.cell(row), cn('px-2 py-1.5', column.className, column.cellClassName)),
                )}
              </tr>
            ))
          )}
        </tbody>
        {footer && (
          <tfoot className="border-t border-slate-200 bg-slate-50 font-semibold">
            <tr>
              {columns.map((column) =>
                cell(column, footer[column.key], cn('px-2 py-1.5 font-semibold', column.className)),
              )}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
