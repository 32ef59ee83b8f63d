import { useTranslation } from 'react-i18next';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex h-full min-h-40 items-center justify-center text-slate-400">
      {t('common.loading')}
    </div>
  );
}
