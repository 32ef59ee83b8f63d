import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type RegisterReviewRow,
  registerReviewApproveForm,
  registerReviewList,
  registerReviewRejectForm,
} from '#contract';
import { ListScreen } from '@/components/list-screen';
import { ReviewDetail, reviewForms } from './review-queue.tsx';

/** /register_review (注册审核): every self-registration, newest first; one under review is approved (its client and main user opened) or rejected with a reason shown on /register_progress. */
export default function RegisterReviewPage() {
  const { t } = useTranslation();
  const [detail, setDetail] = useState<RegisterReviewRow | null>(null);
  return (
    <ListScreen
      list={registerReviewList}
      caption={t('perm.router_spt_register_review')}
      storageKey="support-register-review"
      rowForms={reviewForms(registerReviewApproveForm, registerReviewRejectForm)}
      actions={{ detail: setDetail }}
    >
      <ReviewDetail
        list={registerReviewList}
        row={detail}
        title={t('supportReview.detailTitle')}
        onClose={() => setDetail(null)}
      />
    </ListScreen>
  );
}
