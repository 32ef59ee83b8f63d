import { ListPlus, Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  voiceCardAction,
  voiceWhitelistList,
  WHITELIST_EFFECT_MINUTES,
  WHITELIST_MAX_PER_CARD,
  type WhitelistRow,
  whitelistAddForm,
} from '#contract';
import { EndpointForm } from '@/components/form/endpoint-form';
import { ListScreen } from '@/components/list-screen';
import { Button } from '@/components/ui/button';
import { useRowAction } from '@/components/use-row-action';
import { WHITELIST_READS } from './api/voice-whitelist.ts';
import { BatchDialog } from './batch-dialog.tsx';

/**
 * /voice/whitelist: the numbers on the caller's voice cards, with their carrier status. Numbers
 * are added per card or in a batch, and removed from their row; each change asks first.
 */
export default function VoiceWhitelistPage() {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'add' | 'batch' | null>(null);
  const remove = useRowAction(voiceCardAction, {
    input: (row: WhitelistRow) => ({
      body: { card_number: row.iccid, action: 'delete' as const, phones: [row.phone] },
    }),
    confirm: ({ iccid: card, phone }) => ({
      message: t('voiceWhitelist.confirmRemove', { phone, card }),
      confirmLabel: t('common.remove'),
      variant: 'danger',
    }),
    done: ({ phone }) => t('voiceWhitelist.removed', { phone }),
    invalidates: WHITELIST_READS,
  });

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-3xl text-sm text-slate-500">
          {t('voiceWhitelist.rule', { max: WHITELIST_MAX_PER_CARD, minutes: WHITELIST_EFFECT_MINUTES })}
        </p>
        <div className="flex gap-2">
          <Button onClick={() => setDialog('batch')}>
            <Upload />
            {t('voiceWhitelist.batch')}
          </Button>
          <Button variant="primary" onClick={() => setDialog('add')}>
            <ListPlus />
            {t('voiceWhitelist.add')}
          </Button>
        </div>
      </div>
      <ListScreen
        list={voiceWhitelistList}
        caption={t('perm.router_voice_whitelist')}
        storageKey="voice-whitelist"
        actions={{ delete: remove }}
      >
        <EndpointForm
          form={whitelistAddForm}
          target={dialog === 'add' ? { record: null } : null}
          onClose={() => setDialog(null)}
          invalidates={WHITELIST_READS}
          hints={{ phones: () => t('voiceWhitelist.phonesTooMany', { max: WHITELIST_MAX_PER_CARD }) }}
          params={({ phones }) => ({ count: Array.isArray(phones) ? phones.length : 0 })}
        />
        <BatchDialog open={dialog === 'batch'} onClose={() => setDialog(null)} />
      </ListScreen>
    </div>
  );
}
