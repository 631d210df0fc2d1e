import type { SnapshotFrom } from 'xstate';
import type { advancedAnalysisMachine } from '../../../../machines/advancedAnalysis.machine';
import type { advancedComparisonMachine } from '../../../../machines/advancedComparison.machine';

type AnalysisSnapshot = SnapshotFrom<typeof advancedAnalysisMachine>;
type ComparisonSnapshot = SnapshotFrom<typeof advancedComparisonMachine>;

/** What the analysis tab shows as a whole: a filter that is loading keeps the last numbers on screen. */
export type AnalysisView = 'loading' | 'shown' | 'failed' | 'refused' | 'notReady';

export function selectAnalysisView(snapshot: AnalysisSnapshot): AnalysisView {
  if (snapshot.matches({ analysis: 'refused' })) return 'refused';
  if (snapshot.matches({ analysis: 'notReady' })) return 'notReady';
  if (snapshot.hasTag('error')) return 'failed';
  return snapshot.context.analysis ? 'shown' : 'loading';
}

export const selectAnalysis = (snapshot: AnalysisSnapshot) => snapshot.context.analysis;
export const selectAnalysisFailure = (snapshot: AnalysisSnapshot) => snapshot.context.failure;
export const selectRefiltering = (snapshot: AnalysisSnapshot) => snapshot.hasTag('busy');
export const selectFilters = (snapshot: AnalysisSnapshot) => snapshot.context.filters;
export const selectSort = (snapshot: AnalysisSnapshot) => snapshot.context.sort;
export const selectWorksTotal = (snapshot: AnalysisSnapshot) => snapshot.context.total;
export const selectWorksPages = (snapshot: AnalysisSnapshot) => snapshot.context.pages;
export const selectWorksRange = (snapshot: AnalysisSnapshot) => snapshot.context.range;
export const selectWorksRevision = (snapshot: AnalysisSnapshot) => snapshot.context.revision;
export const selectLoadingWorks = (snapshot: AnalysisSnapshot) => snapshot.hasTag('loadingWorks');
export const selectWorksFailure = (snapshot: AnalysisSnapshot) => (snapshot.hasTag('worksError') ? snapshot.context.worksFailure : null);
export const selectDrillAsset = (snapshot: AnalysisSnapshot) => snapshot.context.asset;

/** What the comparison tab shows as a whole. */
export type ComparisonView = 'listing' | 'listFailed' | 'comparing' | 'compared' | 'failed' | 'nothingChosen' | 'refused';

export function selectComparisonView(snapshot: ComparisonSnapshot): ComparisonView {
  if (snapshot.matches('listing')) return 'listing';
  if (snapshot.matches('listFailed')) return 'listFailed';
  if (snapshot.matches('refused')) return 'refused';
  if (snapshot.matches({ choosing: 'nothingChosen' })) return 'nothingChosen';
  if (snapshot.matches({ choosing: 'failed' })) return 'failed';
  return snapshot.hasTag('busy') ? 'comparing' : 'compared';
}

export const selectComparableSimulations = (snapshot: ComparisonSnapshot) => snapshot.context.simulations;
export const selectChosen = (snapshot: ComparisonSnapshot) => snapshot.context.chosen;
export const selectComparison = (snapshot: ComparisonSnapshot) => snapshot.context.comparison;
export const selectComparisonFailure = (snapshot: ComparisonSnapshot) => snapshot.context.failure;
export const selectTooMany = (snapshot: ComparisonSnapshot) => snapshot.context.tooMany;
