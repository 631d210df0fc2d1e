import type { ApiFailure } from '../../../src/api/apiError';
import type { AdvancedComparison, AnalysisFilters } from '../../../src/api/schemas/advancedAnalysis.schema';
import type { SimulationSummary } from '../../../src/api/schemas/simulation.schema';
import { advancedComparisonMachine } from '../../../src/machines/advancedComparison.machine';
import { comparedSimulations, COMPARISON_WORKSPACE_ID, CURRENT_SIMULATION_ID, twoCompared, workspaceSimulations } from '../support/analysisFixtures';
import { apiError } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';

type Expected = {
  workspaceId: string;
  simulations: SimulationSummary[];
  chosen: string[];
  filters: AnalysisFilters;
  comparison: AdvancedComparison | null;
  failure: ApiFailure | null;
  tooMany: boolean;
};

const ids = (count: number) => comparedSimulations.slice(0, count).map((simulation) => simulation.id);
const TWO = ids(2);
const EIGHT = ids(8);
const NINE = ids(9);
const BRIDGES: AnalysisFilters = { asset_class: ['Bridge'] };

const unexpected = apiError(500, 'Unexpected error happened.');
const failedWith500 = { status: 500, message: 'Unexpected error happened.' };

/**
 * Issue 14 "Advanced comparison of up to 8 simulations": the workspace's simulations are listed,
 * the open report's simulation chosen and compared under the analysis' filter; each new choice
 * or filter compares again. A ninth is refused (the choice stays at eight and the page says
 * why); none chosen compares nothing. A portfolio not on Enterprise is refused.
 */
export const advancedComparisonModel = machineModel<Expected>({
  name: 'advancedComparison',
  machine: advancedComparisonMachine,
  starts: [
    {
      label: 'the Comparison tab opens',
      input: { workspaceId: COMPARISON_WORKSPACE_ID, simulationId: CURRENT_SIMULATION_ID, filters: {} },
      state: 'listing',
      context: { workspaceId: COMPARISON_WORKSPACE_ID, simulations: [], chosen: [CURRENT_SIMULATION_ID], filters: {}, comparison: null, failure: null, tooMany: false },
    },
  ],
  events: {
    "the workspace's 9 simulations arrive": { type: 'xstate.done.actor.fetchSimulations', output: workspaceSimulations },
    'the list fails with 500': { type: 'xstate.error.actor.fetchSimulations', error: unexpected },
    'the comparison arrives': { type: 'xstate.done.actor.fetchComparison', output: twoCompared },
    'the comparison fails with 500': { type: 'xstate.error.actor.fetchComparison', error: unexpected },
    'the server refuses: not Enterprise (403)': { type: 'xstate.error.actor.fetchComparison', error: apiError(403, 'Advanced reports need the Enterprise plan.') },
    Retry: { type: 'comparison.retry' },
    'the user chooses two simulations': { type: 'comparison.choose', simulationIds: TWO },
    'the user chooses eight': { type: 'comparison.choose', simulationIds: EIGHT },
    'the user chooses a ninth': { type: 'comparison.choose', simulationIds: NINE },
    'the user unticks every simulation': { type: 'comparison.choose', simulationIds: [] },
    'the analysis is filtered to bridges': { type: 'comparison.filters', filters: BRIDGES },
  },
  states: {
    listing: { says: "the workspace's simulations load", tags: ['busy'], invoked: { fetchSimulations: { workspaceId: COMPARISON_WORKSPACE_ID, page: 1, page_size: 100 } } },
    listFailed: { says: 'the simulations could not load; Retry', tags: ['error'] },
    'choosing.comparing': {
      says: ({ chosen }) => `${chosen.length} simulation(s) being compared`,
      tags: ['busy'],
      invoked: ({ chosen, filters }) => ({ fetchComparison: { workspaceId: COMPARISON_WORKSPACE_ID, simulationIds: chosen, filters } }),
    },
    'choosing.compared': { says: ({ comparison }) => `each simulation's status: ${comparison?.simulations.map((simulation) => simulation.status).join(', ')}` },
    'choosing.failed': { says: 'the comparison could not load; Retry', tags: ['error'] },
    'choosing.nothingChosen': { says: 'choose at least one simulation' },
    choosing: { says: ({ tooMany }) => (tooMany ? 'says that at most 8 simulations can be compared' : '') },
    refused: { says: "'Advanced reports need the Enterprise plan.'" },
  },
  transitions: {
    listing: {
      "the workspace's 9 simulations arrive": { to: 'choosing.comparing', context: { simulations: workspaceSimulations.contents, failure: null } },
      'the list fails with 500': { to: 'listFailed', context: { failure: failedWith500 } },
    },
    listFailed: { Retry: 'listing' },
    choosing: {
      'the user chooses two simulations': { to: 'choosing.comparing', context: { chosen: TWO, tooMany: false } },
      'the user chooses eight': { to: 'choosing.comparing', context: { chosen: EIGHT, tooMany: false } },
      'the user chooses a ninth': { context: { tooMany: true } },
      'the user unticks every simulation': { to: 'choosing.nothingChosen', context: { chosen: [], tooMany: false, comparison: null } },
      'the analysis is filtered to bridges': (context) => (context.chosen.length > 0 ? { to: 'choosing.comparing', context: { filters: BRIDGES } } : { context: { filters: BRIDGES } }),
    },
    'choosing.comparing': {
      'the comparison arrives': { to: 'choosing.compared', context: { comparison: twoCompared, failure: null } },
      'the comparison fails with 500': { to: 'choosing.failed', context: { failure: failedWith500 } },
      'the server refuses: not Enterprise (403)': { to: 'refused', context: { failure: { status: 403, message: 'Advanced reports need the Enterprise plan.' } } },
    },
    'choosing.failed': { Retry: 'choosing.comparing' },
  },
});
