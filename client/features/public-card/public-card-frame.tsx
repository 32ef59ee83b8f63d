import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/language-switch';
import { useLoginConfig } from '@/lib/api/login-config';

/** The end user's page frame, phone first: the platform's name, the language switch, one column. */
export function PublicCardFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const config = useLoginConfig();
  return (
    <main className="flex min-h-full flex-col bg-slate-100">
      <header className="flex items-center gap-2 bg-white px-4 py-2 shadow-xs">
        <img src={config.data?.logo_url ?? '/logo.svg'} alt="" className="size-7" />
        <span className="truncate font-semibold">{config.data?.title ?? t('app.title')}</span>
        <LanguageSwitch className="ml-auto shrink-0" />
      </header>
      <div className="mx-auto flex w-full max-w-md flex-col gap-4 p-4 sm:py-10">
        <h1 className="text-lg font-semibold text-slate-800">{title}</h1>
        {children}
      </div>
    </main>
  );
}
