import { FolderInput, FolderMinus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  assignCardProject,
  cardDetail,
  cardList,
  cardOperations,
  cardProjectAssignForm,
  cardProjectList,
  projectGroupList,
  projectGroupOptions,
} from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { EndpointForm, type FormTarget } from '@/components/form/endpoint-form';
import { ListScreen, type ListToolbarContext } from '@/components/list-screen';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { useEndpointMutation } from '@/lib/use-endpoint-mutation';
import { useProjectGroupOptions } from './api/project-groups.ts';

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
  const groups = useProjectGroupOptions().data ?? [];
  const remove = useEndpointMutation(assignCardProject, { invalidates: ASSIGN_READ });
  const [picking, setPicking] = useState<FormTarget<never>>(null);
  const count = selected.length;
  const cardIds = selected.map((card) => card.id);
  /** Cards already where they were asked to go are told after the count of those moved. */
  const unchanged = (n: unknown) =>
    typeof n === 'number' && n > 0 ? t('project.cardProject.unchanged', { count: n }) : '';

  const removeSelected = async () => {
    if (!(await confirm({ message: t('project.cardProject.confirmRemove', { count }) }))) return;
    const result = await remove
      .mutateAsync({ body: { card_ids: cardIds, project_group_id: null } })
      .catch(() => null);
    if (!result) return;
    notify.success(
      t('project.cardProject.removed', { updated: result.updated }) + unchanged(result.unchanged),
    );
    clearSelection();
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant="primary"
        disabled={count === 0}
        title={count === 0 ? t('project.cardProject.selectFirst') : undefined}
        onClick={() => setPicking({ record: null })}
      >
        <FolderInput />
        {t('project.cardProject.assign')}
      </Button>
      <Button
        disabled={count === 0 || remove.isPending}
        title={count === 0 ? t('project.cardProject.selectFirst') : undefined}
        onClick={() => void removeSelected()}
      >
        <FolderMinus />
        {t('project.cardProject.remove')}
      </Button>
      <EndpointForm
        form={cardProjectAssignForm}
        target={picking}
        onClose={() => setPicking(null)}
        invalidates={ASSIGN_READ}
        values={{ card_ids: cardIds }}
        options={{
          project_group_id: groups.map((g) => ({
            value: String(g.id),
            label: t('project.cardProject.groupOption', { name: g.name, count: g.card_count }),
          })),
        }}
        hints={{ project_group_id: () => (groups.length === 0 ? t('project.cardProject.noGroups') : null) }}
        params={(known) => ({
          count,
          name: groups.find((g) => g.id === known.project_group_id)?.name ?? '',
          unchanged: unchanged(known.unchanged),
        })}
        onSaved={clearSelection}
      />
    </div>
  );
}
