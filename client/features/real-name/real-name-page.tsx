import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PUBLIC_CARD_NUMBER,
  type RealNameRequest,
  type RealNameStatus,
  realNameH5Status,
  realNameH5Submit,
  realNameIssues,
} from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { FormField } from '@/components/form-field';
import { H5Frame, H5Section } from '@/components/h5-frame';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { notify } from '@/lib/notify';
import { useEndpointMutation } from '@/lib/use-endpoint-mutation';
import { RealNameStatusView } from './real-name-status.tsx';

type Field = 'card' | 'name' | 'id_number' | 'phone';
interface Shown {
  card: string;
  status: RealNameStatus;
  request: RealNameRequest | null;
}

/** /realName (no login): the card's user registers their real name, and checks how it stands. */
export default function RealNamePage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'submit' | 'lookup'>('submit');
  const [shown, setShown] = useState<Shown | null>(null);
  return (
    <H5Frame title={t('common.realNameVerification')} intro={t('common.realName.intro')}>
      <H5Section>
        <Tabs
          value={tab}
          onValueChange={(v) => {
            setTab(v as 'submit' | 'lookup');
            setShown(null);
          }}
        >
          <TabsList>
            <TabsTrigger value="submit">{t('common.realName.submit')}</TabsTrigger>
            <TabsTrigger value="lookup">{t('realName.lookup')}</TabsTrigger>
          </TabsList>
          <TabsContent value="submit" className="pt-4">
            <SubmitForm onDone={setShown} />
          </TabsContent>
          <TabsContent value="lookup" className="pt-4">
            <LookupForm onFound={setShown} />
          </TabsContent>
        </Tabs>
      </H5Section>
      {shown && <RealNameStatusView {...shown} />}
    </H5Frame>
  );
}

function useCardField() {
  const { t } = useTranslation();
  return (raw: string) => {
    const card = raw.replace(/\s+/g, '');
    const error = !card
      ? t('validation.card_number_required')
      : PUBLIC_CARD_NUMBER.test(card)
        ? undefined
        : t('validation.card_number_invalid');
    return { card, error };
  };
}

function TextField(props: {
  name: Field;
  label: string;
  placeholder: string;
  value: string;
  error?: string;
  inputMode?: 'numeric' | 'tel' | 'text';
  onChange: (value: string) => void;
}) {
  const id = `real-name-h5-${props.name}`;
  return (
    <FormField id={id} label={props.label} error={props.error}>
      <Input
        id={id}
        className="h-10 text-base"
        inputMode={props.inputMode}
        autoComplete="off"
        placeholder={props.placeholder}
        value={props.value}
        aria-invalid={!!props.error}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </FormField>
  );
}

function SubmitForm({ onDone }: { onDone: (shown: Shown) => void }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const cardField = useCardField();
  const submitRealName = useEndpointMutation(realNameH5Submit, { invalidates: [] });
  const [values, setValues] = useState<Record<Field, string>>({
    card: '',
    name: '',
    id_number: '',
    phone: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (name: Field) => (value: string) => setValues({ ...values, [name]: value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { card, error } = cardField(values.card);
    const issues = realNameIssues(values);
    const next: Partial<Record<Field, string>> = {
      card: error,
      ...Object.fromEntries(Object.entries(issues).map(([field, key]) => [field, t(`validation.${key}`)])),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    const name = values.name.trim();
    if (!(await confirm({ message: t('common.realName.confirm', { name, card }) }))) return;
    const done = await submitRealName
      .mutateAsync({
        body: { card_number: card, name, id_number: values.id_number.trim(), phone: values.phone.trim() },
      })
      .catch(() => null);
    if (!done) return;
    notify.success(t('common.realName.submitted', { due: done.review_due_at }));
    onDone({ card: done.msisdn, status: done.status, request: done });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        name="card"
        label={t('field.cardNumber')}
        placeholder={t('common.iccidOrMsisdn')}
        inputMode="numeric"
        value={values.card}
        error={errors.card}
        onChange={set('card')}
      />
      <TextField
        name="name"
        label={t('field.personName')}
        placeholder={t('common.realName.namePlaceholder')}
        value={values.name}
        error={errors.name}
        onChange={set('name')}
      />
      <TextField
        name="id_number"
        label={t('field.idNumber')}
        placeholder={t('common.realName.idNumberPlaceholder')}
        value={values.id_number}
        error={errors.id_number}
        onChange={set('id_number')}
      />
      <TextField
        name="phone"
        label={t('common.contactPhone')}
        placeholder={t('common.realName.phonePlaceholder')}
        inputMode="tel"
        value={values.phone}
        error={errors.phone}
        onChange={set('phone')}
      />
      <Button type="submit" variant="primary" size="lg" disabled={submitRealName.isPending}>
        {t('common.realName.submit')}
      </Button>
    </form>
  );
}

function LookupForm({ onFound }: { onFound: (shown: Shown) => void }) {
  const { t } = useTranslation();
  const cardField = useCardField();
  const lookup = useEndpointMutation(realNameH5Status, { invalidates: [] });
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { card, error: problem } = cardField(value);
    setError(problem);
    if (problem) return;
    const found = await lookup.mutateAsync({ query: { card_number: card } }).catch(() => null);
    if (found) onFound({ card: found.msisdn, status: found.real_name_status, request: found.request });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        name="card"
        label={t('field.cardNumber')}
        placeholder={t('common.iccidOrMsisdn')}
        inputMode="numeric"
        value={value}
        error={error}
        onChange={setValue}
      />
      <Button type="submit" variant="primary" size="lg" disabled={lookup.isPending}>
        {t('common.lookUp')}
      </Button>
    </form>
  );
}
