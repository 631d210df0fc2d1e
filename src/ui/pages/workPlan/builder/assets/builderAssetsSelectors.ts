import type { AssetKey } from '../../../../../api/rules/assetSelection';
import { usesAdvancedFilter, type DataSource } from '../../../../../api/schemas/dataSource.schema';
import type { builderAssetsMachine } from '../../../../../machines/builderAssets.machine';
import type { BuilderSelectionSnapshot } from '../../../../../machines/builderSelection.machine';
import type { SnapshotFrom } from 'xstate';

type AssetsSnapshot = SnapshotFrom<typeof builderAssetsMachine>;

/** What the view shows as a whole: loading, failed, or ready (with or without data sources to show). */
export function selectAssetsView(snapshot: AssetsSnapshot): 'loading' | 'failed' | 'noSources' | 'importing' | 'ready' {
  if (snapshot.hasTag('busy')) return 'loading';
  if (snapshot.hasTag('error')) return 'failed';
  const { dataSources } = snapshot.context;
  if (dataSources.length === 0) return 'noSources';
  return dataSources.some((source) => source.import_status === 'completed') ? 'ready' : 'importing';
}

export const selectSetupFailure = (snapshot: AssetsSnapshot) => snapshot.context.failure;
export const selectDataSources = (snapshot: AssetsSnapshot) => snapshot.context.dataSources;
/** The data sources whose assets can be shown: those imported. */
export const selectImportedSources = (snapshot: AssetsSnapshot): DataSource[] => snapshot.context.dataSources.filter((source) => source.import_status === 'completed');
export const selectOptions = (snapshot: AssetsSnapshot) => snapshot.context.options;
export const selectSourceId = (snapshot: AssetsSnapshot) => snapshot.context.sourceId;
export const selectSearchText = (snapshot: AssetsSnapshot) => snapshot.context.searchText;
export const selectFilter = (snapshot: AssetsSnapshot) => snapshot.context.filter;
export const selectAdvancedInUse = (snapshot: AssetsSnapshot) => usesAdvancedFilter(snapshot.context.filter);
/** Whether anything narrows the list: a data source, a quick search or an advanced field. */
export const selectAnyFilter = ({ context }: AssetsSnapshot) => context.sourceId !== null || context.searchText.trim() !== '' || usesAdvancedFilter(context.filter);
export const selectTotal = (snapshot: AssetsSnapshot) => snapshot.context.total;
export const selectPages = (snapshot: AssetsSnapshot) => snapshot.context.pages;
export const selectRevision = (snapshot: AssetsSnapshot) => snapshot.context.revision;
export const selectLoadingRows = (snapshot: AssetsSnapshot) => snapshot.hasTag('loadingRows');
export const selectRowsFailure = (snapshot: AssetsSnapshot) => (snapshot.hasTag('rowsError') ? snapshot.context.rowsFailure : null);
export const selectHighlighted = (snapshot: AssetsSnapshot): AssetKey | null => snapshot.context.highlighted;

export const selectSelection = (snapshot: BuilderSelectionSnapshot) => snapshot.context.selection;
