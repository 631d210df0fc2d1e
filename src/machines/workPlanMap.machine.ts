import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import type { PlanAssetCollection } from '../api/schemas/workPlanBuilder.schema';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';

/** What the assets are coloured by: the year of their first proposed treatment, or their project's status. */
export type MapColourBy = 'treatmentYear' | 'projectStatus';

export type WorkPlanMapContext = { workPlanId: string; collection: PlanAssetCollection | null; colourBy: MapColourBy; failure: ApiFailure | null };

export type WorkPlanMapEvent =
  | { type: 'retry' }
  | { type: 'reload' }
  | { type: 'colourBy.change'; colourBy: MapColourBy }
  /** The browser cannot draw the map (no WebGL): MapLibre's reason, for the record. */
  | { type: 'map.renderFailed'; reason: string };

/**
 * A map of the plan's assets (Builder - Map, Insights - Map): it reads their GeoJSON once,
 * again on demand (after treatments went into a phase), and keeps what they are coloured by.
 * A reload keeps the assets drawn until the new ones arrive. A browser that cannot draw the map
 * says so, for good: another try would fail the same way.
 */
export const workPlanMapMachine = setup({
  types: {
    context: {} as WorkPlanMapContext,
    events: {} as WorkPlanMapEvent,
    input: {} as { workPlanId: string; colourBy?: MapColourBy },
    tags: {} as 'busy' | 'error',
  },
  actors: {
    loadAssets: fromPromise<PlanAssetCollection, { workPlanId: string }>(notProvided('loadAssets')),
  },
  actions: {
    storeCollection: assign({ collection: (_, collection: PlanAssetCollection) => collection, failure: null }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
    storeColourBy: assign({ colourBy: (_, colourBy: MapColourBy) => colourBy }),
  },
}).createMachine({
  id: 'workPlanMap',
  context: ({ input }) => ({ workPlanId: input.workPlanId, collection: null, colourBy: input.colourBy ?? 'treatmentYear', failure: null }),
  initial: 'loading',
  on: { 'colourBy.change': { actions: { type: 'storeColourBy', params: ({ event }) => event.colourBy } } },
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadAssets',
        src: 'loadAssets',
        input: ({ context }) => ({ workPlanId: context.workPlanId }),
        onDone: { target: 'ready', actions: { type: 'storeCollection', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    failed: { tags: 'error', on: { retry: 'loading' } },
    ready: { on: { reload: 'loading', 'map.renderFailed': 'renderFailed' } },
    renderFailed: { tags: 'error' },
  },
});

export type WorkPlanMapSnapshot = SnapshotFrom<typeof workPlanMapMachine>;
