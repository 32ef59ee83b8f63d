import type { FormFieldDecl, FormFields, UploadedFile } from '#contract';

/**
 * The pure half of a declared form (contract/form.ts): a record's values as the inputs hold them
 * (the draft), the draft as the body the endpoint takes, and which input a body issue belongs to.
 * The inputs hold text where a user types (a number is typed as text, so nothing typed is lost or
 * changed before the schema has judged it).
 */
export type Draft = Record<string, unknown>;

/** The first choice of an enum, or '' when it has none. */
const firstKey = (values: Record<string, unknown>) => Object.keys(values)[0] ?? '';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** One field's draft from the record's value (editing), or its first value (creating: `initial`, or empty). */
function draftValue(field: FormFieldDecl, value: unknown): unknown {
  switch (field.kind) {
    case 'number':
      return text(value);
    case 'money':
      return typeof value === 'number' ? value.toFixed(2) : text(value);
    case 'enum':
      if (value === undefined || value === null) return field.empty ? '' : firstKey(field.values);
      return String(value);
    case 'multi':
    case 'tree':
      return Array.isArray(value) ? value.map(String) : [];
    case 'ranking':
      return Array.isArray(value) ? value.map(String) : Object.keys(field.values);
    case 'switch':
      return value === undefined || value === null ? false : Boolean(value);
    case 'cards':
    case 'lines':
      return Array.isArray(value) ? value.join('\n') : text(value);
    case 'upload':
      return value && typeof value === 'object' ? value : null;
    case 'group': {
      const only = Object.keys(field.fields)[0] ?? '';
      const rows = Array.isArray(value)
        ? value.map((row) =>
            draftOf(field.fields, field.flat ? { [only]: row } : ((row ?? {}) as Record<string, unknown>)),
          )
        : [];
      while (rows.length < (field.min ?? 0)) rows.push(draftOf(field.fields, null));
      return rows;
    }
    case 'date_range':
      return Array.isArray(value) ? value.map(text) : ['', ''];
    default:
      return text(value);
  }
}

/** The value at a field's name: `filter.status` is the `status` of the draft's `filter` object. */
function valueAt(draft: Draft, name: string): unknown {
  let node: unknown = draft;
  for (const part of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
}

/** Sets the value at a field's name, making the objects on its way. */
function setAt(target: Record<string, unknown>, name: string, value: unknown) {
  const parts = name.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    node[part] ??= {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts.at(-1)!] = value;
}

/** The draft's name of a password's second input (never sent). */
export const againName = (name: string) => `${name}_again`;

/** The draft of a record being edited, or of a new one (`record` null). */
export function draftOf(fields: FormFields, record: Record<string, unknown> | null): Draft {
  const draft: Draft = {};
  for (const [name, field] of Object.entries(fields)) {
    if (field.kind === 'password' && field.again) draft[againName(name)] = '';
    if (!record) {
      setAt(draft, name, draftValue(field, field.initial));
      continue;
    }
    const value =
      field.kind === 'date_range' ? [record[`${name}_start`], record[`${name}_end`]] : valueAt(record, name);
    // A value the record does not hold starts as a new record's would.
    setAt(draft, name, draftValue(field, value === undefined ? field.initial : value));
  }
  return draft;
}

/** Whether a field is shown: always, or while the field it depends on holds one of its values. */
export function isShown(field: FormFieldDecl, draft: Draft): boolean {
  if (!field.showWhen) return true;
  return field.showWhen.values.includes(draft[field.showWhen.field] as string | boolean);
}

/** Typed text as a number; text that is not one goes on as it is, for the schema to refuse in words. */
function numberOf(value: unknown): number | string | undefined {
  const typed = text(value).trim();
  if (typed === '') return undefined;
  const n = Number(typed);
  return Number.isFinite(n) ? n : typed;
}

const idOf = (value: unknown) => (text(value) === '' ? undefined : Number(value));

/** The body value of one shown field (undefined: left out of the body). */
function bodyValue(field: FormFieldDecl, value: unknown): unknown {
  switch (field.kind) {
    case 'number':
    case 'money':
      return numberOf(value);
    case 'client':
      return idOf(value);
    case 'enum':
      return field.empty && value === '' ? undefined : value;
    case 'option':
      return field.value === 'id' ? idOf(value) : text(value) || undefined;
    case 'ranking':
      return (value as string[]).filter((v) => v !== '');
    case 'cards':
      return text(value)
        .split(/[\s,，;；]+/)
        .filter((line) => line !== '');
    case 'lines':
      return text(value)
        .split(/[\n,，;；]+/)
        .map((line) => line.trim())
        .filter((line) => line !== '');
    case 'upload':
      return (value as UploadedFile | null)?.file_url;
    case 'group': {
      const only = Object.keys(field.fields)[0] ?? '';
      return (value as Draft[]).map((row) =>
        field.flat ? bodyOf(field.fields, row)[only] : bodyOf(field.fields, row),
      );
    }
    case 'date':
    case 'datetime':
    case 'month':
      return text(value).trim() || undefined;
    default:
      return value;
  }
}

/** The body the endpoint takes from the draft: hidden fields left out, a range as its two ends. */
export function bodyOf(fields: FormFields, draft: Draft): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (!isShown(field, draft)) continue;
    if (field.kind === 'date_range') {
      const [start, end] = draft[name] as [string, string];
      if (start) body[`${name}_start`] = start;
      if (end) body[`${name}_end`] = end;
      continue;
    }
    // A field inside an object: the object is sent while any of its fields is shown.
    const [outer, inner] = name.split('.');
    if (outer && inner) body[outer] ??= {};
    const value = bodyValue(field, valueAt(draft, name));
    if (value === undefined || (field.omitBlank && String(value).trim() === '')) continue;
    setAt(body, name, value);
  }
  return body;
}

/**
 * The input a body path belongs to (`name`, `hosts.0.ip`, `period` for `period_end`, `priority`
 * for `priority.1`), or null when no shown input holds it: the message then goes on top of the form.
 */
export function inputOfPath(fields: FormFields, path: string, draft: Draft): string | null {
  const [first = '', index, sub] = path.split('.');
  const nested = index === undefined ? undefined : fields[`${first}.${index}`];
  if (nested) return isShown(nested, draft) ? `${first}.${index}` : null;
  const field = fields[first];
  if (field) {
    if (!isShown(field, draft)) return null;
    if (field.kind === 'group' && index !== undefined && sub !== undefined && field.fields[sub]) {
      return `${first}.${index}.${sub}`;
    }
    // A flat group's issue of a value is its row's one input.
    if (field.kind === 'group' && field.flat && index !== undefined && /^\d+$/.test(index)) {
      return `${first}.${index}.${Object.keys(field.fields)[0]}`;
    }
    return first;
  }
  const range = /^(.+)_(start|end)$/.exec(first);
  const base = range?.[1];
  if (base && fields[base]?.kind === 'date_range') return isShown(fields[base], draft) ? base : null;
  return null;
}
