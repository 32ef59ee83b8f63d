import { useTranslation } from 'react-i18next';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/** Radix Select takes no empty value, so "all" travels as this inside the control only. */
const ALL = '__all__';

/**
 * A choice among `options` led by 全部 / All, which is the empty string outside the control: the
 * filter bar's selects and the card filters of the batch and assignment dialogs.
 */
export function AllSelect({
  id,
  value,
  onChange,
  options,
  className,
  allLabel,
  ...aria
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  className?: string;
  /** The first choice's words, when not 全部 / All (不使用模板). */
  allLabel?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const { t } = useTranslation();
  return (
    <Select value={value || ALL} onValueChange={(v) => onChange(v === ALL ? '' : v)}>
      <SelectTrigger id={id} className={className} {...aria}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>{allLabel ?? t('common.all')}</SelectItem>
        {options.map((o) => (
          <SelectItem key={o.value} value={o.value}>
            {o.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
