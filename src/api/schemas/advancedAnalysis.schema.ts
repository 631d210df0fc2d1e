import { z } from 'zod';
import { idSchema } from './common.schema';
import { MAX_COMPARED_SIMULATIONS } from './report.schema';
import { reportStatusSchema } from './reportStatus.schema';

/**
 * The advanced report (Enterprise, issue 14): one run's works cut by what a planner filters on.
 * Every chart of the analysis is one of these dimensions; clicking a bar or a map area adds its
 * value to the filter, and every other chart follows.
 */
export const ANALYSIS_DIMENSIONS = ['asset_class', 'location', 'hierarchy', 'criticality', 'funding_source', 'year'] as const;
export const analysisDimensionSchema = z.enum(ANALYSIS_DIMENSIONS);
export type AnalysisDimension = z.infer<typeof analysisDimensionSchema>;

/** A dimension's chosen values in a query string: the key repeated (asset_class=Road&asset_class=Bridge); '' is the blank value. */
const chosenValues = z
  .union([z.string().max(200), z.array(z.string().max(200)).max(200)])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .optional();

/**
 * The filter: within a dimension any chosen value matches (or), across dimensions all must
 * (and). A dimension left out does not filter. Years are calendar years, as text like the rest.
 */
export const analysisFiltersSchema = z.object({
  asset_class: chosenValues,
  location: chosenValues,
  hierarchy: chosenValues,
  criticality: chosenValues,
  funding_source: chosenValues,
  year: chosenValues,
});
export type AnalysisFilters = { [D in AnalysisDimension]?: string[] };

/** One value of a dimension with the works (and their cost) that match every other dimension's filter. */
export const analysisFacetSchema = z.strictObject({ value: z.string(), works: z.number().int().min(0), cost: z.number() });
export type AnalysisFacet = z.infer<typeof analysisFacetSchema>;

/** A treated asset on the map: where it lies and what the filtered works on it cost. */
export const analysisPointSchema = z.strictObject({
  asset_index: z.number().int().min(0),
  asset_id: z.string(),
  x: z.number(),
  y: z.number(),
  works: z.number().int().min(1),
  cost: z.number(),
});
export type AnalysisPoint = z.infer<typeof analysisPointSchema>;

/** The most treated assets a map answer carries (the costliest first); the rest are counted in points_total. */
export const MAX_ANALYSIS_POINTS = 2_000;

/**
 * GET /tasks/{taskId}/analysis: the totals of the filtered works and, per dimension, its values
 * counted under every filter but its own (so a chart keeps showing the values one can add), in
 * order of cost, highest first (years in calendar order). A dimension lists every value that has
 * a work in the run, with zero where the filter leaves none.
 */
export const advancedAnalysisSchema = z.strictObject({
  task_id: idSchema,
  totals: z.strictObject({ works: z.number().int().min(0), cost: z.number(), assets: z.number().int().min(0) }),
  facets: z.strictObject({
    asset_class: z.array(analysisFacetSchema),
    location: z.array(analysisFacetSchema),
    hierarchy: z.array(analysisFacetSchema),
    criticality: z.array(analysisFacetSchema),
    funding_source: z.array(analysisFacetSchema),
    year: z.array(analysisFacetSchema),
  }),
  points: z.array(analysisPointSchema).max(MAX_ANALYSIS_POINTS),
  /** Treated assets with a position under the filter, drawn or not. */
  points_total: z.number().int().min(0),
  /** False for works stored before the analysis kept asset attributes: generate the reports again. */
  attributes_stored: z.boolean(),
});
export type AdvancedAnalysis = z.infer<typeof advancedAnalysisSchema>;

/** The works table's sortable columns. */
export const ANALYSIS_SORT_COLUMNS = ['work_no', 'year', 'asset_id', 'asset_class', 'location', 'treatment_name', 'cost', 'funding_source'] as const;

/** GET /tasks/{taskId}/analysis/works: one window of the filtered works, for a virtual-scrolled table. */
export const analysisWorksQuerySchema = analysisFiltersSchema.extend({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  sort: z.enum(ANALYSIS_SORT_COLUMNS).default('work_no'),
  order: z.enum(['asc', 'desc']).default('asc'),
});

export const analysisWorkSchema = z.strictObject({
  work_no: z.number().int().min(1),
  year: z.number().int(),
  asset_index: z.number().int().min(0),
  asset_id: z.string(),
  asset_name: z.string().nullable(),
  asset_class: z.string().nullable(),
  hierarchy: z.string().nullable(),
  criticality: z.string().nullable(),
  location: z.string(),
  treatment_name: z.string(),
  cost: z.number(),
  funding_source: z.string(),
  state_before: z.number().int(),
  state_after: z.number().int(),
});
export type AnalysisWork = z.infer<typeof analysisWorkSchema>;

export const analysisWorksPageSchema = z.strictObject({
  /** Works matching the filter, all pages together. */
  total: z.number().int().min(0),
  offset: z.number().int().min(0),
  rows: z.array(analysisWorkSchema),
});
export type AnalysisWorksPage = z.infer<typeof analysisWorksPageSchema>;

/**
 * SPEC 4: the advanced comparison adds success (the simulation is compared) and
 * failed-as-too-large (its works exceed what a comparison holds) to the report statuses; a
 * simulation whose reports are not ready keeps their status.
 */
export const advancedComparisonStatusSchema = z.enum([...reportStatusSchema.options, 'success', 'failed-as-too-large']);
export type AdvancedComparisonStatus = z.infer<typeof advancedComparisonStatusSchema>;

/** GET /workspaces/{wsId}/advanced-comparison?simulation_ids=…: up to 8 simulations of the workspace under one filter. */
export const advancedComparisonQuerySchema = analysisFiltersSchema.extend({
  simulation_ids: z
    .union([idSchema, z.array(idSchema)])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .pipe(
      z
        .array(idSchema)
        .min(1, { error: 'Choose at least one simulation' })
        .max(MAX_COMPARED_SIMULATIONS, { error: 'Too many simulations to compare' })
        .refine((ids) => new Set(ids).size === ids.length, { error: 'Choose each simulation once' }),
    ),
});

export const comparedSimulationSchema = z.strictObject({
  simulation_id: idSchema,
  simulation_name: z.string(),
  task_id: idSchema.nullable(),
  status: advancedComparisonStatusSchema,
  /** Why it is not compared (SPEC 8 "Advanced comparison failures"); null on success. */
  message: z.string().nullable(),
  /** The run's works in all, whatever the filter (what the size limit is measured by); null without a run. */
  works_in_run: z.number().int().min(0).nullable(),
  /** The filtered works per calendar year; empty unless success. */
  years: z.array(analysisFacetSchema),
  totals: z.strictObject({ works: z.number().int().min(0), cost: z.number() }).nullable(),
});
export type ComparedSimulation = z.infer<typeof comparedSimulationSchema>;

export const advancedComparisonSchema = z.strictObject({
  workspace_id: idSchema,
  /** The stated data size: a run with more works than this is failed-as-too-large. */
  max_works: z.number().int().min(1),
  simulations: z.array(comparedSimulationSchema),
});
export type AdvancedComparison = z.infer<typeof advancedComparisonSchema>;
