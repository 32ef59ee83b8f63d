import type { z } from 'zod';
import type { TextKey } from './catalogue/index.ts';
import type { Endpoint } from './endpoint.ts';
import type { Labelled } from './labels.ts';

/**
 * A create/edit screen declared once, beside its write endpoints, as `defineList` declares a list.
 * The endpoint's zod body stays the only validation (the emulator's 400 and the form's messages
 * under each field come from it); the declaration adds only presentation: which input each body
 * field gets, its label, placeholder and help, sections and widths, which fields are read-only
 * when editing and which show only while another field holds a value. The client's `FormDialog`
 * (client/components/form/) renders it.
 */

interface FieldBase {
  label: TextKey;
  placeholder?: TextKey;
  /** A line under the input. */
  help?: TextKey;
  /** The value a new record starts with (a switch on, a default threshold); default empty. */
  initial?: string | number | boolean;
  /** `half` shares a row with the next half field on a wide screen; default `full`. */
  width?: 'full' | 'half';
  /** Shown but not editable when editing (a name that identifies the record elsewhere). */
  readOnlyOnEdit?: boolean;
  /**
   * Shown, and sent, only while another field holds one of `values`; hidden, the field is left
   * out of the body (so the schema's default applies).
   */
  showWhen?: { field: string; values: readonly (string | boolean)[] };
  /**
   * Only when creating: the edit endpoint's body has no such field (a group's codes, edited apart),
   * so the field is neither shown nor sent when editing.
   */
  createOnly?: boolean;
  /** Left out of the body while blank (an optional card number: blank is no card, not a bad one). */
  omitBlank?: boolean;
}

/** The choices of an enum, a multi-select or a ranking: the contract's label maps. */
export type FormChoices = Record<string, Labelled | TextKey>;

/**
 * What a field is, which decides its input and how its value becomes the body's:
 * - `text`, `textarea`: a string as typed (the schema trims); `password`: hidden as typed.
 * - `number`, `money`: typed as text, sent as a number (empty: left out); `money` is yuan with two
 *   decimals. Nothing typed is dropped silently: a bad value gets the schema's message.
 * - `enum`: one of `values`, as a select or a radio group; `option`: one of the choices the page
 *   supplies (the caller's groups), by id or text.
 * - `multi`: any of `values` (checkboxes); `ranking`: every value once, the first preferred.
 * - `switch`: a boolean.
 * - `date` (YYYY-MM-DD), `datetime` (YYYY-MM-DD HH:mm:ss), `month` (YYYY-MM), `date_range` (two
 *   body fields, `<name>_start` and `<name>_end`), in the app's language whatever the browser's.
 * - `client`: a client id from the remote client search.
 * - `cards`: card numbers, one a line, pasted or read from a text file; sent as a list.
 * - `lines`: short values one a line (or separated by commas), such as IP addresses; sent as a list.
 * - `upload`: a file sent to `/upload/file/`; the body gets its `file_url`.
 * - `group`: a repeated group of fields, such as thresholds or hosts; sent as a list of objects, or
 *   of values when `flat` (a group of one field: phones).
 * - `tree`: any of the choices the page supplies, drawn as checkboxes under their branches (a
 *   group's permission codes under the menus); a branch selects or clears all its choices; sent
 *   as a list.
 */
export type FormFieldDecl =
  | (FieldBase & {
      kind:
        | 'text'
        | 'number'
        | 'money'
        | 'switch'
        | 'date'
        | 'datetime'
        | 'month'
        | 'date_range'
        | 'client'
        | 'cards'
        | 'tree';
    })
  | (FieldBase & { kind: 'textarea' | 'lines'; rows?: number })
  | (FieldBase & {
      kind: 'password';
      /** What the browser may fill in: the user's password, or a new one (default). */
      autoComplete?: 'current-password' | 'new-password';
      /**
       * Typed twice: a second input under `label`, refused with `mismatch` unless it equals the
       * first (the endpoint takes the password once; the second input is never sent).
       */
      again?: { label: TextKey; mismatch: TextKey };
    })
  | (FieldBase & {
      kind: 'enum';
      values: FormChoices;
      as?: 'select' | 'radio';
      /** A first choice of this label that leaves the field out of the body (a filter's 全部). */
      empty?: TextKey;
    })
  | (FieldBase & {
      kind: 'option';
      value: 'id' | 'text';
      /** A first choice of this label that leaves the field out of the body (不使用模板). */
      empty?: TextKey;
    })
  | (FieldBase & { kind: 'multi' | 'ranking'; values: FormChoices })
  | (FieldBase & { kind: 'upload'; accept: readonly string[]; maxBytes: number })
  | (FieldBase & {
      kind: 'group';
      fields: Record<string, FormFieldDecl>;
      /** Rows a user may have; the schema says the same, this only hides the add/remove buttons. */
      min?: number;
      max?: number;
      addLabel: TextKey;
      /**
       * A group of one field sent as a list of its values (phones), not of objects. Its label may
       * name the row's `{index}`; the group's help may name `{max}`.
       */
      flat?: boolean;
    });

export type FormFieldKind = FormFieldDecl['kind'];
export type FormFields = Record<string, FormFieldDecl>;

