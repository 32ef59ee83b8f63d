import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  API_BASE,
  BATCH_FILE_EXTENSIONS,
  BATCH_TEMPLATE_PATH,
  UPLOAD_MAX_BYTES,
  type UploadedFile,
} from '#contract';
import { currentLang } from '@/lib/i18n';
import { Upload } from './upload.tsx';

interface ImportFileFieldProps {
  value: UploadedFile | null;
  onChange: (file: UploadedFile | null) => void;
  /** What the file may hold (its types, rows), under the chooser. */
  hint: ReactNode;
  /**
   * The template to download, by `GET {BATCH_TEMPLATE_PATH}?{template}&lang=`: a batch kind
   * (`kind=stop`) or a template of the contract (`template=card_numbers`).
   */
  template: { kind: string } | { template: string };
  /** Shown under the hint (a refusal of the form's own). */
  children?: ReactNode;
}

/**
 * An imported file of card numbers: the chooser (xlsx, csv or txt, at most 10 MB), what the file
 * may hold, and the link to its import template in the portal's language.
 */
export function ImportFileField({ value, onChange, hint, template, children }: ImportFileFieldProps) {
  return (
    <>
      <Upload accept={BATCH_FILE_EXTENSIONS} maxBytes={UPLOAD_MAX_BYTES} value={value} onChange={onChange} />
      <span className="text-xs text-slate-500">{hint}</span>
      {children}
      <TemplateLink template={template} />
    </>
  );
}

/**
 * The link to an import template (see `ImportFileFieldProps.template`) in the portal's language;
 * `label` names it where a form offers more than one.
 */
export function TemplateLink({
  template,
  label,
}: Pick<ImportFileFieldProps, 'template'> & { label?: string }) {
  const { t } = useTranslation();
  const query = new URLSearchParams({ ...template, lang: currentLang() });
  return (
    <a
      href={`${API_BASE}${BATCH_TEMPLATE_PATH}?${query}`}
      download
      className="inline-flex w-fit items-center gap-1 text-sm text-primary hover:underline"
    >
      <Download className="size-3.5" aria-hidden />
      {label ?? t('common.batch.template')}
    </a>
  );
}
