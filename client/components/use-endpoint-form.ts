import { type ChangeEvent, type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  type Endpoint,
  issueMessage,
  type Lang,
  requestIssueMessage,
  type SchemaIssue,
  zodLocale,
} from '#contract';
import { currentLang, wordsFor } from '@/lib/i18n';

/** An endpoint that takes a body (contract/endpoint.ts): its `body` is the schema a form is checked with. */
type BodyEndpoint<B extends z.ZodType> = Pick<Endpoint, 'method' | 'path'> & { body?: B };

interface FormErrors<F extends string> {
  /** A message per field, the first issue of each. */
  fields: Partial<Record<F, string>>;
  /** Issues of the whole body (a rule across fields), or of a field the form does not show. */
  form: string | null;
}

/**
 * Puts each issue under its field (`issue.path[0]`), worded as the emulator words it (see
 * contract/issue-message.ts): a field's first issue wins. An issue of the whole body, or of a
 * field not in `fields`, becomes the form's error, naming the parameter as the emulator would.
 */
export function formErrors<F extends string>(
  issues: readonly SchemaIssue[],
  fields: readonly F[],
  lang: Lang,
): FormErrors<F> {
  const result: FormErrors<F> = { fields: {}, form: null };
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (fields as readonly string[]).includes(field)) {
      result.fields[field as F] ??= issueMessage(issue, wordsFor(lang));
    } else {
      result.form ??=
        field === undefined
          ? issueMessage(issue, wordsFor(lang))
          : requestIssueMessage(issue, wordsFor(lang));
    }
  }
  return result;
}

type Draft = Record<string, unknown>;
type StringField<D> = { [K in keyof D]: D[K] extends string ? K : never }[keyof D] & string;

interface EndpointFormOptions<B extends z.ZodType, D extends Draft> {
  /** The draft's first values; its keys are the form's fields. */
  initial: D;
  /**
   * The body the schema checks, from the draft: the values the form holds but does not show (an
   * action, an id) and the shape the endpoint takes (a textarea's lines as a list). Defaults to the
   * draft itself.
   */
  toBody?: (draft: D) => unknown;
  /** Checks of what the form asks but the endpoint does not take (a password typed twice). */
  check?: (draft: D) => Partial<Record<keyof D & string, string | null>>;
  /** Runs only when the schema passes, with the parsed body: confirm, mutate, notify, close. */
  onValid: (body: z.output<B>, draft: D) => unknown;
}

interface EndpointForm<D extends Draft> {
  values: D;
  set: <K extends keyof D>(field: K, value: D[K] | ((previous: D[K]) => D[K])) => void;
  /** Each field's error from the last submit, in the current language. */
  errors: Partial<Record<keyof D & string, string>>;
  /** An error about the whole form (FormDialog's `error`). */
  formError: string | null;
  /** Value, change handler and error wiring for the text input (or textarea) of a field with that `id`. */
  input: (
    field: StringField<D>,
    id: string,
  ) => {
    id: string;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
  };
  /** Checks the draft against the endpoint's body schema; on success runs `onValid` (FormDialog's `onSubmit`). */
  submit: () => Promise<void>;
  /** `submit` for a plain `<form onSubmit>`. */
  onSubmit: (event: FormEvent) => void;
}

/**
 * A form whose rules are its endpoint's own: the draft is checked with `endpoint.body` before any
 * request, each issue shown under its field in the user's language (as the emulator would word
 * it), and only a body the schema accepts reaches `onValid`. A refusal by the server itself (a
 * business rule) is reported by the request layer as before.
 */
export function useEndpointForm<B extends z.ZodType, D extends Draft>(
  endpoint: BodyEndpoint<B>,
  { initial, toBody = (draft) => draft, check, onValid }: EndpointFormOptions<B, D>,
): EndpointForm<D> {
  // Re-renders on a language change, so the errors below are worded again.
  useTranslation();
  const lang = currentLang();
  const [values, setValues] = useState(initial);
  /** The draft of the last refused submit: its errors are derived from it in the current language. */
  const [refused, setRefused] = useState<D | null>(null);
  const fields = Object.keys(initial) as (keyof D & string)[];
  const schema = endpoint.body;
  if (!schema) throw new Error(`${endpoint.method} ${endpoint.path} takes no body to check a form with`);

  const errorsOf = (draft: D, inLang: Lang) => {
    const parsed = schema.safeParse(toBody(draft), zodLocale(inLang));
    const found = formErrors(parsed.success ? [] : parsed.error.issues, fields, inLang);
    for (const [field, message] of Object.entries(check?.(draft) ?? {})) {
      if (message) found.fields[field as keyof D & string] ??= message;
    }
    return { parsed, found };
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: worded again for a new refusal or language only
  const shown = useMemo(
    (): FormErrors<keyof D & string> =>
      refused ? errorsOf(refused, lang).found : { fields: {}, form: null },
    [refused, lang],
  );

  const submit = async () => {
    const { parsed, found } = errorsOf(values, currentLang());
    if (!parsed.success || Object.keys(found.fields).length > 0 || found.form) {
      setRefused(values);
      return;
    }
    setRefused(null);
    await onValid(parsed.data as z.output<B>, values);
  };

  return {
    values,
    set: (field, value) =>
      setValues((previous) => ({
        ...previous,
        [field]: typeof value === 'function' ? (value as (p: unknown) => unknown)(previous[field]) : value,
      })),
    errors: shown.fields,
    formError: shown.form,
    input: (field, id) => {
      const error = shown.fields[field];
      return {
        id,
        value: values[field] as string,
        onChange: (event) => setValues((previous) => ({ ...previous, [field]: event.target.value })),
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? `${id}-error` : undefined,
      };
    },
    submit,
    onSubmit: (event) => {
      event.preventDefault();
      void submit();
    },
  };
}
