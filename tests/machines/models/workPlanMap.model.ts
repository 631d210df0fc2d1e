import type { ApiFailure } from '../../../src/api/apiError';
import type { PlanAssetCollection } from '../../../src/api/schemas/workPlanBuilder.schema';
import { workPlanMapMachine, type MapColourBy } from '../../../src/machines/workPlanMap.machine';
import { MAP_WORK_PLAN_ID as WP, NO_ASSETS } from '../harness/workPlanMap.harness';
import { apiError } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';

type Expected = { workPlanId: string; collection: PlanAssetCollection | null; colourBy: MapColourBy; failure: ApiFailure | null };

const START: Expected = { workPlanId: WP, collection: null, colourBy: 'treatmentYear', failure: null };
const BY_STATUS = 'the user colours the assets by project status';
const BY_YEAR = 'the user colours the assets by treatment year';
/** The colouring is the user's choice in every state: the legend follows it even while the map cannot draw. */
const COLOURING = { [BY_STATUS]: { context: { colourBy: 'projectStatus' as const } }, [BY_YEAR]: { context: { colourBy: 'treatmentYear' as const } } };

/**
 * The work plan map (issue 15 "Builder: Map"): the plan's assets drawn from their geometry,
 * coloured by their first treatment year or by their project's status, whatever the map is doing;
 * loaded again after treatments went into a phase, the old assets staying drawn meanwhile. A
 * browser that cannot draw the map (no WebGL) says so and stays so.
 */
export const workPlanMapModel = machineModel({
  name: 'workPlanMap',
  machine: workPlanMapMachine,
  starts: [{ label: 'the Map view opens', input: { workPlanId: WP }, state: 'loading', context: START }],
  events: {
    'the assets arrive': { type: 'xstate.done.actor.loadAssets', output: NO_ASSETS },
    'loading fails': { type: 'xstate.error.actor.loadAssets', error: apiError(503, 'The service is currently down for maintenance.') },
    Retry: { type: 'retry' },
    'treatments went into a phase': { type: 'reload' },
    'the browser cannot draw the map': { type: 'map.renderFailed', reason: 'WebGL is not supported' },
    [BY_STATUS]: { type: 'colourBy.change', colourBy: 'projectStatus' },
    [BY_YEAR]: { type: 'colourBy.change', colourBy: 'treatmentYear' },
  },
  traversalKey: (context: Expected) => `${context.colourBy}; ${context.collection ? 'drawn' : 'nothing drawn'}`,
  states: {
    loading: { says: ({ collection }) => (collection ? 'the assets stay drawn while they load again' : "the plan's assets are loading"), tags: ['busy'], invoked: { loadAssets: { workPlanId: WP } } },
    failed: { says: ({ failure }) => `"${failure?.message}" with Retry`, tags: ['error'] },
    ready: { says: ({ colourBy }) => `the assets drawn, coloured by ${colourBy === 'treatmentYear' ? 'first treatment year' : 'project status'}` },
    renderFailed: { says: 'the map cannot be drawn in this browser, for good', tags: ['error'] },
  },
  transitions: {
    loading: {
      'the assets arrive': { to: 'ready', context: { collection: NO_ASSETS, failure: null } },
      'loading fails': { to: 'failed', context: { failure: { status: 503, message: 'The service is currently down for maintenance.' } } },
      ...COLOURING,
    },
    failed: { Retry: 'loading', ...COLOURING },
    ready: { 'treatments went into a phase': 'loading', 'the browser cannot draw the map': 'renderFailed', ...COLOURING },
    renderFailed: COLOURING,
  },
});
