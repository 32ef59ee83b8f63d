import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, LEDGER_KINDS, type LedgerRow, labelOf, ledgerList } from '#contract';
import { StaticTable } from '@/components/static-table';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { navigate } from '@/lib/hash-location';
import { usePageLocation } from '@/lib/page-location';

/**
 * The parts every detail page of a record is drawn with (an order, a work order, an application,
 * a bill): the bar with the way back and the record's actions, the heading, the boxed figures and
 * the timeline. A page supplies its record's figures and steps; the layout is declared here once.
 */

/** The `id` of `?id=` on a detail page's address, or null when the address has none. */
export function useDetailId(): string | null {
  const { search } = usePageLocation();
  return new URLSearchParams(search).get('id');
}

/**
 * A detail page: the way back to its list and the record's actions above it, and `missing` in
 * place of the record when the address names none.
 */
export function DetailPage({
  back,
  actions,
  missing,
  children,
}: {
  back: { to: string; label: string };
  actions?: ReactNode;
  /** Shown instead of the children when set (the address names no record). */
  missing?: string | null;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => navigate(back.to)}>
          <ArrowLeft aria-hidden />
          {back.label}
        </Button>
        {actions}
      </div>
      {missing ? <p className="text-sm text-slate-500">{missing}</p> : children}
    </div>
  );
}

/** The record's heading, with its status badge or any other mark beside it. */
export function DetailHeading({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  const heading = <h2 className="text-base font-semibold text-slate-800">{children}</h2>;
  if (!aside) return heading;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {heading}
      {aside}
    </div>
  );
}

interface Figure {
  label: string;
  value: ReactNode;
}

/** The record's figures as labelled boxes: two a row on a phone, four (or `columns`) on a wider screen. */
export function FigureGrid({ figures, columns = 4 }: { figures: readonly Figure[]; columns?: 4 | 5 }) {
  return (
    <dl className={cn('grid grid-cols-2 gap-2', columns === 5 ? 'sm:grid-cols-5' : 'sm:grid-cols-4')}>
      {figures.map((f) => (
        <div key={f.label} className="min-w-0 rounded border border-slate-200 bg-white px-3 py-2">
          <dt className="text-xs text-slate-500">{f.label}</dt>
          <dd className="mt-1 text-sm font-medium wrap-anywhere text-slate-800 tabular-nums">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface TimelineStep {
  key: string | number;
  title: string;
  /** The lines under the title: when, by whom, a note. */
  lines: readonly ReactNode[];
}

/** The record's history, oldest first, in a titled box; `empty` when it has none yet. */
export function Timeline({
  id,
  title,
  steps,
  empty,
}: {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  title: string;
  steps: readonly TimelineStep[];
  empty?: string;
}) {
  return (
    <section aria-labelledby={id} className="rounded border border-slate-200 bg-white px-4 py-3">
      <h3 id={id} className="text-sm font-semibold text-slate-800">
        {title}
      </h3>
      {steps.length === 0 && empty ? (
        <p className="mt-2 text-sm text-slate-500">{empty}</p>
      ) : (
        <ol className="mt-2 flex flex-col gap-3">
          {steps.map((s) => (
            <li key={s.key} className="border-l-2 border-slate-300 pl-3 text-sm text-slate-700">
              <p className="font-medium">{s.title}</p>
              {s.lines.map((line, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a step's lines are fixed in number and order
                <div key={i}>{line}</div>
              ))}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** A column's label in the account ledger's declaration: a record's ledger rows are named alike. */
const ledgerLabel = (prop: keyof LedgerRow) => ledgerList.list.columns.find((c) => c.prop === prop)!.label;

/** The account-ledger rows a record wrote (its charge, hold, release, refund), as the ledger names them. */
export function LedgerRowsTable({
  caption,
  rows,
  empty,
}: {
  caption: string;
  rows: readonly LedgerRow[];
  empty: string;
}) {
  const { t } = useTranslation();
  return (
    <StaticTable
      caption={caption}
      rows={rows}
      rowKey={(r) => r.serial_no}
      empty={empty}
      columns={[
        { key: 'at', header: t(ledgerLabel('at')), cell: (r) => r.at },
        { key: 'kind', header: t(ledgerLabel('kind')), cell: (r) => t(labelOf(LEDGER_KINDS[r.kind])) },
        {
          key: 'amount',
          header: t(ledgerLabel('amount')),
          // With ¥ as every amount of the portal; a credit keeps its '+'.
          cell: (r) => `${r.amount.startsWith('+') ? '+' : ''}${formatMoney(r.amount)}`,
          className: 'text-right tabular-nums',
        },
        {
          key: 'after',
          header: t(ledgerLabel('balance_after')),
          cell: (r) => formatMoney(r.balance_after),
          className: 'hidden text-right tabular-nums sm:table-cell',
        },
        { key: 'remark', header: t(ledgerLabel('remark')), cell: (r) => r.remark || '-' },
      ]}
    />
  );
}
