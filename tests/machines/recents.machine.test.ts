import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { recentsMachine, RECENT_KINDS } from '../../src/machines/recents.machine';
import { startRecents } from './harness/recents.harness';
import { settle } from './support/controllable';
import { apiError, portfolio } from './support/fixtures';

describe('recents machine', () => {
  it.each(RECENT_KINDS)('loads the %s kind of its input', async (kind) => {
    const { actor, fetchRecents } = startRecents({ kind });
    await settle();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(fetchRecents.lastInput).toEqual({ kind });
  });

  it('stores the list when it arrives', async () => {
    const { actor, fetchRecents } = startRecents();
    fetchRecents.resolve({ kind: 'portfolio', items: [portfolio] });
    await settle();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context.list).toEqual({ kind: 'portfolio', items: [portfolio] });
  });

  it('keeps the failure and loads again on retry, clearing it on success', async () => {
    const { actor, fetchRecents } = startRecents({ kind: 'workPlan' });
    fetchRecents.reject(apiError(503, 'The service is currently down for maintenance.'));
    await settle();
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.failure).toEqual({ status: 503, message: 'The service is currently down for maintenance.' });
    actor.send({ type: 'recents.retry' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(fetchRecents.calls).toHaveLength(2);
    fetchRecents.resolve({ kind: 'workPlan', items: [] });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ list: { kind: 'workPlan', items: [] }, failure: null });
  });

  it('ignores retry unless it failed', async () => {
    const { actor, fetchRecents } = startRecents();
    actor.send({ type: 'recents.retry' });
    await settle();
    expect(fetchRecents.calls).toHaveLength(1);
  });

  it('says what is missing when fetchRecents is not provided', async () => {
    const actor = createActor(recentsMachine, { input: { kind: 'simulation' } }).start();
    const failed = await waitFor(actor, (snapshot) => snapshot.hasTag('error'));
    expect(failed.context.failure?.message).toBe('fetchRecents not provided');
  });
});
