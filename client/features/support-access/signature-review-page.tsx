import { useTranslation } from 'react-i18next';
import { supportSignatureApproveForm, supportSignatureList, supportSignatureRejectForm } from '#contract';
import { ListScreen } from '@/components/list-screen';
import { navigate } from '@/lib/hash-location';

/**
 * /sms_signature_review (短信签名审核, issue 49): every main client's SMS signatures, newest first
 * (polled while one is under review). 通过 lets the client sign its SMS with it; 驳回 asks for the
 * reason the customer reads on /sms/template; either tells the customer in a notice. 详情 shows
 * one with the client's other signatures.
 */
export default function SignatureReviewPage() {
  const { t } = useTranslation();
  return (
    <ListScreen
      list={supportSignatureList}
      caption={t('perm.router_spt_signature_review')}
      storageKey="support-signature-review"
      pollWhile={(rows) => rows.some((r) => r.status === 'reviewing')}
      actions={{ detail: (row) => navigate(`/sms_signature_review_detail?id=${row.id}`) }}
      rowForms={{
        approve: { form: supportSignatureApproveForm },
        reject: { form: supportSignatureRejectForm, record: (row) => ({ ...row, reason: '' }) },
      }}
    />
  );
}
