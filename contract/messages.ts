import type { Words } from './text.ts';

/**
 * The words both sides show, and the one placeholder syntax they share: `{name}`, filled by
 * `fillMessage`. The emulator's own messages (server/i18n.ts) and the portal's catalogue
 * (contract/catalogue) use the same syntax, so a text moves between them unchanged.
 */

/** Fills each `{name}` in `text` from `params`; a placeholder without a value stays as it is. */
export const fillMessage = (text: string, params: Readonly<Record<string, unknown>> = {}): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) && params[name] !== undefined ? String(params[name]) : whole,
  );

/** The 599 message for a caller who holds none of `names` (any one of them would do): 'A或B', 'A or B'. */
export const noPermissionMessage = (names: readonly string[], words: Words): string =>
  words('codes.noPermission', { names: names.join(words('codes.or')) });
