import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { workPlanBuilderPaths } from '../../paths/workPlanBuilderPaths';
import { proposedTreatmentPageSchema, type ProposedTreatmentRow } from '../../schemas/workPlanBuilder.schema';
import type { FindSelectionTreatmentsInput } from '../../../machines/builderSelection.machine';
import type { TreatmentPick } from '../../../machines/createTreatment.machine';

/** The route's largest window: a selection's treatments usually fit in one. */
const WINDOW = 1000;

/**
 * GET /v5/project-phase-treatment/{wpId}/proposed?asset_uuid=…: the selected assets' proposed
 * treatments, window by window, keeping those not in a phase yet as Create Treatment's picks.
 */
export function findSelectionTreatmentsActor(api: ApiClient) {
  return fromPromise<TreatmentPick[], FindSelectionTreatmentsInput>(async ({ input, signal }) => {
    const rows: ProposedTreatmentRow[] = [];
    const query = { asset_uuid: input.assets.map((asset) => asset.id), limit: WINDOW };
    for (;;) {
      const page = await api.request(workPlanBuilderPaths.proposed.url({ wpId: input.workPlanId }), proposedTreatmentPageSchema, { query: { ...query, offset: rows.length }, signal });
      rows.push(...page.contents);
      if (page.contents.length === 0 || rows.length >= page.total_count) break;
    }
    return rows.filter((row) => row.planned === null).map((row) => ({ source_id: row.data_source_id, asset_id: row.asset_id, proposed_treatment_id: row.proposed_treatment_id }));
  });
}
