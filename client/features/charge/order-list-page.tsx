import { useAtomValue } from 'jotai';
import { Wallet } from 'lucide-react';
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
import { EndpointForm, type FormTarget } from '@/components/form/endpoint-form';
import type { ListExport } from '@/components/list-export-button';
import { ListScreen } from '@/components/list-screen';
import { Button } from '@/components/ui/button';
import { navigate } from '@/lib/hash-location';
import { hasCode, rolesAtom } from '@/lib/session';

/** The orders' export (on /charge/export): what the filters select, listed in the export log. */
const EXPORT: ListExport = {
  endpoint: startOrderExport,
  texts: {
    button: 'charge.orderList.exportRows',
    confirm: 'charge.orderList.confirmExport',
    started: 'charge.orderList.exportStarted',
  },
  logPath: '/export_log',
};

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
              onTopUp={mayTopUp && !exporting ? () => setTopup({ record: null }) : undefined}
            />
          ) : null
        }
        exportTo={exporting ? EXPORT : undefined}
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

function OrderSummary({ data, onTopUp }: { data: DataOf<typeof orderList>; onTopUp?: () => void }) {
  const { t } = useTranslation();
  const { summary } = data;

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
      {onTopUp && (
        <Button size="sm" variant="primary" onClick={onTopUp}>
          <Wallet aria-hidden />
          {t('charge.topup.open')}
        </Button>
      )}
    </div>
  );
}

export default function OrderListPage() {
  return <OrderListScreen />;
}
