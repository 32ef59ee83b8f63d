import { useTranslation } from 'react-i18next';
import { BatchScreen } from './batch-screen.tsx';

/**
 * /batch_net: turn cards' network functions (data, SMS, voice) off (断网) or back on (复网) in a
 * batch. The functions chosen on the page apply to every row, pasted or from a file; a card not in
 * service, or whose chosen functions are all in that state already, is refused with the reason.
 */
export default function BatchNetPage() {
  const { t } = useTranslation();
  return <BatchScreen operations={['net_off', 'net_on']} intro={t('batch.netIntro')} withFunctions />;
}
