import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#contract';
import { type StaticColumn, StaticTable } from '@/components/static-table';
import { Button } from '@/components/ui/button';

/** A row a check refused, as every check answer carries it: the file or paste row, the number, why. */
interface RefusedRow {
  row_no: number;
  number: string;
  reason: string;
}

interface CheckWords {
  total: string;
  valid: string;
  refused: string;
  /** The refused rows table's name. */
  caption: string;
  /** Said under the table when the answer lists only the first of the refused rows. */
  more: string;
}

/**
 * What a check of pasted or imported numbers found, the same on every screen that checks them (a
 * batch, an SMS send, a sub-customer import or card assignment): rows read, rows that pass and
 * rows refused, then the refused rows with their row, number and reason. The words default to
 * rows (common.ts); a screen that counts something else (an SMS send counts cards) gives its own.
 * `children` is what the screen adds between the counts and the rows (a fee, a cost). A check
 * that waits to be confirmed gives `actions`: back to the form, and the start, which nothing to
 * run disables.
 */
export function CheckResult<R extends RefusedRow>({
  check,
  words = {},
  checkColumn,
  actions,
  children,
}: {
  /**
   * The check's answer: rows read, rows that pass (the rest were refused) and the refused rows it
   * lists, all of them or the first when there are many.
   */
  check: { total: number; valid: number; bad_rows: readonly R[] };
  words?: Partial<CheckWords>;
  /** A column naming the check that refused each row (format, duplicate, not yours…), from sm up. */
  checkColumn?: { header: string; of: (row: R) => string };
  actions?: {
    onBack: () => void;
    startLabel: string;
    startIcon: ReactNode;
    /** While the start's request is on its way. */
    starting: boolean;
    onStart: () => void;
  };
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const rows = check.bad_rows;
  const refused = check.total - check.valid;
  const said: CheckWords = {
    total: t('widgets.check.total'),
    valid: t('widgets.check.valid'),
    refused: t('widgets.check.refused'),
    caption: t('widgets.check.caption'),
    more: t('widgets.check.more', { shown: rows.length, refused }),
    ...words,
  };
  const columns: StaticColumn<R>[] = [
    {
      key: 'row',
      header: t('widgets.check.row'),
      cell: (row) => row.row_no,
      // 行号 stays one line on a phone, where the number and reason columns take the width.
      className: 'whitespace-nowrap',
      cellClassName: 'tabular-nums',
    },
    {
      key: 'number',
      header: t('field.cardNumber'),
      cell: (row) => row.number,
      cellClassName: 'font-mono text-xs break-all',
    },
    ...(checkColumn
      ? [
          {
            key: 'check',
            header: checkColumn.header,
            cell: checkColumn.of,
            className: 'hidden sm:table-cell',
            cellClassName: 'whitespace-nowrap',
          },
        ]
      : []),
    {
      key: 'reason',
      header: t('common.reason'),
      cell: (row) => row.reason,
      cellClassName: 'text-danger',
    },
  ];
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        <Figure label={said.total} value={check.total} />
        <Figure label={said.valid} value={check.valid} tone="text-success" />
        <Figure label={said.refused} value={refused} tone={refused > 0 ? 'text-danger' : undefined} />
      </dl>
      {children}
      {rows.length > 0 && (
        <div className="flex flex-col gap-1.5">
          <StaticTable
            caption={said.caption}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.row_no}
            className="max-h-80"
          />
          {refused > rows.length && <p className="text-xs text-slate-500">{said.more}</p>}
        </div>
      )}
      {actions && (
        <div className="flex flex-wrap gap-2">
          <Button onClick={actions.onBack}>
            <ArrowLeft />
            {t('widgets.check.back')}
          </Button>
          <Button
            variant="primary"
            onClick={actions.onStart}
            disabled={actions.starting || check.valid === 0}
          >
            {actions.startIcon}
            {actions.startLabel}
          </Button>
        </div>
      )}
    </div>
  );
}

function Figure({ label, value, tone }: { label: string; value: number; tone?: string }) {
  return (
    <div className="rounded border border-slate-200 px-2 py-2 sm:px-3">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className={`text-xl font-semibold tabular-nums ${tone ?? 'text-slate-800'}`}>
        {formatNumber(value)}
      </dd>
    </div>
  );
}
