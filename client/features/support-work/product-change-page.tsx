import { useTranslation } from 'react-i18next';
import { supportPlanChangeApproveForm, supportPlanChangeList, supportPlanChangeRejectForm } from '#contract';
import { ListScreen } from '@/components/list-screen';
import { navigate } from '@/lib/hash-location';

/**
 * /product_change, support side (产品变更, issue 48): every client's plan-change applications,
 * newest first (polled while one is open). 通过 approves a pending one for an effective date (its
 * own mode's day by default); 驳回 rejects it with a reason and releases its frozen money; 详情
 * shows its cards.
 */
export default function SupportProductChangePage() {
  const { t } = useTranslation();
  return (
    <ListScreen
      list={supportPlanChangeList}
      caption={t('perm.router_spt_product_change')}
      storageKey="support-product-change"
      pollWhile={(rows) => rows.some((r) => ['pending', 'processing', 'carrier'].includes(r.status))}
      actions={{ detail: (row) => navigate(`/product_change_detail?id=${row.id}`) }}
      rowForms={{
        approve: { form: supportPlanChangeApproveForm, record: (row) => ({ ...row, order_id: row.id }) },
        reject: {
          form: supportPlanChangeRejectForm,
          record: (row) => ({ ...row, order_id: row.id, reason: '' }),
        },
      }}
    />
  );
}
