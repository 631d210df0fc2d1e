import { ApiError } from '../../../src/api/apiError';
import type { MaintenanceNotice } from '../../../src/api/maintenanceNotice';
import { maintenanceMachine } from '../../../src/machines/maintenance.machine';
import { apiError } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';

const STATUS_PAGE = 'https://status.horizon.test';

/** SPEC 4 "Maintenance, update, offline", SPEC 8 (a 503 body code shows the banner), SPEC 9 (30 s). */
export const maintenanceModel = machineModel({
  name: 'maintenance',
  machine: maintenanceMachine,
  starts: [{ label: 'app started', input: { healthCheckIntervalMs: 30_000 }, state: 'off', context: { healthCheckIntervalMs: 30_000, notice: null as MaintenanceNotice | null } }],
  events: {
    'an API call answers 503 "Upgrading the database until 10 pm."': {
      type: 'maintenance.begin',
      message: 'Upgrading the database until 10 pm.',
      statusPageUrl: STATUS_PAGE,
    },
    'an API call answers 503 without a message': { type: 'maintenance.begin' },
    'maintenance is reset': { type: 'maintenance.reset' },
    '30 s pass': { type: 'xstate.after.healthCheckInterval.maintenance.on.waiting' },
    'the health check succeeds': { type: 'xstate.done.actor.checkHealth', output: { status: 'ok', version: '6.6.1' } },
    'the health check answers 503 "Back at 11 pm."': {
      type: 'xstate.error.actor.checkHealth',
      error: new ApiError(503, { code: 503, message: 'Back at 11 pm.', status_page_url: STATUS_PAGE }),
    },
    'the health check fails with 500': { type: 'xstate.error.actor.checkHealth', error: apiError(500, 'Unexpected error happened.') },
    'the health check gets no answer': { type: 'xstate.error.actor.checkHealth', error: apiError(0, 'Failed to fetch') },
  },
  states: {
    off: { says: 'no maintenance banner' },
    on: {
      tags: ['active'],
      says: ({ notice }) =>
        `the maintenance banner shows "${notice?.message ?? 'The service is currently down for maintenance.'}"${notice?.statusPageUrl ? ` and links the status page` : ''}`,
    },
    'on.waiting': { says: 'the next health check runs in 30 s' },
    'on.checking': { says: 'a health check is under way', invoked: { checkHealth: undefined } },
  },
  transitions: {
    off: {
      'an API call answers 503 "Upgrading the database until 10 pm."': {
        to: 'on.waiting',
        context: { notice: { message: 'Upgrading the database until 10 pm.', statusPageUrl: STATUS_PAGE } },
      },
      'an API call answers 503 without a message': { to: 'on.waiting', context: { notice: { message: null, statusPageUrl: null } } },
    },
    on: {
      'an API call answers 503 "Upgrading the database until 10 pm."': {
        context: { notice: { message: 'Upgrading the database until 10 pm.', statusPageUrl: STATUS_PAGE } },
      },
      'an API call answers 503 without a message': { context: { notice: { message: null, statusPageUrl: null } } },
      'maintenance is reset': { to: 'off', context: { notice: null } },
    },
    'on.waiting': { '30 s pass': 'on.checking' },
    'on.checking': {
      'the health check succeeds': { to: 'off', context: { notice: null } },
      'the health check answers 503 "Back at 11 pm."': { to: 'on.waiting', context: { notice: { message: 'Back at 11 pm.', statusPageUrl: STATUS_PAGE } } },
      'the health check fails with 500': { to: 'off', context: { notice: null } },
      // No answer says nothing about maintenance (the offline banner covers it): polling goes on.
      'the health check gets no answer': 'on.waiting',
    },
  },
});
