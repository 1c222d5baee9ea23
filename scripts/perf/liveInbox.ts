import { chromium, type Browser, type Page } from '@playwright/test';
import { performance } from 'node:perf_hooks';
import { HEADLESS_SHELL_PATH } from '../stack/chromiumPaths';
import { appCheckHeader } from '../stack/appCheckStandIn';
import { DEMO_ADMIN, DEMO_AGENT, SITE_URL } from '../stack/config';
import { staffCookie } from './staffSession';
import { median, percentile90 } from './timedRequests';

/**
 * `npm run perf -- live`: the dashboard's live inbox. The demo admin and the demo agent each have the
 * Leads tab open in a browser of their own; a visitor's lead is sent, then the admin changes its
 * status through the API. Each figure is the time from the request's answer to the row showing
 * the change in that browser, with no reload: Firestore's listener, then the list's refetch.
 * Target: 2 s. The leads are deleted afterwards.
 */
export const LIVE_INBOX = { samples: 6, targetMs: 2000 } as const;

const run = Date.now().toString(36);
const leadName = (n: number) => `Live Benchmark ${run} ${n}`;

async function openInbox(browser: Browser, account: { username: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: SITE_URL })).newPage();
  await page.goto('/auth');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('navigation', { name: 'Dashboard' }).waitFor();
  await page.goto(`/admin/leads?search=${run}`);
  await page.getByText('No leads found').waitFor();
  return page;
}

/** How long after `since` each page shows a row with `name` containing `text`. */
const shownAfter = (pages: Page[], name: string, text: string, since: number) =>
  Promise.all(
    pages.map(async (page) => {
      await page.locator('tr.ant-table-row', { hasText: name }).filter({ hasText: text }).waitFor({ timeout: 60_000 });
      return performance.now() - since;
    }),
  );

async function post(path: string, method: string, body: unknown, cookie?: string): Promise<{ id: string }> {
  const response = await fetch(`${SITE_URL}${path}`, {
    method,
    // Staff calls carry the session; a visitor's lead, the form's App Check token.
    headers: { 'Content-Type': 'application/json', Origin: SITE_URL, ...(cookie ? { Cookie: cookie } : await appCheckHeader(SITE_URL)) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text) as { id: string };
}

const row = (label: string, times: number[]) =>
  `  ${label.padEnd(40)} median ${median(times).toFixed(0).padStart(5)} ms   p90 ${percentile90(times).toFixed(0).padStart(5)} ms   max ${Math.max(
    ...times,
  )
    .toFixed(0)
    .padStart(5)} ms`;

export async function measureLiveInbox(): Promise<void> {
  const cookie = await staffCookie();
  const browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH });
  const ids: string[] = [];
  try {
    const pages = await Promise.all([openInbox(browser, DEMO_ADMIN), openInbox(browser, DEMO_AGENT)]);
    const arrivals: number[][] = [[], []];
    const changes: number[][] = [[], []];
    // The first lead warms the listeners and the function up; it is not counted.
    for (let n = 0; n <= LIVE_INBOX.samples; n += 1) {
      const name = leadName(n);
      const sent = await post('/api/leads', 'POST', {
        source: 'contact_form',
        name,
        email: `live+${run}${n}@example.com`,
        message: 'Timing the live inbox.',
      });
      const arrived = await shownAfter(pages, name, name, performance.now());
      ids.push(sent.id);
      // The lead's emails are recorded on it next: each is a change the inboxes hear of. Let them pass.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const patched = performance.now();
      await post(`/api/leads/${sent.id}`, 'PATCH', { status: 'Contacted' }, cookie);
      const changed = await shownAfter(pages, name, 'Contacted', patched);
      if (n === 0) continue;
      arrivals.forEach((times, index) => times.push(arrived[index]!));
      changes.forEach((times, index) => times.push(changed[index]!));
    }
    console.log(
      `\n[perf] Live inbox: ${LIVE_INBOX.samples} leads, the Leads tab open as the admin and as an agent (target ${LIVE_INBOX.targetMs} ms):`,
    );
    console.log(row('a new lead, admin', arrivals[0]!));
    console.log(row('a new lead, agent', arrivals[1]!));
    console.log(row('a status change, admin', changes[0]!));
    console.log(row('a status change, agent', changes[1]!));
  } finally {
    await browser.close();
    for (const id of ids)
      await fetch(`${SITE_URL}/api/leads/${id}`, { method: 'DELETE', headers: { Cookie: cookie, Origin: SITE_URL } }).then((r) => r.text());
  }
}
