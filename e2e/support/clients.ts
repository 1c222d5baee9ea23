import { request, type APIRequestContext, type Browser, type BrowserContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { appCheckHeader } from '../../scripts/stack/appCheckStandIn';
import { receivedEmail } from './mailInbox';
import { expect } from './test';

/** The subject of the sign-in email (functions/src/clients/signInMail.ts). */
export const SIGN_IN_SUBJECT = 'Your sign-in link for Queen City Estates';

/** The sign-in link in the newest sign-in email to `email`, once MailDev has it. */
export async function signInLink(playwright: PlaywrightWorkerArgs['playwright'], email: string): Promise<string> {
  const mail = await receivedEmail(playwright, SIGN_IN_SUBJECT, email);
  const link = /https?:\/\/\S+\/account\/sign-in\?code=[^\s"<]+/.exec(mail.text)?.[0];
  expect(link, `a sign-in link in the email to ${email}`).toBeDefined();
  return link!;
}

/**
 * A client's API session, signed in through the email link as a browser would be (its forms' App
 * Check token from the stack's stand-in); answers its cookies too.
 */
export async function clientApi(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  email: string,
): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL, ...(await appCheckHeader(baseURL)) } });
  expect((await api.post('/api/account/sign-in-link', { data: { email } })).status()).toBe(202);
  const code = new URL(await signInLink(playwright, email)).searchParams.get('code')!;
  expect((await api.post('/api/account/session', { data: { email, code } })).ok()).toBe(true);
  return api;
}

/** A browser context signed in as the client whose API session this is (its cookies, nothing else). */
export async function browserAs(browser: Browser, api: APIRequestContext): Promise<BrowserContext> {
  return browser.newContext({ storageState: await api.storageState() });
}

/** Deletes the client's account (and so what the test made), ignoring one already deleted. */
export async function deleteClient(api: APIRequestContext): Promise<void> {
  const response = await api.delete('/api/account');
  expect.soft([200, 401], `deleting the client account: ${response.status()}`).toContain(response.status());
  await api.dispose();
}
