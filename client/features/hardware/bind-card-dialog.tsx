import { useTranslation } from 'react-i18next';
import { hardwareSave } from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { useEndpointForm } from '@/components/use-endpoint-form';
import { notify } from '@/lib/notify';
import { useEndpointMutation } from '@/lib/use-endpoint-mutation';
import { DEVICES_READ, type DeviceRef } from './device.ts';

/** Puts one of the caller's cards (in no other device) into a spare device. */
export function BindCardDialog({ device, onClose }: { device: DeviceRef | null; onClose: () => void }) {
  return device && <BindForm key={device.id} device={device} onClose={onClose} />;
}

function BindForm({ device, onClose }: { device: DeviceRef; onClose: () => void }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const save = useEndpointMutation(hardwareSave, { invalidates: DEVICES_READ });
  const form = useEndpointForm(hardwareSave, {
    initial: { card_number: '' },
    toBody: (draft) => ({ action: 'bind', id: device.id, ...draft }),
    onValid: async (body) => {
      if (body.action !== 'bind') return;
      const card = body.card_number;
      if (!(await confirm({ message: t('hardware.confirmBind', { card, sn: device.sn }) }))) return;
      const done = await save.mutateAsync({ body }).catch(() => null);
      if (!done) return;
      notify.success(t('hardware.bound_ok', { sn: device.sn }));
      onClose();
    },
  });

  return (
    <FormDialog
      title={t('hardware.bindTitle')}
      description={t('hardware.bindOf', { sn: device.sn, model: device.model })}
      submitLabel={t('common.submit')}
      busy={save.isPending}
      error={form.formError}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <FormField id="bind-card" label={t('field.cardNumber')} error={form.errors.card_number}>
        <Input {...form.input('card_number', 'bind-card')} placeholder={t('common.iccidOrMsisdn')} />
      </FormField>
    </FormDialog>
  );
}
