import { describe, expect, it } from 'vitest';
import { startDeleteByName } from './harness/deleteByName.harness';
import { settle } from './support/controllable';
import { apiError } from './support/fixtures';
import { portfolioDetail } from './support/portfolioFixtures';
import { workspaceDetail } from './support/workspaceFixtures';

// The portfolio's and the workspace's delete dialogs: the same confirmation, each by its own name.
const items = [
  { kind: 'portfolio', item: { id: portfolioDetail.id, name: portfolioDetail.name }, near: ['Roads', 'roads and bridges'] },
  { kind: 'workspace', item: { id: workspaceDetail.id, name: workspaceDetail.name }, near: ['Budget', 'budget scenarios 2027/28'] },
];

describe.each(items)('delete-by-name machine, deleting a $kind', ({ item, near }) => {
  it.each(['', ...near, `${item.name}!`])('does not delete when the typed name is %j', (typed) => {
    const { actor, deleteItem } = startDeleteByName(item);
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'name.change', value: typed });
    actor.send({ type: 'delete.confirm' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(deleteItem.calls).toHaveLength(0);
  });

  it('deletes once the exact name is typed, then leaves the item', async () => {
    const { actor, deleteItem, notifyDeleted, leave } = startDeleteByName(item);
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'name.change', value: ` ${item.name} ` });
    actor.send({ type: 'delete.confirm' });
    expect(deleteItem.lastInput).toEqual({ id: item.id, confirmName: item.name });
    deleteItem.resolve(undefined);
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(notifyDeleted).toHaveBeenCalledWith(expect.anything(), { name: item.name });
    expect(leave).toHaveBeenCalledOnce();
  });

  it('stays open with the failure, and starts clean when opened again', async () => {
    const { actor, deleteItem, leave } = startDeleteByName(item);
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'name.change', value: item.name });
    actor.send({ type: 'delete.confirm' });
    deleteItem.reject(apiError(403));
    await settle();
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.failure?.status).toBe(403);
    expect(leave).not.toHaveBeenCalled();
    actor.send({ type: 'dialog.close' });
    actor.send({ type: 'dialog.open' });
    expect(actor.getSnapshot().context).toMatchObject({ typedName: '', failure: null });
  });
});
