import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteNetGroup, type NetGroupRow, netGroupForm, netGroupList, netGroupOptions } from '#contract';
import { EndpointForm, type FormTarget } from '@/components/form/endpoint-form';
import { ListScreen } from '@/components/list-screen';
import { Button } from '@/components/ui/button';
import { useRowAction } from '@/components/use-row-action';
import { navigate } from '@/lib/hash-location';

/**
 * /net_group: the main client's directed-traffic groups, one carrier each, with their addresses
 * and cards counted. A group still holding addresses or cards is refused deletion by the emulator
 * (its message says how many).
 */
export default function NetGroupPage() {
  const { t } = useTranslation();
  const [creating, setCreating] = useState<FormTarget<object>>(null);
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
    <>
      <ListScreen
        list={netGroupList}
        caption={t('perm.router_net_group')}
        storageKey="net-groups"
        actions={{
          hosts: (row) => navigate(`/net_group/host?group_id=${row.id}`),
          cards: (row) => navigate(`/net_group/card?group_id=${row.id}`),
          delete: (row) => remove(row),
        }}
        summary={() => (
          <div className="flex flex-wrap items-start justify-between gap-2">
            <p className="min-w-0 flex-1 text-sm text-slate-500">{t('netGroup.limits')}</p>
            <Button size="sm" variant="primary" onClick={() => setCreating({ record: null })}>
              <Plus aria-hidden />
              {t('netGroup.newGroup')}
            </Button>
          </div>
        )}
      />
      <EndpointForm
        form={netGroupForm}
        target={creating}
        onClose={() => setCreating(null)}
        invalidates={[netGroupList, netGroupOptions]}
      />
    </>
  );
}
