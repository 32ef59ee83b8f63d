import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ValidationKey, validatePassword, validateUsername } from '#contract';
import { Eye, EyeOff, Lock, User } from '@/components/ui/first-page-icons';
import { passwordLogin } from './api/login.ts';
import { LOGIN_CLASSES, LoginField } from './login-controls.tsx';
import { useFinishLogin } from './use-finish-login.ts';
import { useSubmit } from './use-submit.ts';

/** Username and password, checked with the spec's rules before the server is asked. */
export function PasswordLoginForm() {
  const { t } = useTranslation();
  const login = useSubmit(passwordLogin);
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
      <LoginField id="username" label={t('common.username')} error={message(errors.username)}>
        <div className="relative">
          <User className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-slate-400" aria-hidden />
          <input
            data-slot="input"
            id="username"
            autoComplete="username"
            className={LOGIN_CLASSES.input('h-10 pl-8')}
            placeholder={t('auth.usernamePlaceholder')}
            value={username}
            aria-invalid={!!errors.username}
            aria-describedby={errors.username ? 'username-error' : undefined}
            onChange={(e) => setUsername(e.target.value)}
            onBlur={() => setErrors((er) => ({ ...er, username: validateUsername(username.trim()) }))}
          />
        </div>
      </LoginField>
      <LoginField id="password" label={t('common.auth.password')} error={message(errors.password)}>
        <div className="relative">
          <Lock className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-slate-400" aria-hidden />
          <input
            data-slot="input"
            id="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            className={LOGIN_CLASSES.input('h-10 pr-9 pl-8')}
            placeholder={t('auth.passwordPlaceholder')}
            value={password}
            aria-invalid={!!errors.password}
            aria-describedby={errors.password ? 'password-error' : undefined}
            onChange={(e) => setPassword(e.target.value)}
            onBlur={() => setErrors((er) => ({ ...er, password: validatePassword(password) }))}
          />
          <button
            type="button"
            // A 28 px target (WCAG 2.5.8) around the icon, which stays where it was.
            className="absolute top-1 right-1 flex size-7 items-center justify-center rounded text-slate-400 hover:text-slate-600"
            aria-label={showPassword ? t('auth.hidePassword') : t('auth.showPassword')}
            onClick={() => setShowPassword((s) => !s)}
          >
            {showPassword ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
          </button>
        </div>
      </LoginField>
      <button data-slot="button" type="submit" className={LOGIN_CLASSES.submit} disabled={login.isPending}>
        {t('auth.submit')}
      </button>
    </form>
  );
}
