import { assertEvent, assign, fromCallback, fromPromise, raise, sendParent, setup, spawnChild, stopChild } from 'xstate';
import { mqttClientIdPrefix, type NotificationEndpoint } from '../api/schemas/notifications.schema';
import { realtimeEventSchema, type RealtimeEvent, type RealtimeEventType } from '../api/schemas/realtimeEvents.schema';
import { notProvided } from './notProvided';

/** SPEC 9: the connection is retried 3 times on error; the failure after the last retry is logged. */
export const REALTIME_RETRIES = 3;
/** SPEC 9: updates of one item reach the app at most once per 3000 ms. */
export const REALTIME_DEBOUNCE_MS = 3_000;
/** SPEC 9: the subscription is renewed 10 minutes before it expires. */
export const RENEW_BEFORE_EXPIRY_MS = 10 * 60 * 1000;
/** The first retry waits this long, each later one twice as long as the one before (1 s, 2 s, 4 s). */
export const RETRY_BACKOFF_MS = 1_000;

export type RealtimeInput = {
  /** The wall clock in milliseconds: the renewal is timed against the endpoint's `expires_at`. */
  now: () => number;
  /** Unique per browser tab: the end of the MQTT client ids, which the broker needs distinct. */
  tabId: string;
  /** How many times a failure is retried before it is logged: SPEC 9's 3 (`REALTIME_RETRIES`). */
  retries: number;
};

/** What `connectBroker` needs to open one connection; `connection` tags every event it sends back. */
export type BrokerConnection = {
  connection: number;
  url: string;
  topic: string;
  clientId: string;
  username: string;
  password: string;
};

/** What a `connectBroker` actor reports about its connection, tagged with that connection's number. */
export type BrokerEvent =
  /** Connected and subscribed to the topic: updates flow from now on. */
  | { type: 'broker.connected'; connection: number }
  | { type: 'broker.message'; connection: number; payload: string }
  | { type: 'broker.error'; connection: number; error: unknown }
  | { type: 'broker.closed'; connection: number };

export type RealtimeConnectionEvent =
  | BrokerEvent
  /** Start again after the connection failed for good. */
  | { type: 'realtime.retry' }
  /** An item's debounce window is over (raised by the machine itself). */
  | { type: 'realtime.window.end'; item: string };

type ReportStatusUpdated = Extract<RealtimeEvent, { event: 'report_status_updated' }>;

/**
 * An accepted update as the app hands it on: `realtime.<event name>` with the message's fields.
 * A report status update has a `type` of its own (workspace or simulation), which an event's
 * `type` would hide: it travels as `report_type`.
 */
export type RealtimeUpdate =
  | {
      [K in Exclude<RealtimeEventType, 'report_status_updated'>]: { type: `realtime.${K}` } & Omit<Extract<RealtimeEvent, { event: K }>, 'event'>;
    }[Exclude<RealtimeEventType, 'report_status_updated'>]
  | ({ type: 'realtime.report_status_updated'; report_type: ReportStatusUpdated['type'] } & Omit<ReportStatusUpdated, 'event' | 'type'>);

export type RealtimeContext = RealtimeInput & {
  endpoint: NotificationEndpoint | null;
  /** The endpoint fetched to renew the subscription, until its connection replaces the current one. */
  nextEndpoint: NotificationEndpoint | null;
  /** The number of the current connection (its actor's id is `broker-<number>`); 0 before the first. */
  connection: number;
  /** Failed attempts since the last good connection. */
  failures: number;
  /** By item: the timestamp of the newest update accepted, forwarded or held. */
  latest: Record<string, string>;
  /** The items whose debounce window is open, each with the newest update it holds back (or none). */
  held: Record<string, RealtimeEvent | null>;
};

/**
 * The item an update is about (SPEC 4: updates are debounced per item, stale ones ignored): the
 * simulation of a task status, the workspace's simulation of a creation, the report, the data source.
 */
