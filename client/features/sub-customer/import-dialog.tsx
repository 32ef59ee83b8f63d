import { useState } from 'react';
import { type DataOf, type importSubCustomers, subCustomerImportForm } from '#contract';
import { CheckResult } from '@/components/check-result';
import { EndpointForm } from '@/components/form/endpoint-form';
import { TemplateLink } from '@/components/import-file-field';
import { SUB_READS } from './api/sub-customers.ts';

type Answer = DataOf<typeof importSubCustomers>;

/**
 * Creates sub-customers from the sub-client template as a task; every login gets the password
 * given. The dialog stays open on the rows the import refused.
 */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [result, setResult] = useState<Answer | null>(null);
  const close = () => {
    setResult(null);
    onClose();
  };
  return (
    <EndpointForm
      form={subCustomerImportForm}
      target={open ? { record: null } : null}
      onClose={close}
      invalidates={SUB_READS}
      hints={{ file_url: () => <TemplateLink template={{ template: 'sub_client' }} /> }}
      onSaved={(answer) => setResult(answer as Answer)}
      stayOpen={(answer) => (answer as Answer).bad_rows.length > 0}
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
