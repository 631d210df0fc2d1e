import type { WorkspaceListPageQuery } from '../../../machines/workspaceList.machine';

const LIST_PARAMS = ['q', 'page'] as const;

/** Reads ?q=&page= so that a reload or a shared link opens the same list. */
export function readWorkspaceListUrl(search: string): { q: string; page: number } {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return { q: params.get('q')?.trim() ?? '', page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/**
 * The query string of a list query, keeping only what differs from the defaults and leaving the
 * address's other parameters (e.g. ?actors) as they are.
 */
export function toWorkspaceListSearch({ q, page }: WorkspaceListPageQuery, currentSearch = ''): string {
  const params = new URLSearchParams(currentSearch);
  for (const key of LIST_PARAMS) params.delete(key);
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}
