import { describe, expect, it } from 'vitest';
import enAU from '../../src/locales/en-AU.json';
import enGB from '../../src/locales/en-GB.json';
import enUS from '../../src/locales/en-US.json';
import zhCN from '../../src/locales/zh-CN.json';
import fs from 'node:fs';
import path from 'node:path';
import { createI18n, PAGE_NAMESPACES } from '../../src/locales/i18n';

const NAMESPACES = path.resolve(import.meta.dirname, '../../src/locales/namespaces');
const readNamespace = (namespace: string, locale: string) => JSON.parse(fs.readFileSync(path.join(NAMESPACES, namespace, `${locale}.json`), 'utf8')) as Tree;

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

/** Plural forms differ by language (zh has only `_other`), so compare the base keys. */
const baseKeys = (tree: Tree) => [...new Set(keys(tree).map((key) => key.replace(/_(one|other)$/, '')))].sort();

describe('locales', () => {
  it.each([
    ['en-US', enUS],
    ['en-GB', enGB],
    ['zh-CN', zhCN],
  ])('%s has every key of en-AU', (_, locale) => {
    expect(baseKeys(locale as Tree)).toEqual(baseKeys(enAU as Tree));
  });

  describe.each(PAGE_NAMESPACES)('the page namespace %s', (namespace) => {
    it.each(['en-US', 'en-GB', 'zh-CN'])('has every key of en-AU in %s', (locale) => {
      expect(baseKeys(readNamespace(namespace, locale))).toEqual(baseKeys(readNamespace(namespace, 'en-AU')));
    });

    it('is translated into zh-CN rather than copied', () => {
      const enAUTexts = readNamespace(namespace, 'en-AU');
      const zh = readNamespace(namespace, 'zh-CN');
      const same = keys(zh).filter((key) => lookup(zh, key) === lookup(enAUTexts, key) && /[A-Za-z]{3}/.test(String(lookup(zh, key))));
      expect(same).toEqual([]);
    });

    it('is fetched when a view first asks for it, in the current language', async () => {
      const i18n = createI18n();
      expect(i18n.hasResourceBundle('en-AU', namespace)).toBe(false);
      await i18n.loadNamespaces(namespace);
      expect(i18n.hasResourceBundle('en-AU', namespace)).toBe(true);
      await i18n.changeLanguage('zh-CN');
      expect(i18n.hasResourceBundle('zh-CN', namespace)).toBe(true);
    });
  });

  it('keeps the key paths and texts the server reads', () => {
    expect(enAU.errors).toMatchObject({
      unauthenticated: 'You need to sign in to continue.',
      forbidden: 'You have reached an area that requires special permission.',
      notFound: 'Resource Not Found',
      validation: 'Some of the values you entered are not valid.',
      unexpected: 'Unexpected error happened.',
      maintenance: 'The service is currently down for maintenance.',
      rateLimited: 'Too many requests. Please wait a moment and try again.',
    });
  });

  it('translates zh-CN rather than copying English', () => {
    const english = new Set(keys(enAU as Tree).map((key) => key));
    const same = keys(zhCN as Tree).filter((key) => english.has(key) && lookup(zhCN as Tree, key) === lookup(enAU as Tree, key));
    expect(same.sort()).toEqual(['common.pageTitle', 'common.productName']);
  });

  it('starts with en-AU alone and fetches another locale when it is chosen', async () => {
    const i18n = createI18n();
    expect(i18n.hasResourceBundle('en-AU', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('zh-CN', 'translation')).toBe(false);
    await i18n.changeLanguage('zh-CN');
    expect(i18n.hasResourceBundle('zh-CN', 'translation')).toBe(true);
    expect(i18n.t('common.loading')).toBe('正在加载...');
  });

  it('pluralises and interpolates, falling back to en-AU', async () => {
    const i18n = createI18n();
    expect(i18n.t('portfolios.workspaces', { count: 1 })).toBe('1 workspace');
    expect(i18n.t('portfolios.workspaces', { count: 3 })).toBe('3 workspaces');
    expect(i18n.t('portfolios.empty.noMatch', { query: 'x<y' })).toBe('No portfolios match "x<y"');
    await i18n.changeLanguage('zh-CN');
    expect(i18n.t('portfolios.workspaces', { count: 3 })).toBe('3 个工作区');
    expect(i18n.t('portfolios.pageReport')).toContain('{first}');
  });
});

function lookup(tree: Tree, path: string): string | Tree | undefined {
  return path.split('.').reduce<string | Tree | undefined>((node, key) => (typeof node === 'object' ? node[key] : undefined), tree);
}
