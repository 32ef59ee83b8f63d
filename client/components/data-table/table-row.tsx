import { memo } from 'react';
import type { TableColumn } from '#contract';
import { SelectCheckbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import { Cell, type CellActions, type Row } from './cells.tsx';
import { bodyCellClass } from './column-layout.ts';

interface TableRowProps {
  row: Row;
  rowId: string;
  columns: readonly TableColumn[];
  /** Stable across renders, so a row re-renders only when its own data or selection changes. */
  actions: CellActions;
  selectable: boolean;
  selected: boolean;
  selectLabel: string;
  onSelect: (rowId: string, select: boolean) => void;
}

/** One body row; memoised so that selecting a row re-renders that row, not every cell of the page. */
export const TableRow = memo(function TableRow(props: TableRowProps) {
  const { row, rowId, columns, actions, selectable, selected, selectLabel, onSelect } = props;
  return (
    <tr
      data-selected={selected || undefined}
      className="group border-b border-slate-100 last:border-0 hover:bg-slate-50 data-selected:bg-primary-soft/60"
    >
      {selectable && (
        <td className="w-10 px-3 py-2">
          <SelectCheckbox
            checked={selected}
            aria-label={selectLabel}
            onChange={(e) => onSelect(rowId, e.target.checked)}
          />
        </td>
      )}
      {columns.map((c) => (
        // A column given a width wraps its text at that width; the cell itself bounds the others
        // (see column-layout.ts).
        <td
          key={c.prop}
          className={cn(
            'px-3 py-2',
            c.width ? 'break-words whitespace-normal' : 'whitespace-nowrap',
            bodyCellClass(c),
          )}
          style={c.width ? { minWidth: c.width, width: c.width, maxWidth: c.width } : undefined}
        >
          <Cell column={c} row={row} actions={actions} />
        </td>
      ))}
    </tr>
  );
});
