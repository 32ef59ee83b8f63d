import i18next, { type ParseKeys } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '#contract';
import { type Catalogue, catalogue } from '@/locales';

/** The stored language values of the real portal; the wire uses `zh-CN` / `en`. */
export type LanguageSetting = 'chinese_simplified' | 'english';
const STORAGE_KEY = 'language';

export const langOfSetting = (setting: string | null): Lang => (setting === 'english' ? 'en' : 'zh-CN');

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
  resources: {
    'zh-CN': { translation: catalogue('zh-CN') },
    en: { translation: catalogue('en') },
  },
  lng: langOfSetting(typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY)),
  fallbackLng: 'zh-CN',
  // One placeholder syntax on both sides: `{name}`, as the contract's and the emulator's texts.
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  initAsync: false,
});

export const currentLang = (): Lang => (i18n.language === 'en' ? 'en' : 'zh-CN');

export function setLanguage(lang: Lang): void {
  localStorage.setItem(STORAGE_KEY, lang === 'en' ? 'english' : 'chinese_simplified');
  document.documentElement.lang = lang;
  void i18n.changeLanguage(lang);
}
