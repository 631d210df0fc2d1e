import { describe, expect, it } from 'vitest';
import { startWorkspaceDetail } from './harness/workspaceDetail.harness';
import { settle } from './support/controllable';
import { apiError } from './support/fixtures';
import { workspaceDetail } from './support/workspaceFixtures';

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
