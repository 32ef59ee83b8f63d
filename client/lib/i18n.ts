import zhFirstPage from 'virtual:catalogue/zh-CN/first';
import i18next, { type ParseKeys } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Catalogue } from '#catalogue';
import type { Lang, Words } from '#contract';

/** Holds the real portal's stored language values, `chinese_simplified` / `english`; the wire uses `zh-CN` / `en`. */
const STORAGE_KEY = 'language';

const langOfSetting = (setting: string | null): Lang => (setting === 'english' ? 'en' : 'zh-CN');

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}

/** A key of the catalogue: `t(key)` only accepts these, so a renamed or missing text fails to typecheck. */
export type MessageKey = ParseKeys;

/** A translate function as pure modules take it (the request module, the code table). */
export type Translate = (key: MessageKey, params?: Record<string, unknown>) => string;

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  // The first page's Chinese strings come with the page; the rest of a language, and English,
  // load when needed (loadCatalogue): the login page carries no string it does not show.
  resources: { 'zh-CN': { translation: zhFirstPage } },
  lng: langOfSetting(typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY)),
  fallbackLng: 'zh-CN',
  // One placeholder syntax on both sides: `{name}`, as the contract's and the emulator's texts.
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  initAsync: false,
  // Strings that arrive later show at once where a key was asked for before (a page's title).
  react: { bindI18nStore: 'added' },
});

/**
 * The catalogue in the current language, as the contract's functions take it
 * (`filterFieldsOf(list, words)`, `issueMessage(issue, words)`): the same texts as `t`.
 */
export const words: Words = (key, params) => i18n.t(key as MessageKey, params as never) as unknown as string;

export const currentLang = (): Lang => (i18n.language === 'en' ? 'en' : 'zh-CN');

type Part = 'first' | 'all';
const PARTS: Record<`${Lang}/${Part}`, () => Promise<{ default: object }>> = {
  'zh-CN/first': async () => ({ default: zhFirstPage }),
  'zh-CN/all': () => import('virtual:catalogue/zh-CN/all'),
  'en/first': () => import('virtual:catalogue/en/first'),
  'en/all': () => import('virtual:catalogue/en/all'),
};
const loading = new Map<string, Promise<void>>();
/** Whether a page beyond the first has asked for every string: a new language then loads them all. */
let wantsAll = false;

/** Adds a part of a language's strings to i18next, once (again after a failed load). */
export function loadCatalogue(lang: Lang, part: Part): Promise<void> {
  const key = `${lang}/${part}` as const;
  let done = loading.get(key);
  if (!done) {
    done = PARTS[key]().then((module) => {
      i18n.addResourceBundle(lang, 'translation', module.default, true, true);
    });
    done.catch(() => loading.delete(key));
    loading.set(key, done);
  }
  return done;
}

/** Every string of the current language: what each page but the login page waits for. */
export function loadAllStrings(): Promise<void> {
  wantsAll = true;
  return loadCatalogue(currentLang(), 'all');
}

/** The strings the current language needs before the app first renders (English: its first page's). */
export const loadStartStrings = (): Promise<void> => loadCatalogue(currentLang(), 'first');

export async function setLanguage(lang: Lang): Promise<void> {
  await loadCatalogue(lang, wantsAll ? 'all' : 'first');
  localStorage.setItem(STORAGE_KEY, lang === 'en' ? 'english' : 'chinese_simplified');
  document.documentElement.lang = lang;
  await i18n.changeLanguage(lang);
}
