import { Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type BatchCheck,
  formatMoney,
  IMPORT_KINDS,
  labelOf,
  ROW_CHECK_KEYS,
  ROW_CHECKS,
  startBatch,
} from '#contract';
import { CheckResult } from '@/components/check-result';
import { useConfirm } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { apiRequest } from '@/lib/api-client';
import { navigate } from '@/lib/hash-location';
import { notify } from '@/lib/notify';

/**
 * A checked batch: the counts (rows, valid, refused by reason), the fee of stopping, the refused
 * rows with their reasons; confirmed, it becomes a task the import log follows.
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
  const confirm = useConfirm();
  const [starting, setStarting] = useState(false);
  const refused = check.total - check.valid;
  const operation = t(labelOf(IMPORT_KINDS[check.kind]));
  const fee =
    check.fee && check.valid > 0
      ? t('batch.feeWarning', {
          lines: check.fee.lines.join(t('batch.feeJoiner')),
          total: formatMoney(check.fee.monthly_total),
        })
      : null;

  const start = async () => {
    const sure = await confirm({
      title: operation,
      message: (
        <>
          <span className="block">{t('batch.confirmStart', { valid: check.valid, refused, operation })}</span>
          {fee && <span className="mt-2 block font-medium text-slate-800">{fee}</span>}
        </>
      ),
      variant: check.kind === 'card_stop' ? 'danger' : 'default',
    });
    if (!sure) return;
    setStarting(true);
    const started = await apiRequest(startBatch, { body: { task_id: check.task_id } }).catch(() => null);
    setStarting(false);
    if (!started) return;
    notify.success(t('batch.started', { id: started.task_id }));
    onStarted();
  };

  return (
    <Card className="flex max-w-4xl flex-col gap-4 p-4">
      <section aria-labelledby="batch-check-title" className="flex flex-col gap-3">
        <h2 id="batch-check-title" className="text-base font-medium text-slate-800">
          {t('batch.checkTitle', { operation })}
        </h2>
        <p className="text-sm text-slate-600">{t('batch.source', { source: check.source })}</p>
        <CheckResult
          check={check}
          words={{
            valid: t('batch.valid'),
            more: t('batch.moreRows', { shown: check.bad_rows.length, refused }),
          }}
          actions={{
            onBack,
            startLabel: t('batch.start', { n: check.valid }),
            startIcon: <Play />,
            starting,
            onStart: () => void start(),
          }}
          checkColumn={{ header: t('common.batch.check'), of: (row) => t(labelOf(ROW_CHECKS[row.check])) }}
        >
          {refused > 0 && (
            <ul className="flex flex-wrap gap-2 text-sm" aria-label={t('batch.refusedBy')}>
              {ROW_CHECK_KEYS.filter((k) => check.refused[k] > 0).map((k) => (
                <li key={k}>
                  <Badge tone={ROW_CHECKS[k].tone}>
                    {t(labelOf(ROW_CHECKS[k]))} {check.refused[k]}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
          {fee && (
            <p
              role="note"
              className="rounded border border-warning/40 bg-warning/10 px-3 py-2 text-sm text-slate-700"
            >
              {fee}
            </p>
          )}
        </CheckResult>
      </section>
    </Card>
  );
}
