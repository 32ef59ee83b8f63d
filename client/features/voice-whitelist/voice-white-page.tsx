import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CardWhitelist,
  CODE_PATTERN,
  isWhitelistPhone,
  normalizeWhitelistPhone,
  PUBLIC_CARD_NUMBER,
  voiceWhiteH5Add,
  voiceWhiteH5Search,
  WHITELIST_EFFECT_MINUTES,
  WHITELIST_MAX_PER_CARD,
} from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { FormField } from '@/components/form-field';
import { H5Frame, H5Section } from '@/components/h5-frame';
import { SendCodeButton } from '@/components/send-code-button';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { usePageLocation } from '@/lib/page-location';
import { useEndpointMutation } from '@/lib/use-endpoint-mutation';
import { sendWhitelistCode } from './api/voice-white-h5.ts';
import { H5Whitelist } from './h5-whitelist.tsx';

type Field = 'card' | 'phone' | 'code';

/**
 * /voiceWhite/add and /voiceWhite/search (no login): the card's user proves it holds the card with
 * a code sent to the card's own number, then adds a whitelist number or reads the whitelist.
 */
export default function VoiceWhitePage() {
  const { t } = useTranslation();
  const adding = usePageLocation().path.endsWith('/add');
  const confirm = useConfirm();
  const add = useEndpointMutation(voiceWhiteH5Add, { invalidates: [] });
  const search = useEndpointMutation(voiceWhiteH5Search, { invalidates: [] });
  const [values, setValues] = useState<Record<Field, string>>({ card: '', phone: '', code: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [whitelist, setWhitelist] = useState<CardWhitelist | null>(null);

  const card = values.card.replace(/\s+/g, '');
  const cardError = () =>
    !card
      ? t('validation.card_number_required')
      : PUBLIC_CARD_NUMBER.test(card)
        ? undefined
        : t('validation.card_number_invalid');

  const send = async () => {
    const error = cardError();
    setErrors({ card: error });
    if (error) throw new Error(error);
    const sent = await sendWhitelistCode(card);
    setSentTo(sent.sent_to);
    return sent.resend_in;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const phone = normalizeWhitelistPhone(values.phone);
    const code = values.code.trim();
    const next: Partial<Record<Field, string>> = { card: cardError() };
    if (adding && !isWhitelistPhone(phone)) next.phone = t('validation.whitelist_phone_invalid');
    if (!CODE_PATTERN.test(code)) next.code = t('validation.code_invalid');
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    if (!adding) {
      const found = await search.mutateAsync({ body: { card_number: card, code } }).catch(() => null);
      if (found) setWhitelist(found);
      return;
    }
    if (!(await confirm({ message: t('voiceWhitelist.h5.confirmAdd', { phone }) }))) return;
    const done = await add.mutateAsync({ body: { card_number: card, phone, code } }).catch(() => null);
    if (!done) return;
    notify.success(t('voiceWhitelist.h5.added', { minutes: WHITELIST_EFFECT_MINUTES }));
    setWhitelist(done);
    setValues({ ...values, phone: '', code: '' });
  };

  const field = (name: Field, label: string, placeholder: string, inputMode: 'numeric' | 'tel') => (
    <FormField id={`h5-${name}`} label={label} error={errors[name]}>
      <Input
        id={`h5-${name}`}
        className="h-10 text-base"
        inputMode={inputMode}
        autoComplete="off"
        placeholder={placeholder}
        value={values[name]}
        aria-invalid={!!errors[name]}
        onChange={(e) => setValues({ ...values, [name]: e.target.value })}
      />
    </FormField>
  );

  return (
    <H5Frame
      title={t(adding ? 'voiceWhitelist.h5.addTitle' : 'voiceWhitelist.h5.searchTitle')}
      intro={t(adding ? 'voiceWhitelist.h5.addIntro' : 'voiceWhitelist.h5.searchIntro')}
      footer={
        <a
          className="text-primary hover:underline"
          href={adding ? '#/voiceWhite/search' : '#/voiceWhite/add'}
        >
          {t(adding ? 'voiceWhitelist.h5.toSearch' : 'voiceWhitelist.h5.toAdd')}
        </a>
      }
    >
      <H5Section>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          {field('card', t('field.cardNumber'), t('common.iccidOrMsisdn'), 'numeric')}
          {adding && (
            <>
              {field('phone', t('field.whitelistPhone'), t('voiceWhitelist.h5.phonePlaceholder'), 'tel')}
              <p className="-mt-2 text-xs text-slate-500">
                {t('voiceWhitelist.h5.limit', { max: WHITELIST_MAX_PER_CARD })}
              </p>
            </>
          )}
          <FormField id="h5-code" label={t('voiceWhitelist.h5.code')} error={errors.code}>
            <div className="flex gap-2">
              <Input
                id="h5-code"
                className="h-10 text-base"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                placeholder={t('voiceWhitelist.h5.codePlaceholder')}
                value={values.code}
                aria-invalid={!!errors.code}
                onChange={(e) => setValues({ ...values, code: e.target.value })}
              />
              <SendCodeButton purpose="voice_whitelist" send={send} />
            </div>
          </FormField>
          {sentTo && (
            <p role="status" className="-mt-2 text-xs text-slate-500">
              {t('voiceWhitelist.h5.sentTo', { phone: sentTo })}
            </p>
          )}
          <Button type="submit" variant="primary" size="lg" disabled={add.isPending || search.isPending}>
            {t(adding ? 'common.submit' : 'common.lookUp')}
          </Button>
        </form>
      </H5Section>
      {whitelist && <H5Whitelist whitelist={whitelist} />}
    </H5Frame>
  );
}
