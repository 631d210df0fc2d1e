import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { workPlanPaths } from '../../paths/workPlanPaths';
import { workPlanSettingsSchema, type WorkPlanSettings } from '../../schemas/workPlan.schema';
import type { SaveTimeFrameInput } from '../../../machines/workPlanSettings.machine';

/** PUT /v5/workspace-setting/{wpId}: information and time frame together; planning years removed drop their budgets here. */
export function saveWorkPlanSettingsActor(api: ApiClient) {
  return fromPromise<WorkPlanSettings, SaveTimeFrameInput>(({ input, signal }) =>
    api.request(workPlanPaths.saveSettings.url({ wpId: input.workPlanId }), workPlanSettingsSchema, {
      method: 'PUT',
      body: { information: input.information, time_frame: input.timeFrame },
      signal,
    }),
  );
}
