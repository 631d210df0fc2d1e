import type { Changelog } from '../../../src/api/schemas/changelog.schema';
import { infoCentreMachine, type ServiceCheck } from '../../../src/machines/infoCentre.machine';
import { apiError } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';

const CHANGELOG: Changelog = {
  version: '6.6.1',
  entries: [{ date: '2026-11-26', title: 'Work Planner', changes: ['Work plans from completed simulations.'] }],
};
const CHECK: ServiceCheck = { version: '6.6.1', checkedAt: Date.parse('2026-11-26T12:00:00Z') };

type Expected = { changelog: Changelog | null; check: ServiceCheck | null };

/**
 * SPEC 2 "Info Center" (issue 16: the version, what changed, the service status, help links) and
 * SPEC 7 "/healthcheck": the panel loads what changed once, with a retry when that fails, and
 * checks the service as it opens and whenever the user asks, each side independent of the other.
 */
export const infoCentreModel = machineModel({
  name: 'infoCentre',
  machine: infoCentreMachine,
  parallel: true,
  starts: [{ label: 'Info Centre opened', state: ['changelog.loading', 'status.checking'], context: { changelog: null, check: null } as Expected }],
  events: {
    'GET /api/changelog answers': { type: 'xstate.done.actor.loadChangelog', output: CHANGELOG },
    'GET /api/changelog fails with 500': { type: 'xstate.error.actor.loadChangelog', error: apiError(500, 'Unexpected error happened.') },
    'the user retries what changed': { type: 'changelog.retry' },
    'GET /api/healthcheck answers': { type: 'xstate.done.actor.checkService', output: CHECK },
    'GET /api/healthcheck gets no answer': { type: 'xstate.error.actor.checkService', error: apiError(0, 'Failed to fetch') },
    'the user checks again': { type: 'status.check' },
  },
  states: {
    'changelog.loading': { says: "skeleton lines under What's new", tags: ['changelogLoading'], invoked: { loadChangelog: undefined } },
    'changelog.loaded': { says: ({ changelog }) => `${changelog?.entries.length} section(s) under What's new` },
    'changelog.failed': { says: "'The Info Centre could not be loaded.' with Try again", tags: ['changelogFailed'] },
    'status.checking': { says: "the status reads 'Checking…'", tags: ['statusChecking'], invoked: { checkService: undefined } },
    'status.up': { says: "'All systems operational', with the time of the check and Check again", tags: ['serviceUp'] },
    'status.down': { says: "'The service is not answering' with Check again", tags: ['serviceDown'] },
  },
  transitions: {
    'changelog.loading': {
      'GET /api/changelog answers': { to: 'changelog.loaded', context: { changelog: CHANGELOG } },
      'GET /api/changelog fails with 500': 'changelog.failed',
    },
    'changelog.failed': { 'the user retries what changed': 'changelog.loading' },
    'status.checking': {
      'GET /api/healthcheck answers': { to: 'status.up', context: { check: CHECK } },
      'GET /api/healthcheck gets no answer': { to: 'status.down', context: { check: null } },
    },
    'status.up': { 'the user checks again': 'status.checking' },
    'status.down': { 'the user checks again': 'status.checking' },
  },
});
