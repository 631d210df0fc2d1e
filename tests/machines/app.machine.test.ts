import { describe, expect, it } from 'vitest';
import type { AppEvent } from '../../src/machines/app.machine';
import { appInput, startApp } from './harness/app.harness';
import { settle } from './support/controllable';

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
    const { actor } = startApp({ ...appInput, healthCheckIntervalMs: 2_000, connectivityRetryMs: 1_000 });
    const { children } = actor.getSnapshot();
    expect(children.maintenance?.getSnapshot().context).toMatchObject({ healthCheckIntervalMs: 2_000 });
    expect(children.connectivity?.getSnapshot().context).toEqual({ pollIntervalMs: 2_000, retryIntervalMs: 1_000 });
  });

  it('runs the side navigation under its system id only while signed in, from the layout it was given', () => {
    const { actor, fakes } = startApp({ ...appInput, sideNavLayout: 'collapsed' });
    expect(actor.getSnapshot().children.sideNav).toBeUndefined();
    expect(actor.system.get('sideNav')).toBeUndefined();

    fakes.followSession.send(session(true));
    const sideNav = actor.getSnapshot().children.sideNav;
    expect(sideNav?.getSnapshot().hasTag('collapsed')).toBe(true);
    expect(actor.system.get('sideNav')).toBe(sideNav);

    fakes.followSession.send(session(false));
    expect(actor.getSnapshot().children.sideNav).toBeUndefined();
    expect(actor.system.get('sideNav')).toBeUndefined();
    expect(sideNav?.getSnapshot().status).toBe('stopped');
  });

  it('keeps one side navigation, with its open panel, while forms turn dirty and clean', async () => {
    const { actor, fakes } = startApp();
    fakes.followSession.send(session(true));
    const sideNav = actor.getSnapshot().children.sideNav;
    sideNav?.send({ type: 'recent.select', kind: 'portfolio' });
    await settle();
    actor.send({ type: 'form.dirty', form: 'profileForm', dirty: true });
    actor.send({ type: 'form.dirty', form: 'profileForm', dirty: false });
    expect(actor.getSnapshot().children.sideNav).toBe(sideNav);
    expect(sideNav?.getSnapshot().context.selected).toBe('portfolio');
    expect(fakes.sideNav.fetchRecents.calls).toHaveLength(1);
  });

  it('the side navigation sends its effects to the wiring: recents, outside clicks and the saved layout', async () => {
    const { actor, fakes } = startApp();
    fakes.followSession.send(session(true));
    const sideNav = actor.getSnapshot().children.sideNav;
    sideNav?.send({ type: 'nav.toggle' });
    expect(fakes.sideNav.saveLayout).toHaveBeenCalledOnce();
    sideNav?.send({ type: 'menu.open', menu: 'help' });
    expect(fakes.sideNav.outsideClicks.replies).toEqual(['menu.close']);
    fakes.sideNav.outsideClicks.click();
    expect(sideNav?.getSnapshot().hasTag('helpMenuOpen')).toBe(false);
  });

  it('guards unsaved changes only while signed in with a dirty form', () => {
    const { actor, fakes } = startApp();
    actor.send({ type: 'form.dirty', form: 'profileForm', dirty: true });
    expect(fakes.guardUnsavedChanges.running).toBe(false);
    fakes.followSession.send(session(true));
    expect(fakes.guardUnsavedChanges.running).toBe(true);
    expect(actor.getSnapshot().hasTag('unsavedChanges')).toBe(true);
    actor.send({ type: 'form.dirty', form: 'profileForm', dirty: false });
    expect(fakes.guardUnsavedChanges.running).toBe(false);
    actor.send({ type: 'form.dirty', form: 'profileForm', dirty: true });
    expect(fakes.guardUnsavedChanges.running).toBe(true);
    fakes.followSession.send(session(false));
    expect(fakes.guardUnsavedChanges.running).toBe(false);
  });

  it('a repeated dirty report keeps the one guard', () => {
    const { actor, fakes } = startApp();
    fakes.followSession.send(session(true));
    actor.send({ type: 'form.dirty', form: 'profileForm', dirty: true });
    actor.send({ type: 'form.dirty', form: 'profileForm', dirty: true });
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
