import enAU from '../../src/locales/en-AU.json' with { type: 'json' };

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Server-side texts are the en-AU source strings, so every message is defined once. */
export type MessageKey = Leaves<typeof enAU>;

/** The text of `key`, with each {{name}} (i18next's placeholder, as the browser fills it) replaced from `values`. */
export function messageFor(key: MessageKey, values: Record<string, string | number> = {}): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], enAU);
  if (typeof value !== 'string') throw new Error(`Missing message ${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}
