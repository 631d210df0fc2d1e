import { MAX_COMPARED_SIMULATIONS, type WorkspaceReportRequest } from '../api/schemas/report.schema';

/** The comparison form's four fields (SPEC 5), each unset until the planner chooses it. */
export type ComparisonForm = {
  simulationIds: string[];
  simulationYear: number | null;
  /** YYYY-MM-DD. */
  startDate: string | null;
  numberOfYears: number | null;
};

export type ComparisonField = 'simulations' | 'simulationYear' | 'startDate' | 'numberOfYears';

export const EMPTY_COMPARISON_FORM: ComparisonForm = { simulationIds: [], simulationYear: null, startDate: null, numberOfYears: null };

/** The years the report covers: the start date's year and the years after it. */
export function comparisonYears(form: ComparisonForm): number[] {
  if (!form.startDate || !form.numberOfYears) return [];
  const from = Number(form.startDate.slice(0, 4));
  return Array.from({ length: form.numberOfYears }, (_, offset) => from + offset);
}

/**
 * SPEC 5: "A report requires at least one simulation, a simulation year, a start date and a
 * number of years." A simulation year outside the years the report covers is not a choice; more
 * simulations than the maximum are not either (SPEC 5 does not show the number).
 */
export function missingComparisonFields(form: ComparisonForm): ComparisonField[] {
  const missing: ComparisonField[] = [];
  if (form.simulationIds.length === 0 || form.simulationIds.length > MAX_COMPARED_SIMULATIONS) missing.push('simulations');
  if (form.simulationYear === null || (comparisonYears(form).length > 0 && !comparisonYears(form).includes(form.simulationYear))) missing.push('simulationYear');
  if (!form.startDate) missing.push('startDate');
  if (!form.numberOfYears) missing.push('numberOfYears');
  return missing;
}

/** The body of POST /workspaces/{wsId}/reports/SimulationComparison, once the form is complete. */
export function comparisonRequestOf(form: ComparisonForm): WorkspaceReportRequest | null {
  if (missingComparisonFields(form).length > 0) return null;
  return { simulation_ids: form.simulationIds, simulation_year: form.simulationYear!, start_date: form.startDate!, number_of_years: form.numberOfYears! };
}

/** The form a stored request was made from, so that the planner sees what the report shows. */
export const comparisonFormOf = (request: WorkspaceReportRequest): ComparisonForm => ({
  simulationIds: request.simulation_ids,
  simulationYear: request.simulation_year,
  startDate: request.start_date,
  numberOfYears: request.number_of_years,
});
