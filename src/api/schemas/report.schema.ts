import { z } from 'zod';
import { idSchema, timestampSchema } from './common.schema';
import { reportStatusSchema } from './reportStatus.schema';
import { summaryCodeSchema } from './reportSummary.schema';

/** SPEC 1: the kinds of report a simulation has. */
export const reportCategorySchema = z.enum(['lite', 'advanced', 'export', 'results_feed']);
export type ReportCategory = z.infer<typeof reportCategorySchema>;

/** SPEC 3 "Report": one report of a simulation or a workspace and its status. */
export const reportSchema = z.object({
  id: idSchema,
  /** The lite tab id, 'advanced', 'export', 'results-feed', or a workspace section id. */
  code: z.string(),
  category_name: reportCategorySchema.or(z.literal('comparison')),
  type: z.enum(['simulation', 'workspace']),
  /** SPEC 3: 'direct' is the special case of a report served straight from the task's results, without generation. */
  method: z.string().nullable(),
  report_status: reportStatusSchema,
  report_error_message: z.string().nullable(),
  simulation_id: idSchema.nullable(),
  workspace_id: idSchema,
  task_id: idSchema.nullable(),
  updated_at: timestampSchema,
  /** Whose report it is, by name (a portfolio's list mixes simulations and workspaces). */
  simulation_name: z.string().nullable().optional(),
  workspace_name: z.string().optional(),
});
export type Report = z.infer<typeof reportSchema>;

export const reportListSchema = z.object({ contents: z.array(reportSchema) });

export const simulationReportParamsSchema = z.object({ simId: idSchema, rpCode: z.string().min(1).max(60) });
export const simulationReportGroupParamsSchema = z.object({ simId: idSchema, rpGroupCode: z.string().min(1).max(60) });
export const workspaceReportParamsSchema = z.object({ wsId: idSchema, rpCode: z.string().min(1).max(60) });
export const workspaceReportGroupParamsSchema = z.object({ wsId: idSchema, rpGroupCode: z.string().min(1).max(60) });

export const reportMethodQuerySchema = z.object({ method: z.string().max(30).optional() });

/** The lite tabs a report of a given code can open (the summary code it reads). */
export const liteReportCodeSchema = summaryCodeSchema;

/** SPEC 2: workspace report sections. */
export const WORKSPACE_REPORT_SECTIONS = ['overview', 'funding-comparison', 'year-comparison', 'year-comparison-funding', 'year-comparison-service'] as const;
export const workspaceReportSectionSchema = z.enum(WORKSPACE_REPORT_SECTIONS);

/**
 * The most simulations one comparison can hold. SPEC 5 says there is a maximum and that its value
 * is not shown to the planner; the advanced comparison takes up to 8 (issue 14).
 */
export const MAX_COMPARED_SIMULATIONS = 8;

/**
 * POST /workspaces/{wsId}/reports/{rpGroupCode}: SPEC 5 "A report requires at least one
 * simulation, a simulation year, a start date and a number of years."
 */
export const workspaceReportRequestSchema = z.object({
  simulation_ids: z.array(idSchema).min(1, { error: 'Choose at least one simulation' }).max(MAX_COMPARED_SIMULATIONS, { error: 'Too many simulations to compare' }),
  simulation_year: z.number().int().min(1900).max(2300),
  start_date: z.iso.date({ error: 'start_date must be a date (YYYY-MM-DD)' }),
  number_of_years: z.number().int().min(1).max(100),
});
export type WorkspaceReportRequest = z.infer<typeof workspaceReportRequestSchema>;
