import type { ApiFailure } from '../../../src/api/apiError';
import type { AssetFeatureCollection } from '../../../src/api/schemas/dataSnapshot.schema';
import { reportMapMachine } from '../../../src/machines/reportMap.machine';
import { apiError } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';

type Expected = {
  snapshotId: string;
  snapshotVersion: number;
  spatial: boolean;
  measures: string[];
  measure: string | null;
  selectedLocation: string | null;
  layer: AssetFeatureCollection | null;
  failure: ApiFailure | null;
};

const SNAPSHOT = '8cd3f129-a3b4-45c6-9b72-8d9eabcd0201';
const MEASURES = ['spend', 'average_condition', 'osi', 'backlog'];
const layer: AssetFeatureCollection = {
  type: 'FeatureCollection',
  features: [
    { type: 'Feature', geometry: { type: 'Point', coordinates: [144.36, -38.15] }, properties: { asset_id: 'RD-00001' } },
    { type: 'Feature', geometry: { type: 'Point', coordinates: [144.46, -38.19] }, properties: { asset_id: 'RD-00002' } },
  ],
};
const start = (spatial: boolean): Expected => ({
  snapshotId: SNAPSHOT,
  snapshotVersion: 3,
  spatial,
  measures: MEASURES,
  measure: 'spend',
  selectedLocation: null,
  layer: null,
  failure: null,
});
const input = (spatial: boolean) => ({ snapshotId: SNAPSHOT, snapshotVersion: 3, spatial, measures: MEASURES });
const unexpected = apiError(500, 'Unexpected error happened.');
const webGlMissing: ApiFailure = { status: 0, message: 'Failed to initialize WebGL', key: 'locationMap:map.renderFailed' };

/**
 * Issue 14, location-analysis: with spatial data the tab loads its snapshot version's GeoJSON and
 * shows the map coloured by the chosen measure (spend first); clicking a location selects it (its
 * bar is highlighted) and clicking the background clears it; a measure the table does not offer
 * is ignored. Without spatial data nothing loads and the bars show alone with a note. A layer that
 * cannot load or a map the browser cannot draw shows 'Spatial report error.' with Retry.
 */
export const reportMapModel = machineModel({
  name: 'reportMap',
  machine: reportMapMachine,
  starts: [
    { label: 'a run with coordinates', input: input(true), state: 'loading', context: start(true) },
    { label: 'a run without coordinates', input: input(false), state: 'noSpatial', context: start(false) },
  ],
  events: {
    'the layer loads': { type: 'xstate.done.actor.fetchLayer', output: layer },
    'the layer cannot load': { type: 'xstate.error.actor.fetchLayer', error: unexpected },
    'the user colours by OSI': { type: 'map.measure.select', measure: 'osi' },
    'a measure the table lacks is asked for': { type: 'map.measure.select', measure: 'fci' },
    'the user clicks Leopold': { type: 'map.location.select', location: 'Leopold' },
    'the user clicks the background': { type: 'map.location.select', location: null },
    'the browser cannot draw the map': { type: 'map.render.failed', failure: webGlMissing },
    'the user retries': { type: 'map.retry' },
  },
  states: {
    loading: { says: 'a skeleton where the map will be', tags: ['busy'], invoked: { fetchLayer: { snapshotId: SNAPSHOT, snapshotVersion: 3 } } },
    ready: { says: ({ measure, selectedLocation }) => `the map coloured by ${measure}${selectedLocation ? `, ${selectedLocation} highlighted` : ''}` },
    failed: { says: ({ failure }) => `'Spatial report error.' (${failure?.message}) with Retry`, tags: ['error'] },
    noSpatial: { says: 'the bars alone, with the note that the run has no spatial data' },
  },
  transitions: {
    loading: {
      'the layer loads': { to: 'ready', context: { layer, failure: null } },
      'the layer cannot load': { to: 'failed', context: { failure: { status: 500, message: 'Unexpected error happened.' } } },
    },
    ready: {
      'the user colours by OSI': { context: { measure: 'osi' } },
      'a measure the table lacks is asked for': {},
      'the user clicks Leopold': { context: { selectedLocation: 'Leopold' } },
      'the user clicks the background': { context: { selectedLocation: null } },
      'the browser cannot draw the map': { to: 'failed', context: { failure: webGlMissing } },
    },
    failed: { 'the user retries': 'loading' },
  },
});
