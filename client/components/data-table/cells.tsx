import { CircleCheck, CircleMinus, CircleX, Download } from 'lucide-react';
import { formatMoney, type TableColumn } from '#contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { TEXT_BOUNDS } from './column-layout.ts';
import { progressView } from './progress.ts';
import { ProgressBar } from './progress-bar.tsx';

export type Row = Record<string, unknown>;

export interface CellActions {
  /** A `buttons` cell was clicked. */
  onAction?: (key: string, row: Row) => void;
  /** A `switch` cell was toggled. */
  onToggle?: (prop: string, row: Row, next: string) => void;
}

const text = (value: unknown) =>
  value === null || value === undefined || value === '' ? '-' : String(value);

/** Renders one cell by its server-declared type. */
export function Cell({ column, row, actions }: { column: TableColumn; row: Row; actions: CellActions }) {
  const value = row[column.prop];
  switch (column.type) {
    case 'text': {
      // Bounded to one line (column-layout.ts); the whole value on hover when it is cut. A column
      // with a declared width wraps instead, so it needs neither.
      if (column.width) return <span>{text(value)}</span>;
      const shown = text(value);
      return (
        <span className={TEXT_BOUNDS} title={shown === '-' ? undefined : shown}>
          {shown}
        </span>
      );
    }
    case 'tag':
    case 'status': {
      const option = column.options.find((o) => o.value === String(value));
      if (!option) return <span>{text(value)}</span>;
      if (column.type === 'tag') return <Badge tone={option.tone}>{option.label}</Badge>;
      const Icon = option.tone === 'success' ? CircleCheck : option.tone === 'danger' ? CircleX : CircleMinus;
      return (
        <span className="inline-flex items-center gap-1">
          <Icon
            aria-hidden
            className={cn('size-3.5', {
              'text-success': option.tone === 'success',
              'text-danger': option.tone === 'danger',
              'text-warning': option.tone === 'warning',
              'text-sky-500': option.tone === 'info',
              'text-slate-400': option.tone === 'default',
            })}
          />
          {option.label}
        </span>
      );
    }
    case 'progress': {
      const view = progressView(Number(value), column.scale);
      return (
        <div className="flex min-w-28 items-center gap-2">
          <ProgressBar percent={Number(value)} scale={column.scale} label={column.label} className="flex-1" />
          <span className="w-12 text-right text-xs text-slate-500 tabular-nums">{view.label}</span>
        </div>
      );
    }
    case 'switch': {
      const on = String(value) === column.on;
      return (
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-label={column.label}
          onClick={() => actions.onToggle?.(column.prop, row, on ? column.off : column.on)}
          className={cn(
            'relative inline-flex h-5 w-9 shrink-0 items-center rounded-full transition-colors',
            on ? 'bg-primary' : 'bg-slate-300',
          )}
        >
          <span
            className={cn(
              'size-4 rounded-full bg-white shadow transition-transform',
              on ? 'translate-x-4.5' : 'translate-x-0.5',
            )}
          />
        </button>
      );
    }
    case 'buttons':
      return (
        <span className="inline-flex gap-1">
          {/* The server sends only the buttons the user's codes allow (row actions fail closed). */}
          {column.buttons
            .filter((b) => !b.when || b.when.values.includes(String(row[b.when.prop])))
            .map((b) => (
              <Button
                key={b.key}
                variant="link"
                size="sm"
                className="h-auto px-1"
                onClick={() => actions.onAction?.(b.key, row)}
              >
                {b.label}
              </Button>
            ))}
        </span>
      );
    case 'money':
      return <span className="tabular-nums">{formatMoney(value as number | string | null | undefined)}</span>;
    case 'download':
      return value ? (
        <a
          className="inline-flex items-center gap-1 text-primary hover:underline"
          href={String(value)}
          download
        >
          <Download className="size-3.5" aria-hidden />
          {column.label}
        </a>
      ) : (
        <span>-</span>
      );
    case 'link': {
      // Nothing to open (a spare device has no card): a dash, not a link to nowhere.
      if (text(value) === '-') return <span>-</span>;
      const param = row[column.param];
      const query = column.query ? `?${new URLSearchParams(column.query).toString()}` : '';
      return (
        <a className="text-primary hover:underline" href={`#/redirect${column.path}/${text(param)}${query}`}>
          {text(value)}
        </a>
      );
    }
  }
}
