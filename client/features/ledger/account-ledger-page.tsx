import { useTranslation } from 'react-i18next';
import { type DataOf, formatMoney, LEDGER_KINDS, labelOf, ledgerList, startLedgerExport } from '#contract';
import type { ListExport } from '@/components/list-export-button';
import { ListScreen } from '@/components/list-screen';

/** The ledger's export: what the filters select, as a task listed in the export log. */
const EXPORT: ListExport = {
  endpoint: startLedgerExport,
  texts: {
    button: 'ledger.account.exportRows',
    confirm: 'ledger.account.confirmExport',
    started: 'ledger.account.exportStarted',
  },
  logPath: '/export_log',
};

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
      exportTo={EXPORT}
    />
  );
}

function LedgerSummary({ data }: { data: DataOf<typeof ledgerList> }) {
  const { t } = useTranslation();
  const { account, owed, totals } = data;

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
    </div>
  );
}
