import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PermGroupRow, permGroupList } from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { ListScreen } from '@/components/list-screen';
import { Button } from '@/components/ui/button';
import { navigate } from '@/lib/hash-location';
import { notify } from '@/lib/notify';
import { useDeletePermGroup } from './api/users.ts';
import { type GroupTarget, PermGroupDialog } from './perm-group-dialog.tsx';

/**
 * /perm_group: the main client's permission groups with their users and codes. New groups get a
 * name and a tree of the menus and functions the account holds; a group's codes are edited in the
 * same tree and apply to its users' next call. A group that still has users is not deleted: the
 * page sends the user to move them first.
 */
export default function PermGroupPage() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const remove = useDeletePermGroup();
  const [target, setTarget] = useState<GroupTarget | null>(null);

  const onAction = async (key: string, group: PermGroupRow) => {
    if (key === 'perms') return setTarget({ kind: 'perms', group });
    if (key === 'edit') return setTarget({ kind: 'edit', group });
    if (key !== 'delete') return;
    if (group.user_count > 0) {
      const go = await confirm({
        title: t('common.project.group.cannotDeleteTitle'),
        message: t('users.group.cannotDelete', { name: group.name, count: group.user_count }),
        confirmLabel: t('users.group.goUsers'),
      });
      if (go) navigate(`/perm_user?group_id=${group.id}`);
      return;
    }
    const sure = await confirm({
      message: t('users.group.confirmDelete', { name: group.name }),
      confirmLabel: t('actions.delete'),
      variant: 'danger',
    });
    if (!sure) return;
    const done = await remove.mutateAsync(group.id).catch(() => null);
    if (done) notify.success(t('users.group.deleted', { name: group.name }));
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="min-w-0 flex-1 text-sm text-slate-500">{t('users.group.intro')}</p>
        <Button variant="primary" onClick={() => setTarget({ kind: 'create' })}>
          <Plus />
          {t('users.group.create')}
        </Button>
      </div>
      <ListScreen
        list={permGroupList}
        caption={t('perm.router_perm_group')}
        storageKey="perm-group-list"
        onAction={(key, group) => void onAction(key, group)}
      >
        <PermGroupDialog target={target} onClose={() => setTarget(null)} />
      </ListScreen>
    </div>
  );
}
