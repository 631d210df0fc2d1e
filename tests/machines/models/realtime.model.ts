import type { NotificationEndpoint } from '../../../src/api/schemas/notifications.schema';
import { realtimeMachine } from '../../../src/machines/realtime.machine';
import { brokerInput, endpoint, realtimeInput, renewedEndpoint } from '../harness/realtime.harness';
import { apiError } from '../support/fixtures';
import { machineModel, type ModelEvent, type ModelStep } from '../support/modelPaths';

type Update = { event: string; timestamp: string } & Record<string, unknown>;

type Expected = {
  retries: number;
  endpoint: NotificationEndpoint | null;
  nextEndpoint: NotificationEndpoint | null;
  connection: number;
  failures: number;
  latest: Record<string, string>;
  held: Record<string, Update | null>;
};

const SIMULATION = '0b6a2c1e-3f4d-4e5a-8b9c-1d2e3f4a5b6c';
const WORKSPACE = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const TASK = 'f0e1d2c3-b4a5-4968-8776-655443322110';
const REPORT = '3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b';

const taskStatus = (timestamp: string): Update => ({ event: 'task_status_updated', simulation_id: SIMULATION, task_id: TASK, workspace_id: WORKSPACE, timestamp });
const reportStatus: Update = {
  event: 'report_status_updated',
  id: REPORT,
  status: 'completed',
  type: 'simulation',
  category_name: 'Network',
  simulation_id: SIMULATION,
  timestamp: '2026-03-02T09:01:00.000Z',
};
const EARLY = taskStatus('2026-03-02T09:01:00.000Z');
const LATE = taskStatus('2026-03-02T09:02:00.000Z');
const OLDER = taskStatus('2026-03-02T09:00:00.000Z');

/**
 * SPEC 4: an update is about one item (a task status about its simulation, a report status about
 * its report): the debounce windows and the staleness are kept per item.
 */
const itemOf = (update: Update) => (update.event === 'task_status_updated' ? `task_status_updated:${update.simulation_id}` : `report_status_updated:${update.id}`);

/** What the app receives: `realtime.<event name>` with the fields; a report's own type goes as report_type. */
function forwarded(update: Update): ModelEvent {
  const { event, ...fields } = update;
  if (event === 'report_status_updated') {
    const { type, ...rest } = fields;
    return { type: `realtime.${event}`, ...rest, report_type: type };
  }
  return { type: `realtime.${event}`, ...fields };
}

/**
 * SPEC 4 and 9: an update older than the newest of its item is ignored; the first of an item goes
 * at once, further ones within 3000 ms are held (the newest kept) and the one held goes when the
 * 3 s are up.
 */
const receive =
  (update: Update) =>
  (context: Expected): ModelStep<Expected> => {
    const item = itemOf(update);
    const latest = context.latest[item];
    if (latest !== undefined && update.timestamp < latest) return {};
    const noted = { ...context.latest, [item]: update.timestamp };
    if (item in context.held) return { context: { latest: noted, held: { ...context.held, [item]: update } } };
    return { context: { latest: noted, held: { ...context.held, [item]: null } }, calls: { forwarded: [forwarded(update)] } };
  };

const windowsEnd = (context: Expected): ModelStep<Expected> => {
  const sent = Object.values(context.held).filter((update): update is Update => update !== null);
  const held = Object.fromEntries(Object.entries(context.held).flatMap(([item, update]) => (update ? [[item, null]] : [])));
  return sent.length > 0 ? { context: { held }, calls: { forwarded: sent.map(forwarded) } } : { context: { held } };
};

/** What the error reporter is told when a connection ended without an error of its own. */
const CONNECTION_FAILED = 'the connection closed';

/** SPEC 9: 3 retries; the failure after them is logged once (SPEC 8: to the error reporter). */
const failed = (context: Expected, log: unknown): ModelStep<Expected> =>
  context.failures + 1 <= context.retries
    ? { to: 'retrying', context: { failures: context.failures + 1, nextEndpoint: null } }
    : { to: 'failed', context: { failures: context.failures + 1, nextEndpoint: null }, calls: { logFailure: [log] } };

/** A connection's own failure counts when it is the connection in use; one already dropped says nothing. */
const connectionFails = (connection: number, log: unknown) => (context: Expected) => (context.connection === connection ? failed(context, log) : {});

