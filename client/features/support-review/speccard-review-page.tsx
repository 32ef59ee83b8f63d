import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type SpeccardReviewRow,
  speccardReviewApproveForm,
  speccardReviewList,
  speccardReviewRejectForm,
} from '#contract';
import { ListScreen } from '@/components/list-screen';
import { ReviewDetail, reviewForms } from './review-queue.tsx';

/** /speccard_review (特殊卡复机审核): every client's special-card resume applications, newest first; a pending one is approved (fee charged, card resumed) or rejected with a reason. */
export default function SpeccardReviewPage() {
  const { t } = useTranslation();
  const [detail, setDetail] = useState<SpeccardReviewRow | null>(null);
  return (
    <ListScreen
      list={speccardReviewList}
      caption={t('perm.router_spt_speccard_review')}
      storageKey="support-speccard-review"
      rowForms={reviewForms(speccardReviewApproveForm, speccardReviewRejectForm)}
      actions={{ detail: setDetail }}
    >
      <ReviewDetail
        list={speccardReviewList}
        row={detail}
        title={t('supportReview.detailTitle')}
        onClose={() => setDetail(null)}
      />
    </ListScreen>
  );
}
