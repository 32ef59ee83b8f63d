import { useTranslation } from 'react-i18next';
import { createSubCustomer, type SubCustomerRow, updateSubCustomer } from '#contract';
import { ContactFields } from '@/components/contact-fields';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useEndpointForm } from '@/components/use-endpoint-form';
import { notify } from '@/lib/notify';
import { useSaveSubCustomer, useSubCustomerOptions } from './api/sub-customers.ts';

/** `{ sub: null }` creates a sub-customer (with its login); `{ sub }` edits that one's contact. */
export type SubTarget = { sub: SubCustomerRow | null };

export function SubCustomerDialog({ target, onClose }: { target: SubTarget | null; onClose: () => void }) {
  if (!target) return null;
  return target.sub ? (
    <EditForm key={target.sub.id} sub={target.sub} onClose={onClose} />
  ) : (
    <CreateForm onClose={onClose} />
  );
}

function CreateForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveSubCustomer();
  const groups = useSubCustomerOptions().data?.groups ?? [];
  const form = useEndpointForm(createSubCustomer, {
    initial: {
      name: '',
      contact_name: '',
      contact_phone: '',
      contact_email: '',
      username: '',
      password: '',
      group_id: '',
    },
    toBody: ({ group_id, ...draft }) => ({
      ...draft,
      group_id: group_id === '' ? (groups[0]?.id ?? undefined) : Number(group_id),
    }),
    onValid: async (body) => {
      const saved = await save.mutateAsync({ create: body }).catch(() => null);
      if (!saved) return;
      notify.success(t('subCustomer.created', { name: saved.name, username: saved.username }));
      onClose();
    },
  });
  const groupId = form.values.group_id || String(groups[0]?.id ?? '');

  return (
    <FormDialog
      title={t('subCustomer.create')}
      description={t('subCustomer.createHint')}
      submitLabel={t('common.save')}
      busy={save.isPending}
      error={form.formError}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <FormField id="sub-name" label={t('subCustomer.name')} error={form.errors.name}>
        <Input {...form.input('name', 'sub-name')} />
      </FormField>
      <ContactFields kind="contact" form={form} />
      <FormField id="sub-username" label={t('common.loginName')} error={form.errors.username}>
        <Input {...form.input('username', 'sub-username')} autoComplete="off" />
      </FormField>
      <FormField
        id="sub-password"
        label={t('common.users.user.initialPassword')}
        error={form.errors.password}
      >
        <Input {...form.input('password', 'sub-password')} type="password" autoComplete="new-password" />
      </FormField>
      <FormField id="sub-group" label={t('common.users.user.group')} error={form.errors.group_id}>
        <Select value={groupId} onValueChange={(value) => form.set('group_id', value)}>
          <SelectTrigger id="sub-group">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {groups.map((g) => (
              <SelectItem key={g.id} value={String(g.id)}>
                {g.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>
    </FormDialog>
  );
}

function EditForm({ sub, onClose }: { sub: SubCustomerRow; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveSubCustomer();
  const form = useEndpointForm(updateSubCustomer, {
    initial: {
      contact_name: sub.contact_name,
      contact_phone: sub.contact_phone,
      contact_email: sub.contact_email,
    },
    toBody: (draft) => ({ id: sub.id, ...draft }),
    onValid: async (body) => {
      const saved = await save.mutateAsync({ update: body }).catch(() => null);
      if (!saved) return;
      notify.success(t('subCustomer.updated', { name: saved.name }));
      onClose();
    },
  });
  return (
    <FormDialog
      title={t('subCustomer.editTitle')}
      description={sub.name}
      submitLabel={t('common.save')}
      busy={save.isPending}
      error={form.formError}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <ContactFields kind="contact" form={form} />
    </FormDialog>
  );
}
