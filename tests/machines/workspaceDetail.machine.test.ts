import { describe, expect, it } from 'vitest';
import { startWorkspaceDetail } from './harness/workspaceDetail.harness';
import { startWorkspaceDetailsForm } from './harness/workspaceDetailsForm.harness';
import { settle } from './support/controllable';
import { apiError } from './support/fixtures';
import { renamedWorkspace, workspaceDetail } from './support/workspaceFixtures';

describe('workspace detail machine', () => {
  it('a 404 is reported, which opens the workspace’s not-found page; nothing else is tried', async () => {
    const { actor, fetchWorkspace, reportMissing } = startWorkspaceDetail();
    const notFound = apiError(404, 'Resource Not Found');
    fetchWorkspace.reject(notFound);
    await settle();
    expect(actor.getSnapshot().value).toBe('missing');
    expect(reportMissing).toHaveBeenCalledWith(expect.anything(), notFound);
    expect(fetchWorkspace.calls).toHaveLength(1);
  });

  it.each([500, 403, 0])('a failure with status %s offers Retry, which loads again', async (status) => {
    const { actor, fetchWorkspace, reportMissing } = startWorkspaceDetail();
    fetchWorkspace.reject(apiError(status));
    await settle();
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(reportMissing).not.toHaveBeenCalled();
    actor.send({ type: 'workspace.retry' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    fetchWorkspace.resolve(workspaceDetail);
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ workspace: workspaceDetail, failure: null });
  });
});

describe('workspace details form machine', () => {
  it('sends the trimmed name and description, and publishes the answer', async () => {
    const { actor, updateWorkspace, publishWorkspace, notifySaved } = startWorkspaceDetailsForm();
    actor.send({ type: 'name.change', value: `  ${renamedWorkspace.name} ` });
    actor.send({ type: 'description.change', value: ` ${renamedWorkspace.description}` });
    actor.send({ type: 'form.submit' });
    expect(updateWorkspace.lastInput).toEqual({
      workspaceId: workspaceDetail.id,
      changes: { name: renamedWorkspace.name, description: renamedWorkspace.description },
    });
    updateWorkspace.resolve(renamedWorkspace);
    await settle();
    expect(publishWorkspace).toHaveBeenCalledWith(expect.anything(), renamedWorkspace);
    expect(notifySaved).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.saved).toEqual({ name: renamedWorkspace.name, description: renamedWorkspace.description });
  });

  it.each([
    ['an unchanged form', []],
    ['a blank name', [{ type: 'name.change', value: '   ' }]],
    ['a name of 101 characters', [{ type: 'name.change', value: 'x'.repeat(101) }]],
    ['a description of 251 characters', [{ type: 'description.change', value: 'x'.repeat(251) }]],
  ] as const)('does not save %s', (_, events) => {
    const { actor, updateWorkspace } = startWorkspaceDetailsForm();
    for (const event of events) actor.send(event);
    actor.send({ type: 'form.submit' });
    expect(updateWorkspace.calls).toHaveLength(0);
  });
});
