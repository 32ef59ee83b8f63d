import { FileText } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Textarea } from '@/components/ui/textarea';

/** The largest text file read into the box: a list of 100,000 ICCIDs is about 2 MB. */
const MAX_FILE_BYTES = 4 * 1024 * 1024;

interface CardsInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  placeholder?: string;
  aria: { 'aria-invalid': boolean; 'aria-describedby': string | undefined };
}

const countOf = (text: string) => text.split(/[\s,，;；]+/).filter((n) => n !== '').length;

/**
 * Card numbers, one a line: pasted, or read from a text or CSV file on the user's machine (nothing
 * is uploaded; the numbers land in the box, where they can be checked and changed).
 */
export function CardsInput({ id, value, onChange, disabled, placeholder, aria }: CardsInputProps) {
  const { t } = useTranslation();
  const fileId = useId();
  const [tooBig, setTooBig] = useState<string | null>(null);
  const read = async (file: File | undefined) => {
    if (!file) return;
    setTooBig(file.size > MAX_FILE_BYTES ? file.name : null);
    if (file.size > MAX_FILE_BYTES) return;
    const text = (await file.text()).trim();
    onChange(value.trim() ? `${value.trim()}\n${text}` : text);
  };
  return (
    <div className="flex flex-col gap-1">
      <Textarea
        id={id}
        rows={5}
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        className="font-mono"
        {...aria}
      />
      <div className="flex items-center justify-between text-xs text-slate-500">
        <label
          htmlFor={fileId}
          className="inline-flex cursor-pointer items-center gap-1 text-primary hover:underline"
        >
          <FileText className="size-3.5" aria-hidden />
          {t('widgets.form.readFile')}
          <input
            id={fileId}
            type="file"
            accept=".txt,.csv"
            className="sr-only"
            disabled={disabled}
            onChange={(e) => {
              void read(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
        <span aria-live="polite">{t('widgets.form.cardsCount', { count: countOf(value) })}</span>
      </div>
      {tooBig && (
        <p role="alert" className="text-xs text-danger">
          {t('widgets.form.fileTooBig', { name: tooBig, max: '4 MB' })}
        </p>
      )}
    </div>
  );
}
