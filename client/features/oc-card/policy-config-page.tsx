import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type OcPolicyRow, ocPolicyList } from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { ListScreen } from '@/components/list-screen';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { useCopyOcPolicy, useDeleteOcPolicy, useSetOcPolicyEnabled } from './api/oc-policies.ts';
import { PolicyDialog, type PolicyTarget } from './policy-dialog.tsx';

/**
 * /oc_card/config: the switching policies of multi-carrier cards: the read-only system default and
 * the client's own, with the cards following each. Create, copy, edit, enable or disable, and
 * delete a policy no card uses.
 */
export default function PolicyConfigPage() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const copy = useCopyOcPolicy();
  const toggle = useSetOcPolicyEnabled();
  const remove = useDeleteOcPolicy();
  const [editing, setEditing] = useState<PolicyTarget | null>(null);

  const onAction = async (key: string, policy: OcPolicyRow) => {
    if (key === 'edit') return setEditing({ policy });
    if (key === 'copy') {
      const copied = await copy.mutateAsync(policy.id).catch(() => null);
      if (copied) notify.success(t('ocCard.copied', { name: copied.name }));
      return;
    }
    if (key === 'enable' || key === 'disable') {
      const enabled = key === 'enable';
      const sure = await confirm({
        message: t(enabled ? 'ocCard.confirmEnable' : 'ocCard.confirmDisable', { name: policy.name }),
      });
      if (!sure) return;
      const done = await toggle.mutateAsync({ id: policy.id, enabled }).catch(() => null);
      if (done) notify.success(t(enabled ? 'ocCard.enabled' : 'ocCard.disabled', { name: policy.name }));
      return;
    }
    if (key !== 'delete') return;
    const sure = await confirm({
      message: t('ocCard.confirmDelete', { name: policy.name }),
      confirmLabel: t('project.group.deleteLabel'),
      variant: 'danger',
    });
    if (!sure) return;
    const done = await remove.mutateAsync(policy.id).catch(() => null);
    if (done) notify.success(t('ocCard.deleted', { name: policy.name }));
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-3xl text-sm text-slate-500">{t('ocCard.intro')}</p>
        <Button variant="primary" onClick={() => setEditing({ policy: null })}>
          <Plus />
          {t('ocCard.create')}
        </Button>
      </div>
      <ListScreen
        list={ocPolicyList}
        caption={t('perm.router_oc_config')}
        storageKey="oc-policy-list"
        onAction={(key, policy) => void onAction(key, policy)}
      >
        <PolicyDialog target={editing} onClose={() => setEditing(null)} />
      </ListScreen>
    </div>
  );
}
