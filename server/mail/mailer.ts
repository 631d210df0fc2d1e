import nodemailer from 'nodemailer';

/** One message, as plain text: every client reads it, and nothing in it can run. */
export type MailMessage = { to: string; subject: string; text: string; replyTo?: string };

/**
 * What became of a message: `sent`; `disabled` when no SMTP_URL is configured (nothing is sent,
 * and the caller offers another way, such as a link to copy); `failed` when the server refused it
 * or could not be reached (logged here, so that callers only decide what the user sees).
 */
export type MailOutcome = 'sent' | 'disabled' | 'failed';

export type Mailer = {
  /** Whether messages can be sent at all (SMTP_URL is set). */
  readonly enabled: boolean;
  send(message: MailMessage): Promise<MailOutcome>;
  close(): void;
};

type MailLog = { info: (fields: object, message: string) => void; error: (fields: object, message: string) => void };

/*
 * Requests wait for the SMTP server (an invitation's answer says whether it was e-mailed), so a
 * silent server must not hold them for nodemailer's default two minutes.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 };

/** The one way the server sends e-mail: nodemailer over SMTP_URL, from MAIL_FROM. */
export function createMailer(settings: { smtpUrl: string | undefined; from: string }, log: MailLog): Mailer {
  const { smtpUrl, from } = settings;
  if (!smtpUrl) {
    return { enabled: false, send: async () => 'disabled', close: () => undefined };
  }
  const transport = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS });
  return {
    enabled: true,
    async send(message) {
      try {
        const info = await transport.sendMail({ from, ...message });
        log.info({ to: message.to, messageId: info.messageId }, 'mail sent');
        return 'sent';
      } catch (error) {
        log.error({ to: message.to, subject: message.subject, err: error }, 'mail could not be sent');
        return 'failed';
      }
    },
    close: () => transport.close(),
  };
}
