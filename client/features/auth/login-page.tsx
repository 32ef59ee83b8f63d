import { useSetAtom } from 'jotai';
import { Eye, EyeOff, Lock, User } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { type ValidationKey, validatePassword, validateUsername } from '#contract';
import { LanguageSwitch } from '@/components/language-switch';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useLoginConfig } from '@/lib/api/login-config';
import { navigate, useHashSearch } from '@/lib/hash-location';
import { clientInfoAtom, rolesAtom, tokenAtom } from '@/lib/session';
import { useLogin } from './api/login.ts';

/** Only same-app paths are followed after login, never another origin. */
const safeRedirect = (value: string | null) =>
  value?.startsWith('/') && !value.startsWith('//') ? value : '/';

export default function LoginPage() {
  const { t } = useTranslation();
  const search = useHashSearch();
  const config = useLoginConfig();
  const login = useLogin();
  const setToken = useSetAtom(tokenAtom);
  const setRoles = useSetAtom(rolesAtom);
  const setClientInfo = useSetAtom(clientInfoAtom);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<{ username?: ValidationKey | null; password?: ValidationKey | null }>(
    {},
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { username: validateUsername(username.trim()), password: validatePassword(password) };
    setErrors(next);
    if (next.username || next.password) return;
    login.mutate(
      { username: username.trim(), password },
      {
        onSuccess: (data) => {
          if (!data?.token) {
            toast.error(t('login.noData'), { duration: 5000 });
            return;
          }
          setClientInfo(null);
          setRoles(null);
          setToken(data.token);
          navigate(safeRedirect(new URLSearchParams(search).get('redirect')), { replace: true });
        },
      },
    );
  };

  const title = config.data?.title ?? t('app.title');
  return (
    <main className="flex min-h-full flex-col bg-gradient-to-br from-[#1f3a5f] via-[#25507f] to-primary">
      <div className="flex justify-end p-4">
        <LanguageSwitch className="text-white hover:bg-white/10" />
      </div>
      <div className="flex flex-1 items-center justify-center px-4 pb-16">
        <div className="grid w-full max-w-4xl overflow-hidden rounded-lg bg-white shadow-2xl md:grid-cols-2">
          <div className="hidden flex-col justify-center gap-4 bg-primary-soft p-10 md:flex">
            <img src={config.data?.logo_url ?? '/logo.svg'} alt="" className="size-14" />
            <h1 className="text-2xl font-semibold text-slate-800">{title}</h1>
            <p className="text-slate-500">{config.data?.sub_slogan}</p>
          </div>
          <form onSubmit={submit} noValidate className="flex flex-col gap-5 p-8 md:p-10">
            <h2 className="text-xl font-semibold text-slate-800">
              <span className="md:hidden">{title} · </span>
              {t('login.title')}
            </h2>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="username">{t('login.username')}</Label>
              <div className="relative">
                <User
                  className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-slate-400"
                  aria-hidden
                />
                <Input
                  id="username"
                  autoComplete="username"
                  className="h-10 pl-8"
                  placeholder={t('login.usernamePlaceholder')}
                  value={username}
                  aria-invalid={!!errors.username}
                  aria-describedby={errors.username ? 'username-error' : undefined}
                  onChange={(e) => setUsername(e.target.value)}
                  onBlur={() => setErrors((er) => ({ ...er, username: validateUsername(username.trim()) }))}
                />
              </div>
              {errors.username && (
                <p id="username-error" role="alert" className="text-xs text-danger">
                  {t(`validation.${errors.username}`)}
                </p>
              )}
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="password">{t('login.password')}</Label>
              <div className="relative">
                <Lock
                  className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-slate-400"
                  aria-hidden
                />
                <Input
                  id="password"
                  type={showPassword ? 'text' : 'password'}
                  autoComplete="current-password"
                  className="h-10 pr-9 pl-8"
                  placeholder={t('login.passwordPlaceholder')}
                  value={password}
                  aria-invalid={!!errors.password}
                  aria-describedby={errors.password ? 'password-error' : undefined}
                  onChange={(e) => setPassword(e.target.value)}
                  onBlur={() => setErrors((er) => ({ ...er, password: validatePassword(password) }))}
                />
                <button
                  type="button"
                  className="absolute top-2.5 right-2.5 text-slate-400 hover:text-slate-600"
                  aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
                  onClick={() => setShowPassword((s) => !s)}
                >
                  {showPassword ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
                </button>
              </div>
              {errors.password && (
                <p id="password-error" role="alert" className="text-xs text-danger">
                  {t(`validation.${errors.password}`)}
                </p>
              )}
            </div>
            <Button type="submit" variant="primary" size="lg" disabled={login.isPending}>
              {t('login.submit')}
            </Button>
          </form>
        </div>
      </div>
    </main>
  );
}
