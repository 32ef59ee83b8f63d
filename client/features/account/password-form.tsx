import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ValidationKey, validatePassword } from '#contract';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useChangePassword } from './api/change-password.ts';

type Errors = Partial<Record<'old' | 'next' | 'again', string | null>>;

/** Old password, new password (the spec's rule), the new one again. */
export function PasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [old, setOld] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const message = (key: ValidationKey | null) => (key ? t(`validation.${key}`) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      old: old ? null : t('validation.password_required'),
      next: message(validatePassword(next)),
      again: again === next ? null : t('account.passwordMismatch'),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    change.mutate({ old_password: old, new_password: next }, { onSuccess: onDone });
  };

  const input = (
    id: string,
    value: string,
    set: (v: string) => void,
    error: string | null | undefined,
    auto: string,
  ) => (
    <Input
      id={id}
      type="password"
      autoComplete={auto}
      className="h-10"
      value={value}
      aria-invalid={!!error}
      aria-describedby={error ? `${id}-error` : undefined}
      onChange={(e) => set(e.target.value)}
    />
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormField id="old-password" label={t('account.oldPassword')} error={errors.old}>
        {input('old-password', old, setOld, errors.old, 'current-password')}
      </FormField>
      <FormField id="new-password" label={t('account.newPassword')} error={errors.next}>
        {input('new-password', next, setNext, errors.next, 'new-password')}
      </FormField>
      <p className="-mt-2 text-xs text-slate-500">{t('validation.password_rule')}</p>
      <FormField id="new-password-again" label={t('account.newPasswordAgain')} error={errors.again}>
        {input('new-password-again', again, setAgain, errors.again, 'new-password')}
      </FormField>
      <Button type="submit" variant="primary" size="lg" disabled={change.isPending}>
        {t('account.savePassword')}
      </Button>
    </form>
  );
}
