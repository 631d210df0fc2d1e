import { assign, fromPromise, setup } from 'xstate';
import { hasStatus, toApiFailure, type ApiFailure } from '../api/apiError';
import type { WorkspaceDetail } from '../api/schemas/workspace.schema';
import type { WorkspaceSettings } from '../api/schemas/workspaceSettings.schema';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';
import type { RealtimeUpdate } from './realtime.machine';

export type WorkspaceDetailInput = { workspaceId: string };

export type WorkspaceDetailContext = {
  workspaceId: string;
  workspace: WorkspaceDetail | null;
  failure: ApiFailure | null;
};

export type WorkspaceDetailEvent =
  | { type: 'workspace.retry' }
  /** The settings tab saved the name and description and holds the server's answer. */
  | { type: 'workspace.changed'; workspace: WorkspaceDetail }
  /** The settings tab saved the four lists: what a later visit of the tab starts from. */
  | { type: 'settings.changed'; settings: WorkspaceSettings }
  /** A simulation was published from this page: the header's count and last update are behind. */
  | { type: 'workspace.refresh' }
  | Extract<RealtimeUpdate, { type: 'realtime.new_simulation_created' }>;

/**
 * The workspace page's workspace (SPEC 2 "Workspace detail"): loading → loaded | missing | failed;
 * loaded → refreshing → loaded when a simulation is published into it (from this page or, in
 * real time, anywhere), which changes its count.
 * A 404 (no such workspace, or one in a portfolio not shared with the user) is `missing` and is
 * reported, which leads to the workspace's not-found page; any other failure offers Retry, which
 * loads it again.
 */
export const workspaceDetailMachine = setup({
  types: {
    context: {} as WorkspaceDetailContext,
    events: {} as WorkspaceDetailEvent,
    input: {} as WorkspaceDetailInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    fetchWorkspace: fromPromise<WorkspaceDetail, { workspaceId: string }>(notProvided('fetchWorkspace')),
  },
  actions: {
    /** SPEC 8: a 404 goes to the not-found route, here the workspace's. */
    reportMissing: notProvided<[unknown, unknown]>('reportMissing'),
    storeWorkspace: assign({ workspace: (_, workspace: WorkspaceDetail) => workspace, failure: null }),
    storeSettings: assign({
      workspace: ({ context }, settings: WorkspaceSettings) => (context.workspace ? { ...context.workspace, settings } : null),
    }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
  },
  guards: {
    isNotFound: (_, error: unknown) => hasStatus(error, [404]),
    isThisWorkspace: ({ context }, workspaceId: string) => workspaceId === context.workspaceId,
  },
}).createMachine({
  id: 'workspaceDetail',
  context: ({ input }) => ({ workspaceId: input.workspaceId, workspace: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchWorkspace',
        src: 'fetchWorkspace',
        input: ({ context }) => ({ workspaceId: context.workspaceId }),
        onDone: { target: 'loaded', actions: { type: 'storeWorkspace', params: ({ event }) => event.output } },
        onError: [
          {
            guard: { type: 'isNotFound', params: errorOf },
            target: 'missing',
            actions: { type: 'reportMissing', params: errorOf },
          },
          { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
        ],
      },
    },
    loaded: {
      on: {
        'workspace.changed': { actions: { type: 'storeWorkspace', params: ({ event }) => event.workspace } },
        'settings.changed': { actions: { type: 'storeSettings', params: ({ event }) => event.settings } },
        'workspace.refresh': 'refreshing',
        'realtime.new_simulation_created': { guard: { type: 'isThisWorkspace', params: ({ event }) => event.workspace_id }, target: 'refreshing' },
      },
    },
    // SPEC 4 "Real-time events": a new simulation here changes the header's count; the page stays shown meanwhile.
    refreshing: {
      invoke: {
        id: 'refreshWorkspace',
        src: 'fetchWorkspace',
        input: ({ context }) => ({ workspaceId: context.workspaceId }),
        onDone: { target: 'loaded', actions: { type: 'storeWorkspace', params: ({ event }) => event.output } },
        onError: [
          { guard: { type: 'isNotFound', params: errorOf }, target: 'missing', actions: { type: 'reportMissing', params: errorOf } },
          { target: 'loaded' },
        ],
      },
      on: {
        'workspace.changed': { actions: { type: 'storeWorkspace', params: ({ event }) => event.workspace } },
        'settings.changed': { actions: { type: 'storeSettings', params: ({ event }) => event.settings } },
      },
    },
    missing: {},
    failed: {
      tags: 'error',
      on: { 'workspace.retry': 'loading' },
    },
  },
});
