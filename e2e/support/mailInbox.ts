import type { PlaywrightWorkerArgs } from '@playwright/test';
import { MAIL_INBOX_URL } from '../../scripts/stack/config';
import { expect } from './test';

/** An email as the local stack's mail server (MailDev) lists it. */
export interface InboxEmail {
  id: string;
  subject: string;
  html: string;
  text: string;
  to: { address: string }[];
}

/** Every email in MailDev's inbox now. */
export async function inboxEmails(playwright: PlaywrightWorkerArgs['playwright']): Promise<InboxEmail[]> {
  const inbox = await playwright.request.newContext({ baseURL: MAIL_INBOX_URL });
  try {
    return (await (await inbox.get('/email')).json()) as InboxEmail[];
  } finally {
    await inbox.dispose();
  }
}

/** Whether the email went to this address. */
export const isTo = (email: InboxEmail, address: string) => email.to.some((to) => to.address === address);

/**
 * The email with this subject (to this address, when given), once MailDev has it: the trigger
 * sends it within seconds; the limit only guards against a hang.
 */
export async function receivedEmail(playwright: PlaywrightWorkerArgs['playwright'], subject: string, to?: string): Promise<InboxEmail> {
  let found: InboxEmail | undefined;
  await expect(async () => {
    found = (await inboxEmails(playwright)).find((email) => email.subject === subject && (!to || isTo(email, to)));
    expect(found).toBeDefined();
  }).toPass({ timeout: 60_000 });
  return found!;
}
