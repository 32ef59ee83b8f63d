import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  labelOf,
  PLAN_CHANGE_EFFECTS,
  PLAN_CHANGE_MONEY,
  PLAN_CHANGE_STATUSES,
  planChangeList,
  supportPlanChangeDetail,
  supportPlanChangeList,
  WORK_ORDER_STATUSES,
} from '#contract';
import { DetailHeading, DetailPage, FigureGrid, useDetailId } from '@/components/detail-page';
import { StaticTable } from '@/components/static-table';
import { endpointQuery } from '@/lib/endpoint-query';

/** A column's label in a list's declaration: the detail names its figures alike. */
const orderLabel = (prop: string) => supportPlanChangeList.list.columns.find((c) => c.prop === prop)!.label;
const cardLabel = (prop: string) => planChangeList.list.columns.find((c) => c.prop === prop)!.label;

/** /product_change_detail?id=: one plan-change application and each of its cards. */
export default function SupportProductChangeDetailPage() {
  const { t } = useTranslation();
  const id = useDetailId();
  const detail = useQuery({
    ...endpointQuery(supportPlanChangeDetail, { id: id ?? '0' }),
    enabled: id !== null,
  }).data;
  const o = detail?.order;
  const figures = o
    ? [
        { label: t(orderLabel('order_no')), value: o.order_no },
        { label: t(orderLabel('status')), value: t(labelOf(WORK_ORDER_STATUSES[o.status])) },
        { label: t(orderLabel('client_name')), value: o.client_name },
        { label: t(orderLabel('card_count')), value: String(o.card_count) },
        { label: t(orderLabel('to_plan')), value: o.to_plan },
        { label: t(orderLabel('effect_mode')), value: t(labelOf(PLAN_CHANGE_EFFECTS[o.effect_mode])) },
        { label: t(orderLabel('amount')), value: o.amount },
        { label: t(orderLabel('effective_date')), value: o.effective_date || '-' },
        { label: t(orderLabel('submitter')), value: o.submitter },
        { label: t(orderLabel('created_at')), value: o.created_at },
        { label: t(orderLabel('due_at')), value: o.due_at },
        { label: t('field.reviewedAt'), value: o.reviewed_at || '-' },
        { label: t(orderLabel('handler')), value: o.handler || '-' },
        { label: t(orderLabel('reject_reason')), value: o.reject_reason || '-' },
        { label: t('field.finishedAt'), value: o.finished_at || '-' },
      ]
    : [];
  return (
    <DetailPage back={{ to: '/product_change', label: t('perm.router_spt_product_change') }}>
      {o && (
        <>
          <DetailHeading>{t('supportWork.change.detailTitle')}</DetailHeading>
          <FigureGrid figures={figures} />
          <StaticTable
            caption={t('supportWork.change.cards')}
            rows={detail.cards}
            rowKey={(c) => String(c.id)}
            empty="-"
            className="max-h-96"
            columns={[
              { key: 'iccid', header: t(cardLabel('iccid')), cell: (c) => c.iccid, rowHeader: true },
              { key: 'msisdn', header: t(cardLabel('msisdn')), cell: (c) => c.msisdn },
              { key: 'from', header: t(cardLabel('from_plan')), cell: (c) => c.from_plan },
              { key: 'to', header: t(cardLabel('to_plan')), cell: (c) => c.to_plan },
              { key: 'amount', header: t(cardLabel('amount')), cell: (c) => c.amount },
              {
                key: 'money',
                header: t(cardLabel('money')),
                cell: (c) => t(labelOf(PLAN_CHANGE_MONEY[c.money])),
              },
              {
                key: 'status',
                header: t(cardLabel('status')),
                cell: (c) => t(labelOf(PLAN_CHANGE_STATUSES[c.status])),
              },
              { key: 'effect_at', header: t(cardLabel('effect_at')), cell: (c) => c.effect_at || '-' },
            ]}
          />
        </>
      )}
    </DetailPage>
  );
}
