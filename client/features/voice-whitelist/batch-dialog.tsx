import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  UPLOAD_MAX_BYTES,
  type UploadedFile,
  voiceBatchAction,
  WHITELIST_BATCH_EXTENSIONS,
  WHITELIST_BATCH_MAX_LINES,
  type WhitelistBatchResult,
} from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Upload } from '@/components/upload';
import { useEndpointForm } from '@/components/use-endpoint-form';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { useEndpointMutation } from '@/lib/use-endpoint-mutation';
import { WHITELIST_READS } from './api/voice-whitelist.ts';
import { BatchResults } from './batch-results.tsx';

type Action = 'add' | 'delete';
type Source = 'file' | 'text';

/** Adds or removes many cards' numbers at once, from the import file or pasted lines. */
export function BatchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('voiceWhitelist.batchTitle')}</DialogTitle>
          <DialogDescription>{t('voiceWhitelist.fileHint')}</DialogDescription>
        </DialogHeader>
        {open && <BatchForm onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

/** The import template as a CSV the spreadsheet opens (a BOM so Excel reads it as UTF-8). */
const templateHref = (header: string) =>
  `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${header}\r\n89860412345678901234,13800138000\r\n`)}`;

function BatchForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const batch = useEndpointMutation(voiceBatchAction, { invalidates: WHITELIST_READS });
  const [results, setResults] = useState<WhitelistBatchResult[] | null>(null);
  const form = useEndpointForm(voiceBatchAction, {
    initial: {
      action: 'add' as Action,
      source: 'file' as Source,
      file: null as UploadedFile | null,
      lines: '',
    },
    // The source the tab shows, the other left out: the schema wants exactly one.
    toBody: ({ action, source, file, lines }) =>
      source === 'file' ? { action, file_url: file?.file_url } : { action, lines: lines.trim() || undefined },
    onValid: async (body) => {
      const label = t(body.action === 'add' ? 'voiceWhitelist.actionAdd' : 'common.remove');
      if (!(await confirm({ message: t('voiceWhitelist.confirmBatch', { action: label }) }))) return;
      const done = await batch.mutateAsync({ body }).catch(() => null);
      if (!done) return;
      const message = t('voiceWhitelist.batchDone', { succeeded: done.succeeded, failed: done.failed });
      if (done.failed > 0) notify.info(message);
      else notify.success(message);
      setResults(done.results);
    },
  });
  const { action, source, file } = form.values;
  const error = form.formError;

  if (results) {
    return (
      <div className="flex flex-col gap-4">
        <BatchResults results={results} />
        <DialogFooter>
          <Button onClick={() => setResults(null)}>{t('voiceWhitelist.again')}</Button>
          <Button variant="primary" onClick={onDone}>
            {t('common.close')}
          </Button>
        </DialogFooter>
      </div>
    );
  }

  return (
    <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4">
      <fieldset className="flex flex-wrap items-center gap-4">
        <legend className="mb-1.5 text-sm font-medium text-slate-700">{t('voiceWhitelist.action')}</legend>
        {(['add', 'delete'] as const).map((value) => (
          <label key={value} className="inline-flex items-center gap-1.5 text-sm">
            <input
              type="radio"
              name="whitelist-batch-action"
              value={value}
              checked={action === value}
              onChange={() => form.set('action', value)}
              className="accent-primary"
            />
            {t(value === 'add' ? 'voiceWhitelist.actionAdd' : 'common.remove')}
          </label>
        ))}
      </fieldset>
      <Tabs value={source} onValueChange={(v) => form.set('source', v as Source)}>
        <TabsList>
          <TabsTrigger value="file">{t('voiceWhitelist.fromFile')}</TabsTrigger>
          <TabsTrigger value="text">{t('voiceWhitelist.fromText')}</TabsTrigger>
        </TabsList>
        <TabsContent value="file" className="flex flex-col gap-2 pt-3">
          <Upload
            accept={WHITELIST_BATCH_EXTENSIONS}
            maxBytes={UPLOAD_MAX_BYTES}
            value={file}
            onChange={(next) => form.set('file', next)}
          />
          <a
            href={templateHref(t('voiceWhitelist.templateHeader'))}
            download={t('voiceWhitelist.templateName')}
            className="inline-flex w-fit items-center gap-1 text-sm text-primary hover:underline"
          >
            <Download className="size-3.5" aria-hidden />
            {t('voiceWhitelist.template')}
          </a>
        </TabsContent>
        <TabsContent value="text" className="pt-3">
          <FormField id="whitelist-lines" label={t('voiceWhitelist.lines')} error={form.errors.lines}>
            <textarea
              {...form.input('lines', 'whitelist-lines')}
              rows={6}
              placeholder={t('voiceWhitelist.linesPlaceholder')}
              className="w-full rounded border border-slate-300 px-2.5 py-1.5 font-mono text-sm outline-none placeholder:text-slate-400 hover:border-slate-400 focus:border-primary focus:ring-2 focus:ring-primary/20 aria-invalid:border-danger"
            />
            <span className="text-xs text-slate-500">
              {t('voiceWhitelist.linesHint', { max: WHITELIST_BATCH_MAX_LINES })}
            </span>
          </FormField>
        </TabsContent>
      </Tabs>
      {error && (
        <p role="alert" className={cn('text-xs text-danger')}>
          {error}
        </p>
      )}
      <DialogFooter>
        <Button onClick={onDone}>{t('common.cancel')}</Button>
        <Button type="submit" variant="primary" disabled={batch.isPending}>
          {t('common.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
