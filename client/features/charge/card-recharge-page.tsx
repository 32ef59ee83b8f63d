import { useTranslation } from 'react-i18next';
import { CardRechargeScreen } from './card-recharge-screen.tsx';

/** /charge/card: recharge cards with any product on sale. */
export default function CardRechargePage() {
  const { t } = useTranslation();
  return <CardRechargeScreen caption={t('perm.router_charge_card')} />;
}
