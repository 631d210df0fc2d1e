import { z } from 'zod';

/** SPEC 5: a valid identifier is a UUID, and the all-zero UUID is not one. */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';
export const idSchema = z
  .uuid({ error: 'must be a valid identifier' })
  .refine((value) => value !== NIL_UUID, { error: 'must be a valid identifier' });

export const timestampSchema = z.iso.datetime({ offset: true });

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
