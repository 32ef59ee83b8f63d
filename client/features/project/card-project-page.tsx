import { FolderInput, FolderMinus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  assignCardProject,
  cardDetail,
  cardList,
  cardOperations,
  cardProjectList,
  projectGroupList,
  projectGroupOptions,
} from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { ListScreen, type ListToolbarContext } from '@/components/list-screen';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { useEndpointMutation } from '@/lib/use-endpoint-mutation';
import { useProjectGroupOptions } from './api/project-groups.ts';
import { AssignDialog } from './assign-dialog.tsx';

/**
 * What moving cards changes: the cards' group shows in card projects, the card list and each
 * card's page (with a line in its log), and the groups' card counts change.
 */
const ASSIGN_READ = [
  cardProjectList,
  projectGroupList,
  projectGroupOptions,
  cardList,
  cardDetail,
  cardOperations,
];

/**
 * /card_project: the caller's cards with their project group. Cards selected in the table (across
 * pages) are assigned to a group or removed from theirs; each change is confirmed first.
 */
export default function CardProjectPage() {
  const { t } = useTranslation();
  const groups = useProjectGroupOptions().data ?? [];
  return (
    <ListScreen
      list={cardProjectList}
      caption={t('perm.router_card_project')}
      storageKey="card-project-list"
      options={{ project_group_id: groups.map((g) => ({ value: String(g.id), label: g.name })) }}
      selectLabel={(row) => row.iccid}
      toolbar={(context) => <AssignBar {...context} />}
    />
  );
}

/** The buttons over the table: assign the selected cards to a group, or remove them from theirs. */
function AssignBar({ selected, clearSelection }: ListToolbarContext<typeof cardProjectList>) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const assign = useEndpointMutation(assignCardProject, { invalidates: ASSIGN_READ });
  const [picking, setPicking] = useState(false);
  const count = selected.length;

  const run = async (groupId: number | null, message: string, done: (updated: number) => string) => {
    if (!(await confirm({ message }))) return;
    const result = await assign
      .mutateAsync({ body: { card_ids: selected.map((card) => card.id), project_group_id: groupId } })
      .catch(() => null);
    if (!result) return;
    const unchanged =
      result.unchanged > 0 ? t('project.cardProject.unchanged', { count: result.unchanged }) : '';
    notify.success(done(result.updated) + unchanged);
    clearSelection();
  };

  const assignTo = (group: { id: number; name: string }) => {
    setPicking(false);
    void run(group.id, t('project.cardProject.confirmAssign', { count, name: group.name }), (updated) =>
      t('project.cardProject.assigned', { updated, name: group.name }),
    );
  };
  const removeSelected = () =>
    run(null, t('project.cardProject.confirmRemove', { count }), (updated) =>
      t('project.cardProject.removed', { updated }),
    );

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant="primary"
        disabled={count === 0 || assign.isPending}
        title={count === 0 ? t('project.cardProject.selectFirst') : undefined}
        onClick={() => setPicking(true)}
      >
        <FolderInput />
        {t('project.cardProject.assign')}
      </Button>
      <Button
        disabled={count === 0 || assign.isPending}
        title={count === 0 ? t('project.cardProject.selectFirst') : undefined}
        onClick={removeSelected}
      >
        <FolderMinus />
        {t('project.cardProject.remove')}
      </Button>
      <AssignDialog open={picking} count={count} onClose={() => setPicking(false)} onPick={assignTo} />
    </div>
  );
}
