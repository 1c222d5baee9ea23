import { createTransport } from 'nodemailer';

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  attachments?: MailAttachment[];
  /** Extra headers (an alert's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058); nodemailer encodes them. */
  headers?: Record<string, string>;
}

/** Hands a message to the mail server; throws MailError when it does not take it. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  /** Connects and greets the server without sending anything (GET /api/health). */
  verify(): Promise<void>;
}

/** Why a message was not sent, and whether trying again can help. */
export class MailError extends Error {
  constructor(
    message: string,
    /** The server refused it for good (a 5xx answer: no such mailbox, rejected): no retry. */
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** A refusal the server will repeat (SMTP 5xx), unlike a connection that failed or a 4xx "try later". */
const isPermanent = (error: { responseCode?: number }) => error.responseCode !== undefined && error.responseCode >= 500;

/**
 * A server that accepts the connection and then says nothing fails the attempt (which is retried)
 * in seconds rather than nodemailer's minutes.
 */
export const SMTP_TIMEOUTS_MS = { connection: 10_000, greeting: 10_000, socket: 30_000 } as const;
export type SmtpTimeouts = Record<keyof typeof SMTP_TIMEOUTS_MS, number>;

/**
 * Sends through the SMTP server at `url` (smtp://host:port, or smtps://user:password@host:465):
 * MailDev on the local stack, any provider in production (docs/operations.md). Header values are
 * built by nodemailer, which encodes them; callers still keep names and subjects to one line.
 */
export function smtpTransport(url: string, from: string, timeoutsMs: SmtpTimeouts = SMTP_TIMEOUTS_MS): MailTransport {
  const transport = createTransport({
    url,
    connectionTimeout: timeoutsMs.connection,
    greetingTimeout: timeoutsMs.greeting,
    socketTimeout: timeoutsMs.socket,
  });
  return {
    async verify() {
      await transport.verify();
    },
    async send(mail) {
      try {
        await transport.sendMail({ from, ...mail });
      } catch (error) {
        const failure = error as Error & { responseCode?: number; response?: string };
        throw new MailError(failure.response ?? failure.message, isPermanent(failure));
      }
    },
  };
}
