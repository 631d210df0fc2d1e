import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAU from './en-AU.json';
import enGB from './en-GB.json';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';

/** en-AU is the source language and the fallback of every missing string (SPEC 9). */
export const DEFAULT_LOCALE = 'en-AU';

export const resources = {
  'en-AU': { translation: enAU },
  'en-US': { translation: enUS },
  'en-GB': { translation: enGB },
  'zh-CN': { translation: zhCN },
} as const;

/** The UI's i18next instance; the profile's locale switches it later without a reload. */
export function createI18n(): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: Object.keys(resources),
    load: 'currentOnly',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}
