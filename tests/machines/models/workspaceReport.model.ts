import type { ApiFailure } from '../../../src/api/apiError';
import type { WorkspaceReportSectionData, WorkspaceReportStatus } from '../../../src/api/schemas/workspaceReport.schema';
import { workspaceReportMachine } from '../../../src/machines/workspaceReport.machine';
import { apiError } from '../support/fixtures';
import { ANY } from '../support/modelExpectations';
import { machineModel } from '../support/modelPaths';
import { completed, fundingSection, GENEROUS, LEAN, notStarted, outdated } from '../support/workspaceReportFixtures';
import { workspaceDetail } from '../support/workspaceFixtures';

type Form = { simulationIds: string[]; simulationYear: number | null; startDate: string | null; numberOfYears: number | null };
type Expected = {
  workspaceId: string;
  sections: string[];
  fileStem: string;
  form: Form;
  status: WorkspaceReportStatus | null;
  data: WorkspaceReportSectionData[] | null;
  failure: ApiFailure | null;
};

const WS = workspaceDetail.id;
const EMPTY: Form = { simulationIds: [], simulationYear: null, startDate: null, numberOfYears: null };
const unexpected = apiError(500, 'Unexpected error happened.');
const refused = apiError(400, 'A chosen simulation has no completed results to compare. Choose simulations whose reports are ready.');
const at = '2026-04-01T10:00:00.000Z';

/** SPEC 5: all four set, and the simulation year one of the years the report covers (start date's year onwards). */
function isComplete({ form }: Expected): boolean {
  if (form.simulationIds.length === 0 || form.simulationYear === null || !form.startDate || !form.numberOfYears) return false;
  const from = Number(form.startDate.slice(0, 4));
  return form.simulationYear >= from && form.simulationYear < from + form.numberOfYears;
}
const isPristine = ({ form }: Expected) => form.simulationIds.length === 0 && form.simulationYear === null && form.startDate === null && form.numberOfYears === null;
const requestOf = ({ form }: Expected) => ({ simulation_ids: form.simulationIds, simulation_year: form.simulationYear, start_date: form.startDate, number_of_years: form.numberOfYears });

/** A status read: an untouched form shows the request the report was made from; the planner's own choices stay. */
const statusRead = (status: WorkspaceReportStatus, to: string, data?: null) => (context: Expected) => ({
  to,
  context: {
    status,
    failure: null,
    form:
      isPristine(context) && status.request
        ? { simulationIds: status.request.simulation_ids, simulationYear: status.request.simulation_year, startDate: status.request.start_date, numberOfYears: status.request.number_of_years }
        : context.form,
    ...(data === null ? { data: null } : {}),
  },
});
const form = (change: Partial<Form>) => (context: Expected) => ({ context: { form: { ...context.form, ...change } } });
const FORM_EVENTS = ['the planner chooses both simulations', 'the planner clears the simulations', 'the planner chooses the year 2029', 'the planner chooses the year 2040', 'the planner picks 1 July 2027', 'the planner asks for 5 years'];
/** While a report is being built the form is locked: it is the request under way. */
const locked = Object.fromEntries(FORM_EVENTS.map((label) => [label, { context: {} }]));
const generate = (context: Expected) => (isComplete(context) ? { to: 'generating' } : { context: {} });
/** A refused generation or refresh keeps what was shown. */
const refusedTo = (context: Expected) => ({ to: context.data ? 'shown' : 'idle', context: { failure: { status: 400, message: refused.message } } });
const failedRefresh = (context: Expected) => ({ to: context.data ? 'shown' : 'idle', context: { failure: { status: 500, message: 'Unexpected error happened.' } } });

/**
 * SPEC 2: the workspace report tabs funding comparison and year comparison; SPEC 5: a report
 * requires at least one simulation, a simulation year, a start date and a number of years
 * (Generate does nothing until then); SPEC 7: the report's status, its sections, generating it
 * and the SimulationComparison refresh; SPEC 4: report_status_updated of this workspace reads
 * the status again; SPEC 8: an outdated report says why and shows no sections. DOMAIN.md: every
 * table also downloads as CSV, named after the workspace and the section.
 */
