import { assign, fromPromise, setup } from 'xstate';
import type { Changelog } from '../api/schemas/changelog.schema';
import { notProvided } from './notProvided';

/** The service as the health check found it (its version), and when (milliseconds since the epoch). */
export type ServiceCheck = { version: string; checkedAt: number };

export type InfoCentreContext = {
  changelog: Changelog | null;
  /** The last check that answered; null before the first and after one that failed. */
  check: ServiceCheck | null;
};

export type InfoCentreEvent = { type: 'changelog.retry' } | { type: 'status.check' };

/**
 * The Info Centre panel (SPEC 2 "Info Center"), open beside the side bar: what changed (GET
 * /api/changelog, with the version) loads once, failing with a retry; the service status (GET
 * /api/healthcheck) is checked as the panel opens and again on demand. The two go on side by
 * side: a slow health check does not hold the changelog back. The side navigation runs one of
 * these while the panel is open.
 */
export const infoCentreMachine = setup({
  types: {
    context: {} as InfoCentreContext,
    events: {} as InfoCentreEvent,
    tags: {} as 'changelogLoading' | 'changelogFailed' | 'statusChecking' | 'serviceUp' | 'serviceDown',
  },
  actors: {
    loadChangelog: fromPromise<Changelog>(notProvided('loadChangelog')),
    checkService: fromPromise<ServiceCheck>(notProvided('checkService')),
  },
  actions: {
    storeChangelog: assign({ changelog: (_, changelog: Changelog) => changelog }),
    storeCheck: assign({ check: (_, check: ServiceCheck) => check }),
    forgetCheck: assign({ check: null }),
  },
}).createMachine({
  id: 'infoCentre',
  context: { changelog: null, check: null },
  type: 'parallel',
  states: {
    changelog: {
      initial: 'loading',
      states: {
        loading: {
          tags: 'changelogLoading',
          invoke: {
            id: 'loadChangelog',
            src: 'loadChangelog',
            onDone: { target: 'loaded', actions: { type: 'storeChangelog', params: ({ event }) => event.output } },
            onError: 'failed',
          },
        },
        loaded: {},
        failed: {
          tags: 'changelogFailed',
          on: { 'changelog.retry': 'loading' },
        },
      },
    },
    status: {
      initial: 'checking',
      states: {
        checking: {
          tags: 'statusChecking',
          invoke: {
            id: 'checkService',
            src: 'checkService',
            onDone: { target: 'up', actions: { type: 'storeCheck', params: ({ event }) => event.output } },
            onError: { target: 'down', actions: 'forgetCheck' },
          },
        },
        up: {
          tags: 'serviceUp',
          on: { 'status.check': 'checking' },
        },
        down: {
          tags: 'serviceDown',
          on: { 'status.check': 'checking' },
        },
      },
    },
  },
});
