import type { Page } from '../../src/api/schemas/common.schema';

/** The envelope every paged collection answers in, from one page of rows and the total count. */
export function pageEnvelope<T>(contents: T[], totalCount: number, query: { page: number; page_size: number }): Page<T> {
  return {
    contents,
    current_page: query.page,
    page_size: query.page_size,
    total_count: totalCount,
    total_pages: Math.ceil(totalCount / query.page_size),
  };
}
