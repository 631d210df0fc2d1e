import { assign, fromPromise, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import type { AssetFeatureCollection } from '../api/schemas/dataSnapshot.schema';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';

export type ReportMapInput = {
  snapshotId: string;
  snapshotVersion: number;
  /** The simulation's spatial flag: its data has coordinates or an uploaded layer. */
  spatial: boolean;
  /** The measures the report's table offers for colouring the map, the default first. */
  measures: string[];
};

export type ReportMapContext = {
  snapshotId: string;
  snapshotVersion: number;
  spatial: boolean;
  measures: string[];
  /** What the location circles are sized and coloured by. */
  measure: string | null;
  /** The location clicked on the map, whose bar the chart highlights. */
  selectedLocation: string | null;
  layer: AssetFeatureCollection | null;
  failure: ApiFailure | null;
};

export type ReportMapEvent =
  | { type: 'map.retry' }
  | { type: 'map.measure.select'; measure: string }
  | { type: 'map.location.select'; location: string | null }
  /** The browser could not draw the map (no WebGL): the failure as the view will explain it. */
  | { type: 'map.render.failed'; failure: ApiFailure };

type MeasureSelect = Extract<ReportMapEvent, { type: 'map.measure.select' }>;
type LocationSelect = Extract<ReportMapEvent, { type: 'map.location.select' }>;
type RenderFailed = Extract<ReportMapEvent, { type: 'map.render.failed' }>;

/**
 * The location-analysis map (issue 14): a run with spatial data loads its data snapshot's GeoJSON
 * and shows the map, coloured by the chosen measure; a run without shows the bars alone with a
 * note. A layer that cannot be read, or a map the browser cannot draw, is SPEC 8's 'Spatial
 * report error.' with Retry.
 */
export const reportMapMachine = setup({
  types: {
    context: {} as ReportMapContext,
    events: {} as ReportMapEvent,
    input: {} as ReportMapInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    fetchLayer: fromPromise<AssetFeatureCollection, { snapshotId: string; snapshotVersion: number }>(notProvided('fetchLayer')),
  },
  actions: {
    storeLayer: assign({ layer: (_, layer: AssetFeatureCollection) => layer, failure: null }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
    storeRenderFailure: assign({ failure: (_, event: RenderFailed) => event.failure }),
    chooseMeasure: assign({ measure: (_, event: MeasureSelect) => event.measure }),
    selectLocation: assign({ selectedLocation: (_, event: LocationSelect) => event.location }),
  },
  guards: {
    hasSpatialData: ({ context }) => context.spatial,
    isOffered: ({ context }, event: MeasureSelect) => context.measures.includes(event.measure),
  },
}).createMachine({
  id: 'reportMap',
  context: ({ input }) => ({
    snapshotId: input.snapshotId,
    snapshotVersion: input.snapshotVersion,
    spatial: input.spatial,
    measures: input.measures,
    measure: input.measures[0] ?? null,
    selectedLocation: null,
    layer: null,
    failure: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasSpatialData', target: 'loading' }, { target: 'noSpatial' }],
    },
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchLayer',
        src: 'fetchLayer',
        input: ({ context }) => ({ snapshotId: context.snapshotId, snapshotVersion: context.snapshotVersion }),
        onDone: { target: 'ready', actions: { type: 'storeLayer', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    ready: {
      on: {
        'map.measure.select': { guard: { type: 'isOffered', params: ({ event }) => event }, actions: { type: 'chooseMeasure', params: ({ event }) => event } },
        'map.location.select': { actions: { type: 'selectLocation', params: ({ event }) => event } },
        'map.render.failed': { target: 'failed', actions: { type: 'storeRenderFailure', params: ({ event }) => event } },
      },
    },
    failed: {
      tags: 'error',
      on: { 'map.retry': 'loading' },
    },
    noSpatial: {},
  },
});
