import { ASSETS_PER_DATA_SOURCE_MAX } from '../schemas/project.schema';

/** An asset of a work plan: its id is unique within its data source only. */
export type AssetKey = { data_source_id: string; asset_id: string };

export const sameAsset = (a: AssetKey, b: AssetKey): boolean => a.data_source_id === b.data_source_id && a.asset_id === b.asset_id;

export const isSelected = (selection: readonly AssetKey[], asset: AssetKey): boolean => selection.some((chosen) => sameAsset(chosen, asset));

/** How many assets of each data source are selected, by data source id. */
export function selectedPerDataSource(selection: readonly AssetKey[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { data_source_id: source } of selection) counts[source] = (counts[source] ?? 0) + 1;
  return counts;
}

/** Whether one more asset of the asset's data source may be selected. */
export const hasRoomFor = (selection: readonly AssetKey[], asset: AssetKey): boolean =>
  (selectedPerDataSource(selection)[asset.data_source_id] ?? 0) < ASSETS_PER_DATA_SOURCE_MAX;

/** Whether a click on the asset is taken: a selected one can always be let go, another needs room in its data source. */
export const canSelect = (selection: readonly AssetKey[], asset: AssetKey): boolean => isSelected(selection, asset) || hasRoomFor(selection, asset);

export type SelectionToggle<T extends AssetKey> =
  | { outcome: 'selected' | 'deselected'; selection: T[] }
  /** The asset's data source has its 5 already: the selection stays as it was. */
  | { outcome: 'refused'; selection: T[] };

/** A click on an asset: a selected one is deselected; another is added while its data source has room. */
export function toggleAsset<T extends AssetKey>(selection: readonly T[], asset: T): SelectionToggle<T> {
  if (isSelected(selection, asset)) return { outcome: 'deselected', selection: selection.filter((chosen) => !sameAsset(chosen, asset)) };
  if (!canSelect(selection, asset)) return { outcome: 'refused', selection: [...selection] };
  return { outcome: 'selected', selection: [...selection, asset] };
}
