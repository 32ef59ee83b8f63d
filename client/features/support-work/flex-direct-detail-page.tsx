import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CARRIERS,
  FLEX_OPEN_STATUSES,
  FLEX_ORDER_ACTIONS,
  flexDirectMarkForm,
  flexDirectOrderDetail,
  flexDirectOrderList,
  labelOf,
  NET_HOST_STATUSES,
  NET_PROTOCOLS,
  WORK_ORDER_STATUSES,
} from '#contract';
import { DetailHeading, DetailPage, FigureGrid, useDetailId } from '@/components/detail-page';
import { EndpointForm, type FormTarget } from '@/components/form/endpoint-form';
import { StaticTable } from '@/components/static-table';
import { Button } from '@/components/ui/button';
import { endpointQuery } from '@/lib/endpoint-query';
import { hasCode, rolesAtom } from '@/lib/session';

/** A column's label in the list's declaration: the detail names its figures alike. */
const columnLabel = (prop: string) => flexDirectOrderList.list.columns.find((c) => c.prop === prop)!.label;

const READS = [flexDirectOrderList, flexDirectOrderDetail];

/** /flex_direct_details?id=: one directed-address order, its steps and answer, and its group's addresses. */
export default function FlexDirectDetailPage() {
  const { t } = useTranslation();
  const id = useDetailId();
  const roles = useAtomValue(rolesAtom);
  const [marking, setMarking] =
    useState<FormTarget<{ order_id: number; result: string; answer: string }>>(null);
  const detail = useQuery({
    ...endpointQuery(flexDirectOrderDetail, { id: id ?? '0' }),
    enabled: id !== null,
  }).data;
  const o = detail?.order;
  const open = o !== undefined && (FLEX_OPEN_STATUSES as readonly string[]).includes(o.status);
  const figures = o
    ? [
        { label: t(columnLabel('order_no')), value: o.order_no },
        { label: t(columnLabel('status')), value: t(labelOf(WORK_ORDER_STATUSES[o.status])) },
        { label: t(columnLabel('client_name')), value: o.client_name },
        { label: t(columnLabel('group_name')), value: o.group_name },
        { label: t(columnLabel('carrier')), value: t(labelOf(CARRIERS[o.carrier])) },
        { label: t(columnLabel('action')), value: t(labelOf(FLEX_ORDER_ACTIONS[o.action])) },
        { label: t(columnLabel('address')), value: o.address },
        { label: t(columnLabel('protocol')), value: t(labelOf(NET_PROTOCOLS[o.protocol])) },
        { label: t(columnLabel('submitter')), value: o.submitter },
        { label: t(columnLabel('created_at')), value: o.created_at },
        { label: t('supportWork.flex.sla'), value: t('supportWork.flex.slaDays', { days: o.sla_days }) },
        { label: t(columnLabel('due_at')), value: o.due_at },
        { label: t('field.reviewedAt'), value: o.reviewed_at || '-' },
        { label: t('supportWork.flex.forwardedAt'), value: o.forwarded_at || '-' },
        { label: t(columnLabel('finished_at')), value: o.finished_at || '-' },
        { label: t(columnLabel('handler')), value: o.handler || '-' },
        { label: t(columnLabel('answer')), value: o.answer || '-' },
      ]
    : [];
  const mark = (result: 'done' | 'failed') =>
    o && setMarking({ record: { order_id: o.id, result, answer: '' } });
  return (
    <DetailPage back={{ to: '/flex_direct_order', label: t('perm.router_ipconfig_worklist') }}>
      {o && (
        <>
          <DetailHeading>{t('supportWork.flex.detailTitle')}</DetailHeading>
          {open && hasCode(roles, 'router_ipconfig_worklist') && (
            <div className="flex flex-wrap gap-2">
              <Button variant="primary" onClick={() => mark('done')}>
                {t('supportWork.flex.markDone')}
              </Button>
              <Button variant="default" onClick={() => mark('failed')}>
                {t('supportWork.flex.markFailed')}
              </Button>
            </div>
          )}
          <FigureGrid figures={figures} />
          <StaticTable
            caption={t('supportWork.flex.hosts')}
            rows={detail.hosts}
            rowKey={(h) => String(h.id)}
            empty={t('supportWork.flex.noHosts')}
            className="max-h-96"
            columns={[
              { key: 'address', header: t(columnLabel('address')), cell: (h) => h.address, rowHeader: true },
              {
                key: 'protocol',
                header: t(columnLabel('protocol')),
                cell: (h) => t(labelOf(NET_PROTOCOLS[h.protocol])),
              },
              {
                key: 'status',
                header: t(columnLabel('status')),
                cell: (h) => t(labelOf(NET_HOST_STATUSES[h.status])),
              },
              { key: 'order_no', header: t(columnLabel('order_no')), cell: (h) => h.order_no },
              { key: 'answer', header: t(columnLabel('answer')), cell: (h) => h.answer || '-' },
            ]}
          />
          <EndpointForm
            form={flexDirectMarkForm}
            target={marking}
            onClose={() => setMarking(null)}
            invalidates={READS}
          />
        </>
      )}
    </DetailPage>
  );
}
