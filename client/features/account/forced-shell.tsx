import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/language-switch';
import { Card } from '@/components/ui/card';
import { useLoginConfig } from '@/lib/api/login-config';

/** The full-page frame of the steps the guard forces before the portal opens. */
export function ForcedShell({
  title,
  notice,
  children,
}: {
  title: string;
  notice: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const config = useLoginConfig();
  return (
    <main className="flex min-h-full flex-col bg-slate-100">
      <header className="flex items-center gap-2 bg-white px-4 py-2 shadow-xs">
        <img src={config.data?.logo_url ?? '/logo.svg'} alt="" className="size-7" />
        <span className="font-semibold">{config.data?.title ?? t('app.title')}</span>
        <LanguageSwitch className="ml-auto" />
      </header>
      <div className="flex flex-1 items-start justify-center p-4 sm:pt-16">
        <Card className="flex w-full max-w-lg flex-col gap-4 p-6 sm:p-8">
          <h1 className="text-xl font-semibold">{title}</h1>
          <p className="rounded bg-amber-50 px-3 py-2 text-sm text-amber-700">{notice}</p>
          {children}
        </Card>
      </div>
    </main>
  );
}
