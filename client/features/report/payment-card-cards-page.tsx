import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, paymentCardCards } from '#contract';
import { ListScreen } from '@/components/list-screen';
import { Button } from '@/components/ui/button';
import { navigate } from '@/lib/hash-location';
import { usePageLocation } from '@/lib/page-location';

/**
 * /report/payment_card/cards?client_id=&month=: one row of the paid-card report drilled down, the
 * cards the client was charged for in the month with each card's package and add-on charges.
 */
/** Back to the report as it was filtered (the page opened it), else to the report unfiltered. */
const back = () => (window.history.length > 1 ? window.history.back() : navigate('/report/payment_card'));

export default function PaymentCardCardsPage() {
  const { t } = useTranslation();
  const { search } = usePageLocation();
  const params = new URLSearchParams(search);
  const clientId = params.get('client_id') ?? '';
  const month = params.get('month') ?? '';
  return (
    <div className="flex flex-col gap-3">
      <div>
        <Button onClick={back}>
          <ArrowLeft />
          {t('report.paymentCard.back')}
        </Button>
      </div>
      <ListScreen
        list={paymentCardCards}
        caption={t('perm.router_report_payment_card')}
        storageKey="report-payment-card-cards"
        fixedQuery={{ client_id: clientId, month }}
        summary={(data) =>
          data && (
            <div className="flex flex-col gap-0.5 text-sm text-slate-600">
              <span className="font-medium text-slate-800">
                {t('report.paymentCard.cardsOf', { client: data.row.client_name, month: data.row.month })}
              </span>
              <span className="tabular-nums">
                {t('report.paymentCard.totals', {
                  ...data.row,
                  package_revenue: formatMoney(data.row.package_revenue),
                  addon_revenue: formatMoney(data.row.addon_revenue),
                  revenue: formatMoney(data.row.revenue),
                  arpu: formatMoney(data.row.arpu),
                })}
              </span>
            </div>
          )
        }
      />
    </div>
  );
}
