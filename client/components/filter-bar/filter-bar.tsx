import { ChevronDown, ChevronUp, RotateCcw, Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { FilterFieldInput } from './filter-field.tsx';
import {
  type FilterField,
  type FilterValues,
  fieldNames,
  normalizeFilters,
  validateFilters,
} from './filter-values.ts';

interface FilterBarProps {
  fields: readonly FilterField[];
  /** The applied filters; the bar edits a draft until Search. */
  values: FilterValues;
  onSearch: (values: FilterValues) => void;
  /**
   * Fields past this many fold behind a "more filters" toggle (a list with a dozen filters); the
   * fold opens by itself when one of its fields holds a value.
   */
  visibleCount?: number;
}

/** Filters from a typed config; Search applies the cleaned draft unless a range is backwards. */
export function FilterBar({ fields, values, onSearch, visibleCount }: FilterBarProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<FilterValues>(values);
  const foldable = visibleCount !== undefined && fields.length > visibleCount;
  const [unfolded, setUnfolded] = useState(() =>
    fields.slice(visibleCount).some((field) => fieldNames(field).some((name) => values[name])),
  );
  const shown = foldable && !unfolded ? fields.slice(0, visibleCount) : fields;
  const set = (name: string, value: string) => setDraft((d) => ({ ...d, [name]: value }));
  const errors = validateFilters(fields, draft);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(errors).length > 0) return;
    const normalized = normalizeFilters(fields, draft);
    setDraft(normalized);
    onSearch(normalized);
  };
  const reset = () => {
    setDraft({});
    onSearch({});
  };

  return (
    <search>
      <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-3">
        {shown.map((field) => {
          const fieldId = `${id}-${field.name}`;
          return (
            <div key={field.name} className="flex w-full flex-col gap-1 sm:w-auto">
              <Label htmlFor={fieldId} className="text-xs text-slate-500">
                {field.label}
              </Label>
              <FilterFieldInput
                field={field}
                id={fieldId}
                values={draft}
                set={set}
                error={errors[field.name]}
              />
            </div>
          );
        })}
        <div className="flex gap-2 self-end">
          <Button type="submit" variant="primary">
            <Search />
            {t('common.search')}
          </Button>
          <Button onClick={reset}>
            <RotateCcw />
            {t('common.reset')}
          </Button>
          {foldable && (
            <Button variant="link" aria-expanded={unfolded} onClick={() => setUnfolded((open) => !open)}>
              {unfolded ? t('widgets.filter.less') : t('widgets.filter.more')}
              {unfolded ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
            </Button>
          )}
        </div>
      </form>
    </search>
  );
}
