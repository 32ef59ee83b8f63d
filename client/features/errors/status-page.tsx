import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** The 404, 401 and upgrade pages share one look: a code, a sentence and a way back. */
export function StatusPage({
  code,
  message,
  action = true,
}: {
  code: string;
  message: string;
  action?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-full flex-col items-center justify-center gap-4 p-8 text-center">
      <p className="text-6xl font-bold text-primary">{code}</p>
      <h1 className="text-lg text-slate-600">{message}</h1>
      {action && (
        <Button asChild variant="primary">
          <a href="#/">{t('errors.backHome')}</a>
        </Button>
      )}
    </main>
  );
}
