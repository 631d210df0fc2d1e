import { z } from 'zod';

const values = z.array(z.string().min(1)).min(1);

/**
 * Selects assets by their register fields. Every listed field must match (and); within a field any
 * listed value matches (or). An empty filter selects every asset.
 */
export const assetFilterSchema = z.strictObject({
  class: values.optional(),
  subclass: values.optional(),
  type: values.optional(),
  subtype: values.optional(),
  hierarchy: values.optional(),
  location: values.optional(),
  criticality: values.optional(),
  riskRating: values.optional(),
  consequenceOfFailure: z.array(z.int().min(1).max(5, { error: 'consequence of failure is 1 to 5' })).min(1).optional(),
});

export type AssetFilter = z.infer<typeof assetFilterSchema>;

/** The register columns a filter can test, with the assets.csv column that holds them. */
export const FILTER_TEXT_FIELDS = [
  ['class', 'class'],
  ['subclass', 'subclass'],
  ['type', 'type'],
  ['subtype', 'subtype'],
  ['hierarchy', 'hierarchy'],
  ['location', 'location'],
  ['criticality', 'criticality'],
  ['riskRating', 'risk_rating'],
] as const;
