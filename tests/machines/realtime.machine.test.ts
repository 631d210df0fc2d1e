import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/apiError';
import { brokerInput, endpoint, NOW, renewedEndpoint, startRealtime } from './harness/realtime.harness';
import { settle } from './support/controllable';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const SIMULATION = '0b6a2c1e-3f4d-4e5a-8b9c-1d2e3f4a5b6c';
const OTHER_SIMULATION = '7c8d9e0f-1a2b-4c3d-9e4f-5a6b7c8d9e0f';
const WORKSPACE = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const TASK = 'f0e1d2c3-b4a5-4968-8776-655443322110';
const REPORT = '3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b';

const at = (minute: number, second = 0) => `2026-03-02T09:${String(minute).padStart(2, '0')}:${String(second).padStart(2, '0')}.000Z`;
const taskStatus = (simulation: string, timestamp: string) => ({
  event: 'task_status_updated',
  simulation_id: simulation,
  task_id: TASK,
  workspace_id: WORKSPACE,
  timestamp,
});
/** What a page receives for a task status update (SPEC 4): its fields under `realtime.task_status_updated`. */
const forwardedTaskStatus = (simulation: string, timestamp: string) => ({
  type: 'realtime.task_status_updated',
  simulation_id: simulation,
  task_id: TASK,
  workspace_id: WORKSPACE,
  timestamp,
});

/** Fetches the endpoint and brings connection 1 up. */
async function connected() {
  const realtime = startRealtime();
  realtime.fetchEndpoint.resolve(endpoint);
  await settle();
  realtime.broker({ type: 'broker.connected', connection: 1 });
  return realtime;
}

const message = (payload: unknown, connection = 1) => ({
  type: 'broker.message' as const,
  connection,
  payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
});
const forwardedEvents = (effects: ReturnType<typeof startRealtime>['effects']) => effects.forwarded.mock.calls.map((call) => call[1]);

