import { useAtomValue } from 'jotai';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ProjectGroupRow, projectGroupList } from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { ListScreen } from '@/components/list-screen';
import { Button } from '@/components/ui/button';
import { navigate } from '@/lib/hash-location';
import { notify } from '@/lib/notify';
import { clientInfoAtom } from '@/lib/session';
import { useDeleteProjectGroup } from './api/project-groups.ts';
import { type EditTarget, ProjectGroupDialog } from './project-group-dialog.tsx';

/**
 * /project_group: the main client's project groups with their card counts. The main client
 * creates, edits and deletes them (a group that still holds cards sends the user to remove them
 * first); a sub-client sees them and the counts of its own cards.
 */
export default function ProjectGroupPage() {
  const { t } = useTranslation();
  const canManage = useAtomValue(clientInfoAtom)?.main_client === true;
  const confirm = useConfirm();
  const remove = useDeleteProjectGroup();
  const [editing, setEditing] = useState<EditTarget | null>(null);

  const onAction = async (key: string, group: ProjectGroupRow) => {
    if (key === 'edit') return setEditing({ group });
    if (key !== 'delete') return;
    if (group.card_count > 0) {
      const go = await confirm({
        title: t('common.project.group.cannotDeleteTitle'),
        message: t('project.group.hasCards', { name: group.name, count: group.card_count }),
        confirmLabel: t('project.group.goUnassign'),
      });
      if (go) navigate(`/card_project?project_group_id=${group.id}`);
      return;
    }
    const sure = await confirm({
      message: t('project.group.confirmDelete', { name: group.name }),
      confirmLabel: t('actions.delete'),
      variant: 'danger',
    });
    if (!sure) return;
    const done = await remove.mutateAsync(group.id).catch(() => null);
    if (done) notify.success(t('project.group.deleted', { name: group.name }));
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-500">
          {canManage ? t('project.group.deleteRule') : t('project.group.subNote')}
        </p>
        {canManage && (
          <Button variant="primary" onClick={() => setEditing({ group: null })}>
            <Plus />
            {t('project.group.create')}
          </Button>
        )}
      </div>
      <ListScreen
        list={projectGroupList}
        caption={t('perm.router_project_group')}
        storageKey="project-group-list"
        onAction={(key, group) => void onAction(key, group)}
      >
        <ProjectGroupDialog target={editing} onClose={() => setEditing(null)} />
      </ListScreen>
    </div>
  );
}
