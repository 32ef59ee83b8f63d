import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Lang, VALIDATION_MESSAGES } from '#contract';
import { domainMessages } from '@/locales/domains';
import { en } from '@/locales/en';
import { zhCN } from '@/locales/zh-CN';

/** The stored language values of the real portal; the wire uses `zh-CN` / `en`. */
export type LanguageSetting = 'chinese_simplified' | 'english';
const STORAGE_KEY = 'language';

export const langOfSetting = (setting: string | null): Lang => (setting === 'english' ? 'en' : 'zh-CN');

const validationIn = (lang: Lang) =>
  Object.fromEntries(Object.entries(VALIDATION_MESSAGES).map(([key, text]) => [key, text[lang]]));

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {
    'zh-CN': { translation: { ...zhCN, ...domainMessages('zh-CN'), validation: validationIn('zh-CN') } },
    en: { translation: { ...en, ...domainMessages('en'), validation: validationIn('en') } },
  },
  lng: langOfSetting(typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY)),
  fallbackLng: 'zh-CN',
  interpolation: { escapeValue: false },
  initAsync: false,
});

export const currentLang = (): Lang => (i18n.language === 'en' ? 'en' : 'zh-CN');

export function setLanguage(lang: Lang): void {
  localStorage.setItem(STORAGE_KEY, lang === 'en' ? 'english' : 'chinese_simplified');
  document.documentElement.lang = lang;
  void i18n.changeLanguage(lang);
}
