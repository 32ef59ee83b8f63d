import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/confirm-dialog';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { useSaveHardware } from './api/hardware.ts';
import type { DeviceRef } from './device.ts';

/** Puts one of the caller's cards (in no other device) into a spare device. */
export function BindCardDialog({ device, onClose }: { device: DeviceRef | null; onClose: () => void }) {
  return device && <BindForm key={device.id} device={device} onClose={onClose} />;
}

function BindForm({ device, onClose }: { device: DeviceRef; onClose: () => void }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const save = useSaveHardware();
  const [card, setCard] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const number = card.replace(/\s+/g, '');
    setError(number ? null : t('validation.card_number_required'));
    if (!number) return;
    if (
      !(await confirm({ message: t('voiceHardware.hardware.confirmBind', { card: number, sn: device.sn }) }))
    )
      return;
    const done = await save
      .mutateAsync({ action: 'bind', id: device.id, card_number: number })
      .catch(() => null);
    if (!done) return;
    notify.success(t('voiceHardware.hardware.bound_ok', { sn: device.sn }));
    onClose();
  };

  return (
    <FormDialog
      title={t('voiceHardware.hardware.bindTitle')}
      description={t('voiceHardware.hardware.bindOf', { sn: device.sn, model: device.model })}
      submitLabel={t('voiceHardware.voice.submit')}
      busy={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormField id="bind-card" label={t('voiceHardware.hardware.cardNumberBind')} error={error}>
        <Input
          id="bind-card"
          value={card}
          placeholder={t('voiceHardware.hardware.cardPlaceholder')}
          aria-invalid={!!error}
          onChange={(e) => setCard(e.target.value)}
        />
      </FormField>
    </FormDialog>
  );
}
