import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CARRIERS,
  type ChainOrderRow,
  chainOrderForm,
  chainOrderList,
  chainOrderOptions,
  chainShipForm,
  labelOf,
} from '#contract';
import { EndpointForm, type FormTarget } from '@/components/form/endpoint-form';
import { ListScreen } from '@/components/list-screen';
import { endpointQuery } from '@/lib/endpoint-query';
import { navigate } from '@/lib/hash-location';

const READS = [chainOrderList, chainOrderOptions];

/**
 * /yum_order (快餐连锁卡订单, issue 46): the chain-store customers' card orders, every customer,
 * newest first (polled while one is on its way). 新建订单 (the create button over the list) records a
 * store's order with the declared form; 发货 ships a pending one from the platform's stock with a
 * courier number; 详情 shows its steps and cards.
 */
export default function YumOrderPage() {
  const { t } = useTranslation();
  const [shipping, setShipping] = useState<FormTarget<ChainOrderRow & { order_id: number }>>(null);
  const options = useQuery(endpointQuery(chainOrderOptions)).data;
  const stores = (options?.stores ?? []).map((s) => ({
    value: String(s.id),
    label: `${s.name}（${s.region}）`,
  }));
  const plans = (options?.plans ?? []).map((p) => ({
    value: String(p.id),
    label: `${p.name} · ${t('support.yumOrder.stock', { carrier: t(labelOf(CARRIERS[p.carrier])), stock: p.stock })}`,
  }));
  return (
    <ListScreen
      list={chainOrderList}
      caption={t('perm.router_spt_yum_order')}
      storageKey="support-yum-order"
      create={{
        form: chainOrderForm,
        label: t('support.yumOrder.add'),
        options: { store_id: stores, plan_id: plans },
        invalidates: READS,
      }}
      pollWhile={(rows) => rows.some((r) => r.status === 'shipped' || r.status === 'signed')}
      actions={{
        ship: (row) => setShipping({ record: { ...row, order_id: row.id } }),
        detail: (row) => navigate(`/yum_order/detail?id=${row.id}`),
      }}
    >
      <EndpointForm
        form={chainShipForm}
        target={shipping}
        onClose={() => setShipping(null)}
        invalidates={READS}
      />
    </ListScreen>
  );
}
