import { useAtomValue } from 'jotai';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_PATTERN } from '#contract';
import { FormField } from '@/components/form-field';
import { SendCodeButton } from '@/components/send-code-button';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { sendVerifyCodeTo } from '@/lib/api/send-code';
import { clientInfoAtom } from '@/lib/session';
import { useUpdateContact } from './api/update-contact.ts';

type Field = 'contact_name' | 'phone' | 'email' | 'code';

/** Contact name, mobile (verified by a code sent to it) and email. */
export function ContactForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const info = useAtomValue(clientInfoAtom);
  const update = useUpdateContact();
  const [values, setValues] = useState<Record<Field, string>>({
    contact_name: info?.contact_name ?? '',
    phone: info?.phone ?? '',
    email: info?.email ?? '',
    code: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string | null>>>({});
  const set = (field: Field) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));
  const phoneOk = PHONE_PATTERN.test(values.phone.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      contact_name: values.contact_name.trim() ? null : t('account.contactNameRequired'),
      phone: phoneOk ? null : t('validation.phone_invalid'),
      email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim()) ? null : t('validation.email_invalid'),
      code: /^\d{6}$/.test(values.code.trim()) ? null : t('validation.code_invalid'),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    update.mutate(
      {
        contact_name: values.contact_name.trim(),
        phone: values.phone.trim(),
        email: values.email.trim(),
        code: values.code.trim(),
      },
      { onSuccess: onDone },
    );
  };

  const field = (name: Field, label: string, auto: string, extra?: ReactNode) => (
    <FormField id={`contact-${name}`} label={label} error={errors[name]}>
      <div className="flex gap-2">
        <Input
          id={`contact-${name}`}
          className="h-10"
          autoComplete={auto}
          value={values[name]}
          aria-invalid={!!errors[name]}
          aria-describedby={errors[name] ? `contact-${name}-error` : undefined}
          onChange={set(name)}
        />
        {extra}
      </div>
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {field('contact_name', t('account.contactName'), 'name')}
      {field('phone', t('account.phone'), 'tel')}
      {field('email', t('account.email'), 'email')}
      {field(
        'code',
        t('account.code'),
        'one-time-code',
        <SendCodeButton
          purpose="contact"
          disabled={!phoneOk}
          send={() => sendVerifyCodeTo(values.phone.trim(), 'contact')}
        />,
      )}
      <Button type="submit" variant="primary" size="lg" disabled={update.isPending}>
        {t('account.saveContact')}
      </Button>
    </form>
  );
}
