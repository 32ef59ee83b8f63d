import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type RefundReviewRow,
  refundReviewApproveForm,
  refundReviewList,
  refundReviewRejectForm,
} from '#contract';
import { ListScreen } from '@/components/list-screen';
import { ReviewDetail, reviewForms } from './review-queue.tsx';

/** /refund_review (退款审核): every client's refund requests, newest first; a pending one is approved (paid back to the balance) or rejected with a reason. */
export default function RefundReviewPage() {
  const { t } = useTranslation();
  const [detail, setDetail] = useState<RefundReviewRow | null>(null);
  return (
    <ListScreen
      list={refundReviewList}
      caption={t('perm.router_spt_refund_review')}
      storageKey="support-refund-review"
      rowForms={reviewForms(refundReviewApproveForm, refundReviewRejectForm)}
      actions={{ detail: setDetail }}
    >
      <ReviewDetail
        list={refundReviewList}
        row={detail}
        title={t('supportReview.detailTitle')}
        onClose={() => setDetail(null)}
      />
    </ListScreen>
  );
}
