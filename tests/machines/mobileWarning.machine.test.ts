import { describe, expect, it } from 'vitest';
import { startMobileWarning } from './harness/mobileWarning.harness';

describe('mobile warning machine', () => {
  it('shows while the viewport is narrow', () => {
    const { actor, watchViewport } = startMobileWarning();
    expect(actor.getSnapshot().hasTag('shown')).toBe(false);
    watchViewport.send({ type: 'viewport.change', narrow: true });
    expect(actor.getSnapshot().hasTag('shown')).toBe(true);
    watchViewport.send({ type: 'viewport.change', narrow: false });
    expect(actor.getSnapshot().hasTag('shown')).toBe(false);
  });

  it('stays dismissed for the rest of the visit and stops watching', () => {
    const { actor, watchViewport } = startMobileWarning();
    watchViewport.send({ type: 'viewport.change', narrow: true });
    actor.send({ type: 'warning.dismiss' });
    expect(actor.getSnapshot().hasTag('shown')).toBe(false);
    expect(watchViewport.running).toBe(false);
  });

  it('cannot be dismissed while it is not shown', () => {
    const { actor } = startMobileWarning();
    actor.send({ type: 'warning.dismiss' });
    expect(actor.getSnapshot().matches('dismissed')).toBe(false);
  });
});