export function realtimeItemOf(update: RealtimeEvent): string {
  switch (update.event) {
    case 'task_status_updated':
      return `${update.event}:${update.simulation_id}`;
    case 'new_simulation_created':
      return `${update.event}:${update.workspace_id}:${update.simulation_id}`;
    case 'report_status_updated':
      return `${update.event}:${update.id}`;
    case 'data_source_import_task_status_updated':
      return `${update.event}:${update.data_source_id}`;
  }
}

export function toRealtimeUpdate(update: RealtimeEvent): RealtimeUpdate {
  if (update.event === 'report_status_updated') {
    const { event, type, ...fields } = update;
    return { type: `realtime.${event}`, report_type: type, ...fields };
  }
  const { event, ...fields } = update;
  return { type: `realtime.${event}`, ...fields } as RealtimeUpdate;
}

/** Each message is read once, however many guards ask: the event object is the key. */
const readMessages = new WeakMap<object, RealtimeEvent | null>();
function readMessage(event: RealtimeConnectionEvent): RealtimeEvent | null {
  assertEvent(event, 'broker.message');
  if (!readMessages.has(event)) {
    let parsed: RealtimeEvent | null = null;
    try {
      const result = realtimeEventSchema.safeParse(JSON.parse(event.payload));
      parsed = result.success ? result.data : null;
    } catch {
      parsed = null;
    }
    readMessages.set(event, parsed);
  }
  return readMessages.get(event)!;
}

const brokerId = (connection: number) => `broker-${connection}`;

function brokerConnection(context: RealtimeContext, endpoint: NotificationEndpoint, connection: number): BrokerConnection {
  // The user id is the last segment of the topic; the broker accepts that user's client ids only.
  const userId = endpoint.topic.split('/').at(-1) ?? '';
  return {
    connection,
    url: endpoint.endpoint,
    topic: endpoint.topic,
    // Distinct per connection as well: a renewal connects before it lets the old one go, and an
    // MQTT broker drops a connection when another one comes with the same client id.
    clientId: `${mqttClientIdPrefix(userId)}${context.tabId}-${connection}`,
    username: 'horizon',
    password: endpoint.session_token,
  };
}

/** A connection that ended without an error of its own. */
export const CONNECTION_CLOSED = 'the connection closed';

/** What `logFailure` is given: the error the last attempt failed with, or that its connection closed. */
const failureOf = ({ event }: { event: { type: string } }): unknown => ('error' in event ? event.error : CONNECTION_CLOSED);

/**
 * The real-time connection (SPEC 4 "Real-time events", DESIGN "Real-time"), run by the root while
 * the user is signed in: it fetches the notification endpoint, connects to the broker, and hands
 * every accepted update to its parent as `realtime.<event name>`. An error is retried 3 times
 * with a growing pause, then logged once through `logFailure`; `realtime.retry` starts again.
 * Ten minutes before the subscription expires a new endpoint is fetched and connected, and only
 * then is the old connection dropped, so that no update falls between the two.
 *
 * Every message is parsed with the shared schema (a bad one is logged and dropped), an update
 * older than the newest one of its item is dropped, and updates are debounced per item.
 */
