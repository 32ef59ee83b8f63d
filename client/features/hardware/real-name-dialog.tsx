import { useTranslation } from 'react-i18next';
import { cardDetail, cardList, cardOperations, cardRealNameOperation, hardwareList } from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { useEndpointForm } from '@/components/use-endpoint-form';
import { notify } from '@/lib/notify';
import { useEndpointMutation } from '@/lib/use-endpoint-mutation';
import type { DeviceRef } from './device.ts';

type Field = 'name' | 'id_number' | 'phone';

/** Submits the real name (实名认证) for the card in a device; the carrier decides 24 hours later. */
export function RealNameDialog({ device, onClose }: { device: DeviceRef | null; onClose: () => void }) {
  return device && <RealNameForm key={device.id} device={device} onClose={onClose} />;
}

function RealNameForm({ device, onClose }: { device: DeviceRef; onClose: () => void }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  // The card is under review in the lists, its detail and its log.
  const submitRealName = useEndpointMutation(cardRealNameOperation, {
    invalidates: [hardwareList, cardList, cardDetail, cardOperations],
  });
  const form = useEndpointForm(cardRealNameOperation, {
    initial: { name: '', id_number: '', phone: '' },
    toBody: (draft) => ({ id: device.id, ...draft }),
    onValid: async (body) => {
      const message = t('common.realName.confirm', { name: body.name, card: device.iccid });
      if (!(await confirm({ message }))) return;
      const done = await submitRealName.mutateAsync({ body }).catch(() => null);
      if (!done) return;
      notify.success(t('common.realName.submitted', { due: done.review_due_at }));
      onClose();
    },
  });

  const field = (name: Field, label: string, placeholder: string) => (
    <FormField id={`real-name-${name}`} label={label} error={form.errors[name]}>
      <Input {...form.input(name, `real-name-${name}`)} placeholder={placeholder} />
    </FormField>
  );

  return (
    <FormDialog
      title={t('common.realName.dialogTitle')}
      description={t('common.realName.dialogOf', { sn: device.sn, card: device.iccid })}
      submitLabel={t('common.realName.submit')}
      busy={submitRealName.isPending}
      error={form.formError}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <p className="rounded bg-sky-50 px-3 py-2 text-xs text-sky-800">{t('common.realName.intro')}</p>
      {field('name', t('field.personName'), t('common.realName.namePlaceholder'))}
      {field('id_number', t('field.idNumber'), t('common.realName.idNumberPlaceholder'))}
      {field('phone', t('common.contactPhone'), t('common.realName.phonePlaceholder'))}
    </FormDialog>
  );
}
