import { z } from 'zod';
import { portfolioActionSchema } from './portfolioPermission.schema';
import { idSchema, nameSchema, pageQuerySchema, textSchema } from './common.schema';
import { workPlanSummarySchema } from './workPlanSummary.schema';

// The summary has its own module: the recent items in the entry bundle need it and nothing else here.
export { workPlanListQuerySchema, workPlanPageSchema, workPlanSummarySchema, type WorkPlanPage, type WorkPlanSummary } from './workPlanSummary.schema';

export const workPlanParamsSchema = z.object({ wpId: idSchema });

/** SPEC 5: a work plan's general settings, name up to 50 and description up to 100. */
export const WORK_PLAN_NAME_MAX = 50;
export const WORK_PLAN_DESCRIPTION_MAX = 100;
export const PLANNING_YEARS_MAX = 50;

/** Create Work Plan and its information: names may repeat in a portfolio (SPEC 5's soft warning is the client's). */
export const workPlanInputSchema = z.object({
  name: nameSchema(WORK_PLAN_NAME_MAX).min(1),
  description: nameSchema(WORK_PLAN_DESCRIPTION_MAX).default(''),
});
export type WorkPlanInput = z.input<typeof workPlanInputSchema>;

/** PATCH /work-plans/{wpId}: the information given, with the same limits; what is left out stays. */
export const workPlanUpdateSchema = z.object({
  name: nameSchema(WORK_PLAN_NAME_MAX).min(1).optional(),
  description: nameSchema(WORK_PLAN_DESCRIPTION_MAX).optional(),
});

/** GET …/work-plans/name-check: whether the portfolio already has a plan of that name, for the soft warning. */
export const workPlanNameCheckQuerySchema = z.object({ name: nameSchema(WORK_PLAN_NAME_MAX).min(1) });
export const workPlanNameCheckSchema = z.object({ name_taken: z.boolean() });

/** The portfolio's Work Plans tab, paged like the other lists. */
export const portfolioWorkPlanListQuerySchema = pageQuerySchema;

/** Permanent (SPEC 5): the user types the plan's name to confirm. */
export const workPlanDeleteSchema = z.object({ confirm_name: textSchema });

const dateSchema = z.iso.date();

/** The years a time frame may start and end in: four-digit years a planner means, not 0099 or 9999. */
export const FIRST_PLANNING_DATE = '1900-01-01';
export const LAST_PLANNING_DATE = '2999-12-31';
// ISO dates compare as text in calendar order.
const planningDateSchema = dateSchema.refine((date) => date >= FIRST_PLANNING_DATE && date <= LAST_PLANNING_DATE, {
  error: `must be a date from ${FIRST_PLANNING_DATE} to ${LAST_PLANNING_DATE}`,
});

/**
 * The planning time frame as it is saved: a fiscal year of twelve months and 1 to 50 planning
 * years. Its planning years may run past 2999; only the fiscal year a planner types is bounded.
 */
export const timeFrameInputSchema = z.object({
  fiscal_year_start: planningDateSchema,
  fiscal_year_end: planningDateSchema,
  planning_years: z.number().int().min(1).max(PLANNING_YEARS_MAX),
});
export type TimeFrameInput = z.infer<typeof timeFrameInputSchema>;

/** One planning year, e.g. { index: 0, label: 'FY2026/27', start: '2026-07-01', end: '2027-06-30' }. */
export const planningYearSchema = z.object({ index: z.number().int().min(0), label: z.string(), start: dateSchema, end: dateSchema });
export type PlanningYear = z.infer<typeof planningYearSchema>;

export const timeFrameSchema = timeFrameInputSchema.extend({ years: z.array(planningYearSchema) });
export type TimeFrame = z.infer<typeof timeFrameSchema>;

/**
 * GET /work-plans/{wpId}: the plan with its portfolio, its planning time frame, and what the
 * caller may do with it (the server's rule, mirrored for display only).
 */
export const workPlanDetailSchema = workPlanSummarySchema.extend({ time_frame: timeFrameSchema, allowed_actions: z.array(portfolioActionSchema) });
export type WorkPlanDetail = z.infer<typeof workPlanDetailSchema>;

const itemNameSchema = nameSchema(50).min(1);

export const fundingSourceInputSchema = z.object({
  name: itemNameSchema,
  /** One budget per planning year, in the time frame's order. */
  budgets: z.array(z.number().min(0).max(99_999_999_999_999)).max(PLANNING_YEARS_MAX),
});
export const fundingSourceSchema = z.object({ id: idSchema, name: z.string(), order: z.number().int(), budgets: z.array(z.number()) });
export type FundingSource = z.infer<typeof fundingSourceSchema>;

export const priorityItemInputSchema = z.object({ name: itemNameSchema });
export const priorityItemSchema = z.object({ id: idSchema, name: z.string(), order: z.number().int() });
export type PriorityItem = z.infer<typeof priorityItemSchema>;

export const statusItemInputSchema = z.object({ name: itemNameSchema, colour: z.string().regex(/^#[0-9a-fA-F]{6}$/).toLowerCase() });
export const statusItemSchema = priorityItemSchema.extend({ colour: z.string() });
export type StatusItem = z.infer<typeof statusItemSchema>;

export const UDF_FIELD_TYPES = ['text', 'number', 'date', 'list'] as const;
/** A list field needs at least one option (checked with its own message); the other types take none. */
export const udfFieldInputSchema = z.object({
  name: itemNameSchema,
  type: z.enum(UDF_FIELD_TYPES),
  options: z.array(nameSchema(100).min(1)).max(100).default([]),
  required: z.boolean().default(false),
});
export const udfFieldSchema = priorityItemSchema.extend({ type: z.enum(UDF_FIELD_TYPES), options: z.array(z.string()), required: z.boolean() });
export type UdfField = z.infer<typeof udfFieldSchema>;

/** A plan's funding sources, priorities, statuses and fields: at most this many each. */
export const WORK_PLAN_LIST_MAX = 200;

/** PUT …/{wpId}/order: every item of the list, in its new order. */
export const itemOrderSchema = z.object({ ids: z.array(idSchema).min(1).max(WORK_PLAN_LIST_MAX) });

/** GET /v5/workspace-setting/{wpId}: every setting of the plan (SPEC 2 "Work Plan settings"). */
export const workPlanSettingsSchema = z.object({
  information: z.object({ name: z.string(), description: z.string() }),
  time_frame: timeFrameSchema,
  funding_sources: z.array(fundingSourceSchema),
  priority_items: z.array(priorityItemSchema),
  status_items: z.array(statusItemSchema),
  udf_fields: z.array(udfFieldSchema),
});
export type WorkPlanSettings = z.infer<typeof workPlanSettingsSchema>;

/** PUT /v5/workspace-setting/{wpId}: information and time frame; removing years drops their budgets. */
export const workPlanSettingsInputSchema = z.object({ information: workPlanInputSchema, time_frame: timeFrameInputSchema });

export const fundingSourceParamsSchema = workPlanParamsSchema.extend({ fundingSourceId: idSchema });
export const statusItemParamsSchema = workPlanParamsSchema.extend({ statusItemId: idSchema });
export const priorityItemParamsSchema = workPlanParamsSchema.extend({ priorityItemId: idSchema });
export const udfFieldParamsSchema = workPlanParamsSchema.extend({ udfFieldId: idSchema });
