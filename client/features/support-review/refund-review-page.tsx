import { useTranslation } from 'react-i18next';
import { refundReviewApproveForm, refundReviewList, refundReviewRejectForm } from '#contract';
import { ListScreen } from '@/components/list-screen';
import { reviewForms } from './review-queue.tsx';

/** /refund_review (退款审核): every client's refund requests, newest first; a pending one is approved (paid back to the balance) or rejected with a reason. */
export default function RefundReviewPage() {
  const { t } = useTranslation();
  return (
    <ListScreen
      list={refundReviewList}
      caption={t('perm.router_spt_refund_review')}
      storageKey="support-refund-review"
      rowForms={reviewForms(refundReviewApproveForm, refundReviewRejectForm)}
    />
  );
}
