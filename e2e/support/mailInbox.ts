import type { PlaywrightWorkerArgs } from '@playwright/test';
import { MAIL_INBOX_URL } from '../../scripts/stack/config';
import { expect } from './test';

/** An email as the local stack's mail server (MailDev) lists it. */
export interface InboxEmail {
  subject: string;
  html: string;
  text: string;
  to: { address: string }[];
}

/**
 * The email with this subject (to this address, when given), once MailDev has it: the trigger
 * sends it within seconds; the limit only guards against a hang.
 */
export async function receivedEmail(playwright: PlaywrightWorkerArgs['playwright'], subject: string, to?: string): Promise<InboxEmail> {
  const inbox = await playwright.request.newContext({ baseURL: MAIL_INBOX_URL });
  try {
    let found: InboxEmail | undefined;
    await expect(async () => {
      found = ((await (await inbox.get('/email')).json()) as InboxEmail[]).find(
        (email) => email.subject === subject && (!to || email.to.some(({ address }) => address === to)),
      );
      expect(found).toBeDefined();
    }).toPass({ timeout: 60_000 });
    return found!;
  } finally {
    await inbox.dispose();
  }
}
