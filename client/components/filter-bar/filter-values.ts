/** A filter bar's fields, declared by each page as typed data. */
export type FilterField =
  | { type: 'text'; name: string; label: string; placeholder?: string }
  | { type: 'select'; name: string; label: string; options: { value: string; label: string }[] };

export type FilterValues = Record<string, string>;

/** Strips all whitespace from text filters (spec section 5) and drops empty values. */
export function normalizeFilters(fields: readonly FilterField[], values: FilterValues): FilterValues {
  const out: FilterValues = {};
  for (const field of fields) {
    const raw = values[field.name] ?? '';
    const value = field.type === 'text' ? raw.replace(/\s+/g, '') : raw;
    if (value !== '') out[field.name] = value;
  }
  return out;
}
