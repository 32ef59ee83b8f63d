import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { cancelWorkOrder, type WorkOrderRow, workOrderDetail, workOrderForm, workOrderList } from '#contract';
import { ListScreen } from '@/components/list-screen';
import { useRowAction } from '@/components/use-row-action';
import { navigate } from '@/lib/hash-location';
import { hasCode, rolesAtom } from '@/lib/session';

/**
 * /work/center: every work order of the client (a main client's tree) with its type, cards,
 * status, handler and the carrier SLA's due date; polled while one is still open. A new general
 * ticket (func_work_order_submit) is the contract's form, with cards and an attachment, opened
 * from the create button over the list; a pending ticket is cancelled from its row.
 */
export default function WorkCenterPage() {
  const { t } = useTranslation();
  const roles = useAtomValue(rolesAtom);
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
    <ListScreen
      list={workOrderList}
      caption={t('perm.router_work_center')}
      storageKey="work-center"
      create={
        hasCode(roles, 'func_work_order_submit') && { form: workOrderForm, label: t('workOrder.form.title') }
      }
      pollWhile={(rows) => rows.some((r) => ['pending', 'processing', 'carrier'].includes(r.status))}
      actions={{
        detail: (row) => navigate(`/work/center/detail?id=${row.id}`),
        cancel: (row) => cancel(row),
      }}
    />
  );
}
