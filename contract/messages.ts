import type { Lang } from './permissions.ts';

/**
 * The words both sides show, and the one placeholder syntax they share: `{name}`, filled by
 * `fillMessage`. The emulator's own messages (server/i18n.ts) and the portal's catalogue
 * (client/locales) use the same syntax, so a text moves between them unchanged.
 */

/** Fills each `{name}` in `text` from `params`; a placeholder without a value stays as it is. */
export const fillMessage = (text: string, params: Readonly<Record<string, unknown>> = {}): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) && params[name] !== undefined ? String(params[name]) : whole,
  );

/** The 599 answer, as the real backend words it: the missing permissions' names, alternatives joined. */
export const NO_PERMISSION_MESSAGE = {
  'zh-CN': '当前用户无 {names} 权限',
  en: 'The current user lacks the {names} permission',
} as const satisfies Record<Lang, string>;

/** How alternatives are joined in the 599 message: 'A或B', 'A or B'. */
export const ALTERNATIVES_JOINER = { 'zh-CN': '或', en: ' or ' } as const satisfies Record<Lang, string>;

/** The 599 message for a caller who holds none of `names` (any one of them would do). */
export const noPermissionMessage = (names: readonly string[], lang: Lang): string =>
  fillMessage(NO_PERMISSION_MESSAGE[lang], { names: names.join(ALTERNATIVES_JOINER[lang]) });
