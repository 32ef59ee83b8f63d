import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  API_BASE,
  BATCH_TEMPLATE_PATH,
  type DataOf,
  importSubCustomers,
  UPLOAD_MAX_BYTES,
  type UploadedFile,
} from '#contract';
import { CheckResult } from '@/components/check-result';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Upload } from '@/components/upload';
import { useEndpointForm } from '@/components/use-endpoint-form';
import { currentLang } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useEndpointMutation } from '@/lib/use-endpoint-mutation';
import { SUB_READS } from './api/sub-customers.ts';

/** Creates sub-customers from the sub-client template as a task; every login gets the password given. */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open && <ImportForm onClose={onClose} />;
}

function ImportForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const run = useEndpointMutation(importSubCustomers, { invalidates: SUB_READS });
  const [file, setFile] = useState<UploadedFile | null>(null);
  const [result, setResult] = useState<DataOf<typeof importSubCustomers> | null>(null);
  const form = useEndpointForm(importSubCustomers, {
    initial: { password: '' },
    toBody: (draft) => ({ ...draft, file_url: file?.file_url ?? '' }),
    onValid: async (body) => {
      const answer = await run.mutateAsync({ body }).catch(() => null);
      if (!answer) return;
      notify.success(t('subCustomer.importQueued', { id: answer.task_id, count: answer.valid }));
      if (answer.bad_rows.length === 0) onClose();
      else setResult(answer);
    },
  });
  return (
    <FormDialog
      title={t('subCustomer.import')}
      description={t('subCustomer.importHint')}
      submitLabel={t('common.submit')}
      busy={run.isPending}
      error={form.formError}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <div className="flex flex-col gap-2">
        <Upload accept={['xlsx']} maxBytes={UPLOAD_MAX_BYTES} value={file} onChange={setFile} />
        <a
          href={`${API_BASE}${BATCH_TEMPLATE_PATH}?template=sub_client&lang=${currentLang()}`}
          download
          className="inline-flex w-fit items-center gap-1 text-sm text-primary hover:underline"
        >
          <Download className="size-3.5" aria-hidden />
          {t('common.batch.template')}
        </a>
      </div>
      <FormField id="import-password" label={t('subCustomer.initialPassword')} error={form.errors.password}>
        <Input {...form.input('password', 'import-password')} type="password" autoComplete="new-password" />
      </FormField>
      {result && (
        // Announced: the task was queued (the toast) but some rows were refused.
        <div role="status">
          <CheckResult check={result} />
        </div>
      )}
    </FormDialog>
  );
}