describe('realtime machine: the connection', () => {
  it('fetches the endpoint, connects to its broker with the session token and a per-tab client id, and is connected once subscribed', async () => {
    const { actor, fetchEndpoint, openBrokers, broker } = startRealtime();
    expect(fetchEndpoint.calls).toHaveLength(1);
    fetchEndpoint.resolve(endpoint);
    await settle();
    expect(openBrokers()).toEqual([brokerInput(1)]);
    expect(actor.getSnapshot().hasTag('connected')).toBe(false);
    broker({ type: 'broker.connected', connection: 1 });
    expect(actor.getSnapshot().hasTag('connected')).toBe(true);
  });

  it('retries 3 times after 1, 2 and 4 s, then logs the failure once and stops trying', async () => {
    const { actor, fetchEndpoint, effects } = startRealtime();
    const failure = new ApiError(500, { code: 500, message: 'Unexpected error happened.' });
    for (const [retry, pause] of [[1, 1_000], [2, 2_000], [3, 4_000]] as const) {
      fetchEndpoint.reject(failure);
      await settle();
      vi.advanceTimersByTime(pause - 1);
      expect(fetchEndpoint.calls, `before retry ${retry}`).toHaveLength(retry);
      vi.advanceTimersByTime(1);
      expect(fetchEndpoint.calls, `retry ${retry}`).toHaveLength(retry + 1);
    }
    expect(effects.logFailure).not.toHaveBeenCalled();
    fetchEndpoint.reject(failure);
    await settle();
    expect(effects.logFailure).toHaveBeenCalledTimes(1);
    expect(effects.logFailure.mock.calls[0]![1]).toBe(failure);
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(fetchEndpoint.calls).toHaveLength(4);
    expect(effects.logFailure).toHaveBeenCalledTimes(1);
  });

  it('a lost connection is retried with a new endpoint and a new connection; its late close does not count again', async () => {
    const { actor, fetchEndpoint, broker, openBrokers, effects } = await connected();
    broker({ type: 'broker.error', connection: 1, error: new Error('connack timeout') });
    broker({ type: 'broker.closed', connection: 1 });
    expect(openBrokers()).toEqual([]);
    expect(actor.getSnapshot().context.failures).toBe(1);
    vi.advanceTimersByTime(1_000);
    expect(fetchEndpoint.calls).toHaveLength(2);
    fetchEndpoint.resolve(renewedEndpoint);
    await settle();
    expect(openBrokers()).toEqual([brokerInput(2, 'session-token-2')]);
    broker({ type: 'broker.connected', connection: 2 });
    expect(actor.getSnapshot().hasTag('connected')).toBe(true);
    expect(effects.logFailure).not.toHaveBeenCalled();
  });

  it('a good connection gives the next failure its 3 retries again', async () => {
    const { fetchEndpoint, broker, effects } = startRealtime();
    fetchEndpoint.reject(new Error('Failed to fetch'));
    await settle();
    vi.advanceTimersByTime(1_000);
    fetchEndpoint.reject(new Error('Failed to fetch'));
    await settle();
    vi.advanceTimersByTime(2_000);
    fetchEndpoint.resolve(endpoint);
    await settle();
    broker({ type: 'broker.connected', connection: 1 });
    for (const [connection, pause] of [[1, 1_000], [2, 2_000], [3, 4_000]] as const) {
      broker({ type: 'broker.closed', connection });
      vi.advanceTimersByTime(pause);
      fetchEndpoint.resolve(endpoint);
      await settle();
    }
    expect(effects.logFailure).not.toHaveBeenCalled();
    broker({ type: 'broker.closed', connection: 4 });
    expect(effects.logFailure).toHaveBeenCalledTimes(1);
    expect(effects.logFailure.mock.calls[0]![1]).toBe('the connection closed');
  });

  it('after the logged failure, realtime.retry starts again with 3 retries', async () => {
    const { actor, fetchEndpoint, broker } = startRealtime();
    for (const pause of [1_000, 2_000, 4_000, 0]) {
      fetchEndpoint.reject(new Error('Failed to fetch'));
      await settle();
      vi.advanceTimersByTime(pause);
    }
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    actor.send({ type: 'realtime.retry' });
    expect(fetchEndpoint.calls).toHaveLength(5);
    expect(actor.getSnapshot().context.failures).toBe(0);
    fetchEndpoint.resolve(endpoint);
    await settle();
    broker({ type: 'broker.connected', connection: 1 });
    expect(actor.getSnapshot().hasTag('connected')).toBe(true);
  });
});

