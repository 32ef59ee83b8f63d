import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page.tsx';

export default function UnauthorizedPage() {
  const { t } = useTranslation();
  return <StatusPage code={t('errors.unauthorizedTitle')} message={t('errors.unauthorized')} />;
}
