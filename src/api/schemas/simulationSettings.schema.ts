import { z } from 'zod';
import { idSchema, nameSchema, timestampSchema } from './common.schema';
import { creatorSchema } from './creator.schema';

export const simulationSettingsParamsSchema = z.object({ ssId: idSchema });
export const simulationSettingsVersionParamsSchema = z.object({ ssId: idSchema, version: z.coerce.number<string>().int().min(1) });
/** The treatment lists read the latest version unless one is named. */
export const simulationSettingsVersionQuerySchema = z.object({ version: z.coerce.number<string>().int().min(1).optional() });

/** POST /portfolios/{pfId}/simulation-settings: an empty settings document that uploads fill with versions. */
export const simulationSettingsCreateSchema = z.object({ name: nameSchema(100).min(1) });

export const simulationSettingsSchema = z.object({
  id: idSchema,
  portfolio_id: idSchema,
  name: z.string(),
  latest_version: z.number().int().min(1).nullable(),
  created_at: timestampSchema,
});
export type SimulationSettingsRecord = z.infer<typeof simulationSettingsSchema>;

/**
 * GET /simulation-settings/{ssId}/{version}: one upload of settings.json, with what the settings
 * page shows read off it (the model's and strategy's names, the yearly budget per funding source
 * as the engine will spend it) and the document itself for the read-only views.
 */
export const simulationSettingsVersionSchema = z.object({
  settings_id: idSchema,
  name: z.string(),
  version: z.number().int().min(1),
  latest_version: z.number().int().min(1),
  model_name: z.string(),
  strategy_name: z.string(),
  start_year: z.number().int(),
  years: z.number().int().min(1),
  /** Per year of the analysis, the total budget (null for an unbounded run). */
  yearly_budget: z.array(z.number()).nullable(),
  benefit_based_on: z.string(),
  calculation_method: z.string(),
  document: z.record(z.string(), z.unknown()),
  uploaded_by: creatorSchema.nullable(),
  created_at: timestampSchema,
});
export type SimulationSettingsVersion = z.infer<typeof simulationSettingsVersionSchema>;

export const treatmentTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  cost_type: z.string(),
  unit_cost: z.number(),
  trigger_criterion: z.string(),
  from_state: z.number().int(),
  to_state: z.number().int(),
  effect: z.string(),
  apply_rate: z.number(),
});
export const treatmentTypeListSchema = z.object({ version: z.number().int().min(1), contents: z.array(treatmentTypeSchema) });

export const treatmentCostVariationSchema = z.object({
  treatment_id: z.string(),
  treatment_name: z.string(),
  percent: z.number(),
  filter: z.record(z.string(), z.unknown()),
});
export const treatmentCostVariationListSchema = z.object({ version: z.number().int().min(1), contents: z.array(treatmentCostVariationSchema) });
