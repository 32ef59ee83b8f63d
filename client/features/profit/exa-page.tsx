import { useAtomValue } from 'jotai';
import { CheckCheck, Wallet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  approveWithdrawalForm,
  approveWithdrawals,
  formatMoney,
  profitRowList,
  rejectWithdrawalForm,
  withdrawalForm,
  withdrawalList,
} from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { ListScreen, type ListToolbarContext } from '@/components/list-screen';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { navigate } from '@/lib/hash-location';
import { notify } from '@/lib/notify';
import { hasCode, rolesAtom } from '@/lib/session';
import { useEndpointMutation } from '@/lib/use-endpoint-mutation';
import { usePriceChoices, useProfitTotals, WITHDRAWAL_READS } from './api/profit.ts';

type Tab = 'withdrawals' | 'rows';

/**
 * /profit/exa (分润提现): for a main client, the review queue of its sub-customers' withdrawal
 * applications (通过 one or a batch, 驳回 with a reason) and its own profit rows; for a
 * sub-customer, its applications with 申请提现, its available profit and its profit rows.
 */
export default function ProfitExaPage() {
  const { t } = useTranslation();
  const roles = useAtomValue(rolesAtom);
  const reviews = hasCode(roles, 'func_profit_review');
  const totals = useProfitTotals().data?.totals;
  const choices = usePriceChoices({ enabled: reviews }).data;
  const subClients = (choices?.sub_clients ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  const [tab, setTab] = useState<Tab>('withdrawals');
  const line = totals ? (
    <p aria-live="polite" className="text-sm text-slate-600 tabular-nums">
      {t('profit.totals', { pending: formatMoney(totals.pending), settled: formatMoney(totals.settled) })}
      {totals.available !== ''
        ? ` · ${t('profit.available', { available: formatMoney(totals.available), min: totals.min_withdrawal })}`
        : ''}
    </p>
  ) : null;
  return (
    <Tabs
      value={tab}
      onValueChange={(next) => {
        setTab(next as Tab);
        // The two lists keep their filters in the URL: a tab starts from none.
        navigate('/profit/exa', { replace: true });
      }}
    >
      <TabsList>
        <TabsTrigger value="withdrawals">{t('profit.withdrawalsTitle')}</TabsTrigger>
        <TabsTrigger value="rows">{t('profit.rowsTitle')}</TabsTrigger>
      </TabsList>
      <TabsContent value="withdrawals" className="pt-3">
        <ListScreen
          list={withdrawalList}
          caption={t('profit.withdrawalsTitle')}
          storageKey="profit-withdrawals"
          options={{ sub_client_id: subClients }}
          visibleFilters={reviews ? 3 : 1}
          summary={() => line}
          create={
            !reviews &&
            totals && {
              form: withdrawalForm,
              label: t('profit.apply'),
              icon: <Wallet aria-hidden />,
              params: { min: totals.min_withdrawal, available: totals.available },
              invalidates: WITHDRAWAL_READS,
            }
          }
          toolbar={reviews ? (context) => <BatchApprove {...context} /> : undefined}
          rowForms={{
            approve: {
              form: approveWithdrawalForm,
              record: (row) => ({ id: row.id }),
              invalidates: WITHDRAWAL_READS,
            },
            reject: {
              form: rejectWithdrawalForm,
              record: (row) => ({ id: row.id, reason: '' }),
              invalidates: WITHDRAWAL_READS,
            },
          }}
        />
      </TabsContent>
      <TabsContent value="rows" className="pt-3">
        <ListScreen
          list={profitRowList}
          caption={t('profit.rowsTitle')}
          storageKey="profit-rows"
          summary={() => line}
        />
      </TabsContent>
    </Tabs>
  );
}

/** 批量通过: the selected pending applications approved together, all or nothing. */
function BatchApprove({ selected, clearSelection }: ListToolbarContext<typeof withdrawalList>) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const approve = useEndpointMutation(approveWithdrawals, { invalidates: WITHDRAWAL_READS });
  const pending = selected.filter((row) => row.status === 'pending');
  const count = pending.length;
  const run = async () => {
    if (!(await confirm({ message: t('profit.confirmBatch', { count }) }))) return;
    const result = await approve
      .mutateAsync({ body: { ids: pending.map((row) => row.id) } })
      .catch(() => null);
    if (!result) return;
    notify.success(t('profit.approved', { approved: result.approved }));
    clearSelection();
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button size="sm" variant="primary" disabled={count === 0 || approve.isPending} onClick={run}>
        <CheckCheck aria-hidden />
        {t('profit.batchApprove', { count })}
      </Button>
    </div>
  );
}
