import { fromPromise } from 'xstate';
import type { SidePanelItemInput } from '../../../../machines/sidePanelItem.machine';
import type { ApiClient } from '../../../client';
import { fetchProposedItem } from './planItems';

/** The unlinked_treatment_details view's effect: the proposed treatment with its asset and, once planned, where. */
export function unlinkedTreatmentActors(api: ApiClient, ids: { proposedId: string }) {
  return {
    fetchItem: fromPromise<unknown, SidePanelItemInput>(({ input, signal }) => fetchProposedItem(api, input.workPlanId, ids.proposedId, signal)),
  };
}
