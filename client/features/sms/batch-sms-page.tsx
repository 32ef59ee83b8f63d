import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SmsBatchRow, type SmsCheck, smsBatchList, smsBatchResend } from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { ListScreen } from '@/components/list-screen';
import { apiRequest } from '@/lib/api-client';
import { navigate } from '@/lib/hash-location';
import { SendCheck } from './send-check.tsx';

/** /batch_sms: every send as a batch with its counts and progress; failed cards can be sent again. */
export default function BatchSmsPage() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const [check, setCheck] = useState<SmsCheck | null>(null);

  const onAction = async (key: string, row: SmsBatchRow) => {
    if (key === 'detail') return navigate(`/batch_sms/detail?task_id=${row.id}`);
    if (key !== 'resend') return;
    if (!(await confirm({ message: t('sms.batch.resendConfirm', { id: row.id, n: row.failed }) }))) return;
    const answer = await apiRequest(smsBatchResend, { body: { task_id: row.id } }).catch(() => null);
    if (answer) setCheck(answer);
  };

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
        onAction={(key, row) => void onAction(key, row)}
        pollWhile={(rows) => rows.some((r) => r.status === 'queued' || r.status === 'sending')}
      />
    </div>
  );
}
