import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_PATTERN, updateContact } from '#contract';
import { FormField } from '@/components/form-field';
import { SendCodeButton } from '@/components/send-code-button';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useEndpointForm } from '@/components/use-endpoint-form';
import { sendVerifyCodeTo } from '@/lib/api/send-code';
import { clientInfoAtom } from '@/lib/session';
import { useEndpointMutation } from '@/lib/use-endpoint-mutation';

type Field = 'contact_name' | 'phone' | 'email' | 'code';

/** Contact name, mobile (verified by a code sent to it) and email. */
export function ContactForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const info = useAtomValue(clientInfoAtom);
  const update = useEndpointMutation(updateContact, { invalidates: [] });
  const form = useEndpointForm(updateContact, {
    initial: {
      contact_name: info?.contact_name ?? '',
      phone: info?.phone ?? '',
      email: info?.email ?? '',
      code: '',
    },
    onValid: (body) => update.mutate({ body }, { onSuccess: onDone }),
  });
  const phone = form.values.phone.trim();
  const phoneOk = PHONE_PATTERN.test(phone);

  const field = (name: Field, label: string, auto: string, extra?: ReactNode) => (
    <FormField id={`contact-${name}`} label={label} error={form.errors[name]}>
      <div className="flex gap-2">
        <Input {...form.input(name, `contact-${name}`)} className="h-10" autoComplete={auto} />
        {extra}
      </div>
    </FormField>
  );

  return (
    <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4">
      {field('contact_name', t('common.account.contactName'), 'name')}
      {field('phone', t('common.mobile'), 'tel')}
      {field('email', t('common.email'), 'email')}
      {field(
        'code',
        t('common.account.code'),
        'one-time-code',
        <SendCodeButton
          purpose="contact"
          disabled={!phoneOk}
          send={() => sendVerifyCodeTo(phone, 'contact')}
        />,
      )}
      {form.formError && (
        <p role="alert" className="text-sm text-danger">
          {form.formError}
        </p>
      )}
      <Button type="submit" variant="primary" size="lg" disabled={update.isPending}>
        {t('common.save')}
      </Button>
    </form>
  );
}
