import type { ApiFailure } from '../../../src/api/apiError';
import type { SummaryCode } from '../../../src/api/schemas/reportSummary.schema';
import { liteReportMachine, type LiteReportTask, type SectionOutcome } from '../../../src/machines/liteReport.machine';
import { liteReportInput } from '../harness/liteReport.harness';
import { apiError } from '../support/fixtures';
import { ANY } from '../support/modelExpectations';
import { machineModel } from '../support/modelPaths';
import { NEXT_TASK_ID, REPORT_TASK_ID, summaryList, summaryOf } from '../support/reportFixtures';

type Expected = {
  task: LiteReportTask;
  served: SummaryCode[] | null;
  spatial: boolean;
  outcomes: Partial<Record<SummaryCode, SectionOutcome>>;
  failure: ApiFailure | null;
};

/** A tab of three sections: asset-life-cycle and overview (served) and system-services (its run predates it). */
const SECTIONS: SummaryCode[] = ['asset-life-cycle', 'overview', 'system-services'];
const finished: LiteReportTask = { id: REPORT_TASK_ID, status: 'completed' };
const running: LiteReportTask = { id: REPORT_TASK_ID, status: 'running' };
const newRun: LiteReportTask = { id: NEXT_TASK_ID, status: 'queued' };
const noResults = { served: null, spatial: false, outcomes: {}, failure: null };
const start = (task: LiteReportTask) => ({ task, ...noResults }) as Expected;

const unexpected = apiError(500, 'Unexpected error happened.');
const failedWith500 = { status: 500, message: 'Unexpected error happened.' };
const sectionData = summaryOf('overview');
const noRows = summaryOf('overview', []);

/** The first section that has no outcome yet: sections load in the tab's order. */
const loadingSection = ({ outcomes }: Expected) => SECTIONS.find((code) => outcomes[code] === undefined);
const isFinished = ({ task }: Expected) => task !== null && ['completed', 'active', 'outdated'].includes(task.status);
/** A run reported again changes nothing; another run, or the same one now finished, starts the tab again. */
const isAlready = (task: LiteReportTask) => (context: Expected) => context.task?.id === task?.id && isFinished(context) === isFinished({ ...context, task });
const restart = (task: LiteReportTask, to: string[], change: Partial<Expected> = {}) => (context: Expected) => (isAlready(task)(context) ? {} : { to, context: change });

/** A section settles: the next one loads, or the tab shows what it has (data, or the empty state). */
function settle(outcome: SectionOutcome) {
  return (context: Expected) => {
    const outcomes = { ...context.outcomes, [loadingSection(context)!]: outcome };
    const left = SECTIONS.some((code) => outcomes[code] === undefined);
    const hasData = Object.values(outcomes).some((settled) => settled.kind === 'ready');
    return { to: left ? 'report.loading.fetching' : hasData ? 'report.ready' : 'report.empty', context: { outcomes } };
  };
}

/**
 * SPEC 2 "Simulation report tabs" and SPEC 8's lite report texts: a live run's report is not
 * available yet; a run without results (or no run) has no data; a finished run whose results
 * predate the reports (404) needs publishing again; a section its run cannot serve says charts are
 * available only for newly submitted simulations; one still being prepared (409) is not available
 * yet; a failure offers Retry. The table of a section with data downloads as CSV named
 * `<simulation>-<code>.csv`; copying a chart says whether it worked. A new run starts the tab again.
 */
