import { vi } from 'vitest';
import { createActor, fromCallback, setup, type AnyActorRef, type EventObject } from 'xstate';
import type { NotificationEndpoint } from '../../../src/api/schemas/notifications.schema';
import {
  realtimeMachine,
  RENEW_BEFORE_EXPIRY_MS,
  REALTIME_DEBOUNCE_MS,
  type BrokerConnection,
  type BrokerEvent,
  type RealtimeInput,
} from '../../../src/machines/realtime.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';

/** The wall clock the harness reports: the machine never reads the real one. */
export const NOW = Date.parse('2026-03-02T09:00:00.000Z');
export const USER_ID = '5b1f3c52-8a4e-4d3f-9a61-0c2d7e8f9a10';
const HOUR_MS = 60 * 60 * 1000;

export const realtimeInput: RealtimeInput = { now: () => NOW, tabId: 'tab-1', retries: 3 };

/** GET /api/notifications/endpoint as the server answers it: a session token valid for one hour. */
export const endpoint: NotificationEndpoint = {
  topic: `horizon/users/${USER_ID}`,
  endpoint: 'ws://localhost:3000/mqtt',
  access_key_id: '',
  secret_access_key: '',
  session_token: 'session-token-1',
  service_name: 'iotdevicegateway',
  region: 'ap-southeast-2',
  expires_at: new Date(NOW + HOUR_MS).toISOString(),
};
/** The endpoint a renewal fetches: another token, again valid for one hour from the harness's clock. */
export const renewedEndpoint: NotificationEndpoint = { ...endpoint, session_token: 'session-token-2' };

/** What connection `connection` of the tab is opened with, written from the brief and the broker's rules. */
export const brokerInput = (connection: number, token = endpoint.session_token): BrokerConnection => ({
  connection,
  url: 'ws://localhost:3000/mqtt',
  topic: `horizon/users/${USER_ID}`,
  clientId: `horizon-${USER_ID}-tab-1-${connection}`,
  username: 'horizon',
  password: token,
});

/** The delays a path advances the fake clock by: a retry waits at most 4 s, a renewal comes 50 min after the fetch. */
export const realtimeDelays = { retryBackoff: 4_000, debounce: REALTIME_DEBOUNCE_MS, renewal: HOUR_MS - RENEW_BEFORE_EXPIRY_MS };

/** The realtime machine over fakes: an endpoint call that waits for the test, brokers it reports for, spied logging. */
export function fakeRealtime() {
  const fetchEndpoint = controllablePromise<NotificationEndpoint>();
  const brokers: Array<{ input: BrokerConnection; stopped: boolean; sendBack: (event: BrokerEvent) => void }> = [];
  const connectBroker = fromCallback<BrokerEvent, BrokerConnection>(({ input: connection, sendBack }) => {
    const broker = { input: connection, stopped: false, sendBack };
    brokers.push(broker);
    return () => {
      broker.stopped = true;
    };
  });
  const effects = { logFailure: vi.fn(), logBadMessage: vi.fn(), forwarded: vi.fn() };
  const machine = realtimeMachine.provide({
    actors: { fetchEndpoint: fetchEndpoint.logic, connectBroker },
    actions: { logFailure: effects.logFailure, logBadMessage: effects.logBadMessage },
  });
  const openBrokers = () => brokers.filter((candidate) => !candidate.stopped).map((candidate) => candidate.input);
  /** What the open connection numbered `event.connection` reports. */
  const broker = (event: BrokerEvent) => brokers.find((candidate) => !candidate.stopped && candidate.input.connection === event.connection)!.sendBack(event);
  return { machine, fetchEndpoint, brokers, openBrokers, broker, effects };
}

/**
 * The realtime machine under a parent that records what it forwards (as the `forwarded` effect),
 * with an endpoint call that waits for the test and broker connections the test reports for
 * (`connected`, `message`, ...): needs fake timers.
 */
export function startRealtime(input: RealtimeInput = realtimeInput) {
  const { machine: realtime, fetchEndpoint, brokers, openBrokers, effects } = fakeRealtime();
  const parent = setup({ actors: { realtime } }).createMachine({
    invoke: { id: 'realtime', src: 'realtime', input },
    on: { '*': { actions: ({ event }: { event: EventObject }) => effects.forwarded(undefined, event) } },
  });
  const root = createActor(parent).start();
  const child = root.getSnapshot().children.realtime as AnyActorRef;
  // The realtime actor as the tests see it; stopping it stops its parent, as only a root can be stopped.
  const actor = {
    getSnapshot: () => child.getSnapshot(),
    send: (event: EventObject) => child.send(event),
    on: child.on.bind(child),
    stop: () => root.stop(),
  } as unknown as AnyActorRef;
  const driver = createPathDriver(actor, { fetchEndpoint }, realtimeDelays, effects);
  /** An event as from connection `event.connection`, also one already stopped, whose late events must change nothing. */
  const broker = (event: BrokerEvent) => actor.send(event);
  return { root, actor, fetchEndpoint, brokers, openBrokers, broker, effects, driver };
}
