import { type Labelled, type ListFilter, type ListSpec, labelOf, type TextKey, type Words } from '#contract';
import type { FilterField } from './filter-values.ts';

export type FilterOption = { value: string; label: string };

/** A label map's values as choices, in the user's language. */
const choices = (labels: Record<string, Labelled | TextKey>, words: Words): FilterOption[] =>
  Object.entries(labels).map(([value, l]) => ({ value, label: words(labelOf(l)) }));

/**
 * A list declaration's filter bar in the user's language. The choices of an `option` filter come
 * from the page (the caller's plans, groups, tags), keyed by the filter's name; its fixed `extra`
 * values come first.
 */
export function filterFieldsOf(
  list: ListSpec,
  words: Words,
  options: Partial<Record<string, FilterOption[]>> = {},
): FilterField[] {
  return Object.entries(list.filters).map(([name, f]) => fieldOf(name, f, words, options));
}

function fieldOf(
  name: string,
  f: ListFilter,
  words: Words,
  options: Partial<Record<string, FilterOption[]>>,
): FilterField {
  {
    const label = words(f.label);
    const placeholder = f.placeholder && words(f.placeholder);
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
          options: choices(f.values, words),
        };
      case 'option':
        return {
          type: 'select',
          name,
          label,
          options: [...choices(f.extra ?? {}, words), ...(options[name] ?? [])],
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
