import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DataOf,
  PHONE_PATTERN,
  registrationProgress,
  submitRegistration,
  updateRegistration,
  type ValidationKey,
  validatePassword,
  validateUsername,
} from '#contract';
import { FormField } from '@/components/form-field';
import { PublicPageFrame } from '@/components/public-page-frame';
import { SendCodeButton } from '@/components/send-code-button';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { sendVerifyCodeTo } from '@/lib/api/send-code';
import { useHashSearch } from '@/lib/hash-location';
import { useEndpointMutation } from '@/lib/use-endpoint-mutation';
import { isFree } from './api/registration.ts';
import { useHostedOnly } from './use-hosted-only.ts';

const FIELDS = [
  'company_name',
  'credit_code',
  'contact_name',
  'phone',
  'code',
  'email',
  'username',
  'password',
  'password_again',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** /register: a company applies for an account; /register?register_id=… corrects a rejected one. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const hosted = useHostedOnly();
  const params = new URLSearchParams(useHashSearch());
  const registerId = params.get('register_id');
  const submit = useEndpointMutation(submitRegistration, { invalidates: [] });
  const update = useEndpointMutation(updateRegistration, { invalidates: [registrationProgress] });
  const [values, setValues] = useState<Values>(() => {
    const empty = Object.fromEntries(FIELDS.map((f) => [f, ''])) as Values;
    return { ...empty, phone: params.get('phone') ?? '' };
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string | null>>>({});
  const [done, setDone] = useState<DataOf<typeof submitRegistration> | null>(null);
  const v = (field: Field) => values[field].trim();

  const check = async (): Promise<Partial<Record<Field, string | null>>> => {
    const validation = (key: ValidationKey | null) => (key ? t(`validation.${key}`) : null);
    const found: Partial<Record<Field, string | null>> = {
      company_name: v('company_name').length >= 2 ? null : t('register.companyRequired'),
      credit_code: CREDIT_CODE.test(v('credit_code')) ? null : t('validation.credit_code_invalid'),
      contact_name: v('contact_name') ? null : t('validation.contact_name_required'),
      phone: PHONE_PATTERN.test(v('phone')) ? null : t('validation.phone_invalid'),
      code: /^\d{6}$/.test(v('code')) ? null : t('validation.code_invalid'),
      email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v('email')) ? null : t('validation.email_invalid'),
      username: validation(validateUsername(v('username'))),
      password: validation(validatePassword(values.password)),
      password_again: values.password === values.password_again ? null : t('common.account.passwordMismatch'),
    };
    if (!registerId && !found.username && !(await isFree('username', v('username')))) {
      found.username = t('register.usernameTaken');
    }
    return found;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = await check();
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const body = {
      company_name: v('company_name'),
      credit_code: v('credit_code'),
      contact_name: v('contact_name'),
      phone: v('phone'),
      email: v('email'),
      username: v('username'),
      password: values.password,
      code: v('code'),
    };
    if (registerId) update.mutate({ body: { register_id: registerId, ...body } }, { onSuccess: setDone });
    else submit.mutate({ body }, { onSuccess: setDone });
  };

  if (!hosted) return null;
  if (done) {
    return (
      <PublicPageFrame>
        <h1 className="text-xl font-semibold">{t('register.submitted')}</h1>
        <p>{t('register.submittedText', { id: done.register_id })}</p>
        <a
          className="text-primary hover:underline"
          href={`#/register_progress?register_id=${done.register_id}&phone=${done.phone}`}
        >
          {t('common.auth.registerProgress')}
        </a>
      </PublicPageFrame>
    );
  }

  const field = (name: Field, label: string, type = 'text', extra?: ReactNode) => (
    <FormField key={name} id={`reg-${name}`} label={label} error={errors[name]}>
      <div className="flex gap-2">
        <Input
          id={`reg-${name}`}
          type={type}
          className="h-10"
          value={values[name]}
          aria-invalid={!!errors[name]}
          aria-describedby={errors[name] ? `reg-${name}-error` : undefined}
          onChange={(e) => setValues((vs) => ({ ...vs, [name]: e.target.value }))}
        />
        {extra}
      </div>
    </FormField>
  );

  return (
    <PublicPageFrame wide className="gap-5">
      <h1 className="text-xl font-semibold">
        {registerId ? t('register.resubmitTitle') : t('register.title')}
      </h1>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4 sm:grid-cols-2">
        {field('company_name', t('register.companyName'))}
        {field('credit_code', t('register.creditCode'))}
        {field('contact_name', t('common.account.contactName'))}
        {field('email', t('common.email'), 'email')}
        {field('phone', t('common.mobile'), 'tel')}
        {field(
          'code',
          t('common.account.code'),
          'text',
          <SendCodeButton
            purpose="register"
            disabled={!PHONE_PATTERN.test(v('phone'))}
            send={() => sendVerifyCodeTo(v('phone'), 'register')}
          />,
        )}
        {field('username', t('common.username'))}
        {field('password', t('common.auth.password'), 'password')}
        {field('password_again', t('register.passwordAgain'), 'password')}
        <div className="flex items-center justify-between gap-3 sm:col-span-2">
          <a className="text-sm text-slate-500 hover:text-primary" href="#/login">
            {t('common.register.backToLogin')}
          </a>
          <Button type="submit" variant="primary" size="lg" disabled={submit.isPending || update.isPending}>
            {registerId ? t('register.resubmit') : t('register.submit')}
          </Button>
        </div>
      </form>
    </PublicPageFrame>
  );
}
