import { useTranslation } from 'react-i18next';
import { BatchScreen } from './batch-screen.tsx';

/**
 * /change_carrier: move multi-carrier (eSIM) cards to another carrier and one of its plans, in a
 * batch. Pasted numbers go where the page says; a file names the carrier and plan on each row.
 * A single-carrier card, or one already on the carrier, is refused with the reason.
 */
export default function ChangeCarrierPage() {
  const { t } = useTranslation();
  return <BatchScreen operations={['carrier_change']} intro={t('batch.carrierIntro')} withTarget />;
}
