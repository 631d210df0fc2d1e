import { z } from 'zod';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { supportPaths } from '../../paths/supportPaths';
import { supportContactSchema, type SupportContact } from '../../schemas/supportContact.schema';

const FIELDS = Object.keys(supportContactSchema.shape) as Array<keyof SupportContact>;

/** Any JSON object: the answer is checked against its shape afterwards, not refused for it. */
const anyObjectSchema = z.record(z.string(), z.unknown());

/**
 * GET /profile/segment-support. SPEC 5: the answer is checked against its expected shape; a
 * mismatch is logged and the answer still used, as far as its fields are texts.
 */
export function fetchSupportContactActor(api: ApiClient, logMismatch: (message: string, details: unknown) => void) {
  return fromPromise<Partial<SupportContact>>(async ({ signal }) => {
    const answer = await api.request(supportPaths.segmentSupport.url(), anyObjectSchema, { signal });
    const checked = supportContactSchema.safeParse(answer);
    if (checked.success) return checked.data;
    logMismatch('The segment support answer does not match its expected shape', checked.error.issues);
    return Object.fromEntries(FIELDS.flatMap((field) => (typeof answer[field] === 'string' ? [[field, answer[field]]] : [])));
  });
}
