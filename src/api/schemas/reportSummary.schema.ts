import { z } from 'zod';
import { idSchema } from './common.schema';

/**
 * SPEC 2 "Simulation report tabs": the union of lite report tab ids. Each is also the summary code
 * of GET /tasks/{taskId}/results-summary/{summaryCode}.
 */
export const SUMMARY_CODES = [
  'overview',
  'funding',
  'cost-breakdown',
  'treatment-group',
  'treatment-cost-breakdown',
  'funding-core',
  'service',
  'system-services',
  'location-analysis',
  'location-analysis-v2',
  'asset-life-cycle',
  'wp-asset-life-cycle',
  'system-life-cycle',
  'location-backlog',
  'location-backlog-fci',
  'budget-distribution',
  'budget-breakdown',
  'surplus-distribution',
] as const;
export const summaryCodeSchema = z.enum(SUMMARY_CODES, { error: 'must be a report summary code' });
export type SummaryCode = z.infer<typeof summaryCodeSchema>;

export const summaryParamsSchema = z.object({ taskId: idSchema, summaryCode: summaryCodeSchema });
/** `?asset=<index>` picks the asset of asset-life-cycle and wp-asset-life-cycle (the run's first asset by default). */
export const summaryQuerySchema = z.object({ asset: z.coerce.number().int().min(0).optional() });

/** How a number is formatted: the browser formats, the server never sends formatted text. */
export const unitSchema = z.enum(['currency', 'count', 'measure', 'percent', 'index', 'state', 'year', 'text']);
export type Unit = z.infer<typeof unitSchema>;

/**
 * A label is either a message of the report texts (translated by the browser, e.g. 'Budget') or a
 * name from the planner's own data (a funding source, a treatment, a location), shown as it is.
 */
export const labelSchema = z.union([z.strictObject({ key: z.string() }), z.strictObject({ text: z.string() })]);
export type Label = z.infer<typeof labelSchema>;

export const seriesSchema = z.strictObject({
  id: z.string(),
  label: labelSchema,
  /** Within a combined chart, how this series is drawn; the chart's kind otherwise. */
  draw: z.enum(['bar', 'line', 'area', 'step', 'scatter']).optional(),
  unit: unitSchema,
  /** 'secondary' puts it on the right-hand axis (e.g. OSI beside spend). */
  axis: z.enum(['primary', 'secondary']).default('primary'),
  /** One value per category; null where the value does not exist (e.g. FCI without asset values). */
  data: z.array(z.number().nullable()),
});
export type Series = z.infer<typeof seriesSchema>;

/** A band drawn behind a chart (the FCI bands 5/10/30 %), from `from` to `to` on the primary axis. */
export const bandSchema = z.strictObject({ label: labelSchema, from: z.number(), to: z.number(), tone: z.enum(['good', 'fair', 'poor', 'critical']) });

/** A point marker on a series (an asset's treatment in its life cycle). */
export const markerSchema = z.strictObject({
  category: z.union([z.number(), z.string()]),
  series: z.string(),
  value: z.number(),
  label: labelSchema,
  /** Extra lines for the tooltip, e.g. the cost and funding source. */
  details: z.array(z.strictObject({ label: labelSchema, value: z.union([z.number(), z.string()]), unit: unitSchema })),
});

/**
 * One chart, described by what it shows, not by a charting library's options: the browser maps it
 * onto ApexCharts. `categories` are the x values (calendar years, location names, simulation names).
 */
export const chartSchema = z.strictObject({
  id: z.string(),
  title: labelSchema,
  kind: z.enum(['bars', 'stackedBars', 'stacked100', 'groupedBars', 'lines', 'area', 'combo', 'donut', 'treemap', 'step']),
  categoryUnit: unitSchema,
  categories: z.array(z.union([z.number(), z.string()])),
  series: z.array(seriesSchema),
  bands: z.array(bandSchema).default([]),
  markers: z.array(markerSchema).default([]),
});
export type Chart = z.infer<typeof chartSchema>;

export const kpiSchema = z.strictObject({
  id: z.string(),
  label: labelSchema,
  value: z.number().nullable(),
  unit: unitSchema,
  /** A second line under the value, e.g. 'over 30 years' or the year it refers to. */
  note: labelSchema.optional(),
  /** Change against the start, e.g. OSI at the end minus OSI imported. */
  change: z.number().nullable().optional(),
});
export type Kpi = z.infer<typeof kpiSchema>;

/**
 * The same numbers as the charts as one table: the CSV download, the export workbook's sheet and
 * the results feed's `?summary=` all serve exactly this. Column ids are stable (snake_case); the
 * label is for people.
 */
export const tableSchema = z.strictObject({
  columns: z.array(z.strictObject({ id: z.string(), label: labelSchema, unit: unitSchema })),
  rows: z.array(z.array(z.union([z.number(), z.string(), z.null()]))),
});
export type Table = z.infer<typeof tableSchema>;

/**
 * SPEC 8 "Lite report" texts that apply to this tab's data: partial (some data missing, e.g. asset
 * values for some years so OSI/FCI are left out), noSpatial (no coordinates for a map).
 */
export const summaryNoticeSchema = z.enum(['partialData', 'assetValueMissingSomeYears', 'assetValueMissingAllYears', 'noSpatialData', 'noLocations']);
export type SummaryNotice = z.infer<typeof summaryNoticeSchema>;

/** GET /tasks/{taskId}/results-summary/{summaryCode}: one tab's data. */
export const resultsSummarySchema = z.strictObject({
  task_id: z.uuid(),
  code: summaryCodeSchema,
  calendar_years: z.array(z.number().int()),
  kpis: z.array(kpiSchema),
  charts: z.array(chartSchema),
  table: tableSchema,
  notices: z.array(summaryNoticeSchema),
});
export type ResultsSummary = z.infer<typeof resultsSummarySchema>;

/** GET /tasks/{taskId}/results-summary: the codes this task's results can serve. */
export const resultsSummaryListSchema = z.strictObject({
  task_id: z.uuid(),
  codes: z.array(summaryCodeSchema),
  /** Whether the run had coordinates or a spatial layer: the map of location-analysis. */
  spatial: z.boolean(),
});
export type ResultsSummaryList = z.infer<typeof resultsSummaryListSchema>;

/** GET /tasks/{taskId}/assets?search=…: find an asset of the run by id or name (asset-life-cycle). */
export const assetSearchQuerySchema = z.object({
  search: z.string().trim().min(1, { error: 'search must not be empty' }).max(100),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const assetMatchSchema = z.strictObject({ index: z.number().int().min(0), asset_id: z.string(), name: z.string().nullable(), location: z.string() });
export const assetSearchResultSchema = z.strictObject({ contents: z.array(assetMatchSchema) });
export type AssetMatch = z.infer<typeof assetMatchSchema>;

export const assetParamsSchema = z.object({ taskId: idSchema, assetIndex: z.coerce.number().int().min(0) });
