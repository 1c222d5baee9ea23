import type { PlaywrightWorkerArgs } from '@playwright/test';
import { appCheckHeader } from '../../scripts/stack/appCheckStandIn';
import { expect } from './test';

/** Sends a lead as a visitor would (no session, through Hosting, with the form's App Check token) and answers its id. */
export async function sendLead(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  lead: Record<string, string>,
): Promise<string> {
  const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: await appCheckHeader(baseURL) });
  try {
    const sent = await visitor.post('/api/leads', { data: lead });
    expect(sent.status(), await sent.text()).toBe(201);
    return ((await sent.json()) as { id: string }).id;
  } finally {
    await visitor.dispose();
  }
}
