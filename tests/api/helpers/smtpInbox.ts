import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it: the envelope's recipients and the decoded headers and text. */
export type ReceivedMail = { to: string[]; from: string; subject: string; replyTo: string; text: string };

/** RFC 2047 encoded words (=?UTF-8?B?...?= and =?UTF-8?Q?...?=), as mail clients decode them. */
function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*(?==\?)|=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _c1, e1, t1, _c2, e2, t2) => {
    const encoding = (e1 ?? e2) as string;
    const text = (t1 ?? t2) as string;
    if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
    return decodeQuotedPrintable(text.replace(/_/g, ' '));
  });
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-Fa-f]{2})/g, '%25'));
}

/** A single-part text message, split and decoded by the rules of RFC 5322, 2045 and 2047. */
export function parseMail(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers = new Map(
    head.split('\r\n').map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as const;
    }),
  );
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const text =
    encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body;
  return {
    to,
    from: decodeWords(headers.get('from') ?? ''),
    subject: decodeWords(headers.get('subject') ?? ''),
    replyTo: decodeWords(headers.get('reply-to') ?? ''),
    text: text.replace(/\r\n/g, '\n').replace(/\n$/, ''),
  };
}

/**
 * A real SMTP server in the test's process on a random port: whatever the application sends
 * through SMTP_URL arrives here, and `next()` waits for the next message.
 */
export async function startSmtpInbox() {
  const received: ReceivedMail[] = [];
  const waiting: Array<(mail: ReceivedMail) => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'), session.envelope.rcptTo.map((rcpt) => rcpt.address));
        const waiter = waiting.shift();
        if (waiter) waiter(mail);
        else received.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** The next message, or the oldest one not yet taken. */
    next: (timeoutMs = 10_000) =>
      new Promise<ReceivedMail>((resolve, reject) => {
        const ready = received.shift();
        if (ready) return resolve(ready);
        const waiter = (mail: ReceivedMail) => {
          clearTimeout(timer);
          resolve(mail);
        };
        // A wait that timed out takes no later message from the next one.
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(new Error('no e-mail arrived'));
        }, timeoutMs);
        waiting.push(waiter);
      }),
    /** Messages received and not taken. */
    pending: () => received.length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
