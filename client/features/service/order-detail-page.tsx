import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EFFECT_MODE_LABEL,
  EFFECT_MODES,
  FULFIL_STATUSES,
  formatMoney,
  indexHeader,
  LINE_STATUSES,
  labelOf,
  ledgerList,
  ORDER_CHANNELS,
  PAY_STATUSES,
  REFUND_STATUSES,
  refundForm,
  TRADE_TYPES,
  tradeOrderDetail,
  tradeOrderList,
} from '#contract';
import {
  DetailHeading,
  DetailPage,
  FigureGrid,
  LedgerRowsTable,
  Timeline,
  useDetailId,
} from '@/components/detail-page';
import { EndpointForm, type FormTarget } from '@/components/form/endpoint-form';
import { StaticTable } from '@/components/static-table';
import { Button } from '@/components/ui/button';
import { endpointQuery } from '@/lib/endpoint-query';
import { hasCode, rolesAtom } from '@/lib/session';

/** A column's label in the list's declaration: the detail names its figures alike. */
const columnLabel = (prop: string) => tradeOrderList.list.columns.find((c) => c.prop === prop)!.label;

/** How often an order still moving (the carrier works, a refund is reviewed) is read again (ms). */
const POLL_MS = 3000;

type Detail = NonNullable<ReturnType<typeof useDetail>['data']>;

function useDetail(id: string | null) {
  return useQuery({
    ...endpointQuery(tradeOrderDetail, { id: id ?? '0' }),
    enabled: id !== null,
    refetchInterval: (query) => {
      const order = query.state.data?.order;
      return order && (order.fulfil_status === 'processing' || order.pay_status === 'refunding')
        ? POLL_MS
        : false;
    },
  });
}

/**
 * /service/order_detail?id=: one order's figures, each card's fulfilment with the carrier's answer,
 * the order's ledger rows and its refund timeline; a refund of the charged shares not in effect
 * may be requested (func_service_refund).
 */
export default function TradeOrderDetailPage() {
  const { t } = useTranslation();
  const id = useDetailId();
  const detail = useDetail(id);
  const roles = useAtomValue(rolesAtom);
  const [refund, setRefund] =
    useState<FormTarget<{ order_id: number; order_no: string; refundable: string }>>(null);
  const data = detail.data;
  const order = data?.order;
  const mayRefund =
    hasCode(roles, 'func_service_refund') && order !== undefined && Number(order.refundable) > 0;
  return (
    <DetailPage
      back={{ to: '/service/order_list', label: t('service.detail.back') }}
      missing={id === null ? t('service.detail.missing') : null}
      actions={
        mayRefund &&
        order && (
          <Button
            variant="primary"
            onClick={() =>
              setRefund({
                record: {
                  order_id: order.id,
                  order_no: order.order_no,
                  refundable: formatMoney(order.refundable),
                },
              })
            }
          >
            <Undo2 aria-hidden />
            {t('perm.func_service_refund')}
          </Button>
        )
      }
    >
      {order && data && <DetailBody data={data} />}
      <EndpointForm
        form={refundForm}
        target={refund}
        onClose={() => setRefund(null)}
        invalidates={[tradeOrderDetail, tradeOrderList, ledgerList, indexHeader]}
      />
    </DetailPage>
  );
}

function DetailBody({ data }: { data: Detail }) {
  const { t } = useTranslation();
  const { order } = data;
  const figures = [
    { label: t(columnLabel('type')), value: t(labelOf(TRADE_TYPES[order.type])) },
    { label: t(columnLabel('channel')), value: t(labelOf(ORDER_CHANNELS[order.channel])) },
    { label: t(columnLabel('pay_status')), value: t(labelOf(PAY_STATUSES[order.pay_status])) },
    { label: t(columnLabel('fulfil_status')), value: t(labelOf(FULFIL_STATUSES[order.fulfil_status])) },
    { label: t(columnLabel('product')), value: order.product || '-' },
    {
      label: t(EFFECT_MODE_LABEL),
      value: order.effect_mode ? t(labelOf(EFFECT_MODES[order.effect_mode])) : '-',
    },
    { label: t(columnLabel('amount')), value: formatMoney(order.amount) },
    { label: t(columnLabel('refunded')), value: formatMoney(order.refunded) },
    { label: t('service.detail.refundable'), value: formatMoney(order.refundable) },
    { label: t(columnLabel('created_at')), value: order.created_at },
    { label: t('field.finishedAt'), value: order.settled_at || '-' },
    { label: t('field.operator'), value: order.operator },
  ];
  return (
    <>
      <DetailHeading>{t('service.detail.title', { orderNo: order.order_no })}</DetailHeading>
      <FigureGrid figures={figures} />
      {data.cards.length > 0 && (
        <StaticTable
          caption={t('service.detail.cards')}
          rows={data.cards}
          rowKey={(c) => c.card_id}
          columns={[
            { key: 'iccid', header: 'ICCID', cell: (c) => c.iccid, cellClassName: 'font-mono' },
            {
              key: 'amount',
              header: t(columnLabel('amount')),
              cell: (c) => formatMoney(c.amount),
              className: 'hidden sm:table-cell',
            },
            { key: 'status', header: t('field.status'), cell: (c) => t(labelOf(LINE_STATUSES[c.status])) },
            {
              key: 'at',
              header: t('service.detail.handledAt'),
              cell: (c) => c.settled_at || '-',
              className: 'hidden sm:table-cell',
            },
            { key: 'answer', header: t('service.detail.answer'), cell: (c) => c.answer || '-' },
          ]}
        />
      )}
      <LedgerRowsTable
        caption={t('service.detail.ledger')}
        rows={data.ledger}
        empty={t('service.detail.noLedger')}
      />
      <Timeline
        id="refund-timeline"
        title={t('service.detail.refunds')}
        empty={t('service.detail.noRefunds')}
        steps={data.refunds.map((r) => ({
          key: r.id,
          title: t(labelOf(REFUND_STATUSES[r.status])),
          lines: [
            t('service.refund.requestedLine', {
              at: r.requested_at,
              user: r.requested_by,
              amount: formatMoney(r.amount),
              count: r.card_count,
              reason: r.reason,
            }),
            r.status === 'pending' && t('service.refund.reviewLine', { at: r.due_at }),
            r.status === 'approved' &&
              t('service.refund.approvedLine', {
                at: r.reviewed_at,
                reviewer: r.reviewer,
                amount: formatMoney(r.amount),
              }),
            r.status === 'rejected' &&
              t('service.refund.rejectedLine', {
                at: r.reviewed_at,
                reviewer: r.reviewer,
                reason: r.reject_reason,
              }),
          ],
        }))}
      />
    </>
  );
}
