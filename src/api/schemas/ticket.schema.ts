import { z } from 'zod';
import { idSchema, nameSchema, pageOf, pageQuerySchema, textSchema, timestampSchema } from './common.schema';

/** SPEC 9 "Ticket types", in the order the form offers them; their labels are in the support locale namespace. */
export const TICKET_TYPES = ['question', 'suggestion', 'minor_problem', 'major_problem', 'outage'] as const;
export const ticketTypeSchema = z.enum(TICKET_TYPES);
export type TicketType = z.infer<typeof ticketTypeSchema>;

/** SPEC 9's labels, in English: the e-mail to the support desk is read there, whatever the reporter's language. */
export const TICKET_TYPE_LABELS: Record<TicketType, string> = {
  question: 'Question',
  suggestion: 'Suggestion',
  minor_problem: 'Minor Problem',
  major_problem: 'Major Problem (No Workaround)',
  outage: 'Significant outage / Business down',
};

/** Where a ticket stands at the support desk; a new ticket is open. */
export const TICKET_STATUSES = ['open', 'in_progress', 'waiting_on_customer', 'resolved', 'closed'] as const;
export const ticketStatusSchema = z.enum(TICKET_STATUSES);
export type TicketStatus = z.infer<typeof ticketStatusSchema>;

/** SPEC 5 "Maximum text lengths": ticket summary 200, description 500. */
export const TICKET_SUMMARY_MAX = 200;
export const TICKET_DESCRIPTION_MAX = 500;

/** SPEC 3: added by the client, not typed by the user: the page the report was made on and the browser. */
export const supportInfoSchema = z.object({
  location: textSchema.max(2048),
  user_agent: textSchema.max(1024),
});
export type SupportInfo = z.infer<typeof supportInfoSchema>;

/** SPEC 7 "POST /profile/tickets": the ticket model (summary, description, type) and support_info. */
export const ticketInputSchema = z.object({
  summary: nameSchema(TICKET_SUMMARY_MAX).pipe(z.string().min(1, { error: 'must not be empty' })),
  description: nameSchema(TICKET_DESCRIPTION_MAX).pipe(z.string().min(1, { error: 'must not be empty' })),
  type: ticketTypeSchema,
  support_info: supportInfoSchema,
});
export type TicketInput = z.infer<typeof ticketInputSchema>;

export const ticketSchema = z.object({
  id: idSchema,
  summary: z.string(),
  description: z.string(),
  type: ticketTypeSchema,
  status: ticketStatusSchema,
  support_info: supportInfoSchema,
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketQuerySchema = pageQuerySchema.extend({ page_size: z.coerce.number().int().min(1).max(100).default(20) });
export const ticketPageSchema = pageOf(ticketSchema);
export type TicketPage = z.infer<typeof ticketPageSchema>;
