import { useTranslation } from 'react-i18next';
import { tradeOrderList } from '#contract';
import { ListScreen } from '@/components/list-screen';
import { navigate } from '@/lib/hash-location';

/**
 * /service/order_list (交易查询): every order of the caller's balance, card recharges and top-ups,
 * with its payment and fulfilment status; a row opens its detail. Polled while one is processing.
 */
export default function TradeOrderListPage() {
  const { t } = useTranslation();
  return (
    <ListScreen
      list={tradeOrderList}
      caption={t('perm.router_service_order_list')}
      storageKey="trade-orders"
      pollWhile={(rows) => rows.some((r) => r.fulfil_status === 'processing' || r.pay_status === 'refunding')}
      actions={{ detail: (row) => navigate(`/service/order_detail?id=${row.id}`) }}
    />
  );
}
