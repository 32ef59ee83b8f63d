import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteSapGroup, type SapGroupRow, sapGroupForm, sapGroupList, sapGroupOptions } from '#contract';
import { EndpointForm, type FormTarget } from '@/components/form/endpoint-form';
import { ListScreen } from '@/components/list-screen';
import { Button } from '@/components/ui/button';
import { useRowAction } from '@/components/use-row-action';
import { navigate } from '@/lib/hash-location';

const GROUPS_READ = [sapGroupList, sapGroupOptions];

/**
 * /sap_flex_direct_group: the main client's flexible directed access groups (allow or block, at the
 * platform's gateway), with their hosts and cards counted; a row opens its hosts or its cards.
 */
export default function FlexGroupPage() {
  const { t } = useTranslation();
  const [group, setGroup] = useState<FormTarget<SapGroupRow>>(null);
  const remove = useRowAction(deleteSapGroup, {
    input: (row: SapGroupRow) => ({ query: { id: row.id } }),
    confirm: (row) => ({
      message: t('security.group.confirmDelete', { name: row.name }),
      confirmLabel: t('actions.delete'),
      variant: 'danger',
    }),
    done: (row) => t('security.group.deleted', { name: row.name }),
    invalidates: GROUPS_READ,
  });
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-3xl text-sm text-muted-foreground">{t('security.group.rule')}</p>
        <Button variant="primary" onClick={() => setGroup({ record: null })}>
          <Plus />
          {t('security.group.create')}
        </Button>
      </div>
      <ListScreen
        list={sapGroupList}
        caption={t('perm.router_sap_flex_direct_group')}
        storageKey="sap-groups"
        actions={{
          hosts: (row) => navigate(`/sap_flex_direct_host?group_id=${row.id}`),
          cards: (row) => navigate(`/sap_group_card?group_id=${row.id}`),
          edit: (row) => setGroup({ record: row }),
          delete: remove,
        }}
      />
      <EndpointForm
        form={sapGroupForm}
        target={group}
        onClose={() => setGroup(null)}
        invalidates={GROUPS_READ}
      />
    </div>
  );
}
