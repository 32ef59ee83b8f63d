import { useTranslation } from 'react-i18next';
import { supportApiAccessApproveForm, supportApiAccessList, supportApiAccessRejectForm } from '#contract';
import { ListScreen } from '@/components/list-screen';
import { navigate } from '@/lib/hash-location';

/**
 * /api_access_review (API接入审核, issue 49): every main client's API access application, newest
 * first (polled while one is under review). 通过 gives the client its app key; 驳回 asks for the
 * reason the customer reads on /api/config; either tells the customer in a notice. 详情 shows one.
 */
export default function ApiAccessReviewPage() {
  const { t } = useTranslation();
  return (
    <ListScreen
      list={supportApiAccessList}
      caption={t('perm.router_spt_api_review')}
      storageKey="support-api-access-review"
      pollWhile={(rows) => rows.some((r) => r.status === 'pending')}
      actions={{ detail: (row) => navigate(`/api_access_review_detail?id=${row.id}`) }}
      rowForms={{
        approve: { form: supportApiAccessApproveForm },
        reject: { form: supportApiAccessRejectForm, record: (row) => ({ ...row, reason: '' }) },
      }}
    />
  );
}
