import type { AdvancedAnalysis, AdvancedComparison, AnalysisWork, AnalysisWorksPage, ComparedSimulation } from '../../../src/api/schemas/advancedAnalysis.schema';
import type { SimulationPage, SimulationSummary } from '../../../src/api/schemas/simulation.schema';
import { REPORT_TASK_ID } from './reportFixtures';
import { simulationSummary } from './simulationFixtures';

export const ANALYSIS_TASK_ID = REPORT_TASK_ID;
export const COMPARISON_WORKSPACE_ID = simulationSummary.workspace_id;

/** The run's analysis with no filter: two classes, two locations, a blank hierarchy among them. */
export const wholeRun: AdvancedAnalysis = {
  task_id: ANALYSIS_TASK_ID,
  totals: { works: 240, cost: 3_600_000, assets: 90 },
  facets: {
    asset_class: [
      { value: 'Road', works: 200, cost: 3_000_000 },
      { value: 'Bridge', works: 40, cost: 600_000 },
    ],
    location: [
      { value: 'Riverbend', works: 150, cost: 2_400_000 },
      { value: 'Hillside', works: 90, cost: 1_200_000 },
    ],
    hierarchy: [
      { value: 'Arterial', works: 160, cost: 2_800_000 },
      { value: '', works: 80, cost: 800_000 },
    ],
    criticality: [{ value: 'High', works: 240, cost: 3_600_000 }],
    funding_source: [{ value: 'Renewals', works: 240, cost: 3_600_000 }],
    year: [
      { value: '2026', works: 130, cost: 1_900_000 },
      { value: '2027', works: 110, cost: 1_700_000 },
    ],
  },
  points: [{ asset_index: 41, asset_id: 'RD-0042', x: 151.2, y: -33.8, works: 3, cost: 42_000 }],
  points_total: 1,
  attributes_stored: true,
};

/** The same run with Bridge chosen: the class facet still lists Road (it ignores its own filter). */
export const bridgesOnly: AdvancedAnalysis = {
  ...wholeRun,
  totals: { works: 40, cost: 600_000, assets: 12 },
  facets: { ...wholeRun.facets, location: [{ value: 'Riverbend', works: 40, cost: 600_000 }, { value: 'Hillside', works: 0, cost: 0 }] },
};

function work(workNo: number): AnalysisWork {
  return {
    work_no: workNo,
    year: 2026 + (workNo % 2),
    asset_index: workNo,
    asset_id: `RD-${String(workNo).padStart(4, '0')}`,
    asset_name: null,
    asset_class: 'Road',
    hierarchy: 'Arterial',
    criticality: 'High',
    location: 'Riverbend',
    treatment_name: 'Reseal',
    cost: 15_000,
    funding_source: 'Renewals',
    state_before: 4,
    state_after: 1,
  };
}

/** Rows `offset` onwards of a run with `total` works, 100 at most, as the API pages them. */
export function worksPage(offset: number, total: number): AnalysisWorksPage {
  const count = Math.max(0, Math.min(100, total - offset));
  return { total, offset, rows: Array.from({ length: count }, (_, index) => work(offset + index + 1)) };
}

export const comparedSimulations: SimulationSummary[] = Array.from({ length: 9 }, (_, index) => ({
  ...simulationSummary,
  id: `6ab1df07-8192-43a4-9f50-6b7c8d9eac0${index + 1}`,
  name: `Roads option ${index + 1}`,
}));
export const CURRENT_SIMULATION_ID = comparedSimulations[0]!.id;
export const workspaceSimulations: SimulationPage = { contents: comparedSimulations, current_page: 1, page_size: 100, total_count: 9, total_pages: 1 };

const compared = (simulation: SimulationSummary, changes: Partial<ComparedSimulation>): ComparedSimulation => ({
  simulation_id: simulation.id,
  simulation_name: simulation.name,
  task_id: ANALYSIS_TASK_ID,
  status: 'success',
  message: null,
  works_in_run: 240,
  years: wholeRun.facets.year,
  totals: { works: 240, cost: 3_600_000 },
  ...changes,
});

/** The open simulation compared, and a second one too large for a comparison. */
export const twoCompared: AdvancedComparison = {
  workspace_id: COMPARISON_WORKSPACE_ID,
  max_works: 1_000,
  simulations: [
    compared(comparedSimulations[0]!, {}),
    compared(comparedSimulations[1]!, {
      status: 'failed-as-too-large',
      message: 'Too large for an advanced comparison: this run has 2,400 works, more than the 1,000 a comparison holds.',
      works_in_run: 2_400,
      years: [],
      totals: null,
    }),
  ],
};
