import { z } from 'zod';
import { idSchema, timestampSchema } from './common.schema';
import { insightsSchema } from './project.schema';
import { workPlanSettingsSchema } from './workPlan.schema';

/** The formats a plan exports to: CSV for spreadsheets and BI tools, Excel, and JSON for the modelling app. */
export const WORK_PLAN_EXPORT_FORMATS = ['csv', 'xlsx', 'json'] as const;
export type WorkPlanExportFormat = (typeof WORK_PLAN_EXPORT_FORMATS)[number];

/** What the modelling app recognises a plan file by, and the layout it reads; a change of layout is a new version. */
export const WORK_PLAN_EXPORT_KIND = 'horizon.work-plan';
export const WORK_PLAN_EXPORT_VERSION = 1;

const treatmentExportSchema = z.object({
  id: idSchema,
  kind: z.enum(['proposed', 'custom']),
  data_source_id: idSchema,
  asset_id: z.string(),
  asset_name: z.string().nullable(),
  asset_class: z.string().nullable(),
  /** The simulation's work number the treatment came from; null for a custom one. */
  proposed_treatment_id: z.number().int().nullable(),
  proposed_year: z.number().int().nullable(),
  name: z.string(),
  date: z.iso.date(),
  cost: z.number(),
  variation: z.number(),
  network_measure: z.number().nullable(),
  cost_estimate: z.number(),
});

const phaseExportSchema = z.object({
  id: idSchema,
  order: z.number().int(),
  name: z.string(),
  description: z.string(),
  status: z.string().nullable(),
  priority: z.string().nullable(),
  start_date: z.iso.date(),
  end_date: z.iso.date(),
  funding_source_id: idSchema.nullable(),
  contingency: z.number(),
  total_budget: z.number(),
  treatment_cost: z.number(),
  contingency_amount: z.number(),
  proposed_spend: z.number(),
  treatments: z.array(treatmentExportSchema),
});

/**
 * The plan as the modelling app reads it back (DOMAIN "Work Planner": a plan exports back to the
 * modelling app): the plan, its settings, and its projects with their phases and treatments, each
 * treatment naming its asset and cost estimate.
 */
export const workPlanExportSchema = z.object({
  kind: z.literal(WORK_PLAN_EXPORT_KIND),
  version: z.literal(WORK_PLAN_EXPORT_VERSION),
  exported_at: timestampSchema,
  work_plan: z.object({ id: idSchema, portfolio_id: idSchema, name: z.string(), description: z.string() }),
  settings: workPlanSettingsSchema.omit({ information: true }),
  projects: z.array(
    z.object({
      id: idSchema,
      name: z.string(),
      description: z.string(),
      status: z.string().nullable(),
      priority: z.string().nullable(),
      start_date: z.iso.date().nullable(),
      end_date: z.iso.date().nullable(),
      total_budget: z.number(),
      treatment_cost: z.number(),
      contingency_amount: z.number(),
      proposed_spend: z.number(),
      phases: z.array(phaseExportSchema),
    }),
  ),
  totals: insightsSchema.shape.totals,
});
export type WorkPlanExport = z.infer<typeof workPlanExportSchema>;

/** Characters no file system or browser keeps in a downloaded file's name. */
const UNSAFE_IN_FILE_NAME = /[\\/:*?"<>|\p{Cc}]+/gu;
const FILE_NAME_MAX = 120;

/** '<plan name> - <year-month-day>.<format>', the day of the export: the server names it, and the browser saves it so. */
export function workPlanExportFileName(planName: string, format: WorkPlanExportFormat, day: Date): string {
  const base = planName.replace(UNSAFE_IN_FILE_NAME, ' ').replace(/\s+/g, ' ').trim().slice(0, FILE_NAME_MAX).trim() || 'Work plan';
  const date = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  return `${base} - ${date}.${format}`;
}
