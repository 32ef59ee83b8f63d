import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { voiceBatchForm, WHITELIST_BATCH_MAX_LINES, type WhitelistBatchResult } from '#contract';
import { EndpointForm } from '@/components/form/endpoint-form';
import { WHITELIST_READS } from './api/voice-whitelist.ts';
import { BatchResults } from './batch-results.tsx';

/** The import template as a CSV the spreadsheet opens (a BOM so Excel reads it as UTF-8). */
const templateHref = (header: string) =>
  `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${header}\r\n89860412345678901234,13800138000\r\n`)}`;

/**
 * Adds or removes many cards' numbers at once, from the import file or pasted lines; the dialog
 * stays open on each line's outcome, ready for another batch.
 */
export function BatchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [results, setResults] = useState<WhitelistBatchResult[] | null>(null);
  const close = () => {
    setResults(null);
    onClose();
  };
  return (
    <EndpointForm
      form={voiceBatchForm}
      target={open ? { record: null } : null}
      onClose={close}
      invalidates={WHITELIST_READS}
      params={({ action }) => ({
        action: t(action === 'delete' ? 'common.remove' : 'voiceWhitelist.actionAdd'),
      })}
      hints={{
        file_url: () => (
          <a
            href={templateHref(t('voiceWhitelist.templateHeader'))}
            download={t('voiceWhitelist.templateName')}
            className="inline-flex w-fit items-center gap-1 text-sm text-primary hover:underline"
          >
            <Download className="size-3.5" aria-hidden />
            {t('voiceWhitelist.template')}
          </a>
        ),
        lines: () => t('voiceWhitelist.linesHint', { max: WHITELIST_BATCH_MAX_LINES }),
      }}
      onSaved={(done) => setResults((done as { results: WhitelistBatchResult[] }).results)}
      stayOpen={() => true}
    >
      {results && <BatchResults results={results} />}
    </EndpointForm>
  );
}
