import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMEI_PATTERN, SN_PATTERN } from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { useSaveHardware } from './api/hardware.ts';

type Field = 'sn' | 'model' | 'imei' | 'card';

/** Registers a device (SN, model, IMEI), optionally with the card in it. */
export function AddDeviceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open && <AddDeviceForm onClose={onClose} />;
}

function AddDeviceForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const save = useSaveHardware();
  const [values, setValues] = useState<Record<Field, string>>({ sn: '', model: '', imei: '', card: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = async () => {
    const sn = values.sn.trim();
    const model = values.model.trim();
    const imei = values.imei.trim();
    const card = values.card.replace(/\s+/g, '');
    const next: Partial<Record<Field, string>> = {};
    if (!SN_PATTERN.test(sn)) next.sn = t('validation.sn_invalid');
    if (!model) next.model = t('validation.model_required');
    if (!IMEI_PATTERN.test(imei)) next.imei = t('validation.imei_invalid');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const message = card
      ? t('voiceHardware.hardware.confirmAddWithCard', { sn, card })
      : t('voiceHardware.hardware.confirmAdd', { sn });
    if (!(await confirm({ message }))) return;
    const done = await save
      .mutateAsync({ action: 'add', sn, model, imei, ...(card ? { card_number: card } : {}) })
      .catch(() => null);
    if (!done) return;
    notify.success(t('voiceHardware.hardware.added', { sn }));
    onClose();
  };

  const field = (name: Field, label: string, placeholder?: string) => (
    <FormField id={`device-${name}`} label={label} error={errors[name]}>
      <Input
        id={`device-${name}`}
        value={values[name]}
        placeholder={placeholder}
        aria-invalid={!!errors[name]}
        onChange={(e) => setValues({ ...values, [name]: e.target.value })}
      />
    </FormField>
  );

  return (
    <FormDialog
      title={t('voiceHardware.hardware.addTitle')}
      description={t('voiceHardware.hardware.addHint')}
      submitLabel={t('voiceHardware.voice.submit')}
      busy={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      {field('sn', t('voiceHardware.hardware.sn'))}
      {field('model', t('voiceHardware.hardware.model'))}
      {field('imei', t('voiceHardware.hardware.imei'))}
      {field('card', t('voiceHardware.hardware.cardNumber'), t('voiceHardware.hardware.cardPlaceholder'))}
    </FormDialog>
  );
}
