import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WHITELIST_MAX_PER_CARD } from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { useCardWhitelistAction } from './api/voice-whitelist.ts';
import { parsePhoneList } from './phone-list.ts';

const TEXTAREA =
  'w-full rounded border border-slate-300 px-2.5 py-1.5 text-sm outline-none placeholder:text-slate-400 hover:border-slate-400 focus:border-primary focus:ring-2 focus:ring-primary/20 aria-invalid:border-danger';

/** Adds whitelist numbers to one card (POST /voice/card/action/ with action add). */
export function AddWhitelistDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open && <AddForm onClose={onClose} />;
}

function AddForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const action = useCardWhitelistAction();
  const [card, setCard] = useState('');
  const [phones, setPhones] = useState('');
  const [errors, setErrors] = useState<{ card?: string; phones?: string }>({});

  const submit = async () => {
    const number = card.replace(/\s+/g, '');
    const parsed = parsePhoneList(phones);
    const next: typeof errors = {};
    if (!number) next.card = t('validation.card_number_required');
    if (!parsed.ok) {
      next.phones =
        parsed.error === 'required'
          ? t('validation.whitelist_phones_required')
          : parsed.error === 'too_many'
            ? t('voiceHardware.voice.phonesTooMany', { max: WHITELIST_MAX_PER_CARD })
            : t('voiceHardware.voice.phoneInvalid', { phone: parsed.phone });
    }
    setErrors(next);
    if (next.card || !parsed.ok) return;
    const sure = await confirm({
      message: t('voiceHardware.voice.confirmAdd', { card: number, count: parsed.phones.length }),
    });
    if (!sure) return;
    const done = await action
      .mutateAsync({ card_number: number, action: 'add', phones: parsed.phones })
      .catch(() => null);
    if (!done) return;
    notify.success(t('voiceHardware.voice.added', { count: parsed.phones.length }));
    onClose();
  };

  return (
    <FormDialog
      title={t('voiceHardware.voice.addTitle')}
      description={t('voiceHardware.voice.addHint')}
      submitLabel={t('voiceHardware.voice.submit')}
      busy={action.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormField id="whitelist-card" label={t('voiceHardware.voice.number')} error={errors.card}>
        <Input
          id="whitelist-card"
          value={card}
          placeholder={t('voiceHardware.voice.numberPlaceholder')}
          aria-invalid={!!errors.card}
          onChange={(e) => setCard(e.target.value)}
        />
      </FormField>
      <FormField id="whitelist-phones" label={t('voiceHardware.voice.phones')} error={errors.phones}>
        <textarea
          id="whitelist-phones"
          rows={5}
          value={phones}
          placeholder={t('voiceHardware.voice.phonesPlaceholder')}
          aria-invalid={!!errors.phones}
          onChange={(e) => setPhones(e.target.value)}
          className={TEXTAREA}
        />
        <span className="text-xs text-slate-500">
          {t('voiceHardware.voice.phonesTooMany', { max: WHITELIST_MAX_PER_CARD })}
        </span>
      </FormField>
    </FormDialog>
  );
}
