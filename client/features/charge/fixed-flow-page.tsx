import { useTranslation } from 'react-i18next';
import { CardRechargeScreen } from './card-recharge-screen.tsx';

/** /fixed_flow: the same recharge, for fixed multi-month packages. */
export default function FixedFlowPage() {
  const { t } = useTranslation();
  return <CardRechargeScreen kind="fixed" caption={t('perm.router_fixed_flow')} />;
}
