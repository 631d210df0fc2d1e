import { fromPromise } from 'xstate';
import type { RecentList, RecentsInput } from '../../../machines/recents.machine';
import type { ApiClient } from '../../client';
import { collectionPaths } from '../../paths/collectionPaths';
import { portfolioPaths } from '../../paths/portfolioPaths';
import { portfolioPageSchema } from '../../schemas/portfolio.schema';
import { simulationPageSchema } from '../../schemas/simulation.schema';
import { workPlanPageSchema } from '../../schemas/workPlanSummary.schema';
import { workspacePageSchema } from '../../schemas/workspace.schema';

/** SPEC 9: recent work plans come 20 at a time; the other recent lists show as many. */
export const RECENT_PAGE_SIZE = 20;

/**
 * GET on the kind's collection (SPEC 7 "Recent lists"), most recently updated first: the other
 * collections list in that order already, portfolios are asked for it.
 */
export function fetchRecentsActor(api: ApiClient) {
  return fromPromise<RecentList, RecentsInput>(async ({ input: { kind }, signal }) => {
    const query = { page_size: RECENT_PAGE_SIZE };
    switch (kind) {
      case 'portfolio': {
        const page = await api.request(portfolioPaths.list.url(), portfolioPageSchema, { query: { ...query, sort: '-updated_at' }, signal });
        return { kind, items: page.contents };
      }
      case 'workspace':
        return { kind, items: (await api.request(collectionPaths.workspaces.url(), workspacePageSchema, { query, signal })).contents };
      case 'simulation':
        return { kind, items: (await api.request(collectionPaths.simulations.url(), simulationPageSchema, { query, signal })).contents };
      case 'workPlan':
        return { kind, items: (await api.request(collectionPaths.workPlans.url(), workPlanPageSchema, { query, signal })).contents };
    }
  });
}
