import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { realNameIssues } from '#contract';
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
import { useSubmitRealName } from './api/hardware.ts';
import type { DeviceRef } from './device.ts';

type Field = 'name' | 'id_number' | 'phone';

/** Submits the real name (实名认证) for the card in a device; the carrier decides 24 hours later. */
export function RealNameDialog({ device, onClose }: { device: DeviceRef | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={device !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('voiceHardware.realName.dialogTitle')}</DialogTitle>
          <DialogDescription>
            {device && t('voiceHardware.realName.dialogOf', { sn: device.sn, card: device.iccid })}
          </DialogDescription>
        </DialogHeader>
        {device && <RealNameForm key={device.id} device={device} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function RealNameForm({ device, onDone }: { device: DeviceRef; onDone: () => void }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const submitRealName = useSubmitRealName();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', id_number: '', phone: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const issues = realNameIssues(values);
    setErrors(
      Object.fromEntries(Object.entries(issues).map(([field, key]) => [field, t(`validation.${key}`)])),
    );
    if (Object.keys(issues).length > 0) return;
    const name = values.name.trim();
    if (!(await confirm({ message: t('voiceHardware.realName.confirm', { name, card: device.iccid }) })))
      return;
    const done = await submitRealName
      .mutateAsync({ id: device.id, name, id_number: values.id_number.trim(), phone: values.phone.trim() })
      .catch(() => null);
    if (!done) return;
    notify.success(t('voiceHardware.realName.submitted', { due: done.review_due_at }));
    onDone();
  };

  const field = (name: Field, label: string, placeholder: string) => (
    <FormField id={`real-name-${name}`} label={label} error={errors[name]}>
      <Input
        id={`real-name-${name}`}
        value={values[name]}
        placeholder={placeholder}
        aria-invalid={!!errors[name]}
        onChange={(e) => setValues({ ...values, [name]: e.target.value })}
      />
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="rounded bg-sky-50 px-3 py-2 text-xs text-sky-800">{t('voiceHardware.realName.intro')}</p>
      {field('name', t('voiceHardware.realName.name'), t('voiceHardware.realName.namePlaceholder'))}
      {field(
        'id_number',
        t('voiceHardware.realName.idNumber'),
        t('voiceHardware.realName.idNumberPlaceholder'),
      )}
      {field('phone', t('voiceHardware.realName.phone'), t('voiceHardware.realName.phonePlaceholder'))}
      <DialogFooter>
        <Button onClick={onDone}>{t('common.cancel')}</Button>
        <Button type="submit" variant="primary" disabled={submitRealName.isPending}>
          {t('voiceHardware.realName.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
