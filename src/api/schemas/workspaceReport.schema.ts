import { z } from 'zod';
import { idSchema, timestampSchema } from './common.schema';
import { workspaceReportRequestSchema, workspaceReportSectionSchema } from './report.schema';
import { chartSchema, kpiSchema, summaryNoticeSchema, tableSchema } from './reportSummary.schema';
import { reportStatusSchema } from './reportStatus.schema';

/** SPEC 7: the one report group a workspace generates, POSTed to /workspaces/{wsId}/reports/SimulationComparison. */
export const SIMULATION_COMPARISON = 'SimulationComparison';

/** A simulation as the comparison read it: the run whose results it used and that run's years inside the window. */
export const comparedSimulationSchema = z.strictObject({
  id: idSchema,
  name: z.string(),
  task_id: idSchema,
  calendar_years: z.array(z.number().int()),
});
export type ComparedSimulation = z.infer<typeof comparedSimulationSchema>;

/**
 * GET /workspaces/{wsId}/reports/{rpCode}: one section of the workspace's comparison, shaped as a
 * results summary (KPIs, charts, one table of the same numbers) plus the request it answers and
 * the simulations it compared. `calendar_years` is the request's window.
 */
export const workspaceReportSectionDataSchema = z.strictObject({
  workspace_id: idSchema,
  code: workspaceReportSectionSchema,
  request: workspaceReportRequestSchema,
  simulations: z.array(comparedSimulationSchema),
  calendar_years: z.array(z.number().int()),
  kpis: z.array(kpiSchema),
  charts: z.array(chartSchema),
  table: tableSchema,
  notices: z.array(summaryNoticeSchema),
});
export type WorkspaceReportSectionData = z.infer<typeof workspaceReportSectionDataSchema>;

/** GET /workspaces/{wsId}/reportstatus/{rpGroupCode}, and the answer of generating or refreshing it. */
export const workspaceReportStatusSchema = z.strictObject({
  workspace_id: idSchema,
  group_code: z.literal(SIMULATION_COMPARISON),
  report_status: reportStatusSchema,
  report_error_message: z.string().nullable(),
  /** What the report was last generated from; null before the first request. */
  request: workspaceReportRequestSchema.nullable(),
  updated_at: timestampSchema.nullable(),
});
export type WorkspaceReportStatus = z.infer<typeof workspaceReportStatusSchema>;
