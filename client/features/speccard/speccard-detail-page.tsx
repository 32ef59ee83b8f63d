import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  CARRIERS,
  formatMoney,
  labelOf,
  SPECCARD_EVIDENCE_PATH,
  SPECCARD_FEE_STATES,
  SPECCARD_REASONS,
  SPECCARD_STATUSES,
  SPECCARD_STEPS,
  speccardDetail,
  speccardList,
} from '#contract';
import {
  DetailHeading,
  DetailPage,
  FigureGrid,
  LedgerRowsTable,
  Timeline,
  useDetailId,
} from '@/components/detail-page';
import { Button } from '@/components/ui/button';
import { apiDownload } from '@/lib/api-client';
import { endpointQuery } from '@/lib/endpoint-query';
import { hasCode, rolesAtom } from '@/lib/session';

/** A column's label in the list's declaration: the detail names its figures alike. */
const columnLabel = (prop: string) => speccardList.list.columns.find((c) => c.prop === prop)!.label;

/** How often an application still moving (under review, or waiting for the carrier) is read again (ms). */
const POLL_MS = 3000;

/** Downloads the application's evidence (its own code and owner checked by the emulator) under its name. */
async function downloadEvidence(id: number) {
  const file = await apiDownload(SPECCARD_EVIDENCE_PATH, { id }).catch(() => null);
  if (!file) return;
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

type Detail = NonNullable<ReturnType<typeof useDetail>['data']>;

function useDetail(id: string | null) {
  return useQuery({
    ...endpointQuery(speccardDetail, { id: id ?? '0' }),
    enabled: id !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.application.status;
      return status === 'pending' || status === 'approved' ? POLL_MS : false;
    },
  });
}

/**
 * /speccard_resume/detail?id=: one application: the card and its special stop, the reason, the
 * evidence file (downloaded with the caller's token), the fee and where it is, the status timeline
 * (提交 → 已通过 / 已驳回 with the reason → 已复机) and the ledger rows of its fee.
 */
export default function SpeccardDetailPage() {
  const { t } = useTranslation();
  const id = useDetailId();
  const detail = useDetail(id);
  return (
    <DetailPage
      back={{ to: '/speccard_resume', label: t('speccard.detail.back') }}
      missing={id === null ? t('speccard.detail.missing') : null}
    >
      {detail.data && <DetailBody data={detail.data} />}
    </DetailPage>
  );
}

function DetailBody({ data }: { data: Detail }) {
  const { t } = useTranslation();
  const roles = useAtomValue(rolesAtom);
  const a = data.application;
  const figures = [
    { label: t(columnLabel('status')), value: t(labelOf(SPECCARD_STATUSES[a.status])) },
    { label: t(columnLabel('iccid')), value: a.iccid },
    { label: t(columnLabel('msisdn')), value: a.msisdn },
    { label: t(columnLabel('carrier')), value: t(labelOf(CARRIERS[a.carrier])) },
    { label: t(columnLabel('stop_reason')), value: t(labelOf(SPECCARD_REASONS[a.stop_reason])) },
    { label: t(columnLabel('fee')), value: formatMoney(a.fee) },
    { label: t('speccard.detail.feeState'), value: t(labelOf(SPECCARD_FEE_STATES[a.fee_state])) },
    { label: t(columnLabel('applicant')), value: a.applicant },
    { label: t(columnLabel('applied_at')), value: a.applied_at },
    { label: t('speccard.detail.due'), value: a.due_at || '-' },
    { label: t('speccard.detail.reviewer'), value: a.reviewer || '-' },
    { label: t(columnLabel('reviewed_at')), value: a.reviewed_at || '-' },
  ];
  return (
    <>
      <DetailHeading>{t('speccard.detail.title', { appNo: a.app_no })}</DetailHeading>
      <FigureGrid figures={figures} />
      <section
        aria-label={t('speccard.detail.reason')}
        className="flex flex-col gap-2 rounded border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700"
      >
        <p className="flex flex-wrap gap-x-3">
          <span className="font-medium">{t('speccard.detail.reason')}</span>
          <span className="break-all">{a.reason}</span>
        </p>
        {a.status === 'rejected' && (
          <p className="flex flex-wrap gap-x-3 text-danger">
            <span className="font-medium">{t('speccard.detail.rejectReason')}</span>
            <span className="break-all">{a.reject_reason}</span>
          </p>
        )}
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-medium">{t('speccard.detail.evidence')}</span>
          {a.evidence_name ? (
            <>
              <span className="break-all">{a.evidence_name}</span>
              {hasCode(roles, 'router_speccard_resume_detail') && (
                <Button size="sm" onClick={() => void downloadEvidence(a.id)}>
                  <Download aria-hidden />
                  {t('speccard.detail.download')}
                </Button>
              )}
            </>
          ) : (
            <span className="text-slate-500">{t('speccard.detail.noEvidence')}</span>
          )}
        </p>
      </section>
      <Timeline
        id="speccard-timeline"
        title={t('speccard.detail.timeline')}
        steps={data.timeline.map((s) => ({
          key: s.step,
          title: t(labelOf(SPECCARD_STEPS[s.step])),
          lines: [
            <p key="at" className="flex flex-wrap gap-x-3 text-slate-500 tabular-nums">
              <span>{s.at}</span>
              {s.by && <span>{s.by}</span>}
            </p>,
            s.note && (
              <p key="note" className="break-all">
                {s.note}
              </p>
            ),
          ],
        }))}
      />
      <LedgerRowsTable
        caption={t('speccard.detail.ledger')}
        rows={data.ledger}
        empty={t('speccard.detail.noLedger')}
      />
    </>
  );
}
