import { RotateCcw, Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { type FilterField, type FilterValues, normalizeFilters } from './filter-values.ts';

/** Radix Select cannot hold an empty value; this stands for "no filter". */
const ALL = '__all__';

export interface FilterBarProps {
  fields: readonly FilterField[];
  /** The applied filters; the bar edits a draft until Search. */
  values: FilterValues;
  onSearch: (values: FilterValues) => void;
}

export function FilterBar({ fields, values, onSearch }: FilterBarProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<FilterValues>(values);
  const set = (name: string, value: string) => setDraft((d) => ({ ...d, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
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
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        {fields.map((field) => {
          const fieldId = `${id}-${field.name}`;
          return (
            <div key={field.name} className="flex w-full flex-col gap-1 sm:w-auto">
              <Label htmlFor={fieldId} className="text-xs text-slate-500">
                {field.label}
              </Label>
              {field.type === 'text' ? (
                <Input
                  id={fieldId}
                  value={draft[field.name] ?? ''}
                  placeholder={field.placeholder}
                  onChange={(e) => set(field.name, e.target.value)}
                  className="w-full sm:w-56"
                />
              ) : (
                <Select
                  value={draft[field.name] || ALL}
                  onValueChange={(v) => set(field.name, v === ALL ? '' : v)}
                >
                  <SelectTrigger id={fieldId} className="w-full sm:w-44">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={ALL}>{t('common.all')}</SelectItem>
                    {field.options.map((o) => (
                      <SelectItem key={o.value} value={o.value}>
                        {o.label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </div>
          );
        })}
        <div className="flex gap-2">
          <Button type="submit" variant="primary">
            <Search />
            {t('common.search')}
          </Button>
          <Button onClick={reset}>
            <RotateCcw />
            {t('common.reset')}
          </Button>
        </div>
      </form>
    </search>
  );
}
