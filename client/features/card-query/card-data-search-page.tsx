import { useTranslation } from 'react-i18next';
import { cardDataSearch } from '#contract';
import { ListScreen } from '@/components/list-screen';
import { usePlanOptions } from './api/get-plan-options.ts';

/**
 * /card_data_search: each card's usage month by month over a range of the last six months, with
 * its total; the server's header gives one column per month of the range.
 */
export default function CardDataSearchPage() {
  const { t } = useTranslation();
  const plans = usePlanOptions().data ?? [];
  return (
    <ListScreen
      list={cardDataSearch}
      caption={t('perm.router_card_data_search')}
      storageKey="card-data-search"
      options={{ plan_id: plans.map((p) => ({ value: String(p.id), label: p.name })) }}
      summary={(data) =>
        data?.months.length ? (
          <p className="text-sm text-slate-500">
            {t('cardQuery.data.range', { first: data.months[0], last: data.months.at(-1) })}
          </p>
        ) : null
      }
    />
  );
}
