import { z } from 'zod';
import { idSchema, timestampSchema, nameSchema, textSchema } from './common.schema';
import { userRefSchema } from './user.schema';

/** Resources of a portfolio are links; only web addresses may be opened from them. */
export const attachmentUrlSchema = textSchema
  .trim()
  .max(2048)
  .pipe(z.url({ protocol: /^https?$/, error: 'must be an http or https address' }));

/** SPEC 5: attachment name 1-100, description 0-500. */
export const attachmentInputSchema = z.object({
  name: nameSchema(100).min(1),
  url: attachmentUrlSchema,
  description: textSchema.trim().max(500).default(''),
});
export type AttachmentInput = z.infer<typeof attachmentInputSchema>;

export const attachmentSchema = z.object({
  id: idSchema,
  name: z.string(),
  url: z.string(),
  description: z.string(),
  /** 0-based place in the portfolio's order. */
  position: z.number().int().min(0),
  created_by: userRefSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const attachmentListSchema = z.array(attachmentSchema);

export const attachmentParamsSchema = z.object({ pfId: idSchema, attachmentId: idSchema });

/** The full list of the portfolio's attachment ids in their new order. */
export const attachmentOrderSchema = z.object({
  ids: z.array(idSchema).max(1000).refine((ids) => new Set(ids).size === ids.length, { error: 'lists an attachment twice' }),
});
export type AttachmentOrder = z.infer<typeof attachmentOrderSchema>;
