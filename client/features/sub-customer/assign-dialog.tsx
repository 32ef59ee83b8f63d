import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  API_BASE,
  ASSIGN_INPUT_METHODS,
  ASSIGN_METHODS,
  assignCards,
  BATCH_FILE_EXTENSIONS,
  BATCH_TEMPLATE_PATH,
  CARD_STATUS_KEYS,
  CARD_STATUSES,
  CARRIER_KEYS,
  CARRIERS,
  type DataOf,
  labelOf,
  UPLOAD_MAX_BYTES,
  type UploadedFile,
} from '#contract';
import { AllSelect } from '@/components/all-select';
import { CheckResult } from '@/components/check-result';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { Upload } from '@/components/upload';
import { useEndpointForm } from '@/components/use-endpoint-form';
import { currentLang } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useEndpointMutation } from '@/lib/use-endpoint-mutation';
import { ASSIGN_READS, useSubCustomerOptions } from './api/sub-customers.ts';

/** Where the dialog starts: the sub-customer a row's 划卡 chose, or nothing (the log's button). */
export type AssignPreset = { to?: number };

type Method = (typeof ASSIGN_INPUT_METHODS)[number];

export function AssignDialog({ preset, onClose }: { preset: AssignPreset | null; onClose: () => void }) {
  return preset && <AssignForm key={preset.to ?? 'any'} preset={preset} onClose={onClose} />;
}

function AssignForm({ preset, onClose }: { preset: AssignPreset; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const options = useSubCustomerOptions().data;
  const assign = useEndpointMutation(assignCards, { invalidates: ASSIGN_READS });
  const [result, setResult] = useState<DataOf<typeof assignCards> | null>(null);
  const [file, setFile] = useState<UploadedFile | null>(null);
  const form = useEndpointForm(assignCards, {
    initial: {
      method: 'list' as Method,
      from_client_id: '',
      to_client_id: preset.to ? String(preset.to) : '',
      start_iccid: '',
      end_iccid: '',
      numbers: '',
      status: '',
      carrier: '',
    },
    toBody: ({ from_client_id, to_client_id, status, carrier, ...d }) => ({
      method: d.method,
      from_client_id: from_client_id ? Number(from_client_id) : options?.main.id,
      to_client_id: d.method === 'file' || !to_client_id ? undefined : Number(to_client_id),
      ...(d.method === 'range' ? { start_iccid: d.start_iccid, end_iccid: d.end_iccid } : {}),
      ...(d.method === 'list' ? { numbers: d.numbers } : {}),
      ...(d.method === 'file' ? { file_url: file?.file_url } : {}),
      ...(d.method === 'filter'
        ? {
            filter: {
              ...(status ? { status } : {}),
              ...(carrier ? { carrier } : {}),
            },
          }
        : {}),
    }),
    onValid: async (body) => {
      const answer = await assign.mutateAsync({ body }).catch(() => null);
      if (!answer) return;
      // The same figures as the task's row in the card assignment log: every row counts there, the
      // refused ones as failed from the start.
      const refused = answer.total - answer.valid;
      notify.success(
        refused === 0
          ? t('subCustomer.assign.queued', { id: answer.task_id, count: answer.total })
          : t('subCustomer.assign.queuedRefused', { id: answer.task_id, total: answer.total, refused }),
      );
      if (answer.bad_rows.length === 0) onClose();
      else setResult(answer);
    },
  });
  const method = form.values.method;
  const clients = options ? [options.main, ...options.subs.filter((s) => s.status === 'active')] : [];
  const fromId = form.values.from_client_id || String(options?.main.id ?? '');

  const clientSelect = (field: 'from_client_id' | 'to_client_id', value: string, label: string) => (
    <FormField id={`assign-${field}`} label={label} error={form.errors[field]}>
      <Select value={value} onValueChange={(next) => form.set(field, next)}>
        <SelectTrigger id={`assign-${field}`} aria-invalid={!!form.errors[field]}>
          <SelectValue placeholder={t('widgets.carrierTarget.choose')} />
        </SelectTrigger>
        <SelectContent>
          {clients.map((c) => (
            <SelectItem key={c.id} value={String(c.id)}>
              {c.id === options?.main.id ? t('subCustomer.assign.mainClient', { name: c.name }) : c.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FormField>
  );

  return (
    <FormDialog
      title={t('subCustomer.assign.title')}
      description={t('subCustomer.assign.hint')}
      submitLabel={t('subCustomer.assign.submit')}
      busy={assign.isPending}
      error={form.formError}
      onSubmit={form.submit}
      onClose={onClose}
      className="max-w-xl"
    >
      <FormField id="assign-method" label={t('subCustomer.assign.method')}>
        <div role="radiogroup" id="assign-method" className="flex flex-wrap gap-3 text-sm">
          {ASSIGN_INPUT_METHODS.map((m) => (
            <label key={m} className="flex items-center gap-1.5">
              <input
                type="radio"
                name="assign-method"
                checked={method === m}
                onChange={() => form.set('method', m)}
              />
              {t(labelOf(ASSIGN_METHODS[m]))}
            </label>
          ))}
        </div>
      </FormField>
      {clientSelect('from_client_id', fromId, t('subCustomer.assign.from'))}
      {method !== 'file' &&
        clientSelect('to_client_id', form.values.to_client_id, t('subCustomer.assign.to'))}
      {method === 'range' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField id="assign-start" label={t('subCustomer.assign.start')}>
            <Input {...form.input('start_iccid', 'assign-start')} maxLength={20} className="font-mono" />
          </FormField>
          <FormField id="assign-end" label={t('subCustomer.assign.end')}>
            <Input {...form.input('end_iccid', 'assign-end')} maxLength={20} className="font-mono" />
          </FormField>
        </div>
      )}
      {method === 'list' && (
        <FormField id="assign-numbers" label={t('common.batch.numbers')}>
          <Textarea
            {...form.input('numbers', 'assign-numbers')}
            rows={6}
            placeholder={t('common.batch.numbersPlaceholder')}
            className="font-mono"
          />
        </FormField>
      )}
      {method === 'file' && (
        <div className="flex flex-col gap-2">
          <Upload
            accept={BATCH_FILE_EXTENSIONS}
            maxBytes={UPLOAD_MAX_BYTES}
            value={file}
            onChange={setFile}
          />
          <span className="text-xs text-slate-500">{t('subCustomer.assign.fileHint')}</span>
          <a
            href={`${API_BASE}${BATCH_TEMPLATE_PATH}?template=sub_client_cards&lang=${lang}`}
            download
            className="inline-flex w-fit items-center gap-1 text-sm text-primary hover:underline"
          >
            <Download className="size-3.5" aria-hidden />
            {t('common.batch.template')}
          </a>
        </div>
      )}
      {method === 'filter' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField id="assign-status" label={t('field.cardStatus')}>
            <AllSelect
              id="assign-status"
              value={form.values.status}
              onChange={(v) => form.set('status', v)}
              options={CARD_STATUS_KEYS.map((s) => ({ value: s, label: t(labelOf(CARD_STATUSES[s])) }))}
            />
          </FormField>
          <FormField id="assign-carrier" label={t('field.carrier')}>
            <AllSelect
              id="assign-carrier"
              value={form.values.carrier}
              onChange={(v) => form.set('carrier', v)}
              options={CARRIER_KEYS.map((c) => ({ value: c, label: t(labelOf(CARRIERS[c])) }))}
            />
          </FormField>
        </div>
      )}
      {result && (
        // Announced: the task was queued (the toast) but some rows were refused.
        <div role="status">
          <CheckResult check={result} />
        </div>
      )}
    </FormDialog>
  );
}
