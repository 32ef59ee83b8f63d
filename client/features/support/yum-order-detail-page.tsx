import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CARD_STATUSES,
  CARRIERS,
  CHAIN_ORDER_STATUSES,
  chainOrderDetail,
  chainOrderList,
  labelOf,
} from '#contract';
import { DetailHeading, DetailPage, FigureGrid, useDetailId } from '@/components/detail-page';
import { StaticTable } from '@/components/static-table';
import { endpointQuery } from '@/lib/endpoint-query';

/** A column's label in the list's declaration: the detail names its figures alike. */
const columnLabel = (prop: string) => chainOrderList.list.columns.find((c) => c.prop === prop)!.label;

/** /yum_order/detail?id=: one chain-store order, its steps and the cards it shipped. */
export default function YumOrderDetailPage() {
  const { t } = useTranslation();
  const id = useDetailId();
  const detail = useQuery({
    ...endpointQuery(chainOrderDetail, { id: id ?? '0' }),
    enabled: id !== null,
  }).data;
  const o = detail?.order;
  const figures = o
    ? [
        { label: t(columnLabel('order_no')), value: o.order_no },
        { label: t(columnLabel('status')), value: t(labelOf(CHAIN_ORDER_STATUSES[o.status])) },
        { label: t(columnLabel('client_name')), value: o.client_name },
        { label: t(columnLabel('store_name')), value: o.store_name },
        { label: t(columnLabel('region')), value: o.region },
        { label: t(columnLabel('plan_name')), value: o.plan_name },
        { label: t(columnLabel('carrier')), value: t(labelOf(CARRIERS[o.carrier])) },
        { label: t(columnLabel('quantity')), value: String(o.quantity) },
        { label: t(columnLabel('created_at')), value: o.created_at },
        { label: t(columnLabel('courier_no')), value: o.courier_no || '-' },
        { label: t(columnLabel('shipped_at')), value: o.shipped_at || '-' },
        { label: t('support.yumOrder.shippedBy'), value: o.shipped_by || '-' },
        { label: t('support.yumOrder.signedAt'), value: o.signed_at || '-' },
        { label: t('support.yumOrder.activatedAt'), value: o.activated_at || '-' },
      ]
    : [];
  return (
    <DetailPage back={{ to: '/yum_order', label: t('perm.router_spt_yum_order') }}>
      {o && (
        <>
          <DetailHeading>{t('support.yumOrder.detailTitle')}</DetailHeading>
          <FigureGrid figures={figures} />
          <StaticTable
            caption={t('support.yumOrder.cards')}
            rows={detail.cards}
            rowKey={(c) => c.iccid}
            empty={t('support.yumOrder.noCards')}
            className="max-h-96"
            columns={[
              { key: 'iccid', header: t('field.iccid'), cell: (c) => c.iccid, rowHeader: true },
              { key: 'msisdn', header: t('field.msisdn'), cell: (c) => c.msisdn },
              {
                key: 'status',
                header: t(columnLabel('status')),
                cell: (c) => t(labelOf(CARD_STATUSES[c.status])),
              },
            ]}
          />
        </>
      )}
    </DetailPage>
  );
}
