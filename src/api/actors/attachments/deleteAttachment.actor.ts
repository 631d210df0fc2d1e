import { fromPromise } from 'xstate';
import { z } from 'zod';
import type { ApiClient } from '../../client';
import { attachmentPaths } from '../../paths/attachmentPaths';

export function deleteAttachmentActor(api: ApiClient) {
  return fromPromise<void, { portfolioId: string; attachmentId: string }>(async ({ input, signal }) => {
    const url = attachmentPaths.delete.url({ pfId: input.portfolioId, attachmentId: input.attachmentId });
    await api.request(url, z.undefined(), { method: 'DELETE', signal });
  });
}