const renewalFails = (context: Expected, log: unknown): ModelStep<Expected> =>
  context.failures + 1 <= context.retries
    ? { to: 'online.connected.waitingToRenew', context: { failures: context.failures + 1, nextEndpoint: null } }
    : { to: 'failed', context: { failures: context.failures + 1, nextEndpoint: null }, calls: { logFailure: [log] } };

const nextFails = (connection: number, log: unknown) => (context: Expected) => (context.connection + 1 === connection ? renewalFails(context, log) : {});

const FETCH_FAILURE = apiError(500, 'Unexpected error happened.');
const BROKER_REFUSED = new Error('Not authorized');

/**
 * SPEC 4 "Real-time events", SPEC 3 "Notification subscription details", SPEC 8 (connection
 * failures go to the error reporter) and SPEC 9 (retry 3, debounce 3000 ms, renewal 10 minutes
 * before expiry), DESIGN "Real-time": the connection of a signed-in user.
 */
export const realtimeModel = machineModel<Expected>({
  name: 'realtime',
  machine: realtimeMachine,
  starts: [
    {
      label: 'the user is signed in',
      input: realtimeInput,
      state: 'fetchingEndpoint',
      context: { retries: 3, endpoint: null, nextEndpoint: null, connection: 0, failures: 0, latest: {}, held: {} },
    },
    // One retry: a walk reaches the failure after the retries, logged once, and the user's retry.
    {
      label: 'the user is signed in, one retry',
      input: { ...realtimeInput, retries: 1 },
      state: 'fetchingEndpoint',
      context: { retries: 1, endpoint: null, nextEndpoint: null, connection: 0, failures: 0, latest: {}, held: {} },
    },
  ],
  events: {
    'the endpoint arrives': { type: 'xstate.done.actor.fetchEndpoint', output: endpoint },
    'a renewed endpoint arrives': { type: 'xstate.done.actor.fetchEndpoint', output: renewedEndpoint },
    'the endpoint call fails': { type: 'xstate.error.actor.fetchEndpoint', error: FETCH_FAILURE },
    'connection 1 is up': { type: 'broker.connected', connection: 1 },
    'connection 2 is up': { type: 'broker.connected', connection: 2 },
    'connection 1 reports an error': { type: 'broker.error', connection: 1, error: BROKER_REFUSED },
    'connection 2 reports an error': { type: 'broker.error', connection: 2, error: BROKER_REFUSED },
    'connection 1 closes': { type: 'broker.closed', connection: 1 },
    'connection 2 closes': { type: 'broker.closed', connection: 2 },
    'a task status update (09:01)': { type: 'broker.message', connection: 1, payload: JSON.stringify(EARLY) },
    'a newer task status update (09:02)': { type: 'broker.message', connection: 1, payload: JSON.stringify(LATE) },
    'an older task status update (09:00)': { type: 'broker.message', connection: 1, payload: JSON.stringify(OLDER) },
    'a report status update': { type: 'broker.message', connection: 1, payload: JSON.stringify(reportStatus) },
    'a malformed message': { type: 'broker.message', connection: 1, payload: '{"event":"task_status_updated"}' },
    '3 s pass': { type: 'xstate.after.debounce.realtime' },
    'the retry pause passes': { type: 'xstate.after.retryBackoff.realtime.retrying' },
    'the renewal retry pause passes': { type: 'xstate.after.retryBackoff.realtime.online.connected.waitingToRenew' },
    '10 minutes before expiry': { type: 'xstate.after.renewal.realtime.online.connected.steady' },
    'the user asks to retry': { type: 'realtime.retry' },
  },
  states: {
    fetchingEndpoint: { says: 'asking for the notification endpoint', invoked: { fetchEndpoint: undefined } },
    retrying: { says: 'waiting before the next try (1 s, 2 s, then 4 s)' },
    failed: { says: 'no live updates; the failure was logged once', tags: ['error'] },
    online: { invoked: (context) => ({ [`broker-${context.connection}`]: brokerInput(context.connection, context.endpoint?.session_token) }) },
    'online.connecting': { says: 'connecting to the broker with the session token' },
    'online.connected': { says: 'live updates arrive', tags: ['connected'] },
    'online.connected.steady': { says: 'renewal 10 minutes before the subscription expires' },
    'online.connected.renewing': { says: 'renewing the subscription while the connection delivers' },
    'online.connected.renewing.fetchingEndpoint': { says: 'asking for a new endpoint', invoked: { fetchEndpoint: undefined } },
    'online.connected.renewing.connecting': {
      says: 'connecting the new endpoint alongside the current connection',
      invoked: (context) => ({ [`broker-${context.connection + 1}`]: brokerInput(context.connection + 1, context.nextEndpoint?.session_token) }),
    },
    'online.connected.waitingToRenew': { says: 'waiting before trying the renewal again' },
  },
  transitions: {
    // The debounce windows end in any state; 3 s are let pass only where no other timer would end too.
    failed: { 'the user asks to retry': { to: 'fetchingEndpoint', context: { failures: 0 } }, '3 s pass': windowsEnd },
    fetchingEndpoint: {
      'the endpoint arrives': (context) => ({ to: 'online.connecting', context: { endpoint, connection: context.connection + 1 } }),
      'a renewed endpoint arrives': (context) => ({ to: 'online.connecting', context: { endpoint: renewedEndpoint, connection: context.connection + 1 } }),
      'the endpoint call fails': (context) => failed(context, FETCH_FAILURE),
    },
    retrying: { 'the retry pause passes': 'fetchingEndpoint' },
    online: {
      'connection 1 reports an error': connectionFails(1, BROKER_REFUSED),
      'connection 2 reports an error': connectionFails(2, BROKER_REFUSED),
      'connection 1 closes': connectionFails(1, CONNECTION_FAILED),
      'connection 2 closes': connectionFails(2, CONNECTION_FAILED),
      'a task status update (09:01)': receive(EARLY),
      'a newer task status update (09:02)': receive(LATE),
      'an older task status update (09:00)': receive(OLDER),
      'a report status update': receive(reportStatus),
      'a malformed message': { calls: { logBadMessage: ['{"event":"task_status_updated"}'] } },
    },
    'online.connected.renewing': { '3 s pass': windowsEnd },
    'online.connecting': {
      '3 s pass': windowsEnd,
      'connection 1 is up': (context) => (context.connection === 1 ? { to: 'online.connected.steady', context: { failures: 0 } } : {}),
      'connection 2 is up': (context) => (context.connection === 2 ? { to: 'online.connected.steady', context: { failures: 0 } } : {}),
    },
    'online.connected.steady': { '10 minutes before expiry': 'online.connected.renewing.fetchingEndpoint', '3 s pass': windowsEnd },
    'online.connected.renewing.fetchingEndpoint': {
      'the endpoint arrives': { to: 'online.connected.renewing.connecting', context: { nextEndpoint: endpoint } },
      'a renewed endpoint arrives': { to: 'online.connected.renewing.connecting', context: { nextEndpoint: renewedEndpoint } },
      'the endpoint call fails': (context) => renewalFails(context, FETCH_FAILURE),
    },
    'online.connected.renewing.connecting': {
      'connection 1 is up': (context) => promoted(context, 1),
      'connection 2 is up': (context) => promoted(context, 2),
      'connection 1 reports an error': (context) => (context.connection === 1 ? failed(context, BROKER_REFUSED) : nextFails(1, BROKER_REFUSED)(context)),
      'connection 2 reports an error': (context) => (context.connection === 2 ? failed(context, BROKER_REFUSED) : nextFails(2, BROKER_REFUSED)(context)),
      'connection 1 closes': (context) => (context.connection === 1 ? failed(context, CONNECTION_FAILED) : nextFails(1, CONNECTION_FAILED)(context)),
      'connection 2 closes': (context) => (context.connection === 2 ? failed(context, CONNECTION_FAILED) : nextFails(2, CONNECTION_FAILED)(context)),
    },
    'online.connected.waitingToRenew': { 'the renewal retry pause passes': 'online.connected.renewing.fetchingEndpoint' },
  },
});

/** The new connection is up: it replaces the old one, and the renewal is timed from the new expiry. */
function promoted(context: Expected, connection: number): ModelStep<Expected> {
  if (context.connection + 1 !== connection) return {};
  return { to: 'online.connected.steady', context: { connection, endpoint: context.nextEndpoint, nextEndpoint: null, failures: 0 } };
}
