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

export const WKT_GEOMETRY = /^(MULTI)?(POINT|LINESTRING|POLYGON)\s*(Z|M|ZM)?\s*\(/i;

/** The messages of the row rules; `assetRowChecks` (the fast path) uses the same. */
export const ROW_MESSAGES = {
  assetIdRequired: 'asset id is required',
  assetIdTooLong: 'asset id must be at most 100 characters',
  networkMeasure: 'network measure must be a positive number',
  locationValue: 'location value must be a number',
  consequenceOfFailure: 'consequence of failure must be a whole number from 1 to 5',
  riskScore: 'risk score must be a number',
  assetValue: 'asset value must be a number of 0 or more',
  centerX: 'center_x must be a number',
  centerY: 'center_y must be a number',
  geometry: 'geometry must be WKT (POINT, LINESTRING, POLYGON or their MULTI forms)',
  centerPair: 'center_x and center_y must be given together',
} as const;

export const MAX_ASSET_ID_LENGTH = 100;

/**
 * The message for a condition column off its native scale. A snapshot uploaded without its
 * settings knows no scale yet (an infinite one): its conditions need only be numbers.
 */
export function conditionMessage(scale: ConditionScale): string {
  if (!Number.isFinite(scale.min) || !Number.isFinite(scale.max)) return `${scale.column} must be a number`;
  return `${scale.column} must be a number from ${scale.min} to ${scale.max}`;
}

function numberField(message: string) {
  return z.coerce.number<string>({ error: message });
}

/**
 * One asset row, with its cells as the CSV reader hands them over: text, blank cells left out.
 * Numbers are coerced here so that the message names the column and the rule it broke. This is
 * the contract; the engine reads rows with `assetRowChecks`, which must agree with it (a test
 * compares the two).
 */
export const assetRowBaseSchema = z
  .object({
    asset_id: z.string({ error: ROW_MESSAGES.assetIdRequired }).max(MAX_ASSET_ID_LENGTH, { error: ROW_MESSAGES.assetIdTooLong }),
    network_measure: numberField(ROW_MESSAGES.networkMeasure).pipe(z.number().positive({ error: ROW_MESSAGES.networkMeasure })),
    name: z.string().optional(),
    class: z.string().optional(),
    subclass: z.string().optional(),
    type: z.string().optional(),
    subtype: z.string().optional(),
    hierarchy: z.string().optional(),
    location: z.string().optional(),
    location_value: numberField(ROW_MESSAGES.locationValue).optional(),
    criticality: z.string().optional(),
    consequence_of_failure: numberField(ROW_MESSAGES.consequenceOfFailure)
      .pipe(z.int({ error: ROW_MESSAGES.consequenceOfFailure }).min(1, { error: ROW_MESSAGES.consequenceOfFailure }).max(5, { error: ROW_MESSAGES.consequenceOfFailure }))
      .optional(),
    risk_rating: z.string().optional(),
    risk_score: numberField(ROW_MESSAGES.riskScore).optional(),
    asset_value: numberField(ROW_MESSAGES.assetValue).pipe(z.number().nonnegative({ error: ROW_MESSAGES.assetValue })).optional(),
    center_x: numberField(ROW_MESSAGES.centerX).optional(),
    center_y: numberField(ROW_MESSAGES.centerY).optional(),
    geometry: z.string().regex(WKT_GEOMETRY, { error: ROW_MESSAGES.geometry }).optional(),
  })
  .strict();

export type AssetRowBase = z.output<typeof assetRowBaseSchema>;
export type AssetRow = AssetRowBase & { readonly [conditionColumn: string]: number | string | undefined };

/** The row schema of one package: the base columns plus its criteria's condition columns. */
export function assetRowSchema(scales: readonly ConditionScale[]) {
  const conditions: Record<string, z.ZodType<number, string>> = {};
  for (const scale of scales) {
    const message = conditionMessage(scale);
    conditions[scale.column] = numberField(message).pipe(z.number().min(scale.min, { error: message }).max(scale.max, { error: message }));
  }
  return assetRowBaseSchema
    .extend(conditions)
    .refine((row) => (row.center_x === undefined) === (row.center_y === undefined), {
      error: ROW_MESSAGES.centerPair,
      path: ['center_x'],
    }) as unknown as z.ZodType<AssetRow, Record<string, string>>;
}
