import { describe, expect, it } from 'vitest';
import { createMachine, type AnyActorRef } from 'xstate';
import type { PageOpening } from '../../src/machines/app.machine';
import { closePage, keepPageOpen, livePage, openPage } from '../../src/ui/app/root/pageActors';
import { startApp } from '../machines/harness/app.harness';

const counter = createMachine({ context: ({ input }: { input: { start: number } }) => ({ count: input.start }) });
const members = (start: number): PageOpening => ({ id: 'members', logic: counter, input: { start } });
const status = (actor: AnyActorRef) => actor.getSnapshot().status;

describe('page actors across React renders, mounts and unmounts', () => {
  it('render, mount, unmount: one actor, opened at render and stopped at unmount', () => {
    const { actor: app } = startApp();
    const rendered = openPage(app, members(1));
    expect(app.system.get('members')).toBe(rendered);
    const mounted = keepPageOpen(app, members(1), rendered);
    expect(mounted).toBe(rendered);
    closePage(app, 'members', mounted);
    expect(status(rendered)).toBe('stopped');
    expect(livePage(app, 'members')).toBeUndefined();
  });

  it('a development double mount (mount, cleanup, mount) ends with one live actor', () => {
    const { actor: app } = startApp();
    const rendered = openPage(app, members(1));
    closePage(app, 'members', keepPageOpen(app, members(1), rendered));
    const remounted = keepPageOpen(app, members(1), rendered);
    expect(remounted).not.toBe(rendered);
    expect(status(remounted)).toBe('active');
    expect(app.system.get('members')).toBe(remounted);
  });

  it('a new page rendered before the old one unmounts takes the id over, and the old cleanup leaves it open', () => {
    const { actor: app } = startApp();
    const old = keepPageOpen(app, members(1), openPage(app, members(1)));
    const next = openPage(app, members(2));
    expect(status(old)).toBe('stopped');
    expect(next.getSnapshot().context).toEqual({ count: 2 });
    closePage(app, 'members', old);
    expect(keepPageOpen(app, members(2), next)).toBe(next);
    expect(status(next)).toBe('active');
  });

  it('a render thrown away before it mounts hands its actor to the next render of the same page, which mounts it', () => {
    const { actor: app } = startApp();
    const discarded = openPage(app, members(1));
    const retried = openPage(app, members(1));
    expect(retried).toBe(discarded);
    expect(status(discarded)).toBe('active');
    expect(keepPageOpen(app, members(1), retried)).toBe(discarded);
  });

  it('an unclaimed actor opened with other input is replaced, and a mounted one is never handed on', () => {
    const { actor: app } = startApp();
    const discarded = openPage(app, members(1));
    const other = openPage(app, members(2));
    expect(status(discarded)).toBe('stopped');
    expect(other.getSnapshot().context).toEqual({ count: 2 });
    const mounted = keepPageOpen(app, members(2), other);
    const next = openPage(app, members(2));
    expect(next).not.toBe(mounted);
    expect(status(mounted)).toBe('stopped');
  });
});
