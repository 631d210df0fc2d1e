import i18next from 'i18next';
import enAU from '../../src/locales/en-AU.json' with { type: 'json' };

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Server-side texts are the en-AU source strings, so every message is defined once. */
export type MessageKey = Leaves<typeof enAU>;

/**
 * The same i18next that fills the browser's texts fills the server's, from the en-AU source. Values
 * go into JSON answers and logs, not HTML, so they are not escaped.
 */
const texts = i18next.createInstance();
void texts.init({ lng: 'en-AU', resources: { 'en-AU': { translation: enAU } }, initAsync: false, interpolation: { escapeValue: false } });

export function messageFor(key: MessageKey, values: Record<string, string | number> = {}): string {
  if (!texts.exists(key)) throw new Error(`Missing message ${key}`);
  return texts.t(key, values);
}
