import { useTranslation } from 'react-i18next';
import {
  removeSapGroupCard,
  type SapGroupCardRow,
  sapGroupCardForm,
  sapGroupCardList,
  sapGroupList,
  sapGroupOptions,
} from '#contract';
import { ListScreen } from '@/components/list-screen';
import { useRowAction } from '@/components/use-row-action';
import { useSapGroupOptions } from './api/groups.ts';

const CARDS_READ = [sapGroupCardList, sapGroupList, sapGroupOptions];

/**
 * /sap_group_card: the caller's cards in directed groups. A card is in one group at most; adding a
 * card that is in another group is refused unless moving it is ticked.
 */
export default function GroupCardPage() {
  const { t } = useTranslation();
  const groups = useSapGroupOptions().data ?? [];
  const remove = useRowAction(removeSapGroupCard, {
    input: (row: SapGroupCardRow) => ({ query: { card_id: row.card_id } }),
    confirm: (row) => ({
      message: t('security.card.confirmRemove', { card: row.iccid, group: row.group_name }),
      confirmLabel: t('common.remove'),
      variant: 'danger',
    }),
    done: (row) => t('security.card.removed', { card: row.iccid }),
    invalidates: CARDS_READ,
  });
  const options = groups.map((g) => ({ value: String(g.id), label: g.name }));
  return (
    <ListScreen
      list={sapGroupCardList}
      caption={t('perm.router_sap_group_card')}
      storageKey="sap-group-cards"
      options={{ group_id: options }}
      actions={{ remove }}
      create={{
        form: sapGroupCardForm,
        label: t('security.card.add'),
        hint: t('security.card.rule'),
        options: { group_id: options },
        invalidates: CARDS_READ,
      }}
    />
  );
}
