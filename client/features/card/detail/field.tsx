import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** A labelled value of a description list; an empty value reads "-". */
export function Field({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-0.5', className)}>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="font-medium break-all text-slate-800 tabular-nums">{children ?? '-'}</dd>
    </div>
  );
}

/** A section of a tab: a titled card. */
export function Panel({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-label={title}
      className={cn('flex flex-col gap-3 rounded-md border border-slate-200 bg-white p-4', className)}
    >
      <h2 className="font-semibold text-slate-800">{title}</h2>
      {children}
    </section>
  );
}

/** A quiet line for a section with nothing to show. */
export function Empty({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <p className="text-sm text-slate-500">{children ?? t('common.empty')}</p>;
}
