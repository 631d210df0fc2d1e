import PrimeReact, { ariaLabel, locale } from 'primereact/api';
import { afterEach, describe, expect, test } from 'vitest';
import { followLocaleInPrimeReact } from '../../src/ui/app/primeLocale';
import { createI18n } from '../../src/locales/i18n';

describe("PrimeReact's own texts follow the UI locale", () => {
  afterEach(() => void locale('en'));

  test('the paginator labels read in Chinese under zh-CN and in English again under en-AU', async () => {
    const i18n = createI18n();
    followLocaleInPrimeReact(i18n);
    expect(PrimeReact.locale).toBe('en-AU');
    expect(ariaLabel('nextPageLabel', {})).toBe('Next Page');
    await i18n.changeLanguage('zh-CN');
    expect(PrimeReact.locale).toBe('zh-CN');
    expect(ariaLabel('nextPageLabel', {})).toBe('下一页');
    expect(ariaLabel('close', {})).toBe('关闭');
    await i18n.changeLanguage('en-AU');
    expect(ariaLabel('nextPageLabel', {})).toBe('Next Page');
  });

  test('a language without a PrimeReact locale falls back to en-AU', async () => {
    const i18n = createI18n();
    followLocaleInPrimeReact(i18n);
    await i18n.changeLanguage('zh-CN');
    await i18n.changeLanguage('fr-FR');
    expect(PrimeReact.locale).toBe('en-AU');
  });
});
