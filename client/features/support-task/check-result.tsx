import { useTranslation } from 'react-i18next';
import { labelOf, SUPPORT_TASK_KINDS, type SupportTaskCheck, startSupportTask } from '#contract';
import { RowCheckCard } from '@/components/row-check-card';
import { apiRequest } from '@/lib/api-client';

/**
 * A checked support task: its client and source, the counts and the refused rows (RowCheckCard,
 * as a customer's batch); confirmed, it joins the client's task queue.
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
  const refused = check.total - check.valid;
  const kind = t(labelOf(SUPPORT_TASK_KINDS[check.kind]));
  return (
    <RowCheckCard
      check={check}
      title={t('supportTask.checkTitle', { kind })}
      info={
        <>
          {t('common.clientNamed', { name: check.client_name })}
          <span className="mx-2 text-slate-300">|</span>
          {t('supportTask.source', { source: check.source })}
        </>
      }
      words={{
        valid: t('supportTask.valid'),
        more: t('supportTask.moreRows', { shown: check.bad_rows.length, refused }),
        refusedBy: t('supportTask.refusedBy'),
        startLabel: t('supportTask.start', { n: check.valid }),
        started: (id) => t('supportTask.started', { id }),
      }}
      confirm={{
        title: kind,
        message: t('supportTask.confirmStart', {
          kind,
          client: check.client_name,
          valid: check.valid,
          refused,
        }),
      }}
      start={() => apiRequest(startSupportTask, { body: { task_id: check.task_id } })}
      onBack={onBack}
      onStarted={onStarted}
    />
  );
}
