import { z } from 'zod';
import { idSchema, nameSchema, pageOf, pageQuerySchema, textSchema, timestampSchema } from './common.schema';
import { creatorSchema } from './creator.schema';
import { portfolioActionSchema } from './portfolioPermission.schema';
import { reportStatusSchema } from './reportStatus.schema';
import { taskStatusObjectSchema } from './task.schema';
import { taskStatusSchema } from './taskStatus.schema';

export const simulationParamsSchema = z.object({ simId: idSchema });

/** The run a simulation's chip shows: its newest task's state. */
export const currentTaskSchema = taskStatusObjectSchema.extend({ id: idSchema });

/** A simulation as the collections list it (SPEC 3 "Simulation"), with its workspace and portfolio. */
export const simulationSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  workspace_id: idSchema,
  workspace_name: z.string(),
  portfolio_id: idSchema,
  portfolio_name: z.string(),
  status_item_id: idSchema.nullable(),
  priority_item_id: idSchema.nullable(),
  current_task: currentTaskSchema.nullable(),
  report_status: reportStatusSchema,
  /** A newer version of its data or settings exists: its results show as outdated until it runs again. */
  outdated: z.boolean(),
  /**
   * The headline of the current task's results, for cards and the workspace's comparison chart:
   * the whole analysis' budget and spend, and the network's OSI (0-100) before the first year and
   * at the end. Null until a run has results.
   */
  outcome: z
    .object({ total_budget: z.number(), total_spend: z.number(), start_osi: z.number().nullable(), end_osi: z.number().nullable() })
    .nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type SimulationSummary = z.infer<typeof simulationSummarySchema>;

/**
 * GET /simulations (the user's portfolios) and GET /workspaces/{wsId}/simulations, most recently
 * updated first; `q` keeps names containing it, the others keep one workspace, task status,
 * status item or priority item.
 */
export const simulationListQuerySchema = pageQuerySchema.extend({
  q: textSchema.trim().max(100).optional(),
  workspace_id: idSchema.optional(),
  status: taskStatusSchema.optional(),
  status_item_id: idSchema.optional(),
  priority_item_id: idSchema.optional(),
});
export type SimulationListQuery = z.infer<typeof simulationListQuerySchema>;
export const simulationPageSchema = pageOf(simulationSummarySchema);
export type SimulationPage = z.infer<typeof simulationPageSchema>;

const udfValuesSchema = z.record(z.string(), z.union([z.string().max(250), z.number(), z.null()]));

/** SPEC 5: name 1-100, description 0-250; status, priority and field values from the workspace's settings. */
export const simulationCreateSchema = z.object({
  name: nameSchema(100).min(1),
  description: textSchema.trim().max(250).default(''),
  data_snapshot_id: idSchema,
  /** The latest accepted upload when left out. */
  data_snapshot_version: z.number().int().min(1).optional(),
  simulation_settings_id: idSchema,
  simulation_settings_version: z.number().int().min(1).optional(),
  status_item_id: idSchema.nullable().default(null),
  priority_item_id: idSchema.nullable().default(null),
  udf_values: udfValuesSchema.default({}),
});
export type SimulationCreate = z.input<typeof simulationCreateSchema>;

/** PUT /simulations/{simId}: the planner's fields; what it runs on changes only by publishing. */
export const simulationUpdateSchema = z.object({
  name: nameSchema(100).min(1),
  description: textSchema.trim().max(250),
  status_item_id: idSchema.nullable(),
  priority_item_id: idSchema.nullable(),
  udf_values: udfValuesSchema,
});
export type SimulationUpdate = z.infer<typeof simulationUpdateSchema>;

export const simulationDeleteSchema = z.object({ confirm_name: textSchema.max(200) });

/** SPEC 3 "Simulation": everything the overview, history and settings pages show. */
export const simulationDetailSchema = simulationSummarySchema.extend({
  model: z.string(),
  data_snapshot_id: idSchema,
  data_snapshot_version: z.number().int().min(1),
  data_snapshot_latest_version: z.number().int().min(1),
  simulation_settings_id: idSchema,
  simulation_settings_version: z.number().int().min(1),
  simulation_settings_latest_version: z.number().int().min(1),
  data_name: z.string(),
  model_name: z.string(),
  strategy_name: z.string(),
  task_count: z.number().int().min(0),
  /** Of the current task's run when it completed, else what the settings plan to spend; null when unbounded. */
  total_budget: z.number().nullable(),
  total_years: z.number().int().min(1),
  start_year: z.number().int(),
  total_assets: z.number().int().min(0),
  total_network_measure: z.number(),
  uploaded_by: creatorSchema.nullable(),
  benefit_settings: z.object({ benefit_based_on: z.string(), calculation_method: z.string() }),
  /** How the strategy spends: as budgeted, unbounded or with no budget, and whether a surplus carries over. */
  performance_settings: z.object({ budget_preset: z.enum(['asBudgeted', 'unbounded', 'zeroBudget']), carry_over: z.boolean() }),
  spatial: z.boolean(),
  udf_values: udfValuesSchema,
  allowed_actions: z.array(portfolioActionSchema),
});
export type SimulationDetail = z.infer<typeof simulationDetailSchema>;
