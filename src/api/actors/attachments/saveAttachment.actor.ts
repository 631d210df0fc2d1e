import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { attachmentSchema, type Attachment, type AttachmentInput } from '../../schemas/attachment.schema';

/** Adds a resource (POST) or, given its id, changes one (PUT). */
export function saveAttachmentActor(api: ApiClient) {
  return fromPromise<Attachment, { portfolioId: string; attachmentId: string | null; fields: AttachmentInput }>(({ input, signal }) => {
    const base = `/portfolios/${input.portfolioId}/attachments`;
    return input.attachmentId
      ? api.request(`${base}/${input.attachmentId}`, attachmentSchema, { method: 'PUT', body: input.fields, signal })
      : api.request(base, attachmentSchema, { method: 'POST', body: input.fields, signal });
  });
}
