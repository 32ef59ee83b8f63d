import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page.tsx';

/** Where code 905 sends every page while the platform is upgraded. */
export default function UpgradePage() {
  const { t } = useTranslation();
  return <StatusPage code="905" message={t('errors.upgrading')} />;
}
