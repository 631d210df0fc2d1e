import { z } from 'zod';

/** assets.csv columns other than the per-criterion conditions, in the order the samples write them. */
export const ASSET_COLUMNS = [
  'asset_id',
  'network_measure',
  'name',
  'class',
  'subclass',
  'type',
  'subtype',
  'hierarchy',
  'location',
  'location_value',
  'criticality',
  'consequence_of_failure',
  'risk_rating',
  'risk_score',
  'asset_value',
  'center_x',
  'center_y',
  'geometry',
] as const;

export type AssetColumn = (typeof ASSET_COLUMNS)[number];

export const REQUIRED_ASSET_COLUMNS: readonly AssetColumn[] = ['asset_id', 'network_measure'];

/** One condition column per service criterion: `condition_roof` for the criterion `roof`. */
export function conditionColumn(criterionId: string): string {
  return `condition_${criterionId}`;
}

/** The native scale a criterion's imported conditions must lie on (from settings.json's states). */
export interface ConditionScale {
  column: string;
  min: number;
  max: number;
}

const WKT_GEOMETRY = /^(MULTI)?(POINT|LINESTRING|POLYGON)\s*(Z|M|ZM)?\s*\(/i;

function numberField(message: string) {
  return z.coerce.number<string>({ error: message });
}

/**
 * One asset row, with its cells as the CSV reader hands them over: text, blank cells left out.
 * Numbers are coerced here so that the message names the column and the rule it broke.
 */
export const assetRowBaseSchema = z
  .object({
    asset_id: z.string({ error: 'asset id is required' }).max(100, { error: 'asset id must be at most 100 characters' }),
    network_measure: numberField('network measure must be a positive number').pipe(
      z.number().positive({ error: 'network measure must be a positive number' }),
    ),
    name: z.string().optional(),
    class: z.string().optional(),
    subclass: z.string().optional(),
    type: z.string().optional(),
    subtype: z.string().optional(),
    hierarchy: z.string().optional(),
    location: z.string().optional(),
    location_value: numberField('location value must be a number').optional(),
    criticality: z.string().optional(),
    consequence_of_failure: numberField('consequence of failure must be a whole number from 1 to 5')
      .pipe(z.int({ error: 'consequence of failure must be a whole number from 1 to 5' }).min(1, { error: 'consequence of failure must be a whole number from 1 to 5' }).max(5, { error: 'consequence of failure must be a whole number from 1 to 5' }))
      .optional(),
    risk_rating: z.string().optional(),
    risk_score: numberField('risk score must be a number').optional(),
    asset_value: numberField('asset value must be a number of 0 or more')
      .pipe(z.number().nonnegative({ error: 'asset value must be a number of 0 or more' }))
      .optional(),
    center_x: numberField('center_x must be a number').optional(),
    center_y: numberField('center_y must be a number').optional(),
    geometry: z.string().regex(WKT_GEOMETRY, { error: 'geometry must be WKT (POINT, LINESTRING, POLYGON or their MULTI forms)' }).optional(),
  })
  .strict();

export type AssetRowBase = z.output<typeof assetRowBaseSchema>;
export type AssetRow = AssetRowBase & { readonly [conditionColumn: string]: number | string | undefined };

/** The row schema of one package: the base columns plus its criteria's condition columns. */
export function assetRowSchema(scales: readonly ConditionScale[]) {
  const conditions: Record<string, z.ZodType<number, string>> = {};
  for (const scale of scales) {
    const message = `${scale.column} must be a number from ${scale.min} to ${scale.max}`;
    conditions[scale.column] = numberField(message).pipe(z.number().min(scale.min, { error: message }).max(scale.max, { error: message }));
  }
  return assetRowBaseSchema
    .extend(conditions)
    .refine((row) => (row.center_x === undefined) === (row.center_y === undefined), {
      error: 'center_x and center_y must be given together',
      path: ['center_x'],
    }) as unknown as z.ZodType<AssetRow, Record<string, string>>;
}
