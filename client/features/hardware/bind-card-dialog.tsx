import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/confirm-dialog';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { useSaveHardware } from './api/hardware.ts';
import type { DeviceRef } from './device.ts';

/** Puts one of the caller's cards (in no other device) into a spare device. */
export function BindCardDialog({ device, onClose }: { device: DeviceRef | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={device !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('voiceHardware.hardware.bindTitle')}</DialogTitle>
          <DialogDescription>
            {device && t('voiceHardware.hardware.bindOf', { sn: device.sn, model: device.model })}
          </DialogDescription>
        </DialogHeader>
        {device && <BindForm key={device.id} device={device} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function BindForm({ device, onDone }: { device: DeviceRef; onDone: () => void }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const save = useSaveHardware();
  const [card, setCard] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
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
    onDone();
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormField id="bind-card" label={t('voiceHardware.hardware.cardNumberBind')} error={error}>
        <Input
          id="bind-card"
          value={card}
          placeholder={t('voiceHardware.hardware.cardPlaceholder')}
          aria-invalid={!!error}
          onChange={(e) => setCard(e.target.value)}
        />
      </FormField>
      <DialogFooter>
        <Button onClick={onDone}>{t('common.cancel')}</Button>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {t('voiceHardware.voice.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
