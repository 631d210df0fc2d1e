import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { localeSchema, type Profile } from '../../src/api/schemas/profile.schema';

type Locale = Profile['locale'];
type Strings = Record<string, unknown>;

/** The Insights tab's own texts: the workbook names things as the screen does. */
const NAMESPACE_DIR = path.resolve(import.meta.dirname, '../../src/locales/namespaces/workPlanInsights');
const DEFAULT_LOCALE: Locale = 'en-AU';

const loaded = new Map<Locale, Promise<Strings>>();

function strings(locale: Locale): Promise<Strings> {
  let found = loaded.get(locale);
  if (!found) {
    found = readFile(path.join(NAMESPACE_DIR, `${locale}.json`), 'utf8').then((text) => JSON.parse(text) as Strings);
    loaded.set(locale, found);
  }
  return found;
}

const lookUp = (from: Strings, key: string): string | undefined => {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Strings | undefined)?.[part], from);
  return typeof value === 'string' ? value : undefined;
};

/** A text of the plan's workbook (`workbook.<key>`) in the requester's locale, falling back to en-AU as the UI does. */
export type PlanWorkbookTexts = { locale: Locale; text: (key: string) => string };

export async function planWorkbookTexts(requested: string): Promise<PlanWorkbookTexts> {
  const locale = localeSchema.catch(DEFAULT_LOCALE).parse(requested);
  const [own, fallback] = await Promise.all([strings(locale), strings(DEFAULT_LOCALE)]);
  return {
    locale,
    text(key) {
      const full = `workbook.${key}`;
      const found = lookUp(own, full) ?? lookUp(fallback, full);
      if (found === undefined) throw new Error(`workPlanInsights has no text ${full}`);
      return found;
    },
  };
}
