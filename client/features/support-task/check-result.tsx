import { Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  labelOf,
  ROW_CHECK_KEYS,
  ROW_CHECKS,
  SUPPORT_TASK_KINDS,
  type SupportTaskCheck,
  startSupportTask,
} from '#contract';
import { CheckResult } from '@/components/check-result';
import { useConfirm } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { apiRequest } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/**
 * A checked support task: its client and source, the counts (rows, to run, refused by reason) and
 * the refused rows with their reasons; confirmed, it joins the client's task queue.
 */
export function SupportTaskCheckResult({
  check,
  onBack,
  onStarted,
}: {
  check: SupportTaskCheck;
  onBack: () => void;
  onStarted: () => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const [starting, setStarting] = useState(false);
  const refused = check.total - check.valid;
  const kind = t(labelOf(SUPPORT_TASK_KINDS[check.kind]));

  const start = async () => {
    const sure = await confirm({
      title: kind,
      message: t('supportTask.confirmStart', {
        kind,
        client: check.client_name,
        valid: check.valid,
        refused,
      }),
    });
    if (!sure) return;
    setStarting(true);
    const started = await apiRequest(startSupportTask, { body: { task_id: check.task_id } }).catch(
      () => null,
    );
    setStarting(false);
    if (!started) return;
    notify.success(t('supportTask.started', { id: started.task_id }));
    onStarted();
  };

  return (
    <Card className="flex max-w-4xl flex-col gap-4 p-4">
      <section aria-labelledby="support-task-check-title" className="flex flex-col gap-3">
        <h2 id="support-task-check-title" className="text-base font-medium text-slate-800">
          {t('supportTask.checkTitle', { kind })}
        </h2>
        <p className="text-sm text-slate-600">
          {t('common.clientNamed', { name: check.client_name })}
          <span className="mx-2 text-slate-300">|</span>
          {t('supportTask.source', { source: check.source })}
        </p>
        <CheckResult
          check={check}
          words={{
            valid: t('supportTask.valid'),
            more: t('supportTask.moreRows', { shown: check.bad_rows.length, refused }),
          }}
          actions={{
            onBack,
            startLabel: t('supportTask.start', { n: check.valid }),
            startIcon: <Play />,
            starting,
            onStart: () => void start(),
          }}
          checkColumn={{ header: t('common.batch.check'), of: (row) => t(labelOf(ROW_CHECKS[row.check])) }}
        >
          {refused > 0 && (
            <ul className="flex flex-wrap gap-2 text-sm" aria-label={t('supportTask.refusedBy')}>
              {ROW_CHECK_KEYS.filter((k) => check.refused[k] > 0).map((k) => (
                <li key={k}>
                  <Badge tone={ROW_CHECKS[k].tone}>
                    {t(labelOf(ROW_CHECKS[k]))} {check.refused[k]}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </CheckResult>
      </section>
    </Card>
  );
}
