import { expect, type Page, type Request } from '@playwright/test';
import { emulators } from '../../scripts/stack/config';

/** Firebase Auth and Firestore (their emulators here): the dashboard's live inbox keeps a listen channel open to them. */
const FIREBASE_HOSTS = [emulators.auth, emulators.firestore].map(({ port }) => `:${port}/`);
export const isFirebaseCall = (request: Request) => FIREBASE_HOSTS.some((host) => request.url().includes(host));

const inFlight = new WeakMap<Page, Set<Request>>();

/** Starts counting `page`'s requests; `test`'s page fixture calls it for every page it makes. */
export function trackRequests(page: Page): void {
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (request) => {
    if (!isFirebaseCall(request)) pending.add(request);
  });
  const done = (request: Request) => pending.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/**
 * Playwright's 'networkidle', but blind to the live inbox's Firestore channel, which never goes
 * quiet while the dashboard is open: the page has loaded and, for half a second, asked for
 * nothing else (its lazy chunks, images and API reads are in).
 */
export async function networkQuiet(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  const pending = inFlight.get(page);
  if (!pending) throw new Error('networkQuiet needs a page from the test fixture of e2e/support/test.ts');
  await expect(async () => {
    expect(pending.size).toBe(0);
    await page.waitForTimeout(500);
    expect(pending.size).toBe(0);
  }).toPass();
}
