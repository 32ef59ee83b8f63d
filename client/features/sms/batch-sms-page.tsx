import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SmsBatchRow, type SmsCheck, smsBatchList, smsBatchResend } from '#contract';
import { ListScreen } from '@/components/list-screen';
import { useRowAction } from '@/components/use-row-action';
import { navigate } from '@/lib/hash-location';
import { SendCheck } from './send-check.tsx';

/** /batch_sms: every send as a batch with its counts and progress; failed cards can be sent again. */
export default function BatchSmsPage() {
  const { t } = useTranslation();
  const [check, setCheck] = useState<SmsCheck | null>(null);
  // Sending the failed cards again is checked first: the check opens in place of the list.
  const resend = useRowAction(smsBatchResend, {
    input: (row: SmsBatchRow) => ({ body: { task_id: row.id } }),
    confirm: (row) => ({ message: t('sms.batch.resendConfirm', { id: row.id, n: row.failed }) }),
    done: (_, answer) => void setCheck(answer),
    invalidates: [],
  });

  if (check) {
    return (
      <SendCheck
        check={check}
        onBack={() => setCheck(null)}
        onStarted={(taskId) => {
          setCheck(null);
          navigate(`/batch_sms/detail?task_id=${taskId}`);
        }}
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-500">{t('sms.batch.intro')}</p>
      <ListScreen
        list={smsBatchList}
        caption={t('perm.router_batch_sms')}
        storageKey="sms-batches"
        actions={{ detail: (row) => navigate(`/batch_sms/detail?task_id=${row.id}`), resend }}
        pollWhile={(rows) => rows.some((r) => r.status === 'queued' || r.status === 'sending')}
      />
    </div>
  );
}
