import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type SupportPlanChangeRow,
  supportPlanChangeApproveForm,
  supportPlanChangeList,
  supportPlanChangeRejectForm,
} from '#contract';
import { EndpointForm, type FormTarget } from '@/components/form/endpoint-form';
import { ListScreen } from '@/components/list-screen';
import { navigate } from '@/lib/hash-location';

const READS = [supportPlanChangeList];

type Target = SupportPlanChangeRow & { order_id: number };

/**
 * /product_change, support side (产品变更, issue 48): every client's plan-change applications,
 * newest first (polled while one is open). 通过 approves a pending one for an effective date (its
 * own mode's day by default); 驳回 rejects it with a reason and releases its frozen money; 详情
 * shows its cards.
 */
export default function SupportProductChangePage() {
  const { t } = useTranslation();
  const [approving, setApproving] = useState<FormTarget<Target>>(null);
  const [rejecting, setRejecting] = useState<FormTarget<Target & { reason: string }>>(null);
  return (
    <ListScreen
      list={supportPlanChangeList}
      caption={t('perm.router_spt_product_change')}
      storageKey="support-product-change"
      pollWhile={(rows) => rows.some((r) => ['pending', 'processing', 'carrier'].includes(r.status))}
      actions={{
        approve: (row) => setApproving({ record: { ...row, order_id: row.id } }),
        reject: (row) => setRejecting({ record: { ...row, order_id: row.id, reason: '' } }),
        detail: (row) => navigate(`/product_change_detail?id=${row.id}`),
      }}
    >
      <EndpointForm
        form={supportPlanChangeApproveForm}
        target={approving}
        onClose={() => setApproving(null)}
        invalidates={READS}
      />
      <EndpointForm
        form={supportPlanChangeRejectForm}
        target={rejecting}
        onClose={() => setRejecting(null)}
        invalidates={READS}
      />
    </ListScreen>
  );
}
