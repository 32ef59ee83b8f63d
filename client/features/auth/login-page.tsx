import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitchButton } from '@/components/language-switch-button';
import { useLoginConfig } from '@/lib/api/login-config';
import { loadAllStrings } from '@/lib/i18n';
import { LOGIN_CLASSES } from './login-controls.tsx';
import { PasswordLoginForm } from './password-login-form.tsx';

/** The SMS form (and the strings it shows) load when its tab is first chosen. */
const CodeLoginForm = lazy(() =>
  Promise.all([import('./code-login-form.tsx'), loadAllStrings()]).then(([m]) => m),
);

type Mode = 'password' | 'code';

export default function LoginPage() {
  const { t } = useTranslation();
  const config = useLoginConfig();
  const [mode, setMode] = useState<Mode>('password');
  const title = config.data?.title ?? t('common.app.title');
  const tab = (value: Mode, label: string) => (
    <button
      type="button"
      role="tab"
      id={`login-tab-${value}`}
      aria-selected={mode === value}
      aria-controls={`login-panel-${value}`}
      onClick={() => setMode(value)}
      className={`border-b-2 px-1 pb-2 text-base ${
        mode === value ? 'border-primary font-semibold text-primary' : 'border-transparent text-slate-500'
      }`}
    >
      {label}
    </button>
  );

  return (
    <main className="flex min-h-full flex-col bg-gradient-to-br from-[#1f3a5f] via-[#25507f] to-primary">
      <div className="flex justify-end p-4">
        <LanguageSwitchButton triggerClassName={LOGIN_CLASSES.language} />
      </div>
      <div className="flex flex-1 items-center justify-center px-4 pb-16">
        <div className="grid w-full max-w-4xl overflow-hidden rounded-lg bg-white shadow-2xl md:grid-cols-2">
          <div className="hidden flex-col justify-center gap-4 bg-primary-soft p-10 md:flex">
            <img src={config.data?.logo_url ?? '/logo.svg'} alt="" className="size-14" />
            <h1 className="text-2xl font-semibold text-slate-800">{title}</h1>
            <p className="text-slate-600">{config.data?.sub_slogan}</p>
          </div>
          <div className="flex flex-col gap-5 p-8 md:p-10">
            <h2 className="text-xl font-semibold text-slate-800">
              <span className="md:hidden">{title} · </span>
              {t('auth.title')}
            </h2>
            <div role="tablist" aria-label={t('auth.title')} className="flex gap-6 border-b border-slate-200">
              {tab('password', t('auth.passwordTab'))}
              {tab('code', t('auth.codeTab'))}
            </div>
            <div role="tabpanel" id={`login-panel-${mode}`} aria-labelledby={`login-tab-${mode}`}>
              {mode === 'password' ? (
                <PasswordLoginForm />
              ) : (
                <Suspense
                  fallback={
                    <p role="status" className="py-8 text-center text-slate-400">
                      {t('common.loading')}
                    </p>
                  }
                >
                  <CodeLoginForm />
                </Suspense>
              )}
            </div>
            {config.data?.hosted_on_ec && (
              <p className="flex justify-between text-sm">
                <a className="text-primary hover:underline" href="#/register">
                  {t('auth.register')}
                </a>
                <a className="text-slate-500 hover:text-primary" href="#/register_progress">
                  {t('common.auth.registerProgress')}
                </a>
              </p>
            )}
          </div>
        </div>
      </div>
    </main>
  );
}
