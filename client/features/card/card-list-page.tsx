import { useTranslation } from 'react-i18next';
import { ListPage } from '@/components/list-page';
import { currentLang } from '@/lib/i18n';
import { CARD_LIST_KEY, fetchCardList } from './api/get-card-list.ts';
import { cardListFilters } from './card-list-filters.ts';

export default function CardListPage() {
  const { t } = useTranslation();
  return (
    <ListPage
      caption={t('menu.cardList')}
      storageKey="card-list"
      filters={cardListFilters(t, currentLang())}
      queryKey={CARD_LIST_KEY}
      fetchList={fetchCardList}
    />
  );
}
