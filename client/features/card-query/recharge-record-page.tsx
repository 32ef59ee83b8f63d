import { useTranslation } from 'react-i18next';
import { formatMoney, rechargeRecordList } from '#contract';
import { ListScreen } from '@/components/list-screen';

/** /recharge_record: renewals and add-on packages bought for the caller's cards, with the totals of the filtered rows. */
export default function RechargeRecordPage() {
  const { t } = useTranslation();
  return (
    <ListScreen
      list={rechargeRecordList}
      caption={t('perm.router_recharge_record')}
      storageKey="recharge-record"
      summary={(data) =>
        data ? (
          <p aria-live="polite" className="text-sm text-slate-600 tabular-nums">
            {t('cardQuery.recharge.totals', {
              n: data.summary.count,
              amount: formatMoney(data.summary.amount),
              success: formatMoney(data.summary.success_amount),
            })}
          </p>
        ) : null
      }
    />
  );
}
