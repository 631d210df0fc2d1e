import { fromPromise } from 'xstate';
import { z } from 'zod';
import type { ApiClient } from '../../client';

export function deleteAttachmentActor(api: ApiClient) {
  return fromPromise<void, { portfolioId: string; attachmentId: string }>(async ({ input, signal }) => {
    await api.request(`/portfolios/${input.portfolioId}/attachments/${input.attachmentId}`, z.undefined(), { method: 'DELETE', signal });
  });
}
