import type { WorkPlanSettings } from '../../src/api/schemas/workPlan.schema';
import type { Insights } from '../../src/api/schemas/project.schema';
import { planningYearIndexOf } from '../../src/api/rules/phaseDates';
import { sumCents } from '../../src/api/rules/treatmentCost';
import type { ProjectTree } from '../repositories/workPlanProjectQueries';

/**
 * The budget against the proposed spend (DOMAIN "Work Planner"): a phase's spend (treatment cost and
 * contingency) falls in the planning year its start date is in, on its funding source. A year is
 * over budget when its spend exceeds its budget; a funding source no phase draws on is unused.
 */
function budgets(settings: WorkPlanSettings, projects: readonly ProjectTree[]): Insights['budgets'] {
  const years = settings.time_frame.years;
  const phases = projects.flatMap((project) => project.phases);
  const spendIn = (fundingSourceId: string | null, yearIndex: number) =>
    sumCents(phases.filter((phase) => (phase.funding_source?.id ?? null) === fundingSourceId && planningYearIndexOf(phase.start_date, years) === yearIndex).map((phase) => phase.proposed_spend));
  const cell = (yearIndex: number, budget: number, proposed: number) => ({ year_index: yearIndex, budget, proposed_spend: proposed, over_budget: proposed > budget });
  const rows: Insights['budgets']['funding_sources'] = settings.funding_sources.map((source) => ({
    funding_source: { id: source.id, name: source.name },
    unused: !phases.some((phase) => phase.funding_source?.id === source.id),
    years: years.map((year) => cell(year.index, source.budgets[year.index] ?? 0, spendIn(source.id, year.index))),
  }));
  // Phases without a funding source spend with no budget behind them: every such year is over.
  if (phases.some((phase) => phase.funding_source === null)) {
    rows.push({ funding_source: null, unused: false, years: years.map((year) => cell(year.index, 0, spendIn(null, year.index))) });
  }
  return {
    years,
    funding_sources: rows,
    year_totals: years.map((year) =>
      cell(
        year.index,
        sumCents(rows.map((row) => row.years[year.index]!.budget)),
        sumCents(rows.map((row) => row.years[year.index]!.proposed_spend)),
      ),
    ),
    outside_time_frame_spend: sumCents(phases.filter((phase) => planningYearIndexOf(phase.start_date, years) === null).map((phase) => phase.proposed_spend)),
  };
}

/** The plan's Insights tab (Board, Grid, Gantt, budgets) and its exports read from one computation. */
export function insightsOf(settings: WorkPlanSettings, projects: ProjectTree[]): Insights {
  const phases = projects.flatMap((project) => project.phases.map((phase) => ({ project, phase })));
  return {
    projects,
    totals: {
      project_count: projects.length,
      phase_count: phases.length,
      treatment_count: projects.reduce((count, project) => count + project.treatment_count, 0),
      total_budget: sumCents(projects.map((project) => project.total_budget)),
      treatment_cost: sumCents(projects.map((project) => project.treatment_cost)),
      contingency_amount: sumCents(projects.map((project) => project.contingency_amount)),
      proposed_spend: sumCents(projects.map((project) => project.proposed_spend)),
    },
    board: [
      ...settings.status_items.map((status) => ({
        status: { id: status.id, name: status.name, colour: status.colour },
        project_ids: projects.filter((project) => project.status?.id === status.id).map((project) => project.id),
      })),
      { status: null, project_ids: projects.filter((project) => project.status === null).map((project) => project.id) },
    ],
    gantt: phases
      .map(({ project, phase }) => ({
        phase_id: phase.id,
        project_id: project.id,
        project_name: project.name,
        name: phase.name,
        start_date: phase.start_date,
        end_date: phase.end_date,
        status: phase.status,
      }))
      .sort((a, b) => a.start_date.localeCompare(b.start_date) || a.end_date.localeCompare(b.end_date)),
    budgets: budgets(settings, projects),
  };
}
