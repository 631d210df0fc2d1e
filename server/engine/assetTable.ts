import type { TextColumn } from './textColumn';

/** Text columns stored as a code per asset into a list of distinct values ('' for blank). */
export interface CategoryColumn {
  readonly codes: Uint32Array;
  readonly values: readonly string[];
}

export const CATEGORY_FIELDS = ['class', 'subclass', 'type', 'subtype', 'hierarchy', 'location', 'criticality', 'risk_rating'] as const;
export type CategoryField = (typeof CATEGORY_FIELDS)[number];

/**
 * The asset register as columns (structure of arrays): a million assets cost a few typed arrays
 * instead of a million objects. Optional numeric columns absent from the file are null; missing
 * cells of present columns are NaN (or 0 for consequence of failure, which is 1-5).
 */
export interface AssetTable {
  readonly count: number;
  readonly ids: TextColumn;
  readonly names: TextColumn | null;
  readonly networkMeasure: Float64Array;
  readonly categories: Readonly<Record<CategoryField, CategoryColumn>>;
  readonly locationValue: Float64Array | null;
  readonly consequenceOfFailure: Uint8Array | null;
  readonly riskScore: Float64Array | null;
  readonly assetValue: Float64Array | null;
  readonly centerX: Float64Array | null;
  readonly centerY: Float64Array | null;
  /** Native-scale condition per criterion, in the order of settings.json's criteria. */
  readonly conditions: readonly Float64Array[];
}
