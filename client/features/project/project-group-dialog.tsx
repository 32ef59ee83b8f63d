import { useTranslation } from 'react-i18next';
import {
  createProjectGroup,
  PROJECT_DESCRIPTION_MAX,
  type ProjectGroupRow,
  updateProjectGroup,
} from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useEndpointForm } from '@/components/use-endpoint-form';
import { notify } from '@/lib/notify';
import { useSaveProjectGroup } from './api/project-groups.ts';

export type GroupRef = Pick<ProjectGroupRow, 'id' | 'name' | 'description' | 'card_count'>;

/** `{ group: null }` creates a group; `{ group }` edits that one. */
export type EditTarget = { group: GroupRef | null };

export function ProjectGroupDialog({ target, onClose }: { target: EditTarget | null; onClose: () => void }) {
  return target && <GroupForm key={target.group?.id ?? 'new'} group={target.group} onClose={onClose} />;
}

function GroupForm({ group, onClose }: { group: GroupRef | null; onClose: () => void }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const save = useSaveProjectGroup();
  const form = useEndpointForm(group ? updateProjectGroup : createProjectGroup, {
    initial: { name: group?.name ?? '', description: group?.description ?? '' },
    toBody: (draft) => (group ? { id: group.id, ...draft } : draft),
    onValid: async ({ name, description }) => {
      const message = group
        ? t('project.group.confirmUpdate', { name })
        : t('project.group.confirmCreate', { name });
      if (!(await confirm({ message }))) return;
      const saved = await save.mutateAsync({ id: group?.id, name, description }).catch(() => null);
      if (!saved) return;
      notify.success(
        group
          ? t('project.group.updated', { name: saved.name })
          : t('project.group.created', { name: saved.name }),
      );
      onClose();
    },
  });
  const description = form.values.description;

  return (
    <FormDialog
      title={group ? t('project.group.editTitle') : t('project.group.create')}
      description={t('project.group.deleteRule')}
      submitLabel={t('common.save')}
      busy={save.isPending}
      error={form.formError}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <FormField id="project-group-name" label={t('project.group.name')} error={form.errors.name}>
        <Input {...form.input('name', 'project-group-name')} />
      </FormField>
      <FormField
        id="project-group-description"
        label={t('project.group.description')}
        error={form.errors.description}
      >
        <Textarea {...form.input('description', 'project-group-description')} rows={3} />
        <span className="self-end text-xs text-slate-500 tabular-nums">
          {t('common.charCount', { count: description.length, max: PROJECT_DESCRIPTION_MAX })}
        </span>
      </FormField>
    </FormDialog>
  );
}
