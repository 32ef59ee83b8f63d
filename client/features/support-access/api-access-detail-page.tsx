import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  API_REVIEW_STATUSES,
  formatNumber,
  labelOf,
  supportApiAccessDetail,
  supportApiAccessList,
} from '#contract';
import { DetailHeading, DetailPage, FigureGrid, useDetailId } from '@/components/detail-page';
import { endpointQuery } from '@/lib/endpoint-query';

/** A column's label in the list's declaration: the detail names its figures alike. */
const labelFor = (prop: string) => supportApiAccessList.list.columns.find((c) => c.prop === prop)!.label;

/** /api_access_review_detail?id=: one main client's API access application and its review. */
export default function ApiAccessDetailPage() {
  const { t } = useTranslation();
  const id = useDetailId();
  const a = useQuery({
    ...endpointQuery(supportApiAccessDetail, { id: id ?? '0' }),
    enabled: id !== null,
  }).data;
  const figures = a
    ? [
        { label: t(labelFor('client_name')), value: a.client_name },
        { label: t(labelFor('status')), value: t(labelOf(API_REVIEW_STATUSES[a.status])) },
        { label: t(labelFor('purpose')), value: a.purpose },
        { label: t(labelFor('daily_calls')), value: formatNumber(a.daily_calls) },
        { label: t(labelFor('contact_name')), value: a.contact_name },
        { label: t(labelFor('contact_phone')), value: a.contact_phone },
        { label: t(labelFor('applied_at')), value: a.applied_at },
        { label: t(labelFor('review_due_at')), value: a.review_due_at || '-' },
        { label: t(labelFor('reviewed_at')), value: a.reviewed_at || '-' },
        { label: t(labelFor('reviewer')), value: a.reviewer || '-' },
        { label: t(labelFor('reject_reason')), value: a.reject_reason || '-' },
        { label: t(labelFor('app_key')), value: a.app_key || '-' },
      ]
    : [];
  return (
    <DetailPage back={{ to: '/api_access_review', label: t('perm.router_spt_api_review') }}>
      {a && (
        <>
          <DetailHeading>{t('supportAccess.api.detailTitle')}</DetailHeading>
          <FigureGrid figures={figures} />
        </>
      )}
    </DetailPage>
  );
}