describe('realtime machine: renewal', () => {
  it('fetches a new endpoint 10 minutes before the subscription expires, not earlier', async () => {
    const { fetchEndpoint } = await connected();
    // The endpoint expires at 10:00; the clock reads 09:00.
    vi.advanceTimersByTime(50 * 60 * 1000 - 1);
    expect(fetchEndpoint.calls).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(fetchEndpoint.calls).toHaveLength(2);
  });

  it('times the renewal from the clock it is given', async () => {
    const realtime = startRealtime({ now: () => NOW + 45 * 60 * 1000, tabId: 'tab-1', retries: 3 });
    realtime.fetchEndpoint.resolve(endpoint);
    await settle();
    realtime.broker({ type: 'broker.connected', connection: 1 });
    vi.advanceTimersByTime(5 * 60 * 1000 - 1);
    expect(realtime.fetchEndpoint.calls).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(realtime.fetchEndpoint.calls).toHaveLength(2);
  });

  it('renews at once when less than 10 minutes are left', async () => {
    const realtime = startRealtime({ now: () => NOW + 55 * 60 * 1000, tabId: 'tab-1', retries: 3 });
    realtime.fetchEndpoint.resolve(endpoint);
    await settle();
    realtime.broker({ type: 'broker.connected', connection: 1 });
    vi.advanceTimersByTime(0);
    expect(realtime.fetchEndpoint.calls).toHaveLength(2);
  });

  it('connects the new endpoint while the old connection still delivers, then drops the old one', async () => {
    const { actor, fetchEndpoint, broker, openBrokers, effects } = await connected();
    vi.advanceTimersByTime(50 * 60 * 1000);
    fetchEndpoint.resolve(renewedEndpoint);
    await settle();
    expect(openBrokers()).toEqual([brokerInput(1), brokerInput(2, 'session-token-2')]);
    broker(message(taskStatus(SIMULATION, at(50))));
    expect(forwardedEvents(effects)).toEqual([forwardedTaskStatus(SIMULATION, at(50))]);
    broker({ type: 'broker.connected', connection: 2 });
    expect(openBrokers()).toEqual([brokerInput(2, 'session-token-2')]);
    expect(actor.getSnapshot().hasTag('connected')).toBe(true);
    // The old connection's close, coming after it was dropped, changes nothing.
    broker({ type: 'broker.closed', connection: 1 });
    expect(actor.getSnapshot().hasTag('connected')).toBe(true);
    // The next renewal is timed from the new endpoint's expiry.
    vi.advanceTimersByTime(50 * 60 * 1000);
    expect(fetchEndpoint.calls).toHaveLength(3);
  });

  it('a renewal that fails is retried while the current connection stays, and logged after 3 retries', async () => {
    const { actor, fetchEndpoint, broker, openBrokers, effects } = await connected();
    vi.advanceTimersByTime(50 * 60 * 1000);
    fetchEndpoint.reject(new Error('Failed to fetch'));
    await settle();
    expect(openBrokers()).toEqual([brokerInput(1)]);
    expect(actor.getSnapshot().hasTag('connected')).toBe(true);
    vi.advanceTimersByTime(1_000);
    fetchEndpoint.resolve(renewedEndpoint);
    await settle();
    broker({ type: 'broker.error', connection: 2, error: new Error('Not authorized') });
    expect(openBrokers()).toEqual([brokerInput(1)]);
    vi.advanceTimersByTime(2_000);
    fetchEndpoint.reject(new Error('Failed to fetch'));
    await settle();
    vi.advanceTimersByTime(4_000);
    expect(effects.logFailure).not.toHaveBeenCalled();
    fetchEndpoint.reject(new Error('Failed to fetch'));
    await settle();
    expect(effects.logFailure).toHaveBeenCalledTimes(1);
    expect(openBrokers()).toEqual([]);
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
  });
});