/** The keys of each member of a union (a body discriminated by its action). */
type KeysOfEach<T> = T extends object ? keyof T & string : never;
/** The body fields of the endpoint a form writes with: of any variant, when the body is one per action. */
type BodyKeys<E> = E extends Endpoint<z.ZodType, infer B, z.ZodType> ? KeysOfEach<z.input<B>> : never;
type RangeNames<K extends string> = K extends `${infer N}_start` ? N : never;
/** `<object>.<field>` for each field of a body field that is an object (a filter's `filter.status`). */
type NestedNames<T> = T extends object
  ? {
      [K in keyof T & string]: NonNullable<T[K]> extends readonly unknown[]
        ? never
        : NonNullable<T[K]> extends object
          ? `${K}.${keyof NonNullable<T[K]> & string}`
          : never;
    }[keyof T & string]
  : never;
type BodyOf<E> = E extends Endpoint<z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
/**
 * The names a form may declare: the body's fields, `<name>` for a `<name>_start`/`<name>_end`
 * pair, and `<object>.<field>` for a field sent inside an object of the body (the object is sent,
 * empty or not, while any of its fields is shown).
 */
type FieldNames<E> = BodyKeys<E> | RangeNames<BodyKeys<E>> | NestedNames<BodyOf<E>>;

/** The texts of a form, each in both languages; `{field}` placeholders take the body's values. */
export interface FormTexts {
  /** The dialog's title when creating, and when editing (`{field}` from the edited record). */
  create: TextKey;
  update?: TextKey;
  /** A line under the title (`{field}` from the edited record); `updateDescription` instead when editing. */
  description?: TextKey;
  updateDescription?: TextKey;
  /** The submit button; default 保存 / Save. */
  submit?: TextKey;
  /** Asked before sending, when declared (`{name}` from the body). */
  confirmCreate?: TextKey;
  confirmUpdate?: TextKey;
  /** Asked instead of `confirmCreate` while `field` holds a value (a device added with its card). */
  confirmCreateWith?: { field: string; text: TextKey };
  /** A boxed note over the fields (what happens once sent). */
  notice?: TextKey;
  /** The toast once saved (`{name}` from the saved record); none for a check the page shows. */
  created?: TextKey;
  updated?: TextKey;
  /**
   * The count of what failed (lines of a batch), named as a text placeholder (the answer's, or the
   * page's): while above 0 the toast informs, not cheers, with `failed` instead of `created`.
   */
  failures?: string;
  failed?: TextKey;
}

export interface FormDeclaration<C extends Endpoint, U extends Endpoint | undefined, F extends FormFields> {
  create: C;
  /** The edit endpoint: its body is the create body plus the record's `key`. */
  update: U;
  /** The body field naming the edited record (default `id`), taken from the row being edited. */
  key: string;
  /** Fixed body values an edit sends besides the fields (the action of an endpoint that does several). */
  updateWith: Record<string, string | number | boolean>;
  /** The same for a create (`{ action: 'add' }` of a body discriminated by its action). */
  createWith: Record<string, string | number | boolean>;
  /**
   * Placeholders of the texts named otherwise than the value they show: `{ card: 'card_number' }`
   * words `{card}` with the body's `card_number`.
   */
  textParams: Record<string, string>;
  fields: F;
  /** Groups of fields under a heading, in order; fields in no section come first. */
  sections: { title: TextKey; fields: readonly string[] }[];
  /**
   * Fields given one way or another (a file, or pasted lines), as tabs after the loose fields:
   * only the open tab's fields are shown and sent.
   */
  tabs: { label: TextKey; fields: readonly string[] }[];
  texts: FormTexts;
}

/** The draft's name of the open tab's index (never sent): the tabs' fields show while it holds theirs. */
export const FORM_TAB = '_tab';

export type AnyFormDeclaration = FormDeclaration<Endpoint, Endpoint | undefined, FormFields>;

/** Declares a form over its create (and edit) endpoint; see the top of this file. */
export function defineForm<
  C extends Endpoint,
  const F extends Partial<Record<FieldNames<C>, FormFieldDecl>>,
  U extends Endpoint | undefined = undefined,
>(decl: {
  create: C;
  update?: U;
  key?: BodyKeys<U>;
  updateWith?: Partial<Record<BodyKeys<U>, string | number | boolean>>;
  createWith?: Partial<Record<BodyKeys<C>, string | number | boolean>>;
  textParams?: Record<string, string>;
  fields: F & Record<Exclude<keyof F, FieldNames<C>>, never>;
  sections?: { title: TextKey; fields: readonly (keyof F & string)[] }[];
  tabs?: { label: TextKey; fields: readonly (keyof F & string)[] }[];
  texts: FormTexts;
}): FormDeclaration<C, U, F & FormFields> {
  if (!decl.create.body) throw new Error(`${decl.create.path}: a form needs an endpoint that takes a body`);
  const fields: FormFields = { ...(decl.fields as FormFields) };
  for (const [index, tab] of (decl.tabs ?? []).entries()) {
    for (const name of tab.fields) {
      fields[name] = { ...fields[name]!, showWhen: { field: FORM_TAB, values: [String(index)] } };
    }
  }
  return {
    create: decl.create,
    update: decl.update as U,
    key: decl.key ?? 'id',
    updateWith: (decl.updateWith ?? {}) as Record<string, string | number | boolean>,
    createWith: (decl.createWith ?? {}) as Record<string, string | number | boolean>,
    textParams: decl.textParams ?? {},
    fields: fields as F & FormFields,
    sections: decl.sections ?? [],
    tabs: decl.tabs ?? [],
    texts: decl.texts,
  };
}
