import { assign, fromPromise, setup } from 'xstate';
import { hasStatus, toApiFailure, type ApiFailure } from '../api/apiError';
import type { Insights, Project } from '../api/schemas/project.schema';
import type { WorkPlanExportFormat } from '../api/schemas/workPlanExport.schema';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';

export type WorkPlanInsightsInput = { workPlanId: string };

/** A card moved on the Board: the project, its new status, and what to put back if the server refuses. */
export type StatusMove = { projectId: string; statusId: string; before: Insights };

export type WorkPlanInsightsContext = {
  workPlanId: string;
  insights: Insights | null;
  failure: ApiFailure | null;
  move: StatusMove | null;
};

export type WorkPlanInsightsEvent =
  | { type: 'insights.retry' }
  /** Something the page changed elsewhere (the side panel saved or deleted an item): load again, still showing what it has. */
  | { type: 'insights.reload' }
  /** A card dropped on another status column, or that status chosen from the card's menu. */
  | { type: 'project.move'; projectId: string; statusId: string }
  | { type: 'export.download'; format: WorkPlanExportFormat; fileName: string };

export type UpdateProjectStatusInput = { workPlanId: string; projectId: string; statusId: string };
export type ExportWorkPlanInput = { workPlanId: string; format: WorkPlanExportFormat; fileName: string };
export type StatusMoveNotice = { projectName: string; statusName: string };

/**
 * The project moved to the status: its card leaves its column for the new one (at the end), and the
 * project carries the status. What the Board shows at once, before the server has answered.
 */
export function withProjectStatus(insights: Insights, projectId: string, statusId: string): Insights {
  const column = insights.board.find((candidate) => candidate.status?.id === statusId);
  if (!column?.status) return insights;
  const status = column.status;
  return {
    ...insights,
    projects: insights.projects.map((project) => (project.id === projectId ? { ...project, status } : project)),
    board: insights.board.map((candidate) => {
      const others = candidate.project_ids.filter((id) => id !== projectId);
      return { ...candidate, project_ids: candidate.status?.id === statusId ? [...others, projectId] : others };
    }),
  };
}

const isMove = (insights: Insights | null, projectId: string, statusId: string) => {
  const project = insights?.projects.find((candidate) => candidate.id === projectId);
  return Boolean(project && project.status?.id !== statusId && insights?.board.some((column) => column.status?.id === statusId));
};

/**
 * The Insights tab (SPEC 2 "Work Plan insights"): the plan's insights load (a 404 is the insights'
 * not-found page, any other failure offers Retry); the Board moves a project to another status at
 * once and puts it back with an error toast when the server refuses; a project the server no longer
 * has makes the insights load again, as does a change the side panel made (`insights.reload`). Beside it, the export region downloads a CSV, Excel or JSON file.
 */
