import type { AssetTable, CategoryColumn } from '../engine/assetTable';

/**
 * What the advanced analysis filters and maps a run's works by, per asset of the register (in the
 * engine's asset order): class, hierarchy, criticality and the asset's centre. The zero-budget
 * baseline reads the register anyway, so it hands these back for the works to carry.
 */
export type AssetAttributes = {
  assetClass: CategoryColumn;
  hierarchy: CategoryColumn;
  criticality: CategoryColumn;
  centerX: Float64Array | null;
  centerY: Float64Array | null;
};

export function assetAttributesOf(assets: AssetTable): AssetAttributes {
  return {
    assetClass: assets.categories.class,
    hierarchy: assets.categories.hierarchy,
    criticality: assets.categories.criticality,
    centerX: assets.centerX,
    centerY: assets.centerY,
  };
}

const categoryAt = (column: CategoryColumn, asset: number): string => column.values[column.codes[asset] ?? 0] ?? '';

const coordinateAt = (column: Float64Array | null, asset: number): number | null => {
  const value = column?.[asset];
  return value === undefined || Number.isNaN(value) ? null : value;
};

/** One asset's attributes as a work row holds them; all null when the register was not read. */
export function attributesAt(attributes: AssetAttributes | null, asset: number) {
  if (!attributes) return { asset_class: null, hierarchy: null, criticality: null, center_x: null, center_y: null };
  return {
    asset_class: categoryAt(attributes.assetClass, asset),
    hierarchy: categoryAt(attributes.hierarchy, asset),
    criticality: categoryAt(attributes.criticality, asset),
    center_x: coordinateAt(attributes.centerX, asset),
    center_y: coordinateAt(attributes.centerY, asset),
  };
}
