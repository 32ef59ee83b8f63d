import { Eye, EyeOff, Lock, User } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ValidationKey, validatePassword, validateUsername } from '#contract';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useLogin } from './api/login.ts';
import { useFinishLogin } from './use-finish-login.ts';

/** Username and password, checked with the spec's rules before the server is asked. */
export function PasswordLoginForm() {
  const { t } = useTranslation();
  const login = useLogin();
  const finish = useFinishLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<{ username?: ValidationKey | null; password?: ValidationKey | null }>(
    {},
  );
  const message = (key: ValidationKey | null | undefined) => (key ? t(`validation.${key}`) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { username: validateUsername(username.trim()), password: validatePassword(password) };
    setErrors(next);
    if (next.username || next.password) return;
    login.mutate({ username: username.trim(), password }, { onSuccess: finish });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <FormField id="username" label={t('auth.username')} error={message(errors.username)}>
        <div className="relative">
          <User className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-slate-400" aria-hidden />
          <Input
            id="username"
            autoComplete="username"
            className="h-10 pl-8"
            placeholder={t('auth.usernamePlaceholder')}
            value={username}
            aria-invalid={!!errors.username}
            aria-describedby={errors.username ? 'username-error' : undefined}
            onChange={(e) => setUsername(e.target.value)}
            onBlur={() => setErrors((er) => ({ ...er, username: validateUsername(username.trim()) }))}
          />
        </div>
      </FormField>
      <FormField id="password" label={t('auth.password')} error={message(errors.password)}>
        <div className="relative">
          <Lock className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-slate-400" aria-hidden />
          <Input
            id="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            className="h-10 pr-9 pl-8"
            placeholder={t('auth.passwordPlaceholder')}
            value={password}
            aria-invalid={!!errors.password}
            aria-describedby={errors.password ? 'password-error' : undefined}
            onChange={(e) => setPassword(e.target.value)}
            onBlur={() => setErrors((er) => ({ ...er, password: validatePassword(password) }))}
          />
          <button
            type="button"
            className="absolute top-2.5 right-2.5 text-slate-400 hover:text-slate-600"
            aria-label={showPassword ? t('auth.hidePassword') : t('auth.showPassword')}
            onClick={() => setShowPassword((s) => !s)}
          >
            {showPassword ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
          </button>
        </div>
      </FormField>
      <Button type="submit" variant="primary" size="lg" disabled={login.isPending}>
        {t('auth.submit')}
      </Button>
    </form>
  );
}
