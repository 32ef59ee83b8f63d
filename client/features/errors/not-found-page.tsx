import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page.tsx';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return <StatusPage code={t('errors.notFoundTitle')} message={t('errors.notFound')} />;
}
