import { z } from 'zod';
import { idSchema, nameSchema, timestampSchema } from './common.schema';
import { creatorSchema } from './creator.schema';

/** Route parameters of the data snapshot resources. */
export const dataSnapshotParamsSchema = z.object({ dsId: idSchema });
export const dataSnapshotVersionParamsSchema = z.object({ dsId: idSchema, version: z.coerce.number<string>().int().min(1) });

/** POST /portfolios/{pfId}/data-snapshots: an empty snapshot that uploads fill with versions. */
export const dataSnapshotCreateSchema = z.object({ name: nameSchema(100).min(1) });

export const dataSnapshotSchema = z.object({
  id: idSchema,
  portfolio_id: idSchema,
  name: z.string(),
  /** null until the first upload is accepted. */
  latest_version: z.number().int().min(1).nullable(),
  created_at: timestampSchema,
});
export type DataSnapshot = z.infer<typeof dataSnapshotSchema>;

/** A category (class, location) and how much of the network it holds. */
const categoryShareSchema = z.object({ name: z.string(), assets: z.number().int().min(0), network_measure: z.number() });

/**
 * GET /data-snapshots/{dsId}/{version}: what one upload of assets.csv holds. `completeness` says,
 * per optional column of the file, the share of rows (0-1) that give a value.
 */
export const dataSnapshotSummarySchema = z.object({
  snapshot_id: idSchema,
  name: z.string(),
  version: z.number().int().min(1),
  latest_version: z.number().int().min(1),
  rows: z.number().int().min(1),
  columns: z.array(z.string()),
  classes: z.array(categoryShareSchema),
  locations: z.array(categoryShareSchema),
  total_network_measure: z.number(),
  /** The sum of asset_value; null when the file has no such column. */
  total_asset_value: z.number().nullable(),
  completeness: z.array(z.object({ column: z.string(), filled: z.number().int().min(0), share: z.number().min(0).max(1) })),
  /** Per condition column, the lowest and highest value: settings.json's scale must hold them. */
  condition_ranges: z.record(z.string(), z.object({ min: z.number(), max: z.number() })),
  /** The file's own coordinates (center_x and center_y, or geometry). */
  has_coordinates: z.boolean(),
  /** A GeoJSON layer was uploaded for this version. */
  has_spatial: z.boolean(),
  byte_size: z.number().int().min(0),
  uploaded_by: creatorSchema.nullable(),
  created_at: timestampSchema,
});
export type DataSnapshotSummary = z.infer<typeof dataSnapshotSummarySchema>;

/** GET/POST /data-snapshots/{dsId}/spatial?format=geojson[&version=N]: GeoJSON is the one format, the latest version the default. */
export const spatialQuerySchema = z.object({
  format: z.literal('geojson', { error: 'format must be geojson' }).default('geojson'),
  version: z.coerce.number<string>().int().min(1).optional(),
});

const positionSchema = z.array(z.number()).min(2).max(3);
/** RFC 7946 geometries as assets use them: points, lines and polygons, single or multi. */
const geometrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Point'), coordinates: positionSchema }),
  z.object({ type: z.literal('MultiPoint'), coordinates: z.array(positionSchema) }),
  z.object({ type: z.literal('LineString'), coordinates: z.array(positionSchema).min(2) }),
  z.object({ type: z.literal('MultiLineString'), coordinates: z.array(z.array(positionSchema).min(2)) }),
  z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(positionSchema).min(4)) }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(z.array(positionSchema).min(4))) }),
]);

/** Each feature names its asset by `properties.asset_id`, an id of the snapshot's assets.csv. */
export const assetFeatureCollectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z
    .array(
      z.object({
        type: z.literal('Feature'),
        geometry: geometrySchema,
        properties: z.looseObject({ asset_id: z.string().min(1) }),
      }),
    )
    .min(1, { error: 'the layer must hold at least one feature' }),
});
export type AssetFeatureCollection = z.infer<typeof assetFeatureCollectionSchema>;

export const spatialUploadResultSchema = z.object({ version: z.number().int().min(1), features: z.number().int().min(1) });
