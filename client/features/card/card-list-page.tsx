import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { cardList } from '#contract';
import { ListScreen } from '@/components/list-screen';
import { hasCode, rolesAtom } from '@/lib/session';
import { CardActionBar } from './actions/card-action-bar.tsx';
import { useCardActions } from './actions/use-card-actions.tsx';
import { useCardListOptions } from './api/get-card-list.ts';

const named = (items: { id: number; name: string }[] = []) =>
  items.map((item) => ({ value: String(item.id), label: item.name }));

/** /card/list: the caller's cards, filtered and sorted, with the actions its function codes allow. */
export default function CardListPage() {
  const { t } = useTranslation();
  const roles = useAtomValue(rolesAtom);
  const options = useCardListOptions().data;
  const actions = useCardActions();
  return (
    <ListScreen
      list={cardList}
      caption={t('perm.router_card_list')}
      storageKey="card-list"
      // The plans, groups and tags of the caller's own cards.
      options={{
        plan_id: named(options?.plans),
        billing_group_id: named(options?.billing_groups),
        project_group_id: named(options?.project_groups),
        tag: (options?.tags ?? []).map((tag) => ({ value: tag, label: tag })),
      }}
      visibleFilters={6}
      actions={actions.rowActions}
      toolbar={(context) => (
        <CardActionBar
          {...context}
          isAllowed={(perm) => hasCode(roles, perm)}
          labelOf={actions.labelOf}
          onRun={(action, cards, done) => void actions.run(action, cards, done)}
          onExport={(query, total) => void actions.exportList(query, total)}
        />
      )}
    >
      {actions.dialogs}
    </ListScreen>
  );
}
