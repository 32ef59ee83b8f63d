import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/language-switch';
import { Card } from '@/components/ui/card';
import { useLoginConfig } from '@/lib/api/login-config';
import { cn } from '@/lib/cn';

/**
 * The frame of a public page outside the layout (forced steps, registration): the platform's logo
 * and title, and the language switch, over one centred card.
 */
export function PublicPageFrame({
  wide = false,
  className,
  children,
}: {
  /** A wider card, for a long text to read (the agreement) or a two-column form. */
  wide?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const config = useLoginConfig();
  return (
    <main className="flex min-h-full flex-col bg-slate-100">
      <header className="flex items-center gap-2 bg-white px-4 py-2 shadow-xs">
        <img src={config.data?.logo_url ?? '/logo.svg'} alt="" className="size-7" />
        <span className="truncate font-semibold">{config.data?.title ?? t('app.title')}</span>
        <LanguageSwitch className="ml-auto shrink-0" />
      </header>
      <div className="flex flex-1 items-start justify-center p-4 sm:py-12">
        <Card
          className={cn(
            'flex w-full min-w-0 flex-col gap-4 p-5 sm:p-8',
            wide ? 'max-w-3xl' : 'max-w-lg',
            className,
          )}
        >
          {children}
        </Card>
      </div>
    </main>
  );
}

/** The full-page frame of the steps the guard forces before the portal opens. */
export function ForcedShell({
  title,
  notice,
  wide,
  children,
}: {
  title: string;
  notice: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <PublicPageFrame wide={wide}>
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="rounded bg-amber-50 px-3 py-2 text-sm text-amber-700">{notice}</p>
      {children}
    </PublicPageFrame>
  );
}
