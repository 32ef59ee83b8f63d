import { useTranslation } from 'react-i18next';
import { speccardReviewApproveForm, speccardReviewList, speccardReviewRejectForm } from '#contract';
import { ListScreen } from '@/components/list-screen';
import { reviewForms } from './review-queue.tsx';

/** /speccard_review (特殊卡复机审核): every client's special-card resume applications, newest first; a pending one is approved (fee charged, card resumed) or rejected with a reason. */
export default function SpeccardReviewPage() {
  const { t } = useTranslation();
  return (
    <ListScreen
      list={speccardReviewList}
      caption={t('perm.router_spt_speccard_review')}
      storageKey="support-speccard-review"
      rowForms={reviewForms(speccardReviewApproveForm, speccardReviewRejectForm)}
    />
  );
}
