import { useTranslation } from 'react-i18next';
import {
  labelOf,
  REAL_NAME_SOURCES,
  REAL_NAME_STATUSES,
  type RealNameRequest,
  type RealNameStatus,
} from '#contract';
import { H5Section } from '@/components/h5-frame';
import { Badge } from '@/components/ui/badge';

function Item({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="flex justify-between gap-4 py-2 text-sm">
      <dt className="shrink-0 text-slate-500">{label}</dt>
      <dd className="text-right tabular-nums [overflow-wrap:anywhere]">{value ?? '-'}</dd>
    </div>
  );
}

/** Where a card's real name stands, and its latest submission (masked). */
export function RealNameStatusView({
  card,
  status,
  request,
}: {
  card: string;
  status: RealNameStatus;
  request: RealNameRequest | null;
}) {
  const { t } = useTranslation();
  const label = t('realName.statusOf', { card });
  const state = REAL_NAME_STATUSES[status];
  return (
    <H5Section label={label}>
      <div className="flex items-center justify-between gap-3">
        <h2 className="font-semibold tabular-nums">{label}</h2>
        <Badge tone={state.tone}>{t(labelOf(state))}</Badge>
      </div>
      {request ? (
        <dl className="divide-y divide-slate-100">
          <Item label={t('field.personName')} value={request.name} />
          <Item label={t('field.idNumber')} value={request.id_number} />
          <Item label={t('realName.source')} value={t(labelOf(REAL_NAME_SOURCES[request.source]))} />
          <Item label={t('field.submittedAt')} value={request.submitted_at} />
          {request.status === 'reviewing' ? (
            <Item label={t('realName.reviewDue')} value={request.review_due_at} />
          ) : (
            <Item label={t('field.reviewedAt')} value={request.reviewed_at} />
          )}
          {request.status === 'rejected' && (
            <Item label={t('realName.rejectReason')} value={request.reject_reason_text} />
          )}
        </dl>
      ) : (
        <p className="text-sm text-slate-500">{t('realName.noRequest')}</p>
      )}
    </H5Section>
  );
}
