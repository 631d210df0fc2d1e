import type { i18n } from 'i18next';
import { addLocale, locale } from 'primereact/api';
import enAU from 'primelocale/en-AU.json';
import enGB from 'primelocale/en-GB.json';
import enUS from 'primelocale/en.json';
import zhCN from 'primelocale/zh-CN.json';
import { DEFAULT_LOCALE, type UiLocale } from '../../locales/i18n';

/**
 * PrimeReact's own texts (the paginator's and dialogs' aria labels, empty-list messages) come
 * from its global locale, not from i18next: PrimeLocale's translation for each UI locale.
 */
const PRIME_LOCALES: Record<UiLocale, object> = {
  'en-AU': enAU['en-AU'],
  'en-US': enUS.en,
  'en-GB': enGB['en-GB'],
  'zh-CN': zhCN['zh-CN'],
};

/** Registers the UI locales with PrimeReact and keeps its locale that of i18next. */
export function followLocaleInPrimeReact(i18n: i18n): void {
  for (const [id, options] of Object.entries(PRIME_LOCALES)) addLocale(id, options);
  const apply = (language: string) => locale(language in PRIME_LOCALES ? language : DEFAULT_LOCALE);
  apply(i18n.language);
  i18n.on('languageChanged', apply);
}
