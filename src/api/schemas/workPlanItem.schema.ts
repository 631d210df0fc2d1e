import { z } from 'zod';
import { idSchema } from './common.schema';
import { proposedTreatmentSchema, workPlanAssetDetailSchema, workPlanAssetSchema } from './dataSource.schema';
import { workPlanParamsSchema } from './workPlan.schema';

/**
 * The side panel names an imported asset and a proposed treatment by their own UUIDs (SPEC 5),
 * not by the data source's compound keys, so that a link to them is a plain query parameter.
 */
export const workPlanAssetItemParamsSchema = workPlanParamsSchema.extend({ assetKey: idSchema });
export const proposedTreatmentItemParamsSchema = workPlanParamsSchema.extend({ proposedId: idSchema });

/** Where a proposed treatment was placed: the treatment made of it, in a phase of a project. */
export const plannedPlaceSchema = z.object({
  treatment_id: idSchema,
  phase_id: idSchema,
  phase_name: z.string(),
  project_id: idSchema,
  project_name: z.string(),
});
export type PlannedPlace = z.infer<typeof plannedPlaceSchema>;

const placedProposedTreatmentSchema = proposedTreatmentSchema.extend({ planned: plannedPlaceSchema.nullable() });
export type PlacedProposedTreatment = z.infer<typeof placedProposedTreatmentSchema>;

/** A custom treatment of the asset (SPEC 3 "Treatment"): the planner's name and cost per unit, in a phase of a project. */
export const assetCustomTreatmentSchema = plannedPlaceSchema.extend({
  name: z.string(),
  date: z.iso.date(),
  cost: z.number(),
  variation: z.number(),
  /** SPEC 5: (cost + variation) × network measure. */
  cost_estimate: z.number(),
});
export type AssetCustomTreatment = z.infer<typeof assetCustomTreatmentSchema>;

/**
 * GET /v5/assets/{wpId}/item/{assetKey}: the asset's detail, each proposed treatment saying where
 * it was planned, and the custom treatments planned for it, by date.
 */
export const workPlanAssetItemSchema = workPlanAssetDetailSchema.extend({
  proposed_treatments: z.array(placedProposedTreatmentSchema),
  custom_treatments: z.array(assetCustomTreatmentSchema),
});
export type WorkPlanAssetItem = z.infer<typeof workPlanAssetItemSchema>;

/** GET /v5/project-phase-treatment/{wpId}/proposed/{proposedId}: one proposed treatment with its asset and data source. */
export const proposedTreatmentItemSchema = placedProposedTreatmentSchema.extend({
  data_source_id: idSchema,
  simulation_name: z.string(),
  asset: workPlanAssetSchema,
});
export type ProposedTreatmentItem = z.infer<typeof proposedTreatmentItemSchema>;
