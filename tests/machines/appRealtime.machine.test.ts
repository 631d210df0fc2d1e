import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMachine, type AnyActorRef, type EventObject } from 'xstate';
import type { AppEvent } from '../../src/machines/app.machine';
import { startApp } from './harness/app.harness';
import { brokerInput, endpoint } from './harness/realtime.harness';
import { settle } from './support/controllable';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const session = (signedIn: boolean): AppEvent => ({ type: 'session.change', signedIn });

const SIMULATION = '0b6a2c1e-3f4d-4e5a-8b9c-1d2e3f4a5b6c';
const WORKSPACE = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const TASK = 'f0e1d2c3-b4a5-4968-8776-655443322110';
const TIMESTAMP = '2026-03-02T09:01:00.000Z';
const taskStatus = { event: 'task_status_updated', simulation_id: SIMULATION, task_id: TASK, workspace_id: WORKSPACE, timestamp: TIMESTAMP };
/** What a page hears (SPEC 4 "Real-time events"): the update's fields under `realtime.task_status_updated`. */
const heard = { type: 'realtime.task_status_updated', simulation_id: SIMULATION, task_id: TASK, workspace_id: WORKSPACE, timestamp: TIMESTAMP };

/** A page machine that only records the events it is sent. */
function recordingPage() {
  const received = vi.fn<(event: EventObject) => void>();
  const logic = createMachine({ id: 'page', on: { '*': { actions: ({ event }) => received(event) } } });
  return { logic, received };
}

/** Signs in and brings the real-time connection up over the harness's fakes. */
async function signedInAndConnected() {
  const app = startApp();
  app.fakes.followSession.send(session(true));
  app.fakes.realtime.fetchEndpoint.resolve(endpoint);
  await settle();
  app.fakes.realtime.broker({ type: 'broker.connected', connection: 1 });
  return app;
}

describe('app machine: the real-time connection', () => {
  it('runs under its system id only while signed in, and its connection ends with the session', async () => {
    const { actor, fakes } = startApp();
    expect(actor.system.get('realtime')).toBeUndefined();
    expect(fakes.realtime.fetchEndpoint.calls).toHaveLength(0);

    fakes.followSession.send(session(true));
    const realtime = actor.system.get('realtime') as AnyActorRef;
    expect(realtime).toBe(actor.getSnapshot().children.realtime);
    expect(fakes.realtime.fetchEndpoint.calls).toHaveLength(1);
    fakes.realtime.fetchEndpoint.resolve(endpoint);
    await settle();
    fakes.realtime.broker({ type: 'broker.connected', connection: 1 });
    expect(realtime.getSnapshot().hasTag('connected')).toBe(true);
    expect(fakes.realtime.openBrokers()).toEqual([brokerInput(1)]);

    fakes.followSession.send(session(false));
    expect(actor.system.get('realtime')).toBeUndefined();
    expect(realtime.getSnapshot().status).toBe('stopped');
    expect(fakes.realtime.openBrokers()).toEqual([]);
  });

  it('a signed-out session logs no connection failure: signing in again starts a fresh connection', async () => {
    const { actor, fakes } = await signedInAndConnected();
    fakes.followSession.send(session(false));
    fakes.followSession.send(session(true));
    expect(fakes.realtime.fetchEndpoint.calls).toHaveLength(2);
    expect(fakes.realtime.effects.logFailure).not.toHaveBeenCalled();
    expect((actor.system.get('realtime') as AnyActorRef).getSnapshot().context.failures).toBe(0);
  });

  it('hands each accepted update to every open page actor as realtime.<event name>', async () => {
    const { actor, fakes } = await signedInAndConnected();
    const list = recordingPage();
    const detail = recordingPage();
    actor.send({ type: 'page.open', id: 'workspaceList', logic: list.logic });
    actor.send({ type: 'page.open', id: 'workspaceDetail', logic: detail.logic });
    fakes.realtime.broker({ type: 'broker.message', connection: 1, payload: JSON.stringify(taskStatus) });
    await settle();
    expect(list.received.mock.calls.map(([event]) => event)).toEqual([heard]);
    expect(detail.received.mock.calls.map(([event]) => event)).toEqual([heard]);
  });

  it('a closed page hears nothing more, and a rejected message reaches no page', async () => {
    const { actor, fakes } = await signedInAndConnected();
    const list = recordingPage();
    actor.send({ type: 'page.open', id: 'workspaceList', logic: list.logic });
    fakes.realtime.broker({ type: 'broker.message', connection: 1, payload: '{"event":"task_status_updated"}' });
    actor.send({ type: 'page.close', id: 'workspaceList' });
    fakes.realtime.broker({ type: 'broker.message', connection: 1, payload: JSON.stringify(taskStatus) });
    await settle();
    expect(list.received).not.toHaveBeenCalled();
    expect(fakes.realtime.effects.logBadMessage).toHaveBeenCalledTimes(1);
  });

  it('the recent items hear the updates while the side navigation shows them', async () => {
    const { actor, fakes } = await signedInAndConnected();
    const sideNav = actor.system.get('sideNav') as AnyActorRef;
    sideNav.send({ type: 'recent.select', kind: 'simulation' });
    const recents = sideNav.getSnapshot().children.recents as AnyActorRef;
    const before = recents.getSnapshot().value;
    const heardByRecents: EventObject[] = [];
    actor.system.inspect((inspection) => {
      if (inspection.type === '@xstate.event' && inspection.actorRef === recents) heardByRecents.push(inspection.event);
    });
    fakes.realtime.broker({ type: 'broker.message', connection: 1, payload: JSON.stringify(taskStatus) });
    await settle();
    expect(heardByRecents).toEqual([heard]);
    // The recent items have no use for it yet: it changes nothing there.
    expect(recents.getSnapshot().value).toEqual(before);
  });
});
