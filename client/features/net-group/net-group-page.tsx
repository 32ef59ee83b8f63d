import { useTranslation } from 'react-i18next';
import { deleteNetGroup, type NetGroupRow, netGroupForm, netGroupList, netGroupOptions } from '#contract';
import { ListScreen } from '@/components/list-screen';
import { useRowAction } from '@/components/use-row-action';
import { navigate } from '@/lib/hash-location';

/**
 * /net_group: the main client's directed-traffic groups, one carrier each, with their addresses
 * and cards counted. A group still holding addresses or cards is refused deletion by the emulator
 * (its message says how many).
 */
export default function NetGroupPage() {
  const { t } = useTranslation();
  const remove = useRowAction(deleteNetGroup, {
    input: (row: NetGroupRow) => ({ body: { id: row.id } }),
    confirm: (row) => ({
      message: t('netGroup.confirmDelete', { name: row.name }),
      confirmLabel: t('actions.delete'),
      variant: 'danger',
    }),
    done: (row) => t('netGroup.deleted', { name: row.name }),
    invalidates: [netGroupList, netGroupOptions],
  });
  return (
    <ListScreen
      list={netGroupList}
      caption={t('perm.router_net_group')}
      storageKey="net-groups"
      actions={{
        hosts: (row) => navigate(`/net_group/host?group_id=${row.id}`),
        cards: (row) => navigate(`/net_group/card?group_id=${row.id}`),
        delete: (row) => remove(row),
      }}
      create={{
        form: netGroupForm,
        label: t('netGroup.newGroup'),
        hint: t('netGroup.limits'),
        invalidates: [netGroupOptions],
      }}
    />
  );
}
