import { z } from 'zod';

/**
 * A whole number from `min` to `max` (no upper end when `max` is left out). A wrong type, a
 * fraction and either end all give the one `message` that names the rule.
 */
export function wholeNumber(message: string, min: number, max?: number) {
  const number = z.int({ error: message, abort: true }).min(min, { error: message });
  return max === undefined ? number : number.max(max, { error: message });
}

/** A number from `min` to `max`: either end gives the one `message` that names the rule. */
export function numberBetween(message: string, min: number, max: number) {
  return z.number().min(min, { error: message }).max(max, { error: message });
}

/** A list of 1 to `max` items: an empty or an overlong list gives "there must be 1 to `max` `things`". */
export function oneToMany<T extends z.ZodType>(item: T, max: number, things: string) {
  const message = `there must be 1 to ${max} ${things}`;
  return z.array(item).min(1, { error: message }).max(max, { error: message });
}

/** Names, ids and filter values: a blank one is a mistake, not a value. */
export const nonEmptyText = z.string({ error: 'must be text' }).min(1, { error: 'must not be empty' });
