import { portfolioSortSchema } from '../../../api/schemas/portfolio.schema';
import type { PortfolioListInput, PortfolioListQuery } from '../../../machines/portfolioList.machine';

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

/** The query string of a list query, keeping only what differs from the defaults. */
export function toPortfolioListSearch({ filter, page, sort }: PortfolioListQuery): string {
  const params = new URLSearchParams();
  if (filter) params.set('q', filter);
  if (page > 1) params.set('page', String(page));
  if (sort !== 'name') params.set('sort', sort);
  const search = params.toString();
  return search ? `?${search}` : '';
}
