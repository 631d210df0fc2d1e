import type { WorkPlanListQuery } from '../../../machines/workPlanList.machine';

/** Reads ?page= so that a reload or a shared link opens the same page of plans. */
export function readWorkPlanListPage(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The query string of a list query: the page when it is not the first, the address's other parameters as they are. */
export function toWorkPlanListSearch({ page }: WorkPlanListQuery, currentSearch = ''): string {
  const params = new URLSearchParams(currentSearch);
  params.delete('page');
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}
