import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  EFFECT_MODE_LABEL,
  EFFECT_MODES,
  formatMoney,
  LINE_STATUSES,
  labelOf,
  ORDER_CHANNELS,
  ORDER_KINDS,
  ORDER_STATUSES,
  orderDetail,
  orderList,
} from '#contract';
import { DetailHeading, DetailPage, FigureGrid, useDetailId } from '@/components/detail-page';
import { StaticTable } from '@/components/static-table';
import { endpointQuery } from '@/lib/endpoint-query';

/** A column's label in the order list's declaration: the detail names its figures alike. */
const columnLabel = (prop: string) => orderList.list.columns.find((c) => c.prop === prop)!.label;

/** How often an order the carrier still works on is read again (ms). */
const POLL_MS = 3000;

/**
 * /charge/order_detail?id=: one order's figures (amount, frozen, charged, released) and each
 * card's fulfilment with the carrier's answer and the card's quota now; read again while the
 * carrier works.
 */
export default function OrderDetailPage() {
  const { t } = useTranslation();
  const id = useDetailId();
  const detail = useQuery({
    ...endpointQuery(orderDetail, { id: id ?? '0' }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.order.status === 'processing' ? POLL_MS : false),
  });
  const order = detail.data?.order;
  const figures = order
    ? [
        { label: t('common.rechargeType'), value: t(labelOf(ORDER_KINDS[order.kind])) },
        { label: t(columnLabel('channel')), value: t(labelOf(ORDER_CHANNELS[order.channel])) },
        { label: t('field.status'), value: t(labelOf(ORDER_STATUSES[order.status])) },
        { label: t('charge.productList.name'), value: order.product || '-' },
        {
          label: t(EFFECT_MODE_LABEL),
          value: order.effect_mode ? t(labelOf(EFFECT_MODES[order.effect_mode])) : '-',
        },
        { label: t(columnLabel('amount')), value: formatMoney(order.amount) },
        { label: t(columnLabel('frozen')), value: formatMoney(order.frozen) },
        { label: t('charge.detail.charged'), value: formatMoney(order.charged) },
        { label: t('charge.detail.released'), value: formatMoney(order.released) },
        { label: t('common.created'), value: order.created_at },
        { label: t('field.finishedAt'), value: order.settled_at || '-' },
        { label: t('field.operator'), value: order.operator },
      ]
    : [];
  return (
    <DetailPage
      back={{ to: '/charge/order_list', label: t('charge.detail.back') }}
      missing={id === null ? t('charge.detail.missing') : null}
    >
      {order && detail.data && (
        <>
          <DetailHeading>{t('charge.detail.title', { orderNo: order.order_no })}</DetailHeading>
          <FigureGrid figures={figures} />
          {order.kind === 'card' && (
            <StaticTable
              caption={t('charge.detail.cards')}
              rows={detail.data.cards}
              rowKey={(c) => c.card_id}
              columns={[
                { key: 'iccid', header: 'ICCID', cell: (c) => c.iccid, cellClassName: 'font-mono' },
                {
                  key: 'amount',
                  header: t(columnLabel('amount')),
                  cell: (c) => formatMoney(c.amount),
                  className: 'hidden sm:table-cell',
                },
                {
                  key: 'status',
                  header: t('field.status'),
                  cell: (c) => t(labelOf(LINE_STATUSES[c.status])),
                },
                {
                  key: 'due',
                  header: t('charge.detail.dueAt'),
                  cell: (c) => c.settled_at || c.due_at,
                  className: 'hidden sm:table-cell',
                },
                { key: 'answer', header: t('charge.detail.answer'), cell: (c) => c.answer || '-' },
                {
                  key: 'quota',
                  header: t('charge.detail.quota'),
                  cell: (c) => c.quota_mb,
                  className: 'text-right',
                },
              ]}
            />
          )}
        </>
      )}
    </DetailPage>
  );
}
