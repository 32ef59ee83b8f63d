import { useTranslation } from 'react-i18next';
import { ListPage } from '@/components/list-page';
import { currentLang } from '@/lib/i18n';
import { CARD_DATA_KEY, fetchCardData } from './api/get-card-data.ts';
import { usePlanOptions } from './api/get-plan-options.ts';
import { cardDataFilters } from './card-query-filters.ts';

/**
 * /card_data_search: each card's usage month by month over a range of the last six months, with
 * its total; the server's header gives one column per month of the range.
 */
export default function CardDataSearchPage() {
  const { t } = useTranslation();
  const plans = usePlanOptions();
  return (
    <ListPage
      caption={t('cardQuery.menu.cardDataSearch')}
      storageKey="card-data-search"
      filters={cardDataFilters(t, currentLang(), plans.data ?? [])}
      queryKey={CARD_DATA_KEY}
      fetchList={fetchCardData}
      summary={(data) => {
        const months = (data as { months?: string[] } | undefined)?.months;
        return months?.length ? (
          <p className="text-sm text-slate-500">
            {t('cardQuery.data.range', { first: months[0], last: months[months.length - 1] })}
          </p>
        ) : null;
      }}
    />
  );
}
