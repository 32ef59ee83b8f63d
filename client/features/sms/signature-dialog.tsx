import { useTranslation } from 'react-i18next';
import { createSmsSignature } from '#contract';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { useEndpointForm } from '@/components/use-endpoint-form';
import { notify } from '@/lib/notify';
import { useApplySignature } from './api/sms.ts';

/** Applying for a signature (func_sms_sign); the carrier reviews it on the emulator clock. */
export function SignatureDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const apply = useApplySignature();
  const form = useEndpointForm(createSmsSignature, {
    initial: { name: '' },
    onValid: async ({ name }) => {
      const saved = await apply.mutateAsync(name).catch(() => null);
      if (!saved) return;
      notify.success(t('sms.template.applied', { name: saved.name }));
      onClose();
    },
  });
  return (
    <FormDialog
      title={t('sms.template.apply')}
      description={t('sms.template.applyHint')}
      submitLabel={t('common.confirm')}
      busy={apply.isPending}
      error={form.formError}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <FormField id="sms-signature-name" label={t('sms.template.signatureName')} error={form.errors.name}>
        <Input {...form.input('name', 'sms-signature-name')} />
      </FormField>
    </FormDialog>
  );
}
