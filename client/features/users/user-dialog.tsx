import { useTranslation } from 'react-i18next';
import { createPermUser, type PermUserRow, updatePermUser } from '#contract';
import { ContactFields } from '@/components/contact-fields';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useEndpointForm } from '@/components/use-endpoint-form';
import { notify } from '@/lib/notify';
import { useCreatePermUser, usePermGroupOptions, useUpdatePermUser } from './api/users.ts';

/** `{ user: null }` creates a user; `{ user }` edits that one. */
export type UserTarget = { user: PermUserRow | null };

export function UserDialog({ target, onClose }: { target: UserTarget | null; onClose: () => void }) {
  if (!target) return null;
  return target.user ? (
    <EditForm key={target.user.id} user={target.user} onClose={onClose} />
  ) : (
    <CreateForm onClose={onClose} />
  );
}

const groupIdOf = (value: string) => (value === '' ? undefined : Number(value));

function GroupSelect({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const groups = usePermGroupOptions().data;
  return (
    <FormField id="perm-user-group" label={t('common.users.user.group')} error={error}>
      {groups && groups.length === 0 ? (
        <p className="text-sm text-slate-600">{t('users.user.noGroups')}</p>
      ) : (
        <Select value={value} onValueChange={onChange}>
          <SelectTrigger
            id="perm-user-group"
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'perm-user-group-error' : undefined}
          >
            <SelectValue placeholder={t('users.user.pickGroup')} />
          </SelectTrigger>
          <SelectContent>
            {(groups ?? []).map((g) => (
              <SelectItem key={g.id} value={String(g.id)}>
                {g.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}

function CreateForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const save = useCreatePermUser();
  const form = useEndpointForm(createPermUser, {
    initial: { username: '', password: '', name: '', phone: '', email: '', group_id: '' },
    toBody: (draft) => ({ ...draft, group_id: groupIdOf(draft.group_id) }),
    onValid: async (body) => {
      const saved = await save.mutateAsync(body).catch(() => null);
      if (!saved) return;
      notify.success(t('users.user.created', { username: saved.username }));
      onClose();
    },
  });
  return (
    <FormDialog
      title={t('users.user.create')}
      description={t('users.user.intro')}
      submitLabel={t('common.save')}
      busy={save.isPending}
      error={form.formError}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <FormField id="perm-user-username" label={t('common.username')} error={form.errors.username}>
        <Input {...form.input('username', 'perm-user-username')} autoComplete="off" />
      </FormField>
      <FormField
        id="perm-user-password"
        label={t('common.users.user.initialPassword')}
        error={form.errors.password}
      >
        <Input {...form.input('password', 'perm-user-password')} autoComplete="new-password" />
      </FormField>
      <GroupSelect
        value={form.values.group_id}
        error={form.errors.group_id}
        onChange={(value) => form.set('group_id', value)}
      />
      <ContactFields kind="person" form={form} />
    </FormDialog>
  );
}

function EditForm({ user, onClose }: { user: PermUserRow; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useUpdatePermUser();
  const fixed = user.manage === 'fixed';
  const form = useEndpointForm(updatePermUser, {
    initial: {
      name: user.name,
      phone: user.phone,
      email: user.email,
      group_id: user.group_id === null ? '' : String(user.group_id),
    },
    toBody: (draft) => ({
      ...draft,
      id: user.id,
      action: 'edit',
      group_id: fixed ? undefined : groupIdOf(draft.group_id),
    }),
    onValid: async (body) => {
      const saved = await save.mutateAsync(body).catch(() => null);
      if (!saved) return;
      notify.success(t('users.user.updated', { username: saved.user.username }));
      onClose();
    },
  });
  return (
    <FormDialog
      title={t('users.user.editTitle')}
      description={user.username}
      submitLabel={t('common.save')}
      busy={save.isPending}
      error={form.formError}
      onSubmit={form.submit}
      onClose={onClose}
    >
      {fixed ? (
        <p className="text-sm text-slate-500">{t('users.user.fixedGroup')}</p>
      ) : (
        <GroupSelect
          value={form.values.group_id}
          error={form.errors.group_id}
          onChange={(value) => form.set('group_id', value)}
        />
      )}
      <ContactFields kind="person" form={form} />
    </FormDialog>
  );
}
