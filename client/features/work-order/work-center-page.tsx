import { useAtomValue } from 'jotai';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cancelWorkOrder, type WorkOrderRow, workOrderDetail, workOrderForm, workOrderList } from '#contract';
import { EndpointForm, type FormTarget } from '@/components/form/endpoint-form';
import { ListScreen } from '@/components/list-screen';
import { Button } from '@/components/ui/button';
import { useRowAction } from '@/components/use-row-action';
import { navigate } from '@/lib/hash-location';
import { hasCode, rolesAtom } from '@/lib/session';

/**
 * /work/center: every work order of the client (a main client's tree) with its type, cards,
 * status, handler and the carrier SLA's due date; polled while one is still open. A new general
 * ticket (func_work_order_submit) is the contract's form, with cards and an attachment; a pending
 * ticket is cancelled from its row.
 */
export default function WorkCenterPage() {
  const { t } = useTranslation();
  const roles = useAtomValue(rolesAtom);
  const [creating, setCreating] = useState<FormTarget<object>>(null);
  const cancel = useRowAction(cancelWorkOrder, {
    input: (row: WorkOrderRow) => ({ body: { id: row.id } }),
    confirm: (row) => ({
      message: t('workOrder.confirmCancel', { orderNo: row.order_no }),
      confirmLabel: t('workOrder.cancel'),
      variant: 'danger',
    }),
    done: (row) => t('workOrder.cancelled', { orderNo: row.order_no }),
    invalidates: [workOrderList, workOrderDetail],
  });
  return (
    <>
      <ListScreen
        list={workOrderList}
        caption={t('perm.router_work_center')}
        storageKey="work-center"
        pollWhile={(rows) => rows.some((r) => ['pending', 'processing', 'carrier'].includes(r.status))}
        actions={{
          detail: (row) => navigate(`/work/center/detail?id=${row.id}`),
          cancel: (row) => cancel(row),
        }}
        summary={() =>
          hasCode(roles, 'func_work_order_submit') ? (
            <div className="flex justify-end">
              <Button size="sm" variant="primary" onClick={() => setCreating({ record: null })}>
                <Plus aria-hidden />
                {t('workOrder.form.title')}
              </Button>
            </div>
          ) : null
        }
      />
      <EndpointForm
        form={workOrderForm}
        target={creating}
        onClose={() => setCreating(null)}
        invalidates={[workOrderList]}
      />
    </>
  );
}
