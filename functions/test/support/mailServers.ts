import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type Socket } from 'node:net';
import { text } from 'node:stream/consumers';
import { promisify } from 'node:util';
import MailDev from 'maildev';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server the test starts, stops and starts again (MailDev, as on the local stack).
 * Each start begins with an empty inbox: MailDev empties its folder when it starts.
 */
export function testMailServer(port: number) {
  let server: MailDev | undefined;
  let ownHandlers: (readonly ['SIGTERM' | 'SIGINT', NodeJS.SignalsListener])[] = [];
  return {
    url: `smtp://127.0.0.1:${port}`,
    async start() {
      // MailDev stops itself on SIGTERM and SIGINT: its handlers go with the server (stop), so
      // that a test's many servers never pile them up.
      const signalHandlers = { SIGTERM: process.listeners('SIGTERM'), SIGINT: process.listeners('SIGINT') };
      // A new empty folder for each start: MailDev's default is one per process, which another
      // server's late clean-up emptied under this one (ENOENT reading a message just received), and
      // a reused folder is read back at start while it is being emptied. The folders stay in the
      // temporary directory: MailDev may still read one after it closed.
      const mailDirectory = mkdtempSync(join(tmpdir(), 'maildev-test-'));
      server = new MailDev({ smtp: port, ip: '127.0.0.1', disableWeb: true, silent: true, mailDirectory });
      ownHandlers = (['SIGTERM', 'SIGINT'] as const).flatMap((signal) =>
        process
          .listeners(signal)
          .filter((handler) => !signalHandlers[signal].includes(handler))
          .map((handler) => [signal, handler] as const),
      );
      // listen() also answers a promise, so promisify (which Node warns against for such functions) is not used here.
      const started = server;
      await new Promise<void>((resolve, reject) => void started.listen((error?: Error) => (error ? reject(error) : resolve())));
    },
    async clear() {
      if (server) await promisify(server.deleteAllEmail.bind(server))();
    },
    async stop() {
      if (server) await promisify(server.close.bind(server))();
      for (const [signal, handler] of ownHandlers) process.off(signal, handler);
      server = undefined;
    },
    async received() {
      if (!server) throw new Error('The test mail server is stopped');
      return promisify(server.getAllEmail.bind(server))();
    },
    /** An attachment's content, as text. */
    async attachment(email: MailDev.ReceivedEmail, fileName: string): Promise<string> {
      const running = server;
      const attachment = email.attachments?.find((candidate) => candidate.fileName === fileName);
      if (!running || !attachment) throw new Error(`No attachment ${fileName}`);
      const content = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
        running.getEmailAttachment(email.id, attachment.generatedFileName, (error, _type, stream) =>
          error ? reject(error) : resolve(stream),
        ),
      );
      return text(content);
    },
  };
}

/** An SMTP server that refuses every recipient as a mailbox that does not exist (a bounce). */
export async function bouncingMailServer(port: number): Promise<{ url: string; close(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      callback(Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected: User unknown`), { responseCode: 550 }));
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * A mail server that takes the connection and then never says a word (a hung server, or a
 * firewall that swallows the traffic): only the client's own timeouts end the wait.
 */
export async function silentMailServer(port: number): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
