import type { Lang, ListFilter, ListSpec } from '#contract';
import type { FilterField } from './filter-values.ts';

export type FilterOption = { value: string; label: string };

/** A label map's values as choices, in the user's language. */
const choices = (labels: Record<string, Record<Lang, string>>, lang: Lang): FilterOption[] =>
  Object.entries(labels).map(([value, l]) => ({ value, label: l[lang] }));

/**
 * A list declaration's filter bar in the user's language. The choices of an `option` filter come
 * from the page (the caller's plans, groups, tags), keyed by the filter's name; its fixed `extra`
 * values come first.
 */
export function filterFieldsOf(
  list: ListSpec,
  lang: Lang,
  options: Partial<Record<string, FilterOption[]>> = {},
): FilterField[] {
  return Object.entries(list.filters).map(([name, f]) => fieldOf(name, f, lang, options));
}

function fieldOf(
  name: string,
  f: ListFilter,
  lang: Lang,
  options: Partial<Record<string, FilterOption[]>>,
): FilterField {
  {
    const label = f.label[lang];
    const placeholder = f.placeholder?.[lang];
    switch (f.kind) {
      case 'text':
      case 'prefix':
      case 'exact':
        return { type: 'text', name, label, placeholder };
      case 'client':
        return { type: 'client', name, label };
      case 'enum':
        return {
          type: 'select',
          name,
          label,
          options: choices(f.values, lang),
        };
      case 'option':
        return {
          type: 'select',
          name,
          label,
          options: [...choices(f.extra ?? {}, lang), ...(options[name] ?? [])],
        };
      case 'flag':
        return { type: 'select', name, label, options: [{ value: '1', label }] };
      case 'date_range':
        return { type: 'daterange', name, label };
      case 'month_range':
        return { type: 'monthrange', name, label };
    }
  }
}
