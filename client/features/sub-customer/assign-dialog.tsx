import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type assignCards, assignForm, type DataOf } from '#contract';
import { CheckResult } from '@/components/check-result';
import { EndpointForm } from '@/components/form/endpoint-form';
import { TemplateLink } from '@/components/import-file-field';
import { ASSIGN_READS, useSubCustomerOptions } from './api/sub-customers.ts';

type AssignCardsAnswer = DataOf<typeof assignCards>;

/** Where the dialog starts: the sub-customer a row's 划卡 chose, or nothing (the log's button). */
export type AssignPreset = { to?: number };

/**
 * 划卡 (`assignForm`): opened once the clients are known, from the main client by default. Closes
 * once queued, unless rows were refused: they are listed under the form (the task moves the rest).
 */
export function AssignDialog({ preset, onClose }: { preset: AssignPreset | null; onClose: () => void }) {
  const { t } = useTranslation();
  const options = useSubCustomerOptions().data;
  const [result, setResult] = useState<AssignCardsAnswer | null>(null);
  const clients = options
    ? [
        {
          value: String(options.main.id),
          label: t('subCustomer.assign.mainClient', { name: options.main.name }),
        },
        ...options.subs
          .filter((s) => s.status === 'active')
          .map((s) => ({ value: String(s.id), label: s.name })),
      ]
    : [];
  const close = () => {
    setResult(null);
    onClose();
  };
  return (
    <EndpointForm
      form={assignForm}
      target={
        preset && options ? { record: { from_client_id: options.main.id, to_client_id: preset.to } } : null
      }
      onClose={close}
      invalidates={ASSIGN_READS}
      options={{ from_client_id: clients, to_client_id: clients }}
      hints={{ file_url: () => <TemplateLink template={{ template: 'sub_client_cards' }} /> }}
      params={({ total, valid }) => ({ refused: Number(total) - Number(valid) })}
      onSaved={(answer) => setResult(answer as AssignCardsAnswer)}
      stayOpen={(answer) => (answer as AssignCardsAnswer).bad_rows.length > 0}
    >
      {result && result.bad_rows.length > 0 && (
        // Announced: the task was queued (the toast) but some rows were refused.
        <div role="status">
          <CheckResult check={result} />
        </div>
      )}
    </EndpointForm>
  );
}
