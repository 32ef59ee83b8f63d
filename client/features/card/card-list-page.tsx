import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { ListPage } from '@/components/list-page';
import { currentLang } from '@/lib/i18n';
import { hasCode, rolesAtom } from '@/lib/session';
import { CardActionBar } from './actions/card-action-bar.tsx';
import { useCardActions } from './actions/use-card-actions.tsx';
import { CARD_LIST_KEY, fetchCardList, useCardListOptions } from './api/get-card-list.ts';
import { cardListFilters } from './card-list-filters.ts';

/** /card/list: the caller's cards, filtered and sorted, with the actions its function codes allow. */
export default function CardListPage() {
  const { t } = useTranslation();
  const roles = useAtomValue(rolesAtom);
  const options = useCardListOptions();
  const isAllowed = (perm: string) => hasCode(roles, perm);
  const actions = useCardActions();
  return (
    <ListPage
      caption={t('menu.cardList')}
      storageKey="card-list"
      filters={cardListFilters(t, currentLang(), options.data)}
      visibleFilters={6}
      queryKey={CARD_LIST_KEY}
      fetchList={fetchCardList}
      onAction={actions.onRowAction}
      isAllowed={isAllowed}
      toolbar={(context) => (
        <CardActionBar
          {...context}
          isAllowed={isAllowed}
          labelOf={actions.labelOf}
          onRun={(action, ids, done) => void actions.run(action, ids, done)}
          onExport={(query, total) => void actions.exportList(query, total)}
        />
      )}
    >
      {actions.dialogs}
    </ListPage>
  );
}
