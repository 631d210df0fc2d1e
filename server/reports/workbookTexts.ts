import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { localeSchema, type Profile } from '../../src/api/schemas/profile.schema';
import type { Label } from '../../src/api/schemas/reportSummary.schema';

type Locale = Profile['locale'];
type Strings = Record<string, unknown>;

/** The UI's own page texts: the workbook says what the screens say, in the same words. */
const NAMESPACES_DIR = path.resolve(import.meta.dirname, '../../src/locales/namespaces');
export const DEFAULT_LOCALE: Locale = 'en-AU';

const loaded = new Map<string, Promise<Strings>>();

export function namespaceStrings(namespace: string, locale: Locale): Promise<Strings> {
  const file = path.join(NAMESPACES_DIR, namespace, `${locale}.json`);
  let strings = loaded.get(file);
  if (!strings) {
    strings = readFile(file, 'utf8').then((text) => JSON.parse(text) as Strings);
    loaded.set(file, strings);
  }
  return strings;
}

/** A key of a namespace file: nested objects by dotted path, or a flat key that holds dots. */
export function lookUp(strings: Strings, key: string): string | undefined {
  const flat = strings[key];
  if (typeof flat === 'string') return flat;
  const nested = key.split('.').reduce<unknown>((node, part) => (node as Strings | undefined)?.[part], strings);
  return typeof nested === 'string' ? nested : undefined;
}

export type WorkbookTexts = {
  locale: Locale;
  /** A text of the workbook (`exportReport` namespace, `workbook.<key>`). */
  text(key: string): string;
  /** A report label: a `reportLabels` message for {key}, the planner's own words for {text}. */
  label(label: Label): string;
};

/** The workbook's words in the requester's locale, each falling back to en-AU as the UI does (SPEC 9). */
export async function workbookTexts(requested: string): Promise<WorkbookTexts> {
  const locale = localeSchema.catch(DEFAULT_LOCALE).parse(requested);
  const [own, ownDefault, labels, labelsDefault] = await Promise.all([
    namespaceStrings('exportReport', locale),
    namespaceStrings('exportReport', DEFAULT_LOCALE),
    namespaceStrings('reportLabels', locale),
    namespaceStrings('reportLabels', DEFAULT_LOCALE),
  ]);
  return {
    locale,
    text(key) {
      const full = `workbook.${key}`;
      const found = lookUp(own, full) ?? lookUp(ownDefault, full);
      if (found === undefined) throw new Error(`exportReport has no text ${full}`);
      return found;
    },
    // A label key the namespace lacks still names the column rather than leaving it blank.
    label: (label) => ('text' in label ? label.text : (lookUp(labels, label.key) ?? lookUp(labelsDefault, label.key) ?? label.key)),
  };
}
