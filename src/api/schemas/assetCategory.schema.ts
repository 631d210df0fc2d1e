import { z } from 'zod';

/**
 * SPEC 7 "An asset categories resource location": the kinds of asset network Horizon has sample
 * packages and reports for. `network_measure` names the unit an asset's size is counted in
 * (DOMAIN "Data snapshot"), `classes` the class values the sample register uses, `criteria` its
 * service criteria, `sample` the folder of samples/ that publishes one.
 */
export const assetCategorySchema = z.object({
  id: z.enum(['roads', 'water_mains', 'buildings']),
  name: z.string(),
  network_measure: z.enum(['m2', 'm', 'm2_floor']),
  classes: z.array(z.string()).min(1),
  criteria: z.array(z.string()).min(1),
  sample: z.string(),
});
export type AssetCategory = z.infer<typeof assetCategorySchema>;

export const assetCategoryListSchema = z.object({ contents: z.array(assetCategorySchema) });
export type AssetCategoryList = z.infer<typeof assetCategoryListSchema>;
