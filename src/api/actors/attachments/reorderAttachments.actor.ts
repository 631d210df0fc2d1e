import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { attachmentPaths } from '../../paths/attachmentPaths';
import { attachmentListSchema, type Attachment } from '../../schemas/attachment.schema';

/** PUT /portfolios/{id}/attachments/order with every id in the new order; answers the saved list. */
export function reorderAttachmentsActor(api: ApiClient) {
  return fromPromise<Attachment[], { portfolioId: string; ids: string[] }>(({ input, signal }) =>
    api.request(attachmentPaths.reorder.url({ pfId: input.portfolioId }), attachmentListSchema, {
      method: 'PUT',
      body: { ids: input.ids },
      signal,
    }),
  );
}