export const workspaceReportModel = machineModel({
  name: 'workspaceReport',
  machine: workspaceReportMachine,
  // What the form holds decides what Generate does, and whether a status read fills it.
  traversalKey: (context: Expected) => `${isComplete(context) ? 'complete' : 'incomplete'}|${isPristine(context) ? 'pristine' : 'touched'}`,
  starts: [
    {
      label: "a workspace's funding comparison opened",
      input: { workspaceId: WS, sections: ['funding-comparison'], fileStem: workspaceDetail.name },
      state: 'loadingStatus',
      context: { workspaceId: WS, sections: ['funding-comparison'], fileStem: workspaceDetail.name, form: EMPTY, status: null, data: null, failure: null } as Expected,
    },
  ],
  events: {
    'no report was generated yet': { type: 'xstate.done.actor.fetchStatus', output: notStarted },
    'the report is ready': { type: 'xstate.done.actor.fetchStatus', output: completed },
    'the report is outdated': { type: 'xstate.done.actor.fetchStatus', output: outdated },
    'the status fails with 500': { type: 'xstate.error.actor.fetchStatus', error: unexpected },
    'the sections load': { type: 'xstate.done.actor.fetchSections', output: [fundingSection] },
    'the sections fail with 500': { type: 'xstate.error.actor.fetchSections', error: unexpected },
    'the planner chooses both simulations': { type: 'form.simulations', ids: [LEAN.id, GENEROUS.id] },
    'the planner clears the simulations': { type: 'form.simulations', ids: [] },
    'the planner chooses the year 2029': { type: 'form.simulationYear', year: 2029 },
    'the planner chooses the year 2040': { type: 'form.simulationYear', year: 2040 },
    'the planner picks 1 July 2027': { type: 'form.startDate', date: '2027-07-01' },
    'the planner asks for 5 years': { type: 'form.numberOfYears', years: 5 },
    'the planner presses Generate': { type: 'report.generate' },
    'the planner presses Refresh': { type: 'report.refresh' },
    'the report is generated': { type: 'xstate.done.actor.generateReport', output: completed },
    'the server refuses the request (400)': { type: 'xstate.error.actor.generateReport', error: refused },
    'the refresh rebuilds it': { type: 'xstate.done.actor.refreshReport', output: completed },
    'the refresh finds a simulation deleted': { type: 'xstate.done.actor.refreshReport', output: outdated },
    'the refresh fails with 500': { type: 'xstate.error.actor.refreshReport', error: unexpected },
    "this workspace's report changes status": {
      type: 'realtime.report_status_updated',
      report_type: 'workspace',
      id: WS,
      status: 'completed',
      category_name: 'comparison',
      simulation_id: null,
      timestamp: at,
    },
    "another workspace's report changes status": {
      type: 'realtime.report_status_updated',
      report_type: 'workspace',
      id: GENEROUS.id,
      status: 'completed',
      category_name: 'comparison',
      simulation_id: null,
      timestamp: at,
    },
    "a simulation's report changes status": {
      type: 'realtime.report_status_updated',
      report_type: 'simulation',
      id: WS,
      status: 'completed',
      category_name: 'lite',
      simulation_id: LEAN.id,
      timestamp: at,
    },
    'the user retries': { type: 'load.retry' },
    'the planner downloads the funding comparison as CSV': { type: 'section.downloadCsv', code: 'funding-comparison' },
    'the planner downloads the year comparison as CSV': { type: 'section.downloadCsv', code: 'year-comparison' },
  },
  states: {
    loadingStatus: { says: "skeletons while the report's status loads", tags: ['busy'], invoked: { fetchStatus: { workspaceId: WS } } },
    loadingSections: { says: "skeletons while the report's sections load", tags: ['busy'], invoked: { fetchSections: { workspaceId: WS, codes: ['funding-comparison'] } } },
    idle: {
      says: ({ status, form: shown }) =>
        `the form (${shown.simulationIds.length} simulation(s)) and the status ${status?.report_status}${status?.report_error_message ? `: "${status.report_error_message}"` : ''}, no charts`,
    },
    shown: { says: ({ data }) => `the form and the report's ${data?.map((section) => section.code).join(', ')} charts and tables` },
    generating: { says: 'Generate is busy while the comparison is built', tags: ['generating'], invoked: (context) => ({ generateReport: { workspaceId: WS, request: requestOf(context) } }) },
    refreshing: { says: 'Refresh is busy while the stored request is built again', tags: ['generating'], invoked: { refreshReport: { workspaceId: WS } } },
    failed: { says: ({ failure }) => `the report failed to load: "${failure?.message}", with Retry`, tags: ['error'] },
  },
  transitions: {
    [ANY]: {
      'the planner chooses both simulations': form({ simulationIds: [LEAN.id, GENEROUS.id] }),
      'the planner clears the simulations': form({ simulationIds: [] }),
      'the planner chooses the year 2029': form({ simulationYear: 2029 }),
      'the planner chooses the year 2040': form({ simulationYear: 2040 }),
      'the planner picks 1 July 2027': form({ startDate: '2027-07-01' }),
      'the planner asks for 5 years': form({ numberOfYears: 5 }),
    },
    loadingStatus: {
      'no report was generated yet': statusRead(notStarted, 'idle', null),
      'the report is ready': statusRead(completed, 'loadingSections'),
      'the report is outdated': statusRead(outdated, 'idle', null),
      'the status fails with 500': { to: 'failed', context: { failure: { status: 500, message: 'Unexpected error happened.' } } },
    },
    loadingSections: {
      'the sections load': { to: 'shown', context: { data: [fundingSection], failure: null } },
      'the sections fail with 500': { to: 'failed', context: { failure: { status: 500, message: 'Unexpected error happened.' } } },
    },
    idle: {
      'the planner presses Generate': generate,
      'the planner presses Refresh': 'refreshing',
      "this workspace's report changes status": 'loadingStatus',
    },
    shown: {
      'the planner downloads the funding comparison as CSV': {
        calls: { downloadCsv: [{ fileName: 'Budget Scenarios 2027/28-funding-comparison.csv', table: fundingSection.table }] },
      },
      'the planner presses Generate': generate,
      'the planner presses Refresh': 'refreshing',
      "this workspace's report changes status": 'loadingStatus',
    },
    generating: {
      ...locked,
      'the report is generated': statusRead(completed, 'loadingSections'),
      'the server refuses the request (400)': refusedTo,
    },
    refreshing: {
      ...locked,
      'the refresh rebuilds it': statusRead(completed, 'loadingSections'),
      'the refresh finds a simulation deleted': statusRead(outdated, 'idle', null),
      'the refresh fails with 500': failedRefresh,
    },
    failed: { 'the user retries': 'loadingStatus' },
  },
});

