/** The parts of MailDev's Node API (maildev 2, untyped) the tests use. */
declare module 'maildev' {
  namespace MailDev {
    interface ReceivedAttachment {
      fileName: string;
      generatedFileName: string;
      contentType: string;
    }
    interface ReceivedEmail {
      id: string;
      subject: string;
      text: string;
      html: string;
      headers: Record<string, string>;
      to: { address: string }[];
      replyTo?: { address: string }[];
      attachments: ReceivedAttachment[] | null;
    }
    interface Options {
      smtp: number;
      ip: string;
      disableWeb: boolean;
      silent: boolean;
      /** Where it keeps the messages; by default /tmp/maildev-<pid>, shared by every server of the process. */
      mailDirectory?: string;
    }
  }
  class MailDev {
    constructor(options: MailDev.Options);
    listen(done: (error?: Error) => void): void;
    close(done: (error?: Error) => void): void;
    getAllEmail(done: (error: Error | null, emails: MailDev.ReceivedEmail[]) => void): void;
    deleteAllEmail(done: (error: Error | null) => void): void;
    getEmailAttachment(
      id: string,
      generatedFileName: string,
      done: (error: Error | null, contentType: string, content: NodeJS.ReadableStream) => void,
    ): void;
  }
  export = MailDev;
}
