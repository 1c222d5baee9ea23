import type { PlaywrightWorkerArgs } from '@playwright/test';
import { expect } from './test';

/** Sends a lead as a visitor would (no session, through Hosting) and answers its id. */
export async function sendLead(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  lead: Record<string, string>,
): Promise<string> {
  const visitor = await playwright.request.newContext({ baseURL });
  try {
    const sent = await visitor.post('/api/leads', { data: lead });
    expect(sent.status(), await sent.text()).toBe(201);
    return ((await sent.json()) as { id: string }).id;
  } finally {
    await visitor.dispose();
  }
}
