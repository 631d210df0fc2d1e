import type { SnapshotFrom } from 'xstate';
import type { assetLifeCycleMachine } from '../../../../machines/assetLifeCycle.machine';
import type { liteReportMachine } from '../../../../machines/liteReport.machine';

type ReportSnapshot = SnapshotFrom<typeof liteReportMachine>;
type AssetSnapshot = SnapshotFrom<typeof assetLifeCycleMachine>;

/** What the tab shows as a whole; `sections` lists each section's outcome (or its skeleton while it loads). */
export type LiteReportView = 'waiting' | 'noResults' | 'checking' | 'outdated' | 'sections' | 'empty' | 'failed';

export function selectReportView(snapshot: ReportSnapshot): LiteReportView {
  if (snapshot.hasTag('busy')) return 'checking';
  if (snapshot.hasTag('error')) return 'failed';
  if (snapshot.matches({ report: 'waiting' })) return 'waiting';
  if (snapshot.matches({ report: 'noResults' })) return 'noResults';
  if (snapshot.matches({ report: 'outdated' })) return 'outdated';
  if (snapshot.matches({ report: 'empty' })) return 'empty';
  return 'sections';
}

export const selectOutcomes = (snapshot: ReportSnapshot) => snapshot.context.outcomes;
export const selectSections = (snapshot: ReportSnapshot) => snapshot.context.sections;
export const selectReportFailure = (snapshot: ReportSnapshot) => snapshot.context.failure;
export const selectSpatial = (snapshot: ReportSnapshot) => snapshot.context.spatial;
export const selectCopying = (snapshot: ReportSnapshot) => snapshot.matches({ copy: 'copying' });

export const selectMatches = (snapshot: AssetSnapshot) => snapshot.context.matches;
export const selectSearching = (snapshot: AssetSnapshot) => !snapshot.matches({ search: 'idle' });
export const selectSearchFailure = (snapshot: AssetSnapshot) => snapshot.context.searchFailure;
export const selectSearchText = (snapshot: AssetSnapshot) => snapshot.context.search;
export const selectChosenAsset = (snapshot: AssetSnapshot) => snapshot.context.asset;
export const selectAssetSummary = (snapshot: AssetSnapshot) => snapshot.context.summary;
export const selectAssetOpening = (snapshot: AssetSnapshot) => snapshot.matches({ asset: 'opening' });
export const selectAssetFailed = (snapshot: AssetSnapshot) => snapshot.matches({ asset: 'failed' });
