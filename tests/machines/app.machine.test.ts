import { describe, expect, it } from 'vitest';
import type { AppEvent } from '../../src/machines/app.machine';
import { startApp } from './harness/app.harness';

const session = (signedIn: boolean): AppEvent => ({ type: 'session.change', signedIn });

describe('app machine', () => {
  it('owns the long-lived actors under their system ids', () => {
    const { actor } = startApp();
    const { children } = actor.getSnapshot();
    expect(Object.keys(children).sort()).toEqual(
      ['auth', 'connectivity', 'followSession', 'maintenance', 'mobileWarning', 'update', 'watchApiFailures'].sort(),
    );
    for (const id of ['auth', 'maintenance', 'connectivity', 'update', 'mobileWarning'] as const) {
      expect(actor.system.get(id)).toBe(children[id]);
    }
  });

  it('hands its input to the children that need it', () => {
    const { actor } = startApp({ startedOnCallback: false, healthCheckIntervalMs: 2_000, connectivityRetryMs: 1_000 });
    const { children } = actor.getSnapshot();
    expect(children.maintenance?.getSnapshot().context).toMatchObject({ healthCheckIntervalMs: 2_000 });
    expect(children.connectivity?.getSnapshot().context).toEqual({ pollIntervalMs: 2_000, retryIntervalMs: 1_000 });
  });

  it('guards unsaved changes only while signed in with a dirty form', () => {
    const { actor, fakes } = startApp();
    actor.send({ type: 'form.dirty', dirty: true });
    expect(fakes.guardUnsavedChanges.running).toBe(false);
    fakes.followSession.send(session(true));
    expect(fakes.guardUnsavedChanges.running).toBe(true);
    expect(actor.getSnapshot().hasTag('unsavedChanges')).toBe(true);
    actor.send({ type: 'form.dirty', dirty: false });
    expect(fakes.guardUnsavedChanges.running).toBe(false);
    actor.send({ type: 'form.dirty', dirty: true });
    expect(fakes.guardUnsavedChanges.running).toBe(true);
    fakes.followSession.send(session(false));
    expect(fakes.guardUnsavedChanges.running).toBe(false);
  });

  it('a repeated dirty report keeps the one guard', () => {
    const { actor, fakes } = startApp();
    fakes.followSession.send(session(true));
    actor.send({ type: 'form.dirty', dirty: true });
    actor.send({ type: 'form.dirty', dirty: true });
    expect(fakes.guardUnsavedChanges.runs).toBe(1);
  });

  it('the API failure watcher and the session follower run for the whole life of the app', () => {
    const { actor, fakes } = startApp();
    expect(fakes.watchApiFailures.running).toBe(true);
    expect(fakes.followSession.running).toBe(true);
    actor.stop();
    expect(fakes.watchApiFailures.running).toBe(false);
  });
});
