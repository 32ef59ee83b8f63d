import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { labelOf, SMS_SIGNATURE_STATUSES, supportSignatureDetail, supportSignatureList } from '#contract';
import { DetailHeading, DetailPage, FigureGrid, useDetailId } from '@/components/detail-page';
import { StaticTable } from '@/components/static-table';
import { endpointQuery } from '@/lib/endpoint-query';

/** A column's label in the list's declaration: the detail names its figures alike. */
const labelFor = (prop: string) => supportSignatureList.list.columns.find((c) => c.prop === prop)!.label;

/** /sms_signature_review_detail?id=: one SMS signature and its review, and the client's other signatures. */
export default function SignatureDetailPage() {
  const { t } = useTranslation();
  const id = useDetailId();
  const detail = useQuery({
    ...endpointQuery(supportSignatureDetail, { id: id ?? '0' }),
    enabled: id !== null,
  }).data;
  const s = detail?.signature;
  const status = (value: keyof typeof SMS_SIGNATURE_STATUSES) => t(labelOf(SMS_SIGNATURE_STATUSES[value]));
  const figures = s
    ? [
        { label: t(labelFor('name')), value: s.name },
        { label: t(labelFor('status')), value: status(s.status) },
        { label: t(labelFor('client_name')), value: s.client_name },
        { label: t(labelFor('created_by')), value: s.created_by },
        { label: t(labelFor('created_at')), value: s.created_at },
        { label: t(labelFor('review_due_at')), value: s.review_due_at || '-' },
        { label: t(labelFor('reviewed_at')), value: s.reviewed_at || '-' },
        { label: t(labelFor('reviewer')), value: s.reviewer || '-' },
        { label: t(labelFor('reject_reason')), value: s.reject_reason || '-' },
      ]
    : [];
  return (
    <DetailPage back={{ to: '/sms_signature_review', label: t('perm.router_spt_signature_review') }}>
      {s && (
        <>
          <DetailHeading>{t('supportAccess.signature.detailTitle')}</DetailHeading>
          <FigureGrid figures={figures} />
          <StaticTable
            caption={t('supportAccess.signature.others')}
            rows={detail.others}
            rowKey={(o) => String(o.id)}
            empty="-"
            className="max-h-96"
            columns={[
              { key: 'name', header: t(labelFor('name')), cell: (o) => o.name, rowHeader: true },
              { key: 'status', header: t(labelFor('status')), cell: (o) => status(o.status) },
              { key: 'created_at', header: t(labelFor('created_at')), cell: (o) => o.created_at },
              { key: 'reviewer', header: t(labelFor('reviewer')), cell: (o) => o.reviewer || '-' },
              { key: 'reason', header: t(labelFor('reject_reason')), cell: (o) => o.reject_reason || '-' },
            ]}
          />
        </>
      )}
    </DetailPage>
  );
}
