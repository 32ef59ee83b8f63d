import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import type { useEndpointForm } from '@/components/use-endpoint-form';

/**
 * Whose details the fields hold, which decides the draft's field names and the labels (the limits are
 * the endpoints' own, worded under the field): a customer's contact person (a sub-customer's 联系人, named
 * so on the wire: contact_name…). A user's own name, mobile and email are a declared form (permUserForm).
 */
const KINDS = {
  contact: {
    fields: { name: 'contact_name', phone: 'contact_phone', email: 'contact_email' },
    labels: { name: 'common.contactName', phone: 'common.contactPhone', email: 'common.optionalEmail' },
  },
} as const;

type Kind = keyof typeof KINDS;
type ContactPart = 'name' | 'phone' | 'email';
type FieldOf<K extends Kind> = (typeof KINDS)[K]['fields'][ContactPart];
type InputProps = ReturnType<ReturnType<typeof useEndpointForm>['input']>;

/**
 * A name, a mobile phone (11 digits, the numeric keyboard on phones) and an email, each with its
 * error under it: the fields of a sub-customer's contact. `form` is the
 * dialog's `useEndpointForm`, whose draft holds the kind's fields.
 */
export function ContactFields<K extends Kind>({
  kind,
  form,
}: {
  kind: K;
  form: {
    input: (field: FieldOf<K>, id: string) => InputProps;
    errors: Partial<Record<FieldOf<K>, string>>;
  };
}) {
  const { t } = useTranslation();
  const { fields, labels } = KINDS[kind];
  const id = (part: string) => `${kind}-${part}`;
  const field = (part: ContactPart) => fields[part] as FieldOf<K>;
  return (
    <>
      <FormField id={id('name')} label={t(labels.name)} error={form.errors[field('name')]}>
        <Input {...form.input(field('name'), id('name'))} />
      </FormField>
      <FormField id={id('phone')} label={t(labels.phone)} error={form.errors[field('phone')]}>
        <Input {...form.input(field('phone'), id('phone'))} inputMode="numeric" />
      </FormField>
      <FormField id={id('email')} label={t(labels.email)} error={form.errors[field('email')]}>
        <Input {...form.input(field('email'), id('email'))} type="email" />
      </FormField>
    </>
  );
}
