import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { realNameIssues } from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { useSubmitRealName } from './api/hardware.ts';
import type { DeviceRef } from './device.ts';

type Field = 'name' | 'id_number' | 'phone';

/** Submits the real name (实名认证) for the card in a device; the carrier decides 24 hours later. */
export function RealNameDialog({ device, onClose }: { device: DeviceRef | null; onClose: () => void }) {
  return device && <RealNameForm key={device.id} device={device} onClose={onClose} />;
}

function RealNameForm({ device, onClose }: { device: DeviceRef; onClose: () => void }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const submitRealName = useSubmitRealName();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', id_number: '', phone: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = async () => {
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
    onClose();
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
    <FormDialog
      title={t('voiceHardware.realName.dialogTitle')}
      description={t('voiceHardware.realName.dialogOf', { sn: device.sn, card: device.iccid })}
      submitLabel={t('voiceHardware.realName.submit')}
      busy={submitRealName.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="rounded bg-sky-50 px-3 py-2 text-xs text-sky-800">{t('voiceHardware.realName.intro')}</p>
      {field('name', t('voiceHardware.realName.name'), t('voiceHardware.realName.namePlaceholder'))}
      {field(
        'id_number',
        t('voiceHardware.realName.idNumber'),
        t('voiceHardware.realName.idNumberPlaceholder'),
      )}
      {field('phone', t('voiceHardware.realName.phone'), t('voiceHardware.realName.phonePlaceholder'))}
    </FormDialog>
  );
}
