import { useTranslation } from 'react-i18next';
import { voiceCardAction, WHITELIST_MAX_PER_CARD } from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { useEndpointForm } from '@/components/use-endpoint-form';
import { notify } from '@/lib/notify';
import { useEndpointMutation } from '@/lib/use-endpoint-mutation';
import { WHITELIST_READS } from './api/voice-whitelist.ts';

const TEXTAREA =
  'w-full rounded border border-slate-300 px-2.5 py-1.5 text-sm outline-none placeholder:text-slate-400 hover:border-slate-400 focus:border-primary focus:ring-2 focus:ring-primary/20 aria-invalid:border-danger';

/** Adds whitelist numbers to one card (POST /voice/card/action/ with action add). */
export function AddWhitelistDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open && <AddForm onClose={onClose} />;
}

/** The numbers typed into the textarea: one per line or comma-separated (a number may hold spaces). */
const phoneLines = (raw: string) =>
  raw
    .split(/[,，;；\n\r]+/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

function AddForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const action = useEndpointMutation(voiceCardAction, { invalidates: WHITELIST_READS });
  const form = useEndpointForm(voiceCardAction, {
    initial: { card_number: '', phones: '' },
    toBody: (draft) => ({ action: 'add', card_number: draft.card_number, phones: phoneLines(draft.phones) }),
    onValid: async (body) => {
      const count = body.phones.length;
      if (!(await confirm({ message: t('voiceWhitelist.confirmAdd', { card: body.card_number, count }) })))
        return;
      const done = await action.mutateAsync({ body }).catch(() => null);
      if (!done) return;
      notify.success(t('voiceWhitelist.added', { count }));
      onClose();
    },
  });

  return (
    <FormDialog
      title={t('voiceWhitelist.addTitle')}
      description={t('voiceWhitelist.addHint')}
      submitLabel={t('common.submit')}
      busy={action.isPending}
      error={form.formError}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <FormField id="whitelist-card" label={t('field.cardNumber')} error={form.errors.card_number}>
        <Input {...form.input('card_number', 'whitelist-card')} placeholder={t('common.iccidOrMsisdn')} />
      </FormField>
      <FormField id="whitelist-phones" label={t('voiceWhitelist.phones')} error={form.errors.phones}>
        <textarea
          {...form.input('phones', 'whitelist-phones')}
          rows={5}
          placeholder={t('voiceWhitelist.phonesPlaceholder')}
          className={TEXTAREA}
        />
        <span className="text-xs text-slate-500">
          {t('voiceWhitelist.phonesTooMany', { max: WHITELIST_MAX_PER_CARD })}
        </span>
      </FormField>
    </FormDialog>
  );
}
