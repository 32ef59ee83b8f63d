import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { ArrowLeft, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EFFECT_MODE_LABEL,
  EFFECT_MODES,
  FULFIL_STATUSES,
  formatMoney,
  indexHeader,
  LEDGER_KINDS,
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
import { EndpointForm, type FormTarget } from '@/components/form/endpoint-form';
import { StaticTable } from '@/components/static-table';
import { Button } from '@/components/ui/button';
import { endpointQuery } from '@/lib/endpoint-query';
import { navigate } from '@/lib/hash-location';
import { usePageLocation } from '@/lib/page-location';
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
  const { search } = usePageLocation();
  const id = new URLSearchParams(search).get('id');
  const detail = useDetail(id);
  const roles = useAtomValue(rolesAtom);
  const [refund, setRefund] =
    useState<FormTarget<{ order_id: number; order_no: string; refundable: string }>>(null);
  const data = detail.data;
  const order = data?.order;
  const mayRefund =
    hasCode(roles, 'func_service_refund') && order !== undefined && Number(order.refundable) > 0;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => navigate('/service/order_list')}>
          <ArrowLeft aria-hidden />
          {t('service.detail.back')}
        </Button>
        {mayRefund && order && (
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
        )}
      </div>
      {id === null && <p className="text-sm text-slate-500">{t('service.detail.missing')}</p>}
      {order && data && <DetailBody data={data} />}
      <EndpointForm
        form={refundForm}
        target={refund}
        onClose={() => setRefund(null)}
        invalidates={[tradeOrderDetail, tradeOrderList, ledgerList, indexHeader]}
      />
    </div>
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
      <h2 className="text-base font-semibold text-slate-800">
        {t('service.detail.title', { orderNo: order.order_no })}
      </h2>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {figures.map((f) => (
          <div key={f.label} className="min-w-0 rounded border border-slate-200 bg-white px-3 py-2">
            <dt className="text-xs text-slate-500">{f.label}</dt>
            <dd className="mt-1 text-sm font-medium break-all text-slate-800 tabular-nums">{f.value}</dd>
          </div>
        ))}
      </dl>
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
      <StaticTable
        caption={t('service.detail.ledger')}
        rows={data.ledger}
        rowKey={(r) => r.serial_no}
        empty={t('service.detail.noLedger')}
        columns={[
          { key: 'at', header: t('service.detail.postedAt'), cell: (r) => r.at },
          {
            key: 'kind',
            header: t('service.detail.ledgerKind'),
            cell: (r) => t(labelOf(LEDGER_KINDS[r.kind])),
          },
          {
            key: 'amount',
            header: t(columnLabel('amount')),
            // With ¥ as every amount of the portal; a credit keeps its '+'.
            cell: (r) => `${r.amount.startsWith('+') ? '+' : ''}${formatMoney(r.amount)}`,
            className: 'text-right tabular-nums',
          },
          {
            key: 'after',
            header: t('service.detail.amountAfter'),
            cell: (r) => formatMoney(r.balance_after),
            className: 'hidden text-right tabular-nums sm:table-cell',
          },
          { key: 'remark', header: t('common.remark'), cell: (r) => r.remark || '-' },
        ]}
      />
      <section
        aria-labelledby="refund-timeline"
        className="rounded border border-slate-200 bg-white px-4 py-3"
      >
        <h3 id="refund-timeline" className="text-sm font-semibold text-slate-800">
          {t('service.detail.refunds')}
        </h3>
        {data.refunds.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500">{t('service.detail.noRefunds')}</p>
        ) : (
          <ol className="mt-2 flex flex-col gap-3">
            {data.refunds.map((r) => (
              <li key={r.id} className="border-l-2 border-slate-300 pl-3 text-sm text-slate-700">
                <p className="font-medium">{t(labelOf(REFUND_STATUSES[r.status]))}</p>
                <p>
                  {t('service.refund.requestedLine', {
                    at: r.requested_at,
                    user: r.requested_by,
                    amount: formatMoney(r.amount),
                    count: r.card_count,
                    reason: r.reason,
                  })}
                </p>
                {r.status === 'pending' && <p>{t('service.refund.reviewLine', { at: r.due_at })}</p>}
                {r.status === 'approved' && (
                  <p>
                    {t('service.refund.approvedLine', {
                      at: r.reviewed_at,
                      reviewer: r.reviewer,
                      amount: formatMoney(r.amount),
                    })}
                  </p>
                )}
                {r.status === 'rejected' && (
                  <p>
                    {t('service.refund.rejectedLine', {
                      at: r.reviewed_at,
                      reviewer: r.reviewer,
                      reason: r.reject_reason,
                    })}
                  </p>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
