import { taskStatusSchema, type TaskStatus } from '../../../api/schemas/taskStatus.schema';
import { idSchema } from '../../../api/schemas/common.schema';
import type { SimulationListPageQuery } from '../../../machines/simulationList.machine';

const LIST_PARAMS = ['q', 'page', 'workspace', 'status'] as const;

export type SimulationListUrl = { q: string; page: number; workspace_id: string; status: TaskStatus | '' };

/** Reads ?q=&page=&workspace=&status= so that a reload or a shared link opens the same list; a value the API would refuse is dropped. */
export function readSimulationListUrl(search: string): SimulationListUrl {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  const workspace = params.get('workspace') ?? '';
  const status = taskStatusSchema.safeParse(params.get('status'));
  return {
    q: params.get('q')?.trim() ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    workspace_id: idSchema.safeParse(workspace).success ? workspace : '',
    status: status.success ? status.data : '',
  };
}

/** The query string of a list query, keeping only what differs from the defaults and the address's other parameters (e.g. ?actors). */
export function toSimulationListSearch({ q, page, workspace_id, status }: SimulationListPageQuery, currentSearch = ''): string {
  const params = new URLSearchParams(currentSearch);
  for (const key of LIST_PARAMS) params.delete(key);
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  if (workspace_id) params.set('workspace', workspace_id);
  if (status) params.set('status', status);
  const search = params.toString();
  return search ? `?${search}` : '';
}
