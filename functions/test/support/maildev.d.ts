/** The parts of MailDev's Node API (maildev 2, untyped) the tests use. */
declare module 'maildev' {
  interface ReceivedEmail {
    subject: string;
    text: string;
    html: string;
    headers: Record<string, string>;
    to: { address: string }[];
    replyTo?: { address: string }[];
  }
  interface MailDevOptions {
    smtp: number;
    ip: string;
    disableWeb: boolean;
    silent: boolean;
  }
  class MailDev {
    constructor(options: MailDevOptions);
    listen(done: (error?: Error) => void): void;
    close(done: (error?: Error) => void): void;
    getAllEmail(done: (error: Error | null, emails: ReceivedEmail[]) => void): void;
    deleteAllEmail(done: (error: Error | null) => void): void;
  }
  export = MailDev;
}
