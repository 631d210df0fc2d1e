import type { ApiFailure } from '../../../src/api/apiError';
import type { Insights } from '../../../src/api/schemas/project.schema';
import { workPlanInsightsMachine, type StatusMove } from '../../../src/machines/workPlanInsights.machine';
import { apiError } from '../support/fixtures';
import { machineModel, type ModelEvent, type ModelStep } from '../support/modelPaths';

export const INSIGHTS_PLAN_ID = '7d1f7a52-5f1e-4c43-9a57-0c5c1b0f2a10';
const PROJECT_ID = '0b6f3c1e-2a4d-4f7a-8b8e-3c9d2e1f4a50';
const OTHER_PROJECT_ID = '5e2d4c3b-1a0f-4e9d-8c7b-6a5f4e3d2c10';
const PLANNED = { id: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c60', name: 'Planned', colour: '#2563eb' };
const IN_PROGRESS = { id: '1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a10', name: 'In progress', colour: '#f59e0b' };

type Expected = { workPlanId: string; insights: Insights | null; failure: ApiFailure | null; move: StatusMove | null };

const project = (id: string, name: string): Insights['projects'][number] => ({
  id,
  work_plan_id: INSIGHTS_PLAN_ID,
  name,
  description: '',
  owner: null,
  priority: null,
  status: PLANNED,
  phase_count: 0,
  treatment_count: 0,
  start_date: null,
  end_date: null,
  created_at: '2026-03-01T00:00:00.000Z',
  updated_at: '2026-03-01T00:00:00.000Z',
  total_budget: 0,
  treatment_cost: 0,
  contingency_amount: 0,
  proposed_spend: 0,
  phases: [],
});

const totals = (count: number) => ({ project_count: count, phase_count: 0, treatment_count: 0, total_budget: 0, treatment_cost: 0, contingency_amount: 0, proposed_spend: 0 });
const budgets: Insights['budgets'] = { years: [], funding_sources: [], year_totals: [], outside_time_frame_spend: 0 };

/** Two planned projects on the Board; 'In progress' has none. */
const insights: Insights = {
  projects: [project(PROJECT_ID, 'Barrabool Road renewal'), project(OTHER_PROJECT_ID, 'Church Street mains')],
  totals: totals(2),
  board: [
    { status: PLANNED, project_ids: [PROJECT_ID, OTHER_PROJECT_ID] },
    { status: IN_PROGRESS, project_ids: [] },
    { status: null, project_ids: [] },
  ],
  gantt: [],
  budgets,
};

/** SPEC 2 Board: the card moved to 'In progress' leaves 'Planned', and the project carries its new status. */
const moved: Insights = {
  ...insights,
  projects: [{ ...insights.projects[0]!, status: IN_PROGRESS }, insights.projects[1]!],
  board: [
    { status: PLANNED, project_ids: [OTHER_PROJECT_ID] },
    { status: IN_PROGRESS, project_ids: [PROJECT_ID] },
    { status: null, project_ids: [] },
  ],
};

/** Someone else deleted the project meanwhile: the plan as the server has it now. */
const afterDeletion: Insights = {
  ...insights,
  projects: [insights.projects[1]!],
  totals: totals(1),
  board: [
    { status: PLANNED, project_ids: [OTHER_PROJECT_ID] },
    { status: IN_PROGRESS, project_ids: [] },
    { status: null, project_ids: [] },
  ],
};

/**
 * SPEC 2 Board, as the model states it: a project moved to another status column leaves its
 * column and goes to the end of the new one, carrying the status; a project not on the Board, or
 * dropped where it is, moves nothing.
 */
const moveTo = (context: Expected, event: ModelEvent): ModelStep<Expected> => {
  const { projectId, statusId } = event as unknown as { projectId: string; statusId: string };
  const shown = context.insights!;
  const target = [PLANNED, IN_PROGRESS].find((status) => status.id === statusId)!;
  const current = shown.projects.find((candidate) => candidate.id === projectId);
  if (!current || current.status?.id === statusId) return {};
  const after: Insights = {
    ...shown,
    projects: shown.projects.map((candidate) => (candidate.id === projectId ? { ...candidate, status: target } : candidate)),
    board: shown.board.map((column) => ({
      ...column,
      project_ids: column.status?.id === statusId ? [...column.project_ids, projectId] : column.project_ids.filter((id) => id !== projectId),
    })),
  };
  return { to: 'data.moving', context: { insights: after, move: { projectId, statusId, before: shown } } };
};

const notFound = apiError(404, 'The project you are looking for does not exist in this work plan.');
const forbidden = apiError(403, 'You have reached an area that requires special permission.');
const unexpected = apiError(500, 'Unexpected error happened.');
const CSV_FILE = 'Renewals 2026-2035 - 2026-03-05.csv';

/**
 * SPEC 2 "Work Plan insights" and SPEC 8: the insights load (404 → the insights' not-found page,
 * another failure → Retry); a Board move shows at once and is undone, with the server's message as
 * an error toast, when the server refuses it; a move of a project the server no longer has loads
 * the insights again. Exports download one file at a time; a failed one is an error toast.
 */
export const workPlanInsightsModel = machineModel({
  name: 'workPlanInsights',
  machine: workPlanInsightsMachine,
  parallel: true,
  starts: [
    {
      label: 'insights tab opened',
      input: { workPlanId: INSIGHTS_PLAN_ID },
      state: ['data.loading', 'export.idle'],
      context: { workPlanId: INSIGHTS_PLAN_ID, insights: null, failure: null, move: null } as Expected,
    },
  ],
  events: {
    'the insights load': { type: 'xstate.done.actor.fetchInsights', output: insights },
    'the load answers 404': { type: 'xstate.error.actor.fetchInsights', error: notFound },
    'the load fails with 500': { type: 'xstate.error.actor.fetchInsights', error: unexpected },
    'the user retries': { type: 'insights.retry' },
    'the side panel saved a change': { type: 'insights.reload' },
    'Barrabool Road renewal is moved to In progress': { type: 'project.move', projectId: PROJECT_ID, statusId: IN_PROGRESS.id },
    'Barrabool Road renewal is dropped on its own column': { type: 'project.move', projectId: PROJECT_ID, statusId: PLANNED.id },
    'a project the plan does not have is moved': { type: 'project.move', projectId: '3c3c3c3c-3c3c-4c3c-8c3c-3c3c3c3c3c3c', statusId: IN_PROGRESS.id },
    'the status change is saved': { type: 'xstate.done.actor.updateProjectStatus', output: moved.projects[0] },
    'the status change is refused with 403': { type: 'xstate.error.actor.updateProjectStatus', error: forbidden },
    'the status change answers 404': { type: 'xstate.error.actor.updateProjectStatus', error: notFound },
    'the insights load again': { type: 'xstate.done.actor.refreshInsights', output: afterDeletion },
    'loading them again answers 404': { type: 'xstate.error.actor.refreshInsights', error: notFound },
    'loading them again fails with 500': { type: 'xstate.error.actor.refreshInsights', error: unexpected },
    'CSV is chosen from the export menu': { type: 'export.download', format: 'csv', fileName: CSV_FILE },
    'the browser has the file': { type: 'xstate.done.actor.exportWorkPlan' },
    'the export fails with 500': { type: 'xstate.error.actor.exportWorkPlan', error: unexpected },
  },
  states: {
    'data.loading': { says: 'the outline of the totals and the view while the insights load', tags: ['busy'], invoked: { fetchInsights: { workPlanId: INSIGHTS_PLAN_ID } } },
    'data.loaded': { says: ({ insights: shown }) => `the totals, the view and the budgets of ${shown?.totals.project_count} projects` },
    'data.moving': {
      says: 'the card already in its new column while the server saves the status',
      tags: ['moving'],
      invoked: ({ move }) => ({ updateProjectStatus: { workPlanId: INSIGHTS_PLAN_ID, projectId: move?.projectId, statusId: move?.statusId } }),
    },
    'data.refreshing': { says: 'the Board as it was while the insights load again', tags: ['moving'], invoked: { refreshInsights: { workPlanId: INSIGHTS_PLAN_ID } } },
    'data.missing': { says: 'the insights’ not-found page' },
    'data.failed': { says: ({ failure }) => `"${failure?.message}" with Retry`, tags: ['error'] },
    'export.idle': { says: 'the Export menu' },
    'export.exporting': { says: 'Export shows it is preparing the file', tags: ['exporting'], invoked: { exportWorkPlan: { workPlanId: INSIGHTS_PLAN_ID, format: 'csv', fileName: CSV_FILE } } },
  },
  transitions: {
    'data.loading': {
      'the insights load': { to: 'data.loaded', context: { insights, failure: null } },
      'the load answers 404': { to: 'data.missing', calls: { reportMissing: [notFound] } },
      'the load fails with 500': { to: 'data.failed', context: { failure: { status: 500, message: 'Unexpected error happened.' } } },
    },
    'data.failed': { 'the user retries': 'data.loading' },
    // A card dropped on the column it is in, or a project that is not on the Board, moves nothing.
    'data.loaded': {
      'Barrabool Road renewal is moved to In progress': moveTo,
      'Barrabool Road renewal is dropped on its own column': moveTo,
      'a project the plan does not have is moved': moveTo,
      // The side panel changed a project, phase or treatment: what the tab shows is out of date.
      'the side panel saved a change': 'data.refreshing',
    },
    'data.moving': {
      'the status change is saved': ({ insights: shown, move }) => ({
        to: 'data.loaded',
        context: { move: null },
        calls: {
          notifyMoved: [
            {
              projectName: shown!.projects.find((candidate) => candidate.id === move!.projectId)!.name,
              statusName: [PLANNED, IN_PROGRESS].find((status) => status.id === move!.statusId)!.name,
            },
          ],
        },
      }),
      'the status change is refused with 403': ({ move }) => ({
        to: 'data.loaded',
        context: { insights: move!.before, move: null },
        calls: { notifyFailure: [{ status: 403, message: 'You have reached an area that requires special permission.' }] },
      }),
      'the status change answers 404': ({ move }) => ({
        to: 'data.refreshing',
        context: { insights: move!.before, move: null },
        calls: { notifyFailure: [{ status: 404, message: 'The project you are looking for does not exist in this work plan.' }] },
      }),
      // One move at a time: a second card waits until the first is saved.
    },
    'data.refreshing': {
      'the insights load again': { to: 'data.loaded', context: { insights: afterDeletion, failure: null } },
      'loading them again answers 404': { to: 'data.missing', calls: { reportMissing: [notFound] } },
      'loading them again fails with 500': { to: 'data.failed', context: { failure: { status: 500, message: 'Unexpected error happened.' } } },
    },
    'export.idle': { 'CSV is chosen from the export menu': 'export.exporting' },
    'export.exporting': {
      'the browser has the file': 'export.idle',
      'the export fails with 500': { to: 'export.idle', calls: { notifyFailure: [{ status: 500, message: 'Unexpected error happened.' }] } },
    },
  },
});
