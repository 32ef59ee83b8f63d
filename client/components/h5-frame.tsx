import type { ReactNode } from 'react';
import { LanguageSwitch } from '@/components/language-switch';
import { cn } from '@/lib/cn';

/**
 * The frame of a public H5 page a card's end user opens on a phone (voice whitelist, real name):
 * a coloured title bar with the language switch, and the content in one column that fills a
 * phone's width and stays narrow on a desktop.
 */
export function H5Frame({
  title,
  intro,
  children,
  footer,
  className,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links to the sibling pages, under the content. */
  footer?: ReactNode;
  className?: string;
}) {
  return (
    <main className="flex min-h-full flex-col bg-slate-100">
      <header className="bg-primary text-white">
        <div className="mx-auto flex max-w-md items-center gap-2 px-4 pt-3">
          <img src="/logo.svg" alt="" className="size-6 rounded bg-white p-0.5" />
          <LanguageSwitch className="ml-auto text-white hover:bg-white/15" />
        </div>
        <div className="mx-auto max-w-md px-4 pt-2 pb-6">
          <h1 className="text-xl font-semibold">{title}</h1>
          {intro && <p className="mt-1 text-sm text-white/85">{intro}</p>}
        </div>
      </header>
      <div className={cn('mx-auto -mt-3 flex w-full max-w-md flex-1 flex-col gap-4 px-3 pb-8', className)}>
        {children}
        {footer && <nav className="flex justify-center gap-6 text-sm">{footer}</nav>}
      </div>
    </main>
  );
}

/** One white section of an H5 page. */
export function H5Section({
  children,
  className,
  label,
}: {
  children: ReactNode;
  className?: string;
  label?: string;
}) {
  return (
    <section
      aria-label={label}
      className={cn('flex flex-col gap-4 rounded-lg bg-white p-4 shadow-xs', className)}
    >
      {children}
    </section>
  );
}
