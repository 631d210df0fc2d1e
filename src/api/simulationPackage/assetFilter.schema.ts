import { z } from 'zod';
import { nonEmptyText, wholeNumber } from './valueRules';

const NO_VALUES = 'must list at least one value (leave the field out to select every asset)';

const values = z.array(nonEmptyText).min(1, { error: NO_VALUES });

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
  consequenceOfFailure: z
    .array(wholeNumber('consequence of failure is 1 to 5', 1, 5))
    .min(1, { error: NO_VALUES })
    .optional(),
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
