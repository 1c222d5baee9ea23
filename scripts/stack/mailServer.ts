import { join } from 'node:path';
import { MAIL_INBOX_URL, MAIL_SERVER } from './config';
import { ROOT } from './paths';
import { httpOk, spawnManaged, waitFor, type ManagedProcess } from './processes';

const MAILDEV_BIN = join(ROOT, 'node_modules', '.bin', 'maildev');

/** MailDev on MAIL_SERVER's ports: SMTP for the function, a web inbox and REST API for people and tests. */
export async function startMailServer(): Promise<ManagedProcess> {
  const args = [
    '--ip',
    MAIL_SERVER.host,
    '--smtp',
    String(MAIL_SERVER.smtpPort),
    '--web',
    String(MAIL_SERVER.webPort),
    '--web-ip',
    MAIL_SERVER.host,
  ];
  const server = spawnManaged('maildev', MAILDEV_BIN, args, { cwd: ROOT });
  await waitFor('The mail server', () => httpOk(`${MAIL_INBOX_URL}/healthz`), 60_000, server);
  return server;
}
