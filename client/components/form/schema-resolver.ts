import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { type FormFields, issueMessage, requestIssueMessage, zodLocale } from '#contract';
import { currentLang, words } from '@/lib/i18n';
import { againName, bodyOf, type Draft, inputOfPath } from './form-values.ts';

/** Puts `value` at a dotted path of an errors object (`hosts.0.ip`), unless something is there. */
function setOnce(target: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    node[part] ??= {};
    node = node[part] as Record<string, unknown>;
  }
  const last = parts.at(-1)!;
  node[last] ??= value;
}

/**
 * react-hook-form's resolver for a declared form: the draft becomes the body (plus the edited
 * record's key), the endpoint's own schema judges it in the user's language, and each issue goes
 * under its input; an issue no shown input holds goes on top of the form, worded as the emulator
 * words it. On success the form's submit gets the parsed body.
 */
export function schemaResolver(
  fields: FormFields,
  schema: z.ZodType,
  extra: Record<string, unknown>,
): Resolver<Draft, unknown, Record<string, unknown>> {
  return (draft) => {
    const lang = currentLang();
    const parsed = schema.safeParse({ ...bodyOf(fields, draft), ...extra }, zodLocale(lang));
    const errors: Record<string, unknown> = {};
    // A password typed twice: the form's own check, the second input never being sent.
    for (const [name, field] of Object.entries(fields)) {
      if (field.kind !== 'password' || !field.again || draft[name] === draft[againName(name)]) continue;
      errors[againName(name)] = { type: 'again', message: words(field.again.mismatch) };
    }
    if (parsed.success && Object.keys(errors).length === 0) {
      return { values: parsed.data as Record<string, unknown>, errors: {} };
    }
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const name = inputOfPath(fields, issue.path.join('.'), draft);
      if (name === null) {
        errors.root ??= { type: 'schema', message: requestIssueMessage(issue, words) };
        continue;
      }
      // An issue of a whole repeated group (too many rows) goes to the group's own line.
      const at = fields[name]?.kind === 'group' ? `${name}.root` : name;
      setOnce(errors, at, { type: 'schema', message: issueMessage(issue, words) });
    }
    return { values: {}, errors: errors as FieldErrors<Draft> };
  };
}
