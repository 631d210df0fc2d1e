import type { SnapshotFrom } from 'xstate';
import type { reportMapMachine } from '../../../../../machines/reportMap.machine';

type ReportMapSnapshot = SnapshotFrom<typeof reportMapMachine>;

/** A skeleton while the layer loads, the map, 'Spatial report error.' with Retry, or the note that the run has no spatial data. */
export type ReportMapView = 'loading' | 'ready' | 'failed' | 'noSpatial';

export function selectMapView(snapshot: ReportMapSnapshot): ReportMapView {
  if (snapshot.hasTag('error')) return 'failed';
  if (snapshot.hasTag('busy')) return 'loading';
  return snapshot.matches('noSpatial') ? 'noSpatial' : 'ready';
}

export const selectLayer = (snapshot: ReportMapSnapshot) => snapshot.context.layer;
export const selectMeasure = (snapshot: ReportMapSnapshot) => snapshot.context.measure;
export const selectSelectedLocation = (snapshot: ReportMapSnapshot) => snapshot.context.selectedLocation;
export const selectMapFailure = (snapshot: ReportMapSnapshot) => snapshot.context.failure;