describe('realtime machine: messages', () => {
  it('forwards an update to its parent as realtime.<event name> with its fields', async () => {
    const { broker, effects } = await connected();
    broker(message(taskStatus(SIMULATION, at(1))));
    broker(message({ event: 'new_simulation_created', workspace_id: WORKSPACE, simulation_id: SIMULATION, timestamp: at(1) }));
    broker(
      message({ event: 'report_status_updated', id: REPORT, status: 'completed', type: 'workspace', category_name: 'Network', simulation_id: null, timestamp: at(1) }),
    );
    broker(
      message({
        event: 'data_source_import_task_status_updated',
        task_id: TASK,
        data_source_id: OTHER_SIMULATION,
        message: '',
        work_plan_id: WORKSPACE,
        status: 'completed',
        status_label: 'Completed',
        timestamp: at(1),
      }),
    );
    expect(forwardedEvents(effects)).toEqual([
      forwardedTaskStatus(SIMULATION, at(1)),
      { type: 'realtime.new_simulation_created', workspace_id: WORKSPACE, simulation_id: SIMULATION, timestamp: at(1) },
      // The report's own `type` would hide the event's: it travels as report_type.
      {
        type: 'realtime.report_status_updated',
        id: REPORT,
        status: 'completed',
        report_type: 'workspace',
        category_name: 'Network',
        simulation_id: null,
        timestamp: at(1),
      },
      {
        type: 'realtime.data_source_import_task_status_updated',
        task_id: TASK,
        data_source_id: OTHER_SIMULATION,
        message: '',
        work_plan_id: WORKSPACE,
        status: 'completed',
        status_label: 'Completed',
        timestamp: at(1),
      },
    ]);
  });

  it.each([
    ['not JSON', 'task_status_updated'],
    ['an unknown event', JSON.stringify({ event: 'portfolio_deleted', timestamp: at(1) })],
    ['a field missing', JSON.stringify({ event: 'task_status_updated', simulation_id: SIMULATION, timestamp: at(1) })],
    ['a bad timestamp', JSON.stringify({ ...taskStatus(SIMULATION, 'yesterday') })],
  ])('drops and logs a message that is %s', async (_case, payload) => {
    const { actor, broker, effects } = await connected();
    broker(message(payload));
    expect(effects.forwarded).not.toHaveBeenCalled();
    expect(effects.logBadMessage).toHaveBeenCalledTimes(1);
    expect(effects.logBadMessage.mock.calls[0]![1]).toBe(payload);
    expect(actor.getSnapshot().hasTag('connected')).toBe(true);
    // A bad message counts as nothing: the item's next update still goes at once.
    broker(message(taskStatus(SIMULATION, at(1))));
    expect(forwardedEvents(effects)).toEqual([forwardedTaskStatus(SIMULATION, at(1))]);
  });

  it('drops an update older than the last one of the same item, also after its window', async () => {
    const { broker, effects } = await connected();
    broker(message(taskStatus(SIMULATION, at(5))));
    broker(message(taskStatus(SIMULATION, at(4))));
    vi.advanceTimersByTime(3_000);
    broker(message(taskStatus(SIMULATION, at(4, 59))));
    vi.advanceTimersByTime(3_000);
    expect(forwardedEvents(effects)).toEqual([forwardedTaskStatus(SIMULATION, at(5))]);
    expect(effects.logBadMessage).not.toHaveBeenCalled();
    // Another item's older timestamp is no concern of this one.
    broker(message(taskStatus(OTHER_SIMULATION, at(1))));
    expect(forwardedEvents(effects)).toEqual([forwardedTaskStatus(SIMULATION, at(5)), forwardedTaskStatus(OTHER_SIMULATION, at(1))]);
  });

  it('debounces per item: the first at once, then at most one per 3000 ms, the latest', async () => {
    const { broker, effects } = await connected();
    broker(message(taskStatus(SIMULATION, at(1, 0))));
    expect(forwardedEvents(effects)).toEqual([forwardedTaskStatus(SIMULATION, at(1, 0))]);
    broker(message(taskStatus(SIMULATION, at(1, 1))));
    vi.advanceTimersByTime(1_000);
    broker(message(taskStatus(SIMULATION, at(1, 2))));
    vi.advanceTimersByTime(1_999);
    expect(forwardedEvents(effects)).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(forwardedEvents(effects)).toEqual([forwardedTaskStatus(SIMULATION, at(1, 0)), forwardedTaskStatus(SIMULATION, at(1, 2))]);
    // The held update opened another window: a quiet one lets the next update go at once.
    broker(message(taskStatus(SIMULATION, at(1, 3))));
    vi.advanceTimersByTime(3_000);
    expect(forwardedEvents(effects).at(-1)).toEqual(forwardedTaskStatus(SIMULATION, at(1, 3)));
    vi.advanceTimersByTime(3_000);
    broker(message(taskStatus(SIMULATION, at(1, 9))));
    expect(forwardedEvents(effects).at(-1)).toEqual(forwardedTaskStatus(SIMULATION, at(1, 9)));
    expect(forwardedEvents(effects)).toHaveLength(4);
  });

  it('two items do not hold each other back', async () => {
    const { broker, effects } = await connected();
    broker(message(taskStatus(SIMULATION, at(1))));
    broker(message(taskStatus(OTHER_SIMULATION, at(1))));
    broker(message({ event: 'new_simulation_created', workspace_id: WORKSPACE, simulation_id: SIMULATION, timestamp: at(1) }));
    expect(forwardedEvents(effects).map((event) => event.type)).toEqual([
      'realtime.task_status_updated',
      'realtime.task_status_updated',
      'realtime.new_simulation_created',
    ]);
    broker(message(taskStatus(SIMULATION, at(2))));
    expect(forwardedEvents(effects)).toHaveLength(3);
  });

  it('an update held back still goes when the connection drops before its window ends', async () => {
    const { broker, effects } = await connected();
    broker(message(taskStatus(SIMULATION, at(1))));
    broker(message(taskStatus(SIMULATION, at(2))));
    broker({ type: 'broker.closed', connection: 1 });
    vi.advanceTimersByTime(3_000);
    expect(forwardedEvents(effects)).toEqual([forwardedTaskStatus(SIMULATION, at(1)), forwardedTaskStatus(SIMULATION, at(2))]);
  });
});
