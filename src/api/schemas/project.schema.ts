import { z } from 'zod';
import { idSchema, nameSchema, textSchema, timestampSchema } from './common.schema';
import { userRefSchema } from './user.schema';
import { planningYearSchema, workPlanParamsSchema } from './workPlan.schema';

/** SPEC 5: the default limits, name 100 and description 250. */
export const PROJECT_NAME_MAX = 100;
export const PROJECT_DESCRIPTION_MAX = 250;
/** SPEC 5 and 9: at most 5 assets of one data source are selected to add treatments. */
export const ASSETS_PER_DATA_SOURCE_MAX = 5;
/** Amounts a planner types: up to what the plan's budgets hold. */
export const AMOUNT_MAX = 99_999_999_999_999;

export const projectParamsSchema = workPlanParamsSchema.extend({ projectId: idSchema });
export const phaseParamsSchema = projectParamsSchema.extend({ phaseId: idSchema });
export const phaseTreatmentsParamsSchema = workPlanParamsSchema.extend({ phaseId: idSchema });
export const treatmentParamsSchema = phaseTreatmentsParamsSchema.extend({ treatmentId: idSchema });

const isoDateSchema = z.iso.date();
const amountSchema = z.number().min(0).max(AMOUNT_MAX);

/** The settings items a project or phase names, as the plan's settings have them now. */
export const namedItemSchema = z.object({ id: idSchema, name: z.string() });
export const statusRefSchema = namedItemSchema.extend({ colour: z.string() });

/**
 * Create and change a project (SPEC 3 "Project"). The owner is a member of the plan's portfolio;
 * the priority and status are items of the plan's settings. A new project without a status takes
 * the plan's first; a change that leaves status_id out keeps the project's.
 */
export const projectInputSchema = z.object({
  name: nameSchema(PROJECT_NAME_MAX).min(1),
  description: nameSchema(PROJECT_DESCRIPTION_MAX).default(''),
  owner_id: idSchema.nullable().default(null),
  priority_id: idSchema.nullable().default(null),
  status_id: idSchema.optional(),
});
export type ProjectInput = z.input<typeof projectInputSchema>;

/** PATCH …/status: the Board moves a project's card to another status. */
export const projectStatusInputSchema = z.object({ status_id: idSchema });

/** What a project and a phase both show of their money (SPEC 3 "Phase"). */
const moneySchema = z.object({
  total_budget: z.number(),
  /** The sum of the treatments' cost estimates. */
  treatment_cost: z.number(),
  /** The contingency's amount: its percentage of the treatment cost. */
  contingency_amount: z.number(),
  /** Treatment cost and contingency: what the phase takes from its funding source. */
  proposed_spend: z.number(),
});

export const projectSchema = z
  .object({
    id: idSchema,
    work_plan_id: idSchema,
    name: z.string(),
    description: z.string(),
    owner: userRefSchema.nullable(),
    priority: namedItemSchema.nullable(),
    status: statusRefSchema.nullable(),
    phase_count: z.number().int().nonnegative(),
    treatment_count: z.number().int().nonnegative(),
    /** The span of its phases; null while it has none. */
    start_date: isoDateSchema.nullable(),
    end_date: isoDateSchema.nullable(),
    created_at: timestampSchema,
    updated_at: timestampSchema,
  })
  .extend(moneySchema.shape);
export type Project = z.infer<typeof projectSchema>;
export const projectListSchema = z.object({ contents: z.array(projectSchema) });
export type ProjectList = z.infer<typeof projectListSchema>;

/**
 * Create and change a phase (SPEC 3 "Phase"). Its dates lie within one calendar year or one
 * fiscal year of the plan (SPEC 5); the contingency is a percentage (0 to 100) of its treatment
 * cost; the funding source is one of the plan's. A change that leaves status_id out keeps it.
 */
export const phaseInputSchema = z.object({
  name: nameSchema(PROJECT_NAME_MAX).min(1),
  description: nameSchema(PROJECT_DESCRIPTION_MAX).default(''),
  owner_id: idSchema.nullable().default(null),
  priority_id: idSchema.nullable().default(null),
  status_id: idSchema.optional(),
  start_date: isoDateSchema,
  end_date: isoDateSchema,
  funding_source_id: idSchema.nullable().default(null),
  contingency: z.number().min(0).max(100).default(0),
  total_budget: amountSchema.default(0),
});
export type PhaseInput = z.input<typeof phaseInputSchema>;

/** PUT …/order: every phase of the project, in its new order. */
export const phaseOrderSchema = z.object({ ids: z.array(idSchema).min(1).max(500) });

export const phaseSchema = z
  .object({
    id: idSchema,
    project_id: idSchema,
    /** Its place in the project, 0 first. */
    order: z.number().int().nonnegative(),
    name: z.string(),
    description: z.string(),
    owner: userRefSchema.nullable(),
    priority: namedItemSchema.nullable(),
    status: statusRefSchema.nullable(),
    start_date: isoDateSchema,
    end_date: isoDateSchema,
    funding_source: namedItemSchema.nullable(),
    /** Percent of the treatment cost. */
    contingency: z.number(),
    treatment_count: z.number().int().nonnegative(),
    created_at: timestampSchema,
    updated_at: timestampSchema,
  })
  .extend(moneySchema.shape);
export type Phase = z.infer<typeof phaseSchema>;
export const phaseListSchema = z.object({ contents: z.array(phaseSchema) });
export type PhaseList = z.infer<typeof phaseListSchema>;

