import { useTranslation } from 'react-i18next';
import { changePassword } from '#contract';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useEndpointForm } from '@/components/use-endpoint-form';
import { useEndpointMutation } from '@/lib/use-endpoint-mutation';

type Field = 'old_password' | 'new_password' | 'again';

/** Old password, new password (the spec's rule), the new one again. */
export function PasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const change = useEndpointMutation(changePassword, { invalidates: [] });
  const form = useEndpointForm(changePassword, {
    initial: { old_password: '', new_password: '', again: '' },
    // Typing it twice is the form's own check: the endpoint takes the new password once.
    check: ({ new_password, again }) => ({
      again: again === new_password ? null : t('common.account.passwordMismatch'),
    }),
    onValid: (body) => change.mutate({ body }, { onSuccess: onDone }),
  });

  const field = (name: Field, id: string, label: string, auto: string) => (
    <FormField id={id} label={label} error={form.errors[name]}>
      <Input {...form.input(name, id)} type="password" autoComplete={auto} className="h-10" />
    </FormField>
  );

  return (
    <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4">
      {field('old_password', 'old-password', t('account.oldPassword'), 'current-password')}
      {field('new_password', 'new-password', t('account.newPassword'), 'new-password')}
      <p className="-mt-2 text-xs text-slate-500">{t('validation.password_rule')}</p>
      {field('again', 'new-password-again', t('account.newPasswordAgain'), 'new-password')}
      {form.formError && (
        <p role="alert" className="text-sm text-danger">
          {form.formError}
        </p>
      )}
      <Button type="submit" variant="primary" size="lg" disabled={change.isPending}>
        {t('account.savePassword')}
      </Button>
    </form>
  );
}
