import { useTranslation } from 'react-i18next';
import type { ValidationKey } from '#contract';
import { keepNumeric } from '#contract';
import { AllSelect } from '@/components/all-select';
import { ClientSearch } from '@/components/client-search/client-search';
import { DateInput } from '@/components/date-input/date-input';
import { Input } from '@/components/ui/input';
import { type FilterField, type FilterValues, fieldNames, type RangeField } from './filter-values.ts';

interface FilterFieldInputProps {
  field: FilterField;
  /** The id the field's label points at (the start input of a range). */
  id: string;
  values: FilterValues;
  set: (name: string, value: string) => void;
  error?: ValidationKey;
}

/** One field of the filter bar, by type; native date inputs are styled like every other input. */
export function FilterFieldInput({ field, id, values, set, error }: FilterFieldInputProps) {
  const value = values[field.name] ?? '';
  switch (field.type) {
    case 'text':
    case 'number':
      return (
        <Input
          id={id}
          value={value}
          placeholder={field.placeholder}
          inputMode={field.type === 'number' ? 'decimal' : undefined}
          onChange={(e) =>
            set(field.name, field.type === 'number' ? keepNumeric(e.target.value) : e.target.value)
          }
          className="w-full sm:w-56"
        />
      );
    case 'select':
      return (
        <AllSelect
          id={id}
          value={value}
          onChange={(v) => set(field.name, v)}
          options={field.options}
          className="w-full sm:w-44"
        />
      );
    case 'date':
    case 'month':
    case 'datetime':
      return (
        <DateInput
          id={id}
          kind={field.type}
          value={value}
          onChange={(v) => set(field.name, v)}
          className={field.type === 'datetime' ? 'w-full sm:w-56' : 'w-full sm:w-40'}
        />
      );
    case 'client':
      return (
        <ClientSearch
          id={id}
          label={field.label}
          value={value}
          placeholder={field.placeholder}
          onChange={(clientId) => set(field.name, clientId)}
          className="w-full sm:w-56"
        />
      );
    case 'daterange':
    case 'monthrange':
      return <RangeInputs field={field} id={id} values={values} set={set} error={error} />;
  }
}

function RangeInputs({ field, id, values, set, error }: FilterFieldInputProps & { field: RangeField }) {
  const { t } = useTranslation();
  const [startName, endName] = fieldNames(field) as [string, string];
  const kind = field.type === 'monthrange' ? 'month' : 'date';
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-1.5">
        <DateInput
          id={id}
          kind={kind}
          aria-label={t('widgets.filter.rangeStart', { label: field.label })}
          value={values[startName] ?? ''}
          onChange={(v) => set(startName, v)}
          className="w-full sm:w-40"
        />
        <span aria-hidden className="text-slate-400">
          {t('widgets.filter.rangeTo')}
        </span>
        <DateInput
          id={`${id}-end`}
          kind={kind}
          aria-label={t('widgets.filter.rangeEnd', { label: field.label })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={values[endName] ?? ''}
          onChange={(v) => set(endName, v)}
          className="w-full sm:w-40"
        />
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-xs text-danger">
          {t(`validation.${error}`)}
        </p>
      )}
    </div>
  );
}
