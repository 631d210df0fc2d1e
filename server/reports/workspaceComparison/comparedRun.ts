import type { Label } from '../../../src/api/schemas/reportSummary.schema';
import type { WorkspaceReportSectionData } from '../../../src/api/schemas/workspaceReport.schema';
import type { SimulationResults } from '../../../src/api/simulationPackage/results.schema';

/** A simulation of the comparison with the stored results of the run it was compared on. */
export type ComparedRun = { simulationId: string; name: string; taskId: string; results: SimulationResults };

/**
 * The years a comparison looks at: the start date's year and the number of years after it
 * (`years`), and the one year the year comparison looks at.
 */
export type ComparisonWindow = { years: number[]; simulationYear: number };

/** What a section builder makes; the report adds the request, the simulations and the window. */
export type SectionBody = Pick<WorkspaceReportSectionData, 'kpis' | 'charts' | 'table' | 'notices'>;

/** A generic label of the report texts (the `reportLabels` namespace, under `comparison`). */
export const labelOf = (key: string): Label => ({ key: `comparison.${key}` });
/** A name from the planner's data, shown as it is. */
export const textOf = (text: string): Label => ({ text });

/** A run's yearly value in a calendar year; null when the run does not cover that year. */
export function valueIn(run: ComparedRun, series: readonly (number | null)[], year: number): number | null {
  const index = run.results.run.calendarYears.indexOf(year);
  return index < 0 ? null : (series[index] ?? null);
}

/** The run's own years inside the window: runs start and end in different years. */
export function yearsOf(run: ComparedRun, window: ComparisonWindow): number[] {
  return run.results.run.calendarYears.filter((year) => window.years.includes(year));
}

/** Whether some run lacks a year the section shows: SPEC 8's "partial data" text then applies. */
export function partialNotice(runs: readonly ComparedRun[], years: readonly number[]): SectionBody['notices'] {
  const complete = runs.every((run) => years.every((year) => run.results.run.calendarYears.includes(year)));
  return complete ? [] : ['partialData'];
}

export const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);