export const workPlanInsightsMachine = setup({
  types: {
    context: {} as WorkPlanInsightsContext,
    events: {} as WorkPlanInsightsEvent,
    input: {} as WorkPlanInsightsInput,
    tags: {} as 'busy' | 'error' | 'moving' | 'exporting',
  },
  actors: {
    fetchInsights: fromPromise<Insights, { workPlanId: string }>(notProvided('fetchInsights')),
    updateProjectStatus: fromPromise<Project, UpdateProjectStatusInput>(notProvided('updateProjectStatus')),
    exportWorkPlan: fromPromise<void, ExportWorkPlanInput>(notProvided('exportWorkPlan')),
  },
  actions: {
    /** SPEC 8: a 404 goes to the not-found route, here the insights'. */
    reportMissing: notProvided<[unknown, unknown]>('reportMissing'),
    /** SPEC 8 "Toast errors": the server's message, or the generic one. */
    notifyFailure: notProvided<[unknown, ApiFailure]>('notifyFailure'),
    notifyMoved: notProvided<[unknown, StatusMoveNotice]>('notifyMoved'),
    storeInsights: assign({ insights: (_, insights: Insights) => insights, failure: null }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
    startMove: assign(({ context }, move: { projectId: string; statusId: string }) => ({
      move: { ...move, before: context.insights! },
      insights: withProjectStatus(context.insights!, move.projectId, move.statusId),
    })),
    keepMove: assign({ move: null }),
    rollBackMove: assign(({ context }) => ({ insights: context.move?.before ?? context.insights, move: null })),
  },
  guards: {
    isNotFound: (_, error: unknown) => hasStatus(error, [404]),
    isMove: ({ context }, move: { projectId: string; statusId: string }) => isMove(context.insights, move.projectId, move.statusId),
  },
}).createMachine({
  id: 'workPlanInsights',
  context: ({ input }) => ({ workPlanId: input.workPlanId, insights: null, failure: null, move: null }),
  type: 'parallel',
  states: {
    data: {
      initial: 'loading',
      states: {
        loading: {
          tags: 'busy',
          invoke: {
            id: 'fetchInsights',
            src: 'fetchInsights',
            input: ({ context }) => ({ workPlanId: context.workPlanId }),
            onDone: { target: 'loaded', actions: { type: 'storeInsights', params: ({ event }) => event.output } },
            onError: [
              { guard: { type: 'isNotFound', params: errorOf }, target: 'missing', actions: { type: 'reportMissing', params: errorOf } },
              { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
            ],
          },
        },
        loaded: {
          on: {
            'insights.reload': 'refreshing',
            'project.move': {
              guard: { type: 'isMove', params: ({ event }) => event },
              target: 'moving',
              actions: { type: 'startMove', params: ({ event }) => ({ projectId: event.projectId, statusId: event.statusId }) },
            },
          },
        },
        // One move at a time: the Board waits for the server before the next card can move.
        moving: {
          tags: 'moving',
          invoke: {
            id: 'updateProjectStatus',
            src: 'updateProjectStatus',
            input: ({ context }) => ({ workPlanId: context.workPlanId, projectId: context.move!.projectId, statusId: context.move!.statusId }),
            onDone: {
              target: 'loaded',
              actions: [
                {
                  type: 'notifyMoved',
                  params: ({ context }) => ({
                    projectName: context.insights!.projects.find((project) => project.id === context.move!.projectId)?.name ?? '',
                    statusName: context.insights!.board.find((column) => column.status?.id === context.move!.statusId)?.status?.name ?? '',
                  }),
                },
                'keepMove',
              ],
            },
            onError: [
              // Someone deleted the project (or its status): what the Board shows is out of date.
              {
                guard: { type: 'isNotFound', params: errorOf },
                target: 'refreshing',
                actions: ['rollBackMove', { type: 'notifyFailure', params: ({ event }) => toApiFailure(event.error) }],
              },
              { target: 'loaded', actions: ['rollBackMove', { type: 'notifyFailure', params: ({ event }) => toApiFailure(event.error) }] },
            ],
          },
        },
        refreshing: {
          tags: 'moving',
          invoke: {
            id: 'refreshInsights',
            src: 'fetchInsights',
            input: ({ context }) => ({ workPlanId: context.workPlanId }),
            onDone: { target: 'loaded', actions: { type: 'storeInsights', params: ({ event }) => event.output } },
            onError: [
              { guard: { type: 'isNotFound', params: errorOf }, target: 'missing', actions: { type: 'reportMissing', params: errorOf } },
              { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
            ],
          },
        },
        missing: {},
        failed: {
          tags: 'error',
          on: { 'insights.retry': 'loading' },
        },
      },
    },
    export: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'export.download': 'exporting' },
        },
        // One file at a time: the menu waits until the browser has the file.
        exporting: {
          tags: 'exporting',
          invoke: {
            id: 'exportWorkPlan',
            src: 'exportWorkPlan',
            input: ({ context, event }) => {
              const { format, fileName } = event as Extract<WorkPlanInsightsEvent, { type: 'export.download' }>;
              return { workPlanId: context.workPlanId, format, fileName };
            },
            onDone: 'idle',
            onError: { target: 'idle', actions: { type: 'notifyFailure', params: ({ event }) => toApiFailure(event.error) } },
          },
        },
      },
    },
  },
});
