import { z } from 'zod';
import { idSchema, textSchema } from './common.schema';
import { namedItemSchema, statusRefSchema } from './project.schema';

const treatmentYear = z.coerce.number().int().min(1900).max(2300);

/** The Builder's selection holds at most 5 assets of each data source (SPEC 5); a query names at most this many. */
export const SELECTED_ASSETS_MAX = 100;

/** Assets by their own UUIDs in a query string: the key repeated (asset_uuid=…&asset_uuid=…). */
const assetUuids = z
  .union([idSchema, z.array(idSchema).min(1).max(SELECTED_ASSETS_MAX)])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .optional();

/**
 * GET /v5/project-phase-treatment/{wpId}/proposed: the Builder's Treatments view, and the selected
 * assets' proposed treatments that Add treatments puts into a phase. The summary covers the data
 * source chosen (or every imported one) and, when asset_uuid names some, only those assets; year
 * and treatment narrow the list only, so that the pivot keeps every cell while the list shows the
 * one clicked.
 */
export const proposedTreatmentQuerySchema = z.object({
  source_id: idSchema.optional(),
  asset_uuid: assetUuids,
  year: treatmentYear.optional(),
  treatment: textSchema.trim().min(1).max(200).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});
export type ProposedTreatmentQuery = z.infer<typeof proposedTreatmentQuerySchema>;

/** Where a proposed treatment was placed: its treatment in a phase of a project. */
export const placementSchema = z.object({
  treatment_id: idSchema,
  phase: namedItemSchema,
  project: namedItemSchema,
});
export type Placement = z.infer<typeof placementSchema>;

export const proposedTreatmentRowSchema = z.object({
  /** The proposed treatment's own UUID and its asset's, for the side panel's links. */
  id: idSchema,
  asset_uuid: idSchema,
  data_source_id: idSchema,
  /** The simulation's work number, unique within the data source. */
  proposed_treatment_id: z.number().int(),
  asset_id: z.string(),
  asset_name: z.string().nullable(),
  asset_class: z.string().nullable(),
  year: z.number().int(),
  treatment: z.string(),
  funding_source: z.string(),
  /** Per unit of the network measure; a planned one's as its phase has it, with its variation. */
  cost: z.number(),
  variation: z.number(),
  network_measure: z.number().nullable(),
  /** SPEC 5: (cost + variation) × network measure. */
  cost_estimate: z.number(),
  planned: placementSchema.nullable(),
});
export type ProposedTreatmentRow = z.infer<typeof proposedTreatmentRowSchema>;

/** One cell of the pivot: the proposed treatments of a kind in a year. */
export const proposedTreatmentCellSchema = z.object({
  year: z.number().int(),
  treatment: z.string(),
  count: z.number().int().nonnegative(),
  planned_count: z.number().int().nonnegative(),
  cost_estimate: z.number(),
});
export type ProposedTreatmentCell = z.infer<typeof proposedTreatmentCellSchema>;

export const proposedTreatmentPageSchema = z.object({
  /** By year, then treatment. */
  summary: z.array(proposedTreatmentCellSchema),
  contents: z.array(proposedTreatmentRowSchema),
  offset: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  /** The rows matching year and treatment. */
  total_count: z.number().int().nonnegative(),
});
export type ProposedTreatmentPage = z.infer<typeof proposedTreatmentPageSchema>;

const geometrySchema = z.object({ type: z.string(), coordinates: z.unknown() }).loose();

/** What the map of a plan's assets tells of each: the asset, its first proposed treatment, and the project that planned it. */
export const planAssetPropertiesSchema = z.object({
  /** The asset's own UUID, for the side panel's links. */
  id: idSchema,
  source_id: idSchema,
  /** The data source's simulation, naming where a selected asset comes from. */
  source_name: z.string(),
  asset_id: z.string(),
  name: z.string().nullable(),
  asset_class: z.string().nullable(),
  location: z.string().nullable(),
  hierarchy: z.string().nullable(),
  criticality: z.string().nullable(),
  network_measure: z.number().nullable(),
  treatment_count: z.number().int().nonnegative(),
  /** The first proposed treatment's year and name; null for an asset without one. */
  first_year: z.number().int().nullable(),
  first_treatment: z.string().nullable(),
  /** Some treatment of the asset is in a phase. */
  planned: z.boolean(),
  /** The project of its earliest planned treatment, and that project's status; null while unplanned. */
  project_name: z.string().nullable(),
  project_status: statusRefSchema.nullable(),
});
export type PlanAssetProperties = z.infer<typeof planAssetPropertiesSchema>;

export const planAssetFeatureSchema = z.object({ type: z.literal('Feature'), geometry: geometrySchema, properties: planAssetPropertiesSchema });
export type PlanAssetFeature = z.infer<typeof planAssetFeatureSchema>;

/** GET /v5/assets/{wpId}/geojson: the imported assets that have a geometry, in the plan's order. */
export const planAssetCollectionSchema = z.object({ type: z.literal('FeatureCollection'), features: z.array(planAssetFeatureSchema) });
export type PlanAssetCollection = z.infer<typeof planAssetCollectionSchema>;
