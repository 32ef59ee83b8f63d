import { useTranslation } from 'react-i18next';
import { hardwareSave } from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { useEndpointForm } from '@/components/use-endpoint-form';
import { notify } from '@/lib/notify';
import { useEndpointMutation } from '@/lib/use-endpoint-mutation';
import { DEVICES_READ } from './device.ts';

type Field = 'sn' | 'model' | 'imei' | 'card_number';

/** Registers a device (SN, model, IMEI), optionally with the card in it. */
export function AddDeviceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open && <AddDeviceForm onClose={onClose} />;
}

function AddDeviceForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const save = useEndpointMutation(hardwareSave, { invalidates: DEVICES_READ });
  const form = useEndpointForm(hardwareSave, {
    initial: { sn: '', model: '', imei: '', card_number: '' },
    // The card is optional: a blank one is left out.
    toBody: (draft) => ({
      action: 'add',
      ...draft,
      card_number: draft.card_number.replace(/\s+/g, '') ? draft.card_number : undefined,
    }),
    onValid: async (body) => {
      if (body.action !== 'add') return;
      const { sn, card_number: card } = body;
      const message = card
        ? t('hardware.confirmAddWithCard', { sn, card })
        : t('hardware.confirmAdd', { sn });
      if (!(await confirm({ message }))) return;
      const done = await save.mutateAsync({ body }).catch(() => null);
      if (!done) return;
      notify.success(t('hardware.added', { sn }));
      onClose();
    },
  });

  const field = (name: Field, id: string, label: string, placeholder?: string) => (
    <FormField id={id} label={label} error={form.errors[name]}>
      <Input {...form.input(name, id)} placeholder={placeholder} />
    </FormField>
  );

  return (
    <FormDialog
      title={t('hardware.addTitle')}
      description={t('hardware.addHint')}
      submitLabel={t('common.submit')}
      busy={save.isPending}
      error={form.formError}
      onSubmit={form.submit}
      onClose={onClose}
    >
      {field('sn', 'device-sn', t('hardware.sn'))}
      {field('model', 'device-model', t('hardware.model'))}
      {field('imei', 'device-imei', t('field.imei'))}
      {field('card_number', 'device-card', t('hardware.cardNumber'), t('common.iccidOrMsisdn'))}
    </FormDialog>
  );
}
