import { useAtomValue } from 'jotai';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type DataOf, formatMoney, LEDGER_KINDS, labelOf, ledgerList } from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { ListScreen } from '@/components/list-screen';
import { Button } from '@/components/ui/button';
import { navigate, useHashSearch } from '@/lib/hash-location';
import { notify } from '@/lib/notify';
import { hasCode, rolesAtom } from '@/lib/session';
import { startExport } from './api/ledger.ts';

/** The query fields an export takes: the ledger's filters, not its page. */
const EXPORT_FIELDS = ['kind', 'date_start', 'date_end', 'order_no'];

/**
 * /charge/account: the account's balance and frozen amount, and its ledger (every balance change)
 * with filters, the totals per type of the filtered rows, and their export as a task.
 */
export default function AccountLedgerPage() {
  const { t } = useTranslation();
  return (
    <ListScreen
      list={ledgerList}
      caption={t('perm.router_charge_account')}
      storageKey="account-ledger"
      summary={(data) => (data ? <LedgerSummary data={data} /> : null)}
    />
  );
}

function LedgerSummary({ data }: { data: DataOf<typeof ledgerList> }) {
  const { t } = useTranslation();
  const roles = useAtomValue(rolesAtom);
  const confirm = useConfirm();
  const search = useHashSearch();
  const { account, owed, totals } = data;

  const exportRows = async () => {
    if (!(await confirm({ message: t('ledger.account.confirmExport', { count: totals.count }) }))) return;
    const params = new URLSearchParams(search);
    const filters = Object.fromEntries(
      EXPORT_FIELDS.flatMap((f) => (params.get(f) ? [[f, params.get(f)!]] : [])),
    );
    const started = await startExport(filters).catch(() => null);
    if (!started) return;
    notify.success(t('ledger.account.exportStarted', { count: started.total }), {
      action: { label: t('common.toExportLog'), onClick: () => navigate('/export_log') },
    });
  };

  const figures = [
    { label: t('common.balance'), value: account.balance },
    { label: t('ledger.account.frozen'), value: account.frozen },
    { label: t('ledger.account.available'), value: account.available },
  ];
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        {figures.map((f) => (
          <div
            key={f.label}
            className="min-w-0 rounded border border-slate-200 bg-white px-2.5 py-2 sm:px-4 sm:py-3"
          >
            <dt className="text-xs text-slate-500">{f.label}</dt>
            <dd className="mt-1 text-sm font-semibold break-all text-slate-800 tabular-nums sm:text-xl">
              {formatMoney(f.value)}
            </dd>
          </div>
        ))}
      </dl>
      {Number(owed) > 0 && (
        <p
          role="alert"
          className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-800"
        >
          {t('ledger.account.owed', { amount: formatMoney(owed) })}
        </p>
      )}
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div aria-live="polite" className="flex flex-col gap-1 text-sm text-slate-600 tabular-nums">
          <p>
            {t('ledger.account.totals', {
              n: totals.count,
              income: formatMoney(totals.income),
              expense: formatMoney(totals.expense),
              net: formatMoney(totals.net),
            })}
          </p>
          {totals.by_kind.length > 0 && (
            <ul aria-label={t('ledger.account.totalsLabel')} className="flex flex-wrap gap-x-4 gap-y-1">
              {totals.by_kind.map((k) => (
                <li key={k.kind}>
                  {t('ledger.account.kindTotal', {
                    kind: t(labelOf(LEDGER_KINDS[k.kind])),
                    n: k.count,
                    amount: formatMoney(k.amount),
                  })}
                </li>
              ))}
            </ul>
          )}
        </div>
        {hasCode(roles, 'func_export_data') && (
          <Button size="sm" variant="primary" disabled={totals.count === 0} onClick={() => void exportRows()}>
            <Download aria-hidden />
            {t('ledger.account.exportRows')}
          </Button>
        )}
      </div>
    </div>
  );
}
