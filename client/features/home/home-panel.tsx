import type { UseQueryResult } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** A titled region of the dashboard (its heading names it for screen readers and tests). */
export function HomePanel({
  title,
  extra,
  className,
  children,
}: {
  title: string;
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card aria-labelledby={id} className={cn('flex min-w-0 flex-col gap-3 p-4', className)}>
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={id} className="font-semibold">
          {title}
        </h2>
        {extra && <div className="text-xs text-slate-500">{extra}</div>}
      </header>
      {children}
    </Card>
  );
}

/** An empty state: what is missing, and why, in place of the chart or list. */
export function PanelEmpty({ text, hint, className }: { text: string; hint?: string; className?: string }) {
  return (
    <div className={cn('flex flex-1 flex-col items-center justify-center gap-1 py-8 text-center', className)}>
      <Inbox className="size-8 text-slate-300" aria-hidden />
      <p className="text-slate-500">{text}</p>
      {hint && <p className="text-xs text-slate-500">{hint}</p>}
    </div>
  );
}

/**
 * The loading and failed states of a panel's query, or its content once the data is there. The
 * request module has already toasted a failure; the panel offers to try again.
 */
export function PanelQuery<T>({
  query,
  height,
  children,
}: {
  query: UseQueryResult<T>;
  /** Tailwind height class of the placeholder, the size of what will replace it. */
  height: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <div className={cn('flex flex-col items-center justify-center gap-2 text-slate-500', height)}>
        <p>{t('common.loadFailed')}</p>
        <Button size="sm" onClick={() => void query.refetch()}>
          {t('home.retry')}
        </Button>
      </div>
    );
  }
  return <PanelPlaceholder height={height} />;
}

/** What holds a panel's place while its data or its chart's script is on its way. */
function PanelPlaceholder({ height }: { height: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('common.loading')}
      className={cn('animate-pulse rounded bg-slate-100', height)}
    />
  );
}