export const liteReportModel = machineModel({
  name: 'liteReport',
  machine: liteReportMachine,
  parallel: true,
  starts: [
    { label: 'tab of a finished run opened', input: { ...liteReportInput, sections: SECTIONS }, state: ['report.checking', 'copy.idle'], context: start(finished) },
    { label: 'tab of a running simulation opened', input: { ...liteReportInput, task: running, sections: SECTIONS }, state: ['report.waiting', 'copy.idle'], context: start(running) },
    { label: 'tab of a simulation without a run opened', input: { ...liteReportInput, task: null, sections: SECTIONS }, state: ['report.noResults', 'copy.idle'], context: start(null) },
  ],
  events: {
    'the summary list loads': { type: 'xstate.done.actor.fetchSummaryList', output: summaryList },
    'the run has no stored summaries (404)': { type: 'xstate.error.actor.fetchSummaryList', error: apiError(404, 'Resource Not Found') },
    'the list fails with 500': { type: 'xstate.error.actor.fetchSummaryList', error: unexpected },
    "a section's numbers load": { type: 'xstate.done.actor.fetchSummary', output: sectionData },
    'a section has no rows': { type: 'xstate.done.actor.fetchSummary', output: noRows },
    'a section is still being prepared (409)': { type: 'xstate.error.actor.fetchSummary', error: apiError(409, 'This report is not available yet.') },
    'a section fails with 500': { type: 'xstate.error.actor.fetchSummary', error: unexpected },
    'the user retries': { type: 'report.retry' },
    'the run finishes': { type: 'report.task', task: finished },
    'a new run starts': { type: 'report.task', task: newRun },
    'the user downloads the overview CSV': { type: 'report.downloadCsv', code: 'overview', table: sectionData.table },
    'the user copies a chart': { type: 'report.copyImage', chartId: 'overview-spend' },
    'the picture is copied': { type: 'xstate.done.actor.copyImage' },
    'the browser cannot copy pictures': { type: 'xstate.error.actor.copyImage', error: new TypeError('ClipboardItem is not defined') },
  },
  states: {
    'report.waiting': { says: 'the report is not available yet: the run has not finished' },
    'report.noResults': { says: 'no data: the simulation has no finished run' },
    'report.checking': { says: 'skeleton while the run\'s summaries are listed', tags: ['busy'], invoked: ({ task }) => ({ fetchSummaryList: { taskId: task?.id } }) },
    'report.outdated': { says: 'the results predate the reports: publish the simulation again' },
    'report.loading.fetching': {
      says: (context) => `the sections loaded so far, and a skeleton for ${loadingSection(context)}`,
      invoked: (context) => ({ fetchSummary: { taskId: context.task?.id, code: loadingSection(context) } }),
    },
    'report.ready': { says: ({ outcomes }) => `each section: ${Object.entries(outcomes).map(([code, outcome]) => `${code} ${outcome.kind}`).join(', ')}` },
    'report.empty': { says: 'the empty state with the reason of the first section' },
    'report.failed': { says: ({ failure }) => `"${failure?.message}" with Retry`, tags: ['error'] },
    'copy.idle': { says: 'Copy image is offered' },
    'copy.copying': { says: 'the chart is being copied', invoked: { copyImage: { chartId: 'overview-spend' } } },
  },
  transitions: {
    // Applied once for the first region: the context then holds the run, so the others change nothing more.
    [ANY]: {
      'a new run starts': restart(newRun, ['report.waiting', 'copy.idle'], { task: newRun, ...noResults }),
      'the run finishes': restart(finished, ['report.checking', 'copy.idle'], { task: finished, ...noResults }),
    },
    'report.checking': {
      // system-services is not among the codes the run serves: it settles without a call.
      'the summary list loads': { to: 'report.loading.fetching', context: { served: summaryList.codes, spatial: true, outcomes: { 'system-services': { kind: 'notServed' } } } },
      'the run has no stored summaries (404)': 'report.outdated',
      'the list fails with 500': { to: 'report.failed', context: { failure: failedWith500 } },
    },
    'report.loading.fetching': {
      "a section's numbers load": settle({ kind: 'ready', summary: sectionData }),
      'a section has no rows': settle({ kind: 'empty' }),
      'a section is still being prepared (409)': settle({ kind: 'notReady' }),
      'a section fails with 500': { to: 'report.failed', context: { failure: failedWith500 } },
    },
    'report.ready': {
      'the user downloads the overview CSV': { calls: { downloadCsv: [{ fileName: 'Roads 2026-overview.csv', table: sectionData.table }] } },
    },
    'report.failed': { 'the user retries': { to: 'report.checking', context: { served: null, spatial: false, outcomes: {}, failure: null } } },
    'copy.idle': { 'the user copies a chart': 'copy.copying' },
    'copy.copying': {
      'the picture is copied': { to: 'copy.idle', calls: { notifyCopied: [undefined] } },
      'the browser cannot copy pictures': { to: 'copy.idle', calls: { notifyCopyFailed: [new TypeError('ClipboardItem is not defined')] } },
    },
  },
});
