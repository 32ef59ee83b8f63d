import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createPermGroup,
  GROUP_AUDIENCE_KEYS,
  GROUP_AUDIENCES,
  labelOf,
  type PermCode,
  type PermGroupRow,
  updatePermGroup,
} from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useEndpointForm } from '@/components/use-endpoint-form';
import { notify } from '@/lib/notify';
import {
  useCreatePermGroup,
  useGroupPermInfo,
  useUpdateGroupPerms,
  useUpdatePermGroup,
} from './api/users.ts';
import { PermTree } from './perm-tree.tsx';

/** What the page opens: a new group (name and codes), a group's name, or a group's codes. */
export type GroupTarget =
  | { kind: 'create' }
  | { kind: 'edit'; group: PermGroupRow }
  | { kind: 'perms'; group: PermGroupRow };

export function PermGroupDialog({ target, onClose }: { target: GroupTarget | null; onClose: () => void }) {
  if (!target) return null;
  if (target.kind === 'create') return <CreateForm onClose={onClose} />;
  if (target.kind === 'edit')
    return <RenameForm key={target.group.id} group={target.group} onClose={onClose} />;
  return <PermsForm key={target.group.id} group={target.group} onClose={onClose} />;
}

const WIDE = 'max-w-2xl';

function CreateForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const info = useGroupPermInfo(null);
  const save = useCreatePermGroup();
  const [codes, setCodes] = useState<Set<PermCode>>(new Set());
  const form = useEndpointForm(createPermGroup, {
    initial: { name: '', audience: 'staff' as PermGroupRow['audience'] },
    toBody: (draft) => ({ ...draft, codes: [...codes] }),
    onValid: async (body) => {
      if (!(await confirm({ message: t('users.group.confirmCreate', { name: body.name }) }))) return;
      const saved = await save.mutateAsync(body).catch(() => null);
      if (!saved) return;
      notify.success(t('users.group.created', { name: saved.name }));
      onClose();
    },
  });
  return (
    <FormDialog
      title={t('users.group.create')}
      description={t('users.group.treeHint')}
      submitLabel={t('common.save')}
      busy={save.isPending}
      error={form.formError}
      onSubmit={form.submit}
      onClose={onClose}
      className={WIDE}
    >
      <FormField id="perm-group-name" label={t('users.group.name')} error={form.errors.name}>
        <Input {...form.input('name', 'perm-group-name')} />
      </FormField>
      <FormField id="perm-group-audience" label={t('users.group.audience')} error={form.errors.audience}>
        <Select
          value={form.values.audience}
          onValueChange={(value) => form.set('audience', value as PermGroupRow['audience'])}
        >
          <SelectTrigger id="perm-group-audience">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {GROUP_AUDIENCE_KEYS.map((key) => (
              <SelectItem key={key} value={key}>
                {t(labelOf(GROUP_AUDIENCES[key]))}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium text-slate-700">{t('users.group.tree')}</legend>
        {info.data ? (
          <PermTree held={info.data.held} value={codes} onChange={setCodes} />
        ) : (
          <p className="text-sm text-slate-500">{t('users.group.loading')}</p>
        )}
      </fieldset>
    </FormDialog>
  );
}

function RenameForm({ group, onClose }: { group: PermGroupRow; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useUpdatePermGroup();
  const form = useEndpointForm(updatePermGroup, {
    initial: { name: group.name },
    toBody: (draft) => ({ id: group.id, ...draft }),
    onValid: async (body) => {
      const saved = await save.mutateAsync(body).catch(() => null);
      if (!saved) return;
      notify.success(t('users.group.updated', { name: saved.name }));
      onClose();
    },
  });
  return (
    <FormDialog
      title={t('users.group.editTitle')}
      submitLabel={t('common.save')}
      busy={save.isPending}
      error={form.formError}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <FormField id="perm-group-name" label={t('users.group.name')} error={form.errors.name}>
        <Input {...form.input('name', 'perm-group-name')} />
      </FormField>
    </FormDialog>
  );
}

function PermsForm({ group, onClose }: { group: PermGroupRow; onClose: () => void }) {
  const { t } = useTranslation();
  const info = useGroupPermInfo(group.id);
  const save = useUpdateGroupPerms();
  const [codes, setCodes] = useState<Set<PermCode> | null>(null);
  const shown = codes ?? (info.data ? new Set(info.data.codes) : null);
  const submit = async () => {
    if (!shown || !info.data) return;
    // A code the account no longer holds is dropped: a group never holds more than its account.
    const held = info.data.held.filter((code) => shown.has(code));
    const saved = await save.mutateAsync({ group_id: group.id, codes: held }).catch(() => null);
    if (!saved) return;
    notify.success(t('users.group.permsSaved', { name: group.name }));
    onClose();
  };
  return (
    <FormDialog
      title={t('users.group.permsTitle', { name: group.name })}
      description={t('users.group.treeHint')}
      submitLabel={t('common.save')}
      busy={save.isPending || !shown}
      onSubmit={submit}
      onClose={onClose}
      className={WIDE}
    >
      {info.data && shown ? (
        <PermTree held={info.data.held} value={shown} onChange={setCodes} />
      ) : (
        <p className="text-sm text-slate-500">{t('users.group.loading')}</p>
      )}
    </FormDialog>
  );
}
