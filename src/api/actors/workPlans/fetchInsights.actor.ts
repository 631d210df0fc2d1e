import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { projectPaths } from '../../paths/projectPaths';
import { insightsSchema, type Insights } from '../../schemas/project.schema';

/** GET /v5/project/{wpId}/insights: the Board, Grid, Gantt and budgets of the plan, in one read. */
export function fetchInsightsActor(api: ApiClient) {
  return fromPromise<Insights, { workPlanId: string }>(({ input, signal }) => api.request(projectPaths.insights.url({ wpId: input.workPlanId }), insightsSchema, { signal }));
}
