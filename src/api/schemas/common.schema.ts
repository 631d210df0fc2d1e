import { z } from 'zod';

/** SPEC 5: a valid identifier is a UUID, and the all-zero UUID is not one. */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';
export const idSchema = z
  .uuid({ error: 'must be a valid identifier' })
  .refine((value) => value !== NIL_UUID, { error: 'must be a valid identifier' });

export const timestampSchema = z.iso.datetime({ offset: true });

/** A surrogate without its pair, which is not Unicode (a paired one is part of a code point). */
const LONE_SURROGATE = /\p{Cs}/u;
/** Anything but white space, separators and format characters such as the zero-width space. */
const VISIBLE_CHARACTER = /[^\s\p{Z}\p{Cf}]/u;

/** Neither NUL, which PostgreSQL cannot store, nor a lone surrogate. */
export const isSafeText = (value: string) => !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/** Every text a client sends (body fields, query parameters) starts from this. */
export const textSchema = z.string().refine(isSafeText, { error: 'must not contain NUL characters or unpaired surrogates' });

/** A name someone will read: trimmed, and if given, not made only of invisible characters. */
export const nameSchema = (max: number) =>
  textSchema
    .trim()
    .max(max)
    .refine((value) => value === '' || VISIBLE_CHARACTER.test(value), { error: 'must contain a visible character' });

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(50),
});

/** Every paged collection answers in this envelope (SPEC 3, "Portfolio list state"). */
export function pageOf<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    contents: z.array(item),
    current_page: z.number().int().min(1),
    page_size: z.number().int().min(1),
    total_count: z.number().int().min(0),
    total_pages: z.number().int().min(0),
  });
}

export type Page<T> = {
  contents: T[];
  current_page: number;
  page_size: number;
  total_count: number;
  total_pages: number;
};
