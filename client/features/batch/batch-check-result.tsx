import { useTranslation } from 'react-i18next';
import { type BatchCheck, formatMoney, IMPORT_KINDS, labelOf, startBatch } from '#contract';
import { RowCheckCard } from '@/components/row-check-card';
import { apiRequest } from '@/lib/api-client';
import { navigate } from '@/lib/hash-location';

/**
 * A checked batch: the counts and the refused rows (RowCheckCard, as a support task), and the fee
 * of stopping; confirmed, it becomes a task the import log follows.
 */
export function BatchCheckResult({
  check,
  onBack,
  onStarted = () => navigate('/import_log'),
}: {
  check: BatchCheck;
  onBack: () => void;
  /** After the task started: by default, the import log, where it is followed. */
  onStarted?: () => void;
}) {
  const { t } = useTranslation();
  const refused = check.total - check.valid;
  const operation = t(labelOf(IMPORT_KINDS[check.kind]));
  const fee =
    check.fee && check.valid > 0
      ? t('batch.feeWarning', {
          lines: check.fee.lines.join(t('batch.feeJoiner')),
          total: formatMoney(check.fee.monthly_total),
        })
      : null;
  return (
    <RowCheckCard
      check={check}
      title={t('batch.checkTitle', { operation })}
      info={t('batch.source', { source: check.source })}
      words={{
        valid: t('batch.valid'),
        more: t('batch.moreRows', { shown: check.bad_rows.length, refused }),
        refusedBy: t('batch.refusedBy'),
        startLabel: t('batch.start', { n: check.valid }),
        started: (id) => t('batch.started', { id }),
      }}
      confirm={{
        title: operation,
        message: (
          <>
            <span className="block">
              {t('batch.confirmStart', { valid: check.valid, refused, operation })}
            </span>
            {fee && <span className="mt-2 block font-medium text-slate-800">{fee}</span>}
          </>
        ),
        variant: check.kind === 'card_stop' ? 'danger' : 'default',
      }}
      start={() => apiRequest(startBatch, { body: { task_id: check.task_id } })}
      onBack={onBack}
      onStarted={onStarted}
    >
      {fee && (
        <p
          role="note"
          className="rounded border border-warning/40 bg-warning/10 px-3 py-2 text-sm text-slate-700"
        >
          {fee}
        </p>
      )}
    </RowCheckCard>
  );
}
