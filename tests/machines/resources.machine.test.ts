import { describe, expect, it } from 'vitest';
import { startResources } from './harness/resources.harness';
import { settle } from './support/controllable';
import { apiError } from './support/fixtures';
import { portfolioDetail, resources } from './support/portfolioFixtures';

const [first, second, third] = resources as [(typeof resources)[0], (typeof resources)[0], (typeof resources)[0]];
const ids = (list: { id: string }[]) => list.map(({ id }) => id);

async function loaded() {
  const harness = startResources();
  harness.fetchResources.resolve(resources);
  await settle();
  return harness;
}

describe('resources machine', () => {
  it('shows a moved resource at its new place at once and saves the order', async () => {
    const { actor, reorderResources } = await loaded();
    const order = ids([third, first, second]);
    actor.send({ type: 'resources.move', from: 2, to: 0 });
    expect(ids(actor.getSnapshot().context.resources)).toEqual(order);
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    expect(reorderResources.lastInput).toEqual({ portfolioId: portfolioDetail.id, ids: order });
    const saved = [third, first, second].map((resource, position) => ({ ...resource, position }));
    reorderResources.resolve(saved);
    await settle();
    expect(actor.getSnapshot().context.resources).toEqual(saved);
  });

  it('a failed reorder restores the previous order and says so', async () => {
    const { actor, reorderResources, notifyWriteFailed } = await loaded();
    actor.send({ type: 'resources.move', from: 0, to: 1 });
    const error = apiError(409, 'stale');
    reorderResources.reject(error);
    await settle();
    expect(actor.getSnapshot().context.resources).toEqual(resources);
    expect(notifyWriteFailed).toHaveBeenCalledWith(expect.anything(), { write: 'reorder', error });
  });

  it.each([
    ['a move to the same place', { from: 1, to: 1 }],
    ['a move past the end', { from: 0, to: 3 }],
    ['a move from before the start', { from: -1, to: 0 }],
  ])('does not save %s', async (_, move) => {
    const { actor, reorderResources } = await loaded();
    actor.send({ type: 'resources.move', ...move });
    expect(reorderResources.calls).toHaveLength(0);
    expect(actor.getSnapshot().context.resources).toEqual(resources);
  });

  it('deletes after confirmation; a failure keeps the resource', async () => {
    const { actor, deleteResource, notifyDeleted, notifyWriteFailed } = await loaded();
    actor.send({ type: 'resource.delete', resourceId: second.id });
    expect(actor.getSnapshot().context.target).toEqual(second);
    actor.send({ type: 'deletion.confirm' });
    deleteResource.reject(apiError(403));
    await settle();
    expect(actor.getSnapshot().context.resources).toEqual(resources);
    expect(notifyWriteFailed).toHaveBeenCalledWith(expect.anything(), { write: 'delete', error: expect.anything() });

    actor.send({ type: 'resource.delete', resourceId: second.id });
    actor.send({ type: 'deletion.confirm' });
    deleteResource.resolve(undefined);
    await settle();
    expect(ids(actor.getSnapshot().context.resources)).toEqual(ids([first, third]));
    expect(notifyDeleted).toHaveBeenCalledOnce();
  });

  it('shows a saved resource: a new one at the end, a changed one in place', async () => {
    const { actor } = await loaded();
    const added = { ...first, id: '7d6c5b4a-3928-4716-a5b4-c3d2e1f0a9b8', name: 'New link', position: 3 };
    actor.send({ type: 'resource.saved', resource: added });
    actor.send({ type: 'resource.saved', resource: { ...first, name: 'Renamed' } });
    expect(actor.getSnapshot().context.resources.map(({ name }) => name)).toEqual(['Renamed', second.name, third.name, 'New link']);
  });
});
