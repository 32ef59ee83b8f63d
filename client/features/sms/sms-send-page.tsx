import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SmsCheck, type SmsRecordRow, smsRecordList, smsReveal } from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { ListScreen } from '@/components/list-screen';
import { apiRequest } from '@/lib/api-client';
import { navigate } from '@/lib/hash-location';
import { hasCode, rolesAtom } from '@/lib/session';
import { SendCheck } from './send-check.tsx';
import { type SendDraft, SendForm } from './send-form.tsx';

/**
 * /sms/send: the send form (for users with func_sms_send), its check, and the SMS records of the
 * caller's cards (both directions, settling on the emulator clock). An encrypted SMS is listed
 * masked; func_sms_encrypt_view reveals it, and the reveal is logged.
 */
export default function SmsSendPage() {
  const { t } = useTranslation();
  const roles = useAtomValue(rolesAtom);
  const confirm = useConfirm();
  const [draft, setDraft] = useState<SendDraft>(null);
  const [check, setCheck] = useState<SmsCheck | null>(null);
  // A new key after a send gives a fresh form for the next one; going back keeps what was typed.
  const [formKey, setFormKey] = useState(0);

  const onAction = async (key: string, row: SmsRecordRow) => {
    if (key !== 'reveal') return;
    if (!(await confirm({ message: t('sms.records.confirmReveal') }))) return;
    const shown = await apiRequest(smsReveal, { body: { id: row.id } }).catch(() => null);
    if (!shown) return;
    await confirm({
      title: t('sms.records.reveal'),
      message: (
        <>
          <span className="block">{t('sms.records.revealed', { id: row.message_id })}</span>
          <span className="mt-2 block font-mono break-all text-slate-800">{shown.content}</span>
        </>
      ),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      {hasCode(roles, 'func_sms_send') &&
        (check ? (
          <SendCheck
            check={check}
            onBack={() => setCheck(null)}
            onStarted={(taskId) => {
              setCheck(null);
              setDraft(null);
              setFormKey((k) => k + 1);
              if (hasCode(roles, 'router_batch_sms_detail')) navigate(`/batch_sms/detail?task_id=${taskId}`);
            }}
          />
        ) : (
          <SendForm
            key={formKey}
            draft={draft}
            onChecked={(answer, typed) => {
              setDraft(typed);
              setCheck(answer);
            }}
          />
        ))}
      <ListScreen
        list={smsRecordList}
        caption={t('sms.records.title')}
        storageKey="sms-records"
        visibleFilters={4}
        onAction={(key, row) => void onAction(key, row)}
        pollWhile={(rows) => rows.some((r) => r.status === 'pending')}
      />
    </div>
  );
}
