import { useTranslation } from 'react-i18next';
import type { DataOf, rechargeRecordList } from '#contract';
import { ListPage } from '@/components/list-page';
import { currentLang } from '@/lib/i18n';
import { fetchRechargeRecords, RECHARGE_RECORD_KEY } from './api/get-recharge-records.ts';
import { rechargeRecordFilters } from './card-query-filters.ts';

type RechargeData = DataOf<typeof rechargeRecordList>;

/** /recharge_record: renewals and add-on packages bought for the caller's cards, with the totals of the filtered rows. */
export default function RechargeRecordPage() {
  const { t } = useTranslation();
  return (
    <ListPage
      caption={t('cardQuery.menu.rechargeRecord')}
      storageKey="recharge-record"
      filters={rechargeRecordFilters(t, currentLang())}
      queryKey={RECHARGE_RECORD_KEY}
      fetchList={fetchRechargeRecords}
      summary={(data) => {
        const summary = (data as RechargeData | undefined)?.summary;
        return summary ? (
          <p aria-live="polite" className="text-sm text-slate-600 tabular-nums">
            {t('cardQuery.recharge.totals', {
              n: summary.count,
              amount: summary.amount,
              success: summary.success_amount,
            })}
          </p>
        ) : null;
      }}
    />
  );
}
