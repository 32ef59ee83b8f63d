import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import {
  cardDetail,
  cardList,
  cardListOptions,
  cardProjectList,
  deleteProjectGroup,
  PROJECT_DESCRIPTION_MAX,
  type ProjectGroupRow,
  projectGroupForm,
  projectGroupList,
  projectGroupOptions,
} from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { ListScreen } from '@/components/list-screen';
import { useRowAction } from '@/components/use-row-action';
import { navigate } from '@/lib/hash-location';
import { clientInfoAtom } from '@/lib/session';

/**
 * What a group's creation, rename or deletion changes: the group lists and pickers, the card
 * list's group choices, and the cards that show their group's name (the card list, card projects,
 * a card's page).
 */
const GROUPS_READ = [
  projectGroupList,
  projectGroupOptions,
  cardProjectList,
  cardListOptions,
  cardList,
  cardDetail,
];

/**
 * /project_group: the main client's project groups with their card counts. The main client
 * creates, edits and deletes them (a group that still holds cards sends the user to remove them
 * first); a sub-client sees them and the counts of its own cards. The dialog is the contract's
 * form declaration.
 */
export default function ProjectGroupPage() {
  const { t } = useTranslation();
  const canManage = useAtomValue(clientInfoAtom)?.main_client === true;
  const confirm = useConfirm();
  const remove = useRowAction(deleteProjectGroup, {
    input: (row: ProjectGroupRow) => ({ query: { id: row.id } }),
    confirm: (row) => ({
      message: t('project.group.confirmDelete', { name: row.name }),
      confirmLabel: t('actions.delete'),
      variant: 'danger',
    }),
    done: (row) => t('project.group.deleted', { name: row.name }),
    invalidates: GROUPS_READ,
  });

  /** A group that still holds cards is not deleted: the user is sent to remove them first. */
  const sendToUnassign = async (row: ProjectGroupRow) => {
    const go = await confirm({
      title: t('common.project.group.cannotDeleteTitle'),
      message: t('project.group.hasCards', { name: row.name, count: row.card_count }),
      confirmLabel: t('project.group.goUnassign'),
    });
    if (go) navigate(`/card_project?project_group_id=${row.id}`);
  };

  const form = {
    form: projectGroupForm,
    invalidates: GROUPS_READ,
    hints: {
      description: (value: unknown) =>
        t('common.charCount', { count: String(value ?? '').length, max: PROJECT_DESCRIPTION_MAX }),
    },
  };
  return (
    <ListScreen
      list={projectGroupList}
      caption={t('perm.router_project_group')}
      storageKey="project-group-list"
      create={
        canManage && { ...form, label: t(projectGroupForm.texts.create), hint: t('project.group.deleteRule') }
      }
      summary={() => !canManage && <p className="text-sm text-slate-500">{t('project.group.subNote')}</p>}
      actions={{ delete: (row) => (row.card_count > 0 ? sendToUnassign(row) : remove(row)) }}
      rowForms={{ edit: form }}
    />
  );
}
