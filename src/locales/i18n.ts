import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAU from './en-AU.json';

/** en-AU is the source language and the fallback of every missing string (SPEC 9). */
export const DEFAULT_LOCALE = 'en-AU';

/**
 * Every UI locale's strings. The default's come with the app; another's are fetched when a
 * profile chooses it, so that the first page does not carry four languages.
 */
export const translations = {
  'en-AU': async () => ({ default: enAU }),
  'en-US': () => import('./en-US.json'),
  'en-GB': () => import('./en-GB.json'),
  'zh-CN': () => import('./zh-CN.json'),
} as const;

export type UiLocale = keyof typeof translations;

/**
 * The texts of later pages, kept out of the first page's download: one file per page family and
 * locale, `namespaces/<namespace>/<locale>.json`, fetched the first time a view asks for its
 * namespace (`useTranslation('<namespace>')`, which suspends until it arrives).
 */
const namespaceFiles = import.meta.glob<{ default: Record<string, unknown> }>('./namespaces/*/*.json');

export const PAGE_NAMESPACES = [...new Set(Object.keys(namespaceFiles).map((file) => file.split('/')[2]!))];

const isUiLocale = (language: string): language is UiLocale => language in translations;

/** i18next asks this for a locale it does not hold yet; `changeLanguage` resolves once it has it. */
const fetchTranslations: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    if (!isUiLocale(language)) return callback(new Error(`${language} is not a UI locale`), false);
    const load = namespace === 'translation' ? translations[language] : namespaceFiles[`./namespaces/${namespace}/${language}.json`];
    if (!load) return callback(new Error(`${namespace} has no ${language} texts`), false);
    load().then(
      (strings) => callback(null, strings.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The UI's i18next instance; the profile's locale switches it later without a reload. */
export function createI18n(): i18n {
  const instance = i18next.createInstance();
  void instance
    .use(fetchTranslations)
    .use(initReactI18next)
    .init({
      resources: { [DEFAULT_LOCALE]: { translation: enAU } },
      partialBundledLanguages: true,
      lng: DEFAULT_LOCALE,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: Object.keys(translations),
      load: 'currentOnly',
      // A page namespace's views still read the shared texts (common.*, errors.*) with the same t.
      fallbackNS: 'translation',
      initAsync: false,
      interpolation: { escapeValue: false },
    });
  return instance;
}