export const realtimeMachine = setup({
  types: {
    context: {} as RealtimeContext,
    events: {} as RealtimeConnectionEvent,
    input: {} as RealtimeInput,
    tags: {} as 'connected' | 'error',
  },
  actors: {
    fetchEndpoint: fromPromise<NotificationEndpoint>(notProvided('fetchEndpoint')),
    connectBroker: fromCallback<BrokerEvent, BrokerConnection>(notProvided('connectBroker')),
  },
  actions: {
    logFailure: notProvided<[unknown, unknown]>('logFailure'),
    logBadMessage: notProvided<[unknown, string]>('logBadMessage'),
    forwardUpdate: sendParent((_, update: RealtimeUpdate) => update),
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
    clearFailures: assign({ failures: 0 }),
    storeEndpoint: assign({ endpoint: (_, endpoint: NotificationEndpoint) => endpoint, connection: ({ context }) => context.connection + 1 }),
    storeNextEndpoint: assign({ nextEndpoint: (_, endpoint: NotificationEndpoint) => endpoint }),
    openConnection: spawnChild('connectBroker', {
      id: ({ context }) => brokerId(context.connection),
      input: ({ context }) => brokerConnection(context, context.endpoint!, context.connection),
    }),
    openNextConnection: spawnChild('connectBroker', {
      id: ({ context }) => brokerId(context.connection + 1),
      input: ({ context }) => brokerConnection(context, context.nextEndpoint!, context.connection + 1),
    }),
    stopConnection: stopChild(({ context }) => brokerId(context.connection)),
    stopNextConnection: stopChild(({ context }) => brokerId(context.connection + 1)),
    forgetNextEndpoint: assign({ nextEndpoint: null }),
    /** The renewed connection is up: it becomes the current one (its predecessor stopped first). */
    promoteNextEndpoint: assign({ connection: ({ context }) => context.connection + 1, endpoint: ({ context }) => context.nextEndpoint, nextEndpoint: null }),
    noteLatest: assign({
      latest: ({ context }, update: RealtimeEvent) => ({ ...context.latest, [realtimeItemOf(update)]: update.timestamp }),
    }),
    holdUpdate: assign({
      held: ({ context }, update: RealtimeEvent) => ({ ...context.held, [realtimeItemOf(update)]: update }),
    }),
    /*
     * Debouncing per item, leading edge first: the first update of an item is news and goes at
     * once; for the next 3000 ms further updates of that item are held, the newest replacing the
     * one held, and the one held goes when the window ends, opening another. A burst of progress
     * updates then costs each page one refresh per 3 s, and the last of a burst, the state the page
     * must end on, is never lost.
     */
    openWindow: assign({ held: ({ context }, item: string) => ({ ...context.held, [item]: null }) }),
    scheduleWindowEnd: raise((_, item: string) => ({ type: 'realtime.window.end' as const, item }), { delay: 'debounce' }),
    closeWindow: assign({
      held: ({ context }, item: string) => Object.fromEntries(Object.entries(context.held).filter(([open]) => open !== item)),
    }),
  },
  guards: {
    // Counted with the failure at hand: with 3 retries the first three are retried, the fourth is not.
    canRetry: ({ context }) => context.failures <= context.retries,
    isCurrentConnection: ({ context, event }) => 'connection' in event && event.connection === context.connection,
    isNextConnection: ({ context, event }) => 'connection' in event && event.connection === context.connection + 1,
    isMalformed: ({ event }) => readMessage(event) === null,
    holdsItem: ({ context, event }) => realtimeItemOf(readMessage(event)!) in context.held,
    holdsUpdateAtWindowEnd: ({ context, event }) => {
      assertEvent(event, 'realtime.window.end');
      return Boolean(context.held[event.item]);
    },
    isStale: ({ context, event }) => {
      const update = readMessage(event)!;
      const latest = context.latest[realtimeItemOf(update)];
      return latest !== undefined && Date.parse(update.timestamp) < Date.parse(latest);
    },
  },
  delays: {
    retryBackoff: ({ context }) => RETRY_BACKOFF_MS * 2 ** Math.max(0, context.failures - 1),
    debounce: REALTIME_DEBOUNCE_MS,
    renewal: ({ context }) => Math.max(0, Date.parse(context.endpoint!.expires_at) - RENEW_BEFORE_EXPIRY_MS - context.now()),
  },
}).createMachine({
  id: 'realtime',
  context: ({ input }) => ({ ...input, endpoint: null, nextEndpoint: null, connection: 0, failures: 0, latest: {}, held: {} }),
  on: {
    // Windows end in any state: an update held back stays worth forwarding when the connection drops.
    'realtime.window.end': [
      {
        guard: 'holdsUpdateAtWindowEnd',
        actions: [
          { type: 'forwardUpdate', params: ({ context, event }) => toRealtimeUpdate(context.held[event.item]!) },
          { type: 'openWindow', params: ({ event }) => event.item },
          { type: 'scheduleWindowEnd', params: ({ event }) => event.item },
        ],
      },
      { actions: { type: 'closeWindow', params: ({ event }) => event.item } },
    ],
  },
  initial: 'fetchingEndpoint',
  states: {
    fetchingEndpoint: {
      invoke: {
        id: 'fetchEndpoint',
        src: 'fetchEndpoint',
        onDone: {
          target: 'online',
          actions: [
            { type: 'storeEndpoint', params: ({ event }) => event.output },
            'openConnection',
          ],
        },
        onError: { target: 'failing', actions: 'countFailure' },
      },
    },
    online: {
      exit: ['stopConnection', 'stopNextConnection', 'forgetNextEndpoint'],
      on: {
        'broker.message': [
          { guard: 'isMalformed', actions: { type: 'logBadMessage', params: ({ event }) => event.payload } },
          // Older than an update of the same item already accepted: what it says is out of date.
          { guard: 'isStale' },
          {
            guard: 'holdsItem',
            actions: [
              { type: 'noteLatest', params: ({ event }) => readMessage(event)! },
              { type: 'holdUpdate', params: ({ event }) => readMessage(event)! },
            ],
          },
          {
            actions: [
              { type: 'noteLatest', params: ({ event }) => readMessage(event)! },
              { type: 'forwardUpdate', params: ({ event }) => toRealtimeUpdate(readMessage(event)!) },
              { type: 'openWindow', params: ({ event }) => realtimeItemOf(readMessage(event)!) },
              { type: 'scheduleWindowEnd', params: ({ event }) => realtimeItemOf(readMessage(event)!) },
            ],
          },
        ],
        'broker.error': { guard: 'isCurrentConnection', target: 'failing', actions: 'countFailure' },
        'broker.closed': { guard: 'isCurrentConnection', target: 'failing', actions: 'countFailure' },
      },
      initial: 'connecting',
      states: {
        connecting: {
          on: { 'broker.connected': { guard: 'isCurrentConnection', target: 'connected', actions: 'clearFailures' } },
        },
        connected: {
          tags: 'connected',
          initial: 'steady',
          states: {
            steady: {
              after: { renewal: 'renewing' },
            },
            renewing: {
              initial: 'fetchingEndpoint',
              states: {
                fetchingEndpoint: {
                  invoke: {
                    id: 'fetchEndpoint',
                    src: 'fetchEndpoint',
                    onDone: {
                      target: 'connecting',
                      actions: [
                        { type: 'storeNextEndpoint', params: ({ event }) => event.output },
                        'openNextConnection',
                      ],
                    },
                    onError: { target: '#realtime.online.connected.renewalFailing', actions: 'countFailure' },
                  },
                },
                // The current connection still delivers; its own failure is handled by `online`.
                connecting: {
                  on: {
                    'broker.connected': {
                      guard: 'isNextConnection',
                      target: '#realtime.online.connected',
                      reenter: true,
                      actions: ['stopConnection', 'promoteNextEndpoint', 'clearFailures'],
                    },
                    'broker.error': {
                      guard: 'isNextConnection',
                      target: '#realtime.online.connected.renewalFailing',
                      actions: ['stopNextConnection', 'forgetNextEndpoint', 'countFailure'],
                    },
                    'broker.closed': {
                      guard: 'isNextConnection',
                      target: '#realtime.online.connected.renewalFailing',
                      actions: ['stopNextConnection', 'forgetNextEndpoint', 'countFailure'],
                    },
                  },
                },
              },
            },
            // A renewal that cannot be made is retried like a connection, while the current one delivers.
            renewalFailing: {
              always: [
                { guard: 'canRetry', target: 'waitingToRenew' },
                { target: '#realtime.failed', actions: { type: 'logFailure', params: failureOf } },
              ],
            },
            waitingToRenew: {
              after: { retryBackoff: 'renewing' },
            },
          },
        },
      },
    },
    failing: {
      always: [{ guard: 'canRetry', target: 'retrying' }, { target: 'failed', actions: { type: 'logFailure', params: failureOf } }],
    },
    retrying: {
      after: { retryBackoff: 'fetchingEndpoint' },
    },
    failed: {
      tags: 'error',
      on: { 'realtime.retry': { target: 'fetchingEndpoint', actions: 'clearFailures' } },
    },
  },
});
