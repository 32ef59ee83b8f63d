import { Smartphone } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_PATTERN } from '#contract';
import { FormField } from '@/components/form-field';
import { SendCodeButton } from '@/components/send-code-button';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { sendLoginCodeTo, smsCodeLogin } from './api/code-login.ts';
import { useFinishLogin } from './use-finish-login.ts';
import { useSubmit } from './use-submit.ts';

/** Login with a dynamic code sent to the account's phone (loaded when its tab is first chosen). */
export default function CodeLoginForm() {
  const { t } = useTranslation();
  const login = useSubmit(smsCodeLogin);
  const finish = useFinishLogin();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ phone?: string | null; code?: string | null }>({});
  const phoneOk = PHONE_PATTERN.test(phone.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      phone: phoneOk ? null : t('validation.phone_invalid'),
      code: /^\d{6}$/.test(code.trim()) ? null : t('validation.code_invalid'),
    };
    setErrors(found);
    if (found.phone || found.code) return;
    login.mutate({ phone: phone.trim(), code: code.trim() }, { onSuccess: finish });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <FormField id="login-phone" label={t('common.mobile')} error={errors.phone}>
        <div className="relative">
          <Smartphone
            className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-slate-400"
            aria-hidden
          />
          <Input
            id="login-phone"
            autoComplete="tel"
            inputMode="numeric"
            className="h-10 pl-8"
            placeholder={t('auth.phonePlaceholder')}
            value={phone}
            aria-invalid={!!errors.phone}
            onChange={(e) => setPhone(e.target.value)}
          />
        </div>
      </FormField>
      <FormField id="login-code" label={t('common.account.code')} error={errors.code}>
        <div className="flex gap-2">
          <Input
            id="login-code"
            autoComplete="one-time-code"
            inputMode="numeric"
            className="h-10"
            placeholder={t('auth.codePlaceholder')}
            value={code}
            aria-invalid={!!errors.code}
            onChange={(e) => setCode(e.target.value)}
          />
          <SendCodeButton purpose="login" disabled={!phoneOk} send={() => sendLoginCodeTo(phone.trim())} />
        </div>
      </FormField>
      <Button type="submit" variant="primary" size="lg" disabled={login.isPending}>
        {t('auth.submit')}
      </Button>
    </form>
  );
}
