import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { SafeHtml } from '@/components/safe-html';
import { cn } from '@/lib/cn';

/** One row of a list that opens to show server HTML below it (a notice, an answer). */
export function DisclosureItem({
  open,
  onToggle,
  summary,
  html,
  footer,
}: {
  open: boolean;
  onToggle: () => void;
  summary: ReactNode;
  html: string;
  /** Shown under the open HTML (a link to the item's own page). */
  footer?: ReactNode;
}) {
  const id = useId();
  return (
    <li className="py-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
        className="flex w-full items-start gap-2 text-left hover:text-primary"
      >
        <span className="flex min-w-0 flex-1 flex-col gap-0.5 sm:flex-row sm:items-center sm:gap-2">
          {summary}
        </span>
        <ChevronDown
          className={cn('mt-0.5 size-4 shrink-0 text-slate-400 transition-transform', open && 'rotate-180')}
          aria-hidden
        />
      </button>
      <div id={id} hidden={!open}>
        {open && <SafeHtml html={html} className="mt-2 rounded bg-slate-50 p-3 text-slate-700" />}
        {open && footer}
      </div>
    </li>
  );
}
