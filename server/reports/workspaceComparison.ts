import { z } from 'zod';
import { WORKSPACE_REPORT_SECTIONS, type WorkspaceReportRequest } from '../../src/api/schemas/report.schema';
import { comparedSimulationSchema, workspaceReportSectionDataSchema } from '../../src/api/schemas/workspaceReport.schema';
import { yearsOf, type ComparedRun, type ComparisonWindow, type SectionBody } from './workspaceComparison/comparedRun';
import { fundingComparisonSection } from './workspaceComparison/fundingComparisonSection';
import { overviewSection } from './workspaceComparison/overviewSection';
import { yearComparisonFundingSection } from './workspaceComparison/yearComparisonFundingSection';
import { yearComparisonSection } from './workspaceComparison/yearComparisonSection';
import { yearComparisonServiceSection } from './workspaceComparison/yearComparisonServiceSection';

export type { ComparedRun } from './workspaceComparison/comparedRun';

/** The start date's year and the years after it, as many as the request asks for. */
export function comparisonWindow(request: WorkspaceReportRequest): ComparisonWindow {
  const from = Number(request.start_date.slice(0, 4));
  return { years: Array.from({ length: request.number_of_years }, (_, offset) => from + offset), simulationYear: request.simulation_year };
}

const SECTION_BUILDERS = {
  overview: overviewSection,
  'funding-comparison': fundingComparisonSection,
  'year-comparison': yearComparisonSection,
  'year-comparison-funding': yearComparisonFundingSection,
  'year-comparison-service': yearComparisonServiceSection,
} satisfies Record<(typeof WORKSPACE_REPORT_SECTIONS)[number], (runs: readonly ComparedRun[], window: ComparisonWindow) => SectionBody>;

const sectionBodySchema = workspaceReportSectionDataSchema.pick({ kpis: true, charts: true, table: true, notices: true });

/** What a workspace_reports row keeps as its result: the runs it compared and every section. */
export const storedComparisonSchema = z.strictObject({
  simulations: z.array(comparedSimulationSchema),
  sections: z.strictObject(Object.fromEntries(WORKSPACE_REPORT_SECTIONS.map((code) => [code, sectionBodySchema])) as Record<(typeof WORKSPACE_REPORT_SECTIONS)[number], typeof sectionBodySchema>),
});
export type StoredComparison = z.infer<typeof storedComparisonSchema>;

/**
 * The workspace's simulation comparison (SPEC 2's sections) from the stored results of each
 * simulation's run, over the request's window: every number is read from the engine's
 * SimulationResults, each run clipped to the years it has.
 */
export function buildWorkspaceComparison(request: WorkspaceReportRequest, runs: readonly ComparedRun[]): StoredComparison {
  const window = comparisonWindow(request);
  const sections = Object.fromEntries(Object.entries(SECTION_BUILDERS).map(([code, build]) => [code, build(runs, window)])) as StoredComparison['sections'];
  return {
    simulations: runs.map((run) => ({ id: run.simulationId, name: run.name, task_id: run.taskId, calendar_years: yearsOf(run, window) })),
    sections,
  };
}
