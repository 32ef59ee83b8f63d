import { useAtomValue } from 'jotai';
import { Download, Wallet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DataOf,
  formatMoney,
  indexHeader,
  ledgerList,
  orderList,
  startOrderExport,
  topupForm,
} from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { EndpointForm, type FormTarget } from '@/components/form/endpoint-form';
import { ListScreen } from '@/components/list-screen';
import { Button } from '@/components/ui/button';
import { navigate, useHashSearch } from '@/lib/hash-location';
import { notify } from '@/lib/notify';
import { hasCode, rolesAtom } from '@/lib/session';
import { useEndpointMutation } from '@/lib/use-endpoint-mutation';

/** The query fields an export takes: the list's filters, not its page. */
const EXPORT_FIELDS = ['order_no', 'kind', 'status', 'date_start', 'date_end'];

/**
 * /charge/order_list (and /charge/export, `exporting`): account top-ups and card recharges with
 * their channel, amount, frozen part and status, polled while one is processing; online top-ups by
 * WeChat (func_accountbalances_charge with function_wechat_charge); the filtered orders' export.
 */
export function OrderListScreen({ exporting = false }: { exporting?: boolean }) {
  const { t } = useTranslation();
  const roles = useAtomValue(rolesAtom);
  const [topup, setTopup] = useState<FormTarget<object>>(null);
  const mayTopUp = hasCode(roles, 'func_accountbalances_charge') && hasCode(roles, 'function_wechat_charge');
  return (
    <>
      <ListScreen
        list={orderList}
        caption={t(exporting ? 'perm.router_charge_export' : 'perm.router_charge_order_list')}
        storageKey={exporting ? 'charge-export' : 'charge-orders'}
        pollWhile={(rows) => rows.some((r) => r.status === 'processing')}
        actions={{ detail: (row) => navigate(`/charge/order_detail?id=${row.id}`) }}
        summary={(data) =>
          data ? (
            <OrderSummary
              data={data}
              exporting={exporting}
              onTopUp={mayTopUp && !exporting ? () => setTopup({ record: null }) : undefined}
            />
          ) : null
        }
      />
      <EndpointForm
        form={topupForm}
        target={topup}
        onClose={() => setTopup(null)}
        invalidates={[orderList, ledgerList, indexHeader]}
      />
    </>
  );
}

function OrderSummary({
  data,
  exporting,
  onTopUp,
}: {
  data: DataOf<typeof orderList>;
  exporting: boolean;
  onTopUp?: () => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const search = useHashSearch();
  const start = useEndpointMutation(startOrderExport, { invalidates: [] });
  const { summary } = data;

  const exportRows = async () => {
    if (!(await confirm({ message: t('charge.orderList.confirmExport', { count: summary.count }) }))) return;
    const params = new URLSearchParams(search);
    const body = Object.fromEntries(
      EXPORT_FIELDS.flatMap((f) => (params.get(f) ? [[f, params.get(f)!]] : [])),
    );
    const started = await start.mutateAsync({ body: body as never }).catch(() => null);
    if (!started) return;
    notify.success(t('charge.orderList.exportStarted', { count: started.total }), {
      action: { label: t('common.toExportLog'), onClick: () => navigate('/export_log') },
    });
  };

  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <p aria-live="polite" className="text-sm text-slate-600 tabular-nums">
        {t('charge.orderList.summary', {
          count: summary.count,
          amount: formatMoney(summary.amount),
          frozen: formatMoney(summary.frozen),
          charged: formatMoney(summary.charged),
        })}
      </p>
      <div className="flex gap-2">
        {onTopUp && (
          <Button size="sm" variant="primary" onClick={onTopUp}>
            <Wallet aria-hidden />
            {t('charge.topup.open')}
          </Button>
        )}
        {exporting && (
          <Button
            size="sm"
            variant="primary"
            disabled={summary.count === 0}
            onClick={() => void exportRows()}
          >
            <Download aria-hidden />
            {t('charge.orderList.exportRows')}
          </Button>
        )}
      </div>
    </div>
  );
}

export default function OrderListPage() {
  return <OrderListScreen />;
}
