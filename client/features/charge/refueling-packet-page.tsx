import { useTranslation } from 'react-i18next';
import { CardRechargeScreen } from './card-recharge-screen.tsx';

/** /refueling_packet: the same recharge, for 加油包 (add-on data this month). */
export default function RefuelingPacketPage() {
  const { t } = useTranslation();
  return <CardRechargeScreen kind="addon" caption={t('perm.router_refueling_packet')} />;
}
