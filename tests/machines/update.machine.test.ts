import { describe, expect, it } from 'vitest';
import { startUpdate } from './harness/update.harness';
import { settle } from './support/controllable';

describe('update machine', () => {
  it('shows nothing until a new version waits', () => {
    const { actor, watchForUpdate } = startUpdate();
    expect(watchForUpdate.running).toBe(true);
    expect(actor.getSnapshot().hasTag('ready')).toBe(false);
    watchForUpdate.send({ type: 'update.ready' });
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
  });

  it('cannot apply an update that is not there', () => {
    const { actor, applyUpdate } = startUpdate();
    actor.send({ type: 'update.apply' });
    expect(applyUpdate.calls).toHaveLength(0);
  });

  it('applies the update once, busy meanwhile', () => {
    const { actor, watchForUpdate, applyUpdate } = startUpdate();
    watchForUpdate.send({ type: 'update.ready' });
    actor.send({ type: 'update.apply' });
    actor.send({ type: 'update.apply' });
    expect(applyUpdate.calls).toHaveLength(1);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
  });

  it('offers the update again when applying it failed', async () => {
    const { actor, watchForUpdate, applyUpdate } = startUpdate();
    watchForUpdate.send({ type: 'update.ready' });
    actor.send({ type: 'update.apply' });
    applyUpdate.reject(new Error('no waiting service worker'));
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });
});
