import { keepNumeric, type ValidationKey, validateRange } from '#contract';

interface FieldBase {
  /** The query parameter; a range sends two of them, see `fieldNames`. */
  name: string;
  label: string;
}

/**
 * A filter bar's fields, declared by each page as typed data. Every value is a string:
 * - `text`: whitespace stripped; `number`: only digits and one decimal point;
 * - `select`: an option's value; `client`: a client id from the remote client search;
 * - `date` `YYYY-MM-DD`, `datetime` `YYYY-MM-DD HH:mm:ss`, `month` `YYYY-MM`;
 * - `daterange` / `monthrange`: two values, `<name>_start` and `<name>_end`, each a date or a
 *   month; the end may not precede the start (months compare as months).
 */
export type FilterField =
  | (FieldBase & { type: 'text' | 'number' | 'client'; placeholder?: string })
  | (FieldBase & { type: 'select'; options: { value: string; label: string }[] })
  | (FieldBase & { type: 'date' | 'datetime' | 'month' })
  | (FieldBase & { type: 'daterange' | 'monthrange' });

export type FilterValues = Record<string, string>;

export type RangeField = Extract<FilterField, { type: 'daterange' | 'monthrange' }>;

const isRange = (field: FilterField): field is RangeField =>
  field.type === 'daterange' || field.type === 'monthrange';

/** The names a field's values go by: `<name>_start` and `<name>_end` for a range, else its name. */
export function fieldNames(field: FilterField): string[] {
  return isRange(field) ? [`${field.name}_start`, `${field.name}_end`] : [field.name];
}

function clean(field: FilterField, raw: string): string {
  switch (field.type) {
    case 'text':
      return raw.replace(/\s+/g, '');
    case 'number':
      return keepNumeric(raw);
    case 'select':
      return raw;
    default:
      return raw.trim();
  }
}

/**
 * Cleans each field's values as the spec asks (section 5: text strips whitespace, numbers keep
 * digits and one point), and drops empty values and names that are no field's.
 */
export function normalizeFilters(fields: readonly FilterField[], values: FilterValues): FilterValues {
  const out: FilterValues = {};
  for (const field of fields) {
    for (const name of fieldNames(field)) {
      const value = clean(field, values[name] ?? '');
      if (value !== '') out[name] = value;
    }
  }
  return out;
}

/** Each range whose end precedes its start, by field name, with the message key to show. */
export function validateFilters(
  fields: readonly FilterField[],
  values: FilterValues,
): Partial<Record<string, ValidationKey>> {
  const errors: Partial<Record<string, ValidationKey>> = {};
  for (const field of fields) {
    if (!isRange(field)) continue;
    const [start, end] = fieldNames(field).map((name) => values[name] ?? '');
    const error = validateRange(start!, end!, field.type === 'monthrange' ? 'month' : 'day');
    if (error) errors[field.name] = error;
  }
  return errors;
}
