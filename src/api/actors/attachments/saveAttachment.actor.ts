import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { attachmentPaths } from '../../paths/attachmentPaths';
import { attachmentSchema, type Attachment, type AttachmentInput } from '../../schemas/attachment.schema';

/** Adds a resource (POST) or, given its id, changes one (PUT). */
export function saveAttachmentActor(api: ApiClient) {
  return fromPromise<Attachment, { portfolioId: string; attachmentId: string | null; fields: AttachmentInput }>(({ input, signal }) => {
    const pfId = input.portfolioId;
    const body = input.fields;
    return input.attachmentId
      ? api.request(attachmentPaths.update.url({ pfId, attachmentId: input.attachmentId }), attachmentSchema, { method: 'PUT', body, signal })
      : api.request(attachmentPaths.create.url({ pfId }), attachmentSchema, { method: 'POST', body, signal });
  });
}
