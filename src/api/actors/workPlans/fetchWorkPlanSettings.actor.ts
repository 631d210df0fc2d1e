import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { workPlanPaths } from '../../paths/workPlanPaths';
import { workPlanSettingsSchema, type WorkPlanSettings } from '../../schemas/workPlan.schema';

/** GET /v5/workspace-setting/{wpId}: the plan's information, time frame and its four ordered lists. */
export function fetchWorkPlanSettingsActor(api: ApiClient) {
  return fromPromise<WorkPlanSettings, { workPlanId: string }>(({ input, signal }) =>
    api.request(workPlanPaths.settings.url({ wpId: input.workPlanId }), workPlanSettingsSchema, { signal }),
  );
}
