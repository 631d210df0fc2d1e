import { TICKET_TYPE_LABELS, type Ticket } from '../../src/api/schemas/ticket.schema';
import type { MailMessage } from './mailer';

type Reporter = { email: string; first_name: string; last_name: string; organisation: string; region: string };

/** Header values are one line: a summary typed with line breaks must not start new headers. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A new ticket as the support desk reads it (in English, SPEC 9's type labels): the summary and
 * type in the subject, then the description, the reporter and the support info. Replies go to the
 * reporter.
 */
export function ticketMail(ticket: Ticket, reporter: Reporter, supportEmail: string): MailMessage {
  const type = TICKET_TYPE_LABELS[ticket.type];
  const name = oneLine(`${reporter.first_name} ${reporter.last_name}`) || reporter.email;
  const text = [
    `Summary: ${ticket.summary}`,
    `Type: ${type}`,
    '',
    'Description:',
    ticket.description,
    '',
    `Reporter: ${name} <${reporter.email}>`,
    `Organisation: ${reporter.organisation || '-'}`,
    `Region: ${reporter.region || '-'}`,
    '',
    'Support info:',
    `Location: ${ticket.support_info.location}`,
    `Browser: ${ticket.support_info.user_agent}`,
    '',
    `Ticket ${ticket.id}, reported ${ticket.created_at}`,
  ].join('\n');
  return { to: supportEmail, replyTo: reporter.email, subject: oneLine(`[Horizon support] ${type}: ${ticket.summary}`), text };
}
