import { FileText, LoaderCircle, Upload as UploadIcon, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes, type UploadedFile, type UploadMessageKey, uploadMessage } from '#contract';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { words } from '@/lib/i18n';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { checkFile, sendUpload } from './upload-file.ts';

interface UploadProps {
  /** Accepted extensions without the dot, e.g. `['xlsx', 'xls']`. */
  accept: readonly string[];
  /** The largest file accepted, in bytes (the emulator takes at most 10 MB). */
  maxBytes: number;
  /** The uploaded file, or null. */
  value: UploadedFile | null;
  onChange: (file: UploadedFile | null) => void;
  /** The button's text; default 选择文件 / Choose file. */
  label?: string;
  disabled?: boolean;
  className?: string;
}

type UploadError = { key: UploadMessageKey } | { message: string };

/**
 * Sends the chosen file to `POST /upload/file/` (field `input_file`) and gives back its file_url.
 * Only the last chosen file is kept; removing it asks 确定移除 {file}? first. Wrong types and
 * sizes are refused before sending, with the same messages the server uses.
 */
export function Upload({ accept, maxBytes, value, onChange, label, disabled, className }: UploadProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [error, setError] = useState<UploadError | null>(null);
  const [confirming, setConfirming] = useState(false);
  // A newer choice wins over an upload still on its way.
  const latest = useRef(0);

  const choose = async (files: FileList | null) => {
    const file = files?.[files.length - 1];
    if (!file) return;
    const ticket = ++latest.current;
    const problem = checkFile(file, accept, maxBytes);
    if (problem) {
      setUploading(null);
      setError({ key: problem });
      return;
    }
    setError(null);
    setUploading(file.name);
    try {
      const uploaded = await sendUpload(file);
      if (ticket === latest.current) onChange(uploaded);
    } catch (e) {
      if (ticket === latest.current) setError({ message: e instanceof ApiError ? e.message : String(e) });
    } finally {
      if (ticket === latest.current) setUploading(null);
    }
  };

  const remove = () => {
    onChange(null);
    // The remove button is gone: put focus back where the next file is chosen.
    setTimeout(() => input.current?.focus());
  };

  const errorText =
    error && ('key' in error ? uploadMessage(error.key, words, { types: accept, maxBytes }) : error.message);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex flex-wrap items-center gap-2">
        <label
          htmlFor={inputId}
          className={cn(
            'inline-flex h-7 cursor-pointer items-center gap-1.5 rounded border border-slate-300 bg-white px-2.5 text-xs font-medium text-slate-700 hover:border-primary hover:text-primary has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary',
            disabled && 'pointer-events-none opacity-50',
          )}
        >
          <input
            ref={input}
            id={inputId}
            type="file"
            className="sr-only"
            accept={accept.map((e) => `.${e}`).join(',')}
            disabled={disabled}
            aria-describedby={hintId}
            onChange={(e) => {
              void choose(e.target.files);
              e.target.value = '';
            }}
          />
          <UploadIcon className="size-3.5" aria-hidden />
          {label ?? t('widgets.upload.choose')}
        </label>
        {uploading && (
          <span role="status" className="inline-flex items-center gap-1 text-xs text-slate-500">
            <LoaderCircle className="size-3.5 animate-spin" aria-hidden />
            {t('widgets.upload.uploading', { file: uploading })}
          </span>
        )}
      </div>
      <p id={hintId} className="text-xs text-slate-400">
        {t('widgets.upload.hint', {
          types: accept.join(t('common.listSeparator')),
          size: formatBytes(maxBytes),
        })}
      </p>
      {errorText && (
        <p role="alert" className="text-xs text-danger">
          {errorText}
        </p>
      )}
      {value && (
        <div className="flex max-w-md items-center gap-2 rounded border border-slate-200 bg-slate-50 px-2 py-1 text-sm">
          <FileText className="size-4 shrink-0 text-slate-400" aria-hidden />
          <a
            href={value.file_url}
            download={value.file_name}
            className="truncate text-primary hover:underline"
          >
            {value.file_name}
          </a>
          <span className="shrink-0 text-xs text-slate-400">{formatBytes(value.size)}</span>
          <Button
            variant="ghost"
            size="icon"
            className="ml-auto size-6"
            aria-label={t('widgets.upload.remove', { file: value.file_name })}
            disabled={disabled}
            onClick={() => setConfirming(true)}
          >
            <X />
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            variant="danger"
            title={t('widgets.upload.removeTitle')}
            message={t('widgets.upload.removeConfirm', { file: value.file_name })}
            confirmLabel={t('widgets.upload.removeAction')}
            onConfirm={remove}
          />
        </div>
      )}
    </div>
  );
}
