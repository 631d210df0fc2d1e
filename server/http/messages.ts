import enAU from '../../src/locales/en-AU.json' with { type: 'json' };

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Server-side texts are the en-AU source strings, so every message is defined once. */
export type MessageKey = Leaves<typeof enAU>;

export function messageFor(key: MessageKey): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], enAU);
  if (typeof value !== 'string') throw new Error(`Missing message ${key}`);
  return value;
}
