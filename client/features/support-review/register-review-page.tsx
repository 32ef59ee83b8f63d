import { useTranslation } from 'react-i18next';
import { registerReviewApproveForm, registerReviewList, registerReviewRejectForm } from '#contract';
import { ListScreen } from '@/components/list-screen';
import { reviewForms } from './review-queue.tsx';

/** /register_review (注册审核): every self-registration, newest first; one under review is approved (its client and main user opened) or rejected with a reason shown on /register_progress. */
export default function RegisterReviewPage() {
  const { t } = useTranslation();
  return (
    <ListScreen
      list={registerReviewList}
      caption={t('perm.router_spt_register_review')}
      storageKey="support-register-review"
      rowForms={reviewForms(registerReviewApproveForm, registerReviewRejectForm)}
    />
  );
}
