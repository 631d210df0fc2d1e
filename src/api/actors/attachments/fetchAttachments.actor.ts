import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { attachmentPaths } from '../../paths/attachmentPaths';
import { attachmentListSchema, type Attachment } from '../../schemas/attachment.schema';

/** GET /portfolios/{id}/attachments: the resources in their saved order. */
export function fetchAttachmentsActor(api: ApiClient) {
  return fromPromise<Attachment[], { portfolioId: string }>(({ input, signal }) =>
    api.request(attachmentPaths.list.url({ pfId: input.portfolioId }), attachmentListSchema, { signal }),
  );
}
