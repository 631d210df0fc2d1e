import { describe, expect, it } from 'vitest';
import { startDeleteWorkspace } from './harness/deleteWorkspace.harness';
import { settle } from './support/controllable';
import { apiError } from './support/fixtures';
import { workspaceDetail } from './support/workspaceFixtures';

describe('delete workspace machine', () => {
  it.each(['', 'Budget', 'budget scenarios 2027/28', `${workspaceDetail.name}!`])('does not delete when the typed name is %j', (typed) => {
    const { actor, deleteWorkspace } = startDeleteWorkspace();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'name.change', value: typed });
    actor.send({ type: 'delete.confirm' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(deleteWorkspace.calls).toHaveLength(0);
  });

  it('deletes once the exact name is typed, then leaves for the portfolio', async () => {
    const { actor, deleteWorkspace, notifyDeleted, leaveWorkspace } = startDeleteWorkspace();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'name.change', value: ` ${workspaceDetail.name} ` });
    actor.send({ type: 'delete.confirm' });
    expect(deleteWorkspace.lastInput).toEqual({ workspaceId: workspaceDetail.id, confirmName: workspaceDetail.name });
    deleteWorkspace.resolve(undefined);
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(notifyDeleted).toHaveBeenCalledWith(expect.anything(), { name: workspaceDetail.name });
    expect(leaveWorkspace).toHaveBeenCalledOnce();
  });

  it('stays open with the failure, and starts clean when opened again', async () => {
    const { actor, deleteWorkspace, leaveWorkspace } = startDeleteWorkspace();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'name.change', value: workspaceDetail.name });
    actor.send({ type: 'delete.confirm' });
    deleteWorkspace.reject(apiError(403));
    await settle();
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.failure?.status).toBe(403);
    expect(leaveWorkspace).not.toHaveBeenCalled();
    actor.send({ type: 'dialog.close' });
    actor.send({ type: 'dialog.open' });
    expect(actor.getSnapshot().context).toMatchObject({ typedName: '', failure: null });
  });
});
