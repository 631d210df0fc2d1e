import { z } from 'zod';
import { idSchema, pageOf, pageQuerySchema, timestampSchema } from './common.schema';

export const invoiceSchema = z.object({
  id: idSchema,
  number: z.string(),
  billing_period: z.enum(['monthly', 'annual']),
  /** Calendar dates (YYYY-MM-DD) of the period billed, both inclusive. */
  period_start: z.iso.date(),
  period_end: z.iso.date(),
  issued_at: timestampSchema,
  due_at: timestampSchema,
  paid_at: timestampSchema.nullable(),
  status: z.enum(['paid', 'open', 'overdue', 'void']),
  currency: z.string().length(3),
  /** Amounts in cents, tax (GST) included in the total. */
  subtotal_cents: z.number().int().min(0),
  tax_cents: z.number().int().min(0),
  total_cents: z.number().int().min(0),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceQuerySchema = pageQuerySchema;
export const invoicePageSchema = pageOf(invoiceSchema);
export type InvoicePage = z.infer<typeof invoicePageSchema>;
