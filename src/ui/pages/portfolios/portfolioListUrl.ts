import { portfolioSortSchema, type PortfolioListQuery } from '../../../api/schemas/portfolio.schema';
import type { PortfolioListInput } from '../../../machines/portfolioList.machine';

const LIST_PARAMS = ['q', 'page', 'sort'] as const;

/** Reads ?q=&page=&sort= so that a reload or a shared link opens the same list. */
export function readPortfolioListUrl(search: string): PortfolioListInput {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  const sort = portfolioSortSchema.safeParse(params.get('sort'));
  return {
    filter: params.get('q')?.trim() ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    sort: sort.success ? sort.data : 'name',
  };
}

/**
 * The query string of a list query, keeping only what differs from the defaults and leaving the
 * address's other parameters (e.g. ?inspect) as they are.
 */
export function toPortfolioListSearch({ filter, page, sort }: PortfolioListQuery, currentSearch = ''): string {
  const params = new URLSearchParams(currentSearch);
  for (const key of LIST_PARAMS) params.delete(key);
  if (filter) params.set('q', filter);
  if (page > 1) params.set('page', String(page));
  if (sort !== 'name') params.set('sort', sort);
  const search = params.toString();
  return search ? `?${search}` : '';
}
