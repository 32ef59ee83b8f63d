import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney, paymentCardList, startPaymentCardExport } from '#contract';
import type { ListExport } from '@/components/list-export-button';
import { ListScreen } from '@/components/list-screen';
import { endpointQuery } from '@/lib/endpoint-query';
import { navigate } from '@/lib/hash-location';

/** The report's export: the rows the filters select, as a task listed in the export log. */
const EXPORT: ListExport = {
  endpoint: startPaymentCardExport,
  texts: {
    button: 'report.paymentCard.exportRows',
    confirm: 'report.paymentCard.confirmExport',
    started: 'report.paymentCard.exportStarted',
  },
  logPath: '/export_log',
};

/**
 * /report/payment_card (付费卡报表, issue 41): per month and paying client (the main client or one
 * of its sub-customers) the cards billed and renewed, package and add-on revenue and ARPU, the
 * totals of the filtered rows; each row drills down to its cards; the rows export as a task.
 */
export default function PaymentCardPage() {
  const { t } = useTranslation();
  // The clients the filter offers come with any page of the report.
  const choices = useQuery(endpointQuery(paymentCardList, { page: 1, page_size: 5 })).data?.clients ?? [];
  return (
    <ListScreen
      list={paymentCardList}
      caption={t('perm.router_report_payment_card')}
      storageKey="report-payment-card"
      options={{ client_id: choices.map((c) => ({ value: String(c.id), label: c.name })) }}
      actions={{
        cards: (row) => navigate(`/report/payment_card/cards?client_id=${row.client_id}&month=${row.month}`),
      }}
      summary={(data) => (
        <div className="flex flex-col gap-1 text-sm text-slate-600">
          <p>{t('report.paymentCard.caption')}</p>
          {data && data.total_count > 0 && (
            <p aria-live="polite" className="font-medium text-slate-800 tabular-nums">
              {t('report.paymentCard.totals', {
                ...data.totals,
                package_revenue: formatMoney(data.totals.package_revenue),
                addon_revenue: formatMoney(data.totals.addon_revenue),
                revenue: formatMoney(data.totals.revenue),
                arpu: formatMoney(data.totals.arpu),
              })}
            </p>
          )}
        </div>
      )}
      exportTo={EXPORT}
    />
  );
}
