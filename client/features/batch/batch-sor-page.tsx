import { useTranslation } from 'react-i18next';
import { BatchScreen } from './batch-screen.tsx';

/**
 * /batch_sor: stop cards in use, or resume cards the customer stopped, in a batch. A card the
 * carrier stopped for a reason of its own (arrears, quota, expiry...) is refused with the reason.
 */
export default function BatchSorPage() {
  const { t } = useTranslation();
  return <BatchScreen operations={['card_stop', 'card_resume']} intro={t('batch.sorIntro')} />;
}