/** One proposed treatment of a selected asset, by its data source and work number. */
export const proposedTreatmentPickSchema = z.object({
  source_id: idSchema,
  asset_id: textSchema.min(1).max(200),
  proposed_treatment_id: z.number().int().nonnegative(),
  /** Per unit of the asset's network measure, like the cost; may lower it, not below zero. */
  variation: z.number().min(-AMOUNT_MAX).max(AMOUNT_MAX).default(0),
});

/** Create Treatment puts at most this many proposed treatments into a phase at once. */
export const TREATMENTS_PER_CREATE_MAX = 100;

/**
 * Create Treatment (SPEC 2: Phase, Date, Create) from the selected assets' proposed treatments. The
 * body names the phase again, as the form chose it; each proposed treatment goes into one phase.
 */
export const treatmentsCreateSchema = z.object({
  phase_id: idSchema,
  date: isoDateSchema,
  items: z.array(proposedTreatmentPickSchema).min(1).max(TREATMENTS_PER_CREATE_MAX),
});
export type TreatmentsCreate = z.input<typeof treatmentsCreateSchema>;

/** A custom treatment on an imported asset: its name and cost per unit are the planner's. */
export const customTreatmentCreateSchema = z.object({
  phase_id: idSchema,
  date: isoDateSchema,
  source_id: idSchema,
  asset_id: textSchema.min(1).max(200),
  name: nameSchema(PROJECT_NAME_MAX).min(1),
  cost: amountSchema,
  variation: z.number().min(-AMOUNT_MAX).max(AMOUNT_MAX).default(0),
});
export type CustomTreatmentCreate = z.input<typeof customTreatmentCreateSchema>;

/** A treatment's date and variation; a custom treatment's name and cost too. */
export const treatmentUpdateSchema = z.object({
  date: isoDateSchema,
  variation: z.number().min(-AMOUNT_MAX).max(AMOUNT_MAX),
  name: nameSchema(PROJECT_NAME_MAX).min(1).optional(),
  cost: amountSchema.optional(),
});
export type TreatmentUpdate = z.input<typeof treatmentUpdateSchema>;

export const treatmentKindSchema = z.enum(['proposed', 'custom']);

export const treatmentSchema = z.object({
  id: idSchema,
  phase_id: idSchema,
  project_id: idSchema,
  kind: treatmentKindSchema,
  data_source_id: idSchema,
  asset_id: z.string(),
  asset_name: z.string().nullable(),
  asset_class: z.string().nullable(),
  /** The proposed treatment's work number and the year the simulation proposed; null for a custom one. */
  proposed_treatment_id: z.number().int().nullable(),
  proposed_year: z.number().int().nullable(),
  name: z.string(),
  date: isoDateSchema,
  /** The calendar year of its date. */
  year: z.number().int(),
  /** Per unit of the network measure, as the variation; a proposed treatment's is its work's cost over the measure. */
  cost: z.number(),
  variation: z.number(),
  network_measure: z.number().nullable(),
  /** SPEC 5: (cost + variation) × network measure. */
  cost_estimate: z.number(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Treatment = z.infer<typeof treatmentSchema>;
export const treatmentListSchema = z.object({ contents: z.array(treatmentSchema) });
export type TreatmentList = z.infer<typeof treatmentListSchema>;

/** The proposed treatments already in a phase, so that the Builder shows them as planned. */
export const plannedTreatmentSchema = z.object({
  data_source_id: idSchema,
  proposed_treatment_id: z.number().int(),
  treatment_id: idSchema,
  phase_id: idSchema,
  project_id: idSchema,
});
export const plannedTreatmentListSchema = z.object({ contents: z.array(plannedTreatmentSchema) });
export type PlannedTreatmentList = z.infer<typeof plannedTreatmentListSchema>;

const budgetCellSchema = z.object({
  year_index: z.number().int().nonnegative(),
  budget: z.number(),
  /** The proposed spend of the phases that start in this planning year. */
  proposed_spend: z.number(),
  over_budget: z.boolean(),
});

/**
 * GET /v5/project/{wpId}/insights: the plan's projects with their phases and treatments and totals
 * (Grid), the projects by status (Board), the phases on a timeline (Gantt) and the budget against
 * the proposed spend per planning year and funding source.
 */
export const insightsSchema = z.object({
  projects: z.array(projectSchema.extend({ phases: z.array(phaseSchema.extend({ treatments: z.array(treatmentSchema) })) })),
  totals: z
    .object({
      project_count: z.number().int().nonnegative(),
      phase_count: z.number().int().nonnegative(),
      treatment_count: z.number().int().nonnegative(),
    })
    .extend(moneySchema.shape),
  /** One column per status item in the settings' order, and one (status null) for projects without a status. */
  board: z.array(z.object({ status: statusRefSchema.nullable(), project_ids: z.array(idSchema) })),
  gantt: z.array(
    z.object({
      phase_id: idSchema,
      project_id: idSchema,
      project_name: z.string(),
      name: z.string(),
      start_date: isoDateSchema,
      end_date: isoDateSchema,
      status: statusRefSchema.nullable(),
    }),
  ),
  budgets: z.object({
    years: z.array(planningYearSchema),
    /** Per funding source, then one row (funding_source null) for phases without one when there are any. */
    funding_sources: z.array(
      z.object({
        funding_source: namedItemSchema.nullable(),
        /** No phase draws on it. */
        unused: z.boolean(),
        years: z.array(budgetCellSchema),
      }),
    ),
    /** All funding sources per planning year; a year over budget stands out. */
    year_totals: z.array(budgetCellSchema),
    /** The proposed spend of phases starting outside the planning time frame, not in any year. */
    outside_time_frame_spend: z.number(),
  }),
});
export type Insights = z.infer<typeof insightsSchema>;
