import type { Insights } from '../../src/api/schemas/project.schema';

type Cell = string | number | null;

/** The CSV's columns: stable names, so that a BI tool's import keeps working whatever the user's language. */
export const PLAN_ROW_COLUMNS = [
  'project_id',
  'project_name',
  'project_status',
  'project_priority',
  'phase_id',
  'phase_name',
  'phase_status',
  'phase_start_date',
  'phase_end_date',
  'funding_source',
  'contingency_percent',
  'phase_total_budget',
  'treatment_id',
  'treatment_kind',
  'data_source_id',
  'asset_id',
  'asset_name',
  'asset_class',
  'treatment_name',
  'treatment_date',
  'treatment_year',
  'cost_per_unit',
  'variation_per_unit',
  'network_measure',
  'cost_estimate',
] as const;

/**
 * The plan flattened: one row per treatment with its phase and project. A phase without
 * treatments and a project without phases still have a row, so that nothing planned is lost.
 */
export function planRows(projects: Insights['projects']): Cell[][] {
  const rows: Cell[][] = [];
  for (const project of projects) {
    const projectCells: Cell[] = [project.id, project.name, project.status?.name ?? null, project.priority?.name ?? null];
    if (project.phases.length === 0) rows.push([...projectCells, ...Array<Cell>(PLAN_ROW_COLUMNS.length - projectCells.length).fill(null)]);
    for (const phase of project.phases) {
      const phaseCells: Cell[] = [
        ...projectCells,
        phase.id,
        phase.name,
        phase.status?.name ?? null,
        phase.start_date,
        phase.end_date,
        phase.funding_source?.name ?? null,
        phase.contingency,
        phase.total_budget,
      ];
      if (phase.treatments.length === 0) rows.push([...phaseCells, ...Array<Cell>(PLAN_ROW_COLUMNS.length - phaseCells.length).fill(null)]);
      for (const treatment of phase.treatments) {
        rows.push([
          ...phaseCells,
          treatment.id,
          treatment.kind,
          treatment.data_source_id,
          treatment.asset_id,
          treatment.asset_name,
          treatment.asset_class,
          treatment.name,
          treatment.date,
          treatment.year,
          treatment.cost,
          treatment.variation,
          treatment.network_measure,
          treatment.cost_estimate,
        ]);
      }
    }
  }
  return rows;
}
