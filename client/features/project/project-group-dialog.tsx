import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROJECT_DESCRIPTION_MAX, PROJECT_NAME_MAX, type ProjectGroupRow } from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { useSaveProjectGroup } from './api/project-groups.ts';

export type GroupRef = Pick<ProjectGroupRow, 'id' | 'name' | 'description' | 'card_count'>;

/** `{ group: null }` creates a group; `{ group }` edits that one. */
export type EditTarget = { group: GroupRef | null };

export function ProjectGroupDialog({ target, onClose }: { target: EditTarget | null; onClose: () => void }) {
  return target && <GroupForm key={target.group?.id ?? 'new'} group={target.group} onClose={onClose} />;
}

const textareaClass =
  'w-full rounded border border-slate-300 px-2.5 py-1.5 text-sm outline-none hover:border-slate-400 focus:border-primary focus:ring-2 focus:ring-primary/20';

function GroupForm({ group, onClose }: { group: GroupRef | null; onClose: () => void }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const save = useSaveProjectGroup();
  const [name, setName] = useState(group?.name ?? '');
  const [description, setDescription] = useState(group?.description ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const trimmed = name.trim();
    if (trimmed === '') return setError(t('validation.project_name_required'));
    if ([...trimmed].length > PROJECT_NAME_MAX) return setError(t('validation.project_name_too_long'));
    setError(null);
    const message = group
      ? t('projectLocate.group.confirmUpdate', { name: trimmed })
      : t('projectLocate.group.confirmCreate', { name: trimmed });
    if (!(await confirm({ message }))) return;
    const saved = await save
      .mutateAsync({ id: group?.id, name: trimmed, description: description.trim() })
      .catch(() => null);
    if (!saved) return;
    notify.success(
      group
        ? t('projectLocate.group.updated', { name: saved.name })
        : t('projectLocate.group.created', { name: saved.name }),
    );
    onClose();
  };

  return (
    <FormDialog
      title={group ? t('projectLocate.group.editTitle') : t('projectLocate.group.createTitle')}
      description={t('projectLocate.group.deleteRule')}
      submitLabel={t('projectLocate.group.save')}
      busy={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormField id="project-group-name" label={t('projectLocate.group.name')} error={error}>
        <Input
          id="project-group-name"
          value={name}
          maxLength={PROJECT_NAME_MAX}
          aria-invalid={!!error}
          aria-describedby={error ? 'project-group-name-error' : undefined}
          onChange={(e) => setName(e.target.value)}
        />
      </FormField>
      <FormField id="project-group-description" label={t('projectLocate.group.description')}>
        <textarea
          id="project-group-description"
          rows={3}
          value={description}
          maxLength={PROJECT_DESCRIPTION_MAX}
          onChange={(e) => setDescription(e.target.value)}
          className={textareaClass}
        />
        <span className="self-end text-xs text-slate-500 tabular-nums">
          {t('projectLocate.group.nameCount', { count: description.length, max: PROJECT_DESCRIPTION_MAX })}
        </span>
      </FormField>
    </FormDialog>
  );
}
