import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/language-switch';
import { Card } from '@/components/ui/card';
import { useLoginConfig } from '@/lib/api/login-config';
import { cn } from '@/lib/cn';

/**
 * The frame of every public page outside the layout (forced steps, registration, the end user's card
 * pages): the platform's logo and title and the language switch, over the page's content. The
 * content sits on one centred card (`layout="card"`, the default), or straight on the page in one
 * phone-width column (`layout="column"`, the pages a card's end user opens on a phone).
 */
export function PublicPageFrame({
  layout = 'card',
  wide = false,
  className,
  children,
}: {
  layout?: 'card' | 'column';
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
        <span className="truncate font-semibold">{config.data?.title ?? t('common.app.title')}</span>
        <LanguageSwitch className="ml-auto shrink-0" />
      </header>
      {layout === 'column' ? (
        <div className={cn('mx-auto flex w-full max-w-md flex-col gap-4 p-4 sm:py-10', className)}>
          {children}
        </div>
      ) : (
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
      )}
    </main>
  );
}
