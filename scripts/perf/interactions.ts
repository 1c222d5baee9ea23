import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from '../stack/chromiumPaths';
import { properties } from '../seed-data';
import { appCheckHeader } from '../stack/appCheckStandIn';
import { MAIL_INBOX_URL, SITE_URL } from '../stack/config';
import { benchmarkIndex } from './benchmarkIndex';
import { RECORD_EVENT_ENTRIES, worstInteraction, type EventEntry } from './eventTiming';
import { staffCookie } from './staffSession';
import { median } from './timedRequests';

/**
 * `npm run perf -- interactions`: how long the public pages take to answer the visitor's input, as
 * the Event Timing API measures it (INP's measure: from the input to the next paint), in Chromium
 * with its CPU slowed 4 times as a mid-range phone's. Each interaction runs on a fresh page once
 * React has hydrated it, RUNS times; the figure is the median of each run's slowest interaction.
 */
export const INTERACTIONS = { runs: 3, cpuSlowdown: 4, budgetMs: 200 } as const;

/** A pause after the page's load event, for the work it starts then (code requested after the first paint). */
const SETTLE_MS = 1500;
const MOBILE_VIEWPORT = { width: 390, height: 844 };
const DESKTOP_VIEWPORT = { width: 1350, height: 940 };
const RUN = `interactions${Date.now().toString(36)}`;
const featured = properties.find((property) => property.isFeatured)!;

interface Scenario {
  label: string;
  path: string;
  mobile?: boolean;
  /** Signed in as a client (favourites). */
  client?: boolean;
  /** What is done before the measured input, unmeasured. */
  prepare?: (page: Page) => Promise<void>;
  /** The measured input, done as a visitor does it, until what it shows is on screen. */
  act: (page: Page) => Promise<void>;
}

const filters = (page: Page) => page.getByRole('search', { name: 'Filter properties' });
const overlay = (page: Page) => page.getByRole('dialog', { name: 'Find Your Dream Home' });
const contactForm = (page: Page) => page.getByRole('form', { name: 'Send us a message' });

const SCENARIOS: Scenario[] = [
  {
    label: "typing in the listing's keyword box",
    path: '/properties',
    prepare: (page) => filters(page).getByLabel('Keyword').click(),
    act: async (page) => {
      await page.keyboard.type('river view', { delay: 60 });
      await page.waitForFunction(`document.activeElement?.value === 'river view'`);
    },
  },
  {
    label: 'changing a filter (property type)',
    path: '/properties',
    // A native select: focused, the arrow key changes it as a visitor's keyboard does (Playwright's
    // selectOption dispatches untrusted events, which the Event Timing API does not count).
    prepare: (page) => filters(page).getByLabel('Property Type').focus(),
    act: async (page) => {
      const select = filters(page).getByLabel('Property Type');
      const before = await select.inputValue();
      await page.keyboard.press('ArrowDown');
      await page.waitForFunction(`document.activeElement?.value !== ${JSON.stringify(before)}`);
      await page.waitForTimeout(300);
    },
  },
  {
    label: 'opening the photo gallery',
    path: `/property/${featured.id}`,
    act: async (page) => {
      await page.getByRole('button', { name: /^View all \d+ photos$/ }).click();
      await page.getByRole('dialog', { name: /, full screen$/ }).waitFor();
    },
  },
  {
    label: 'opening the mobile menu',
    path: '/',
    mobile: true,
    act: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
    },
  },
  {
    label: 'opening and closing the search overlay',
    path: '/about',
    act: async (page) => {
      await page.getByRole('button', { name: 'Search properties' }).click();
      await overlay(page).waitFor();
      await overlay(page).getByRole('button', { name: 'Close' }).click();
      await overlay(page).waitFor({ state: 'hidden' });
    },
  },
  {
    label: 'toggling a favourite',
    path: `/property/${featured.id}`,
    client: true,
    act: async (page) => {
      const heart = page.getByRole('button', { name: /to your favourites$/ }).first();
      const pressed = await heart.getAttribute('aria-pressed');
      await heart.click();
      await page.waitForFunction(
        `document.querySelector('button[aria-label$="to your favourites"]')?.getAttribute('aria-pressed') !== ${JSON.stringify(pressed)}`,
      );
    },
  },
  {
    label: 'submitting the contact form',
    path: '/contact',
    prepare: async (page) => {
      const form = contactForm(page);
      await form.getByLabel('Name').fill('Interaction Benchmark');
      await form.getByLabel('Email').fill(`${RUN}+contact@example.com`);
      await form.getByLabel('Message').fill('Timing the contact form.');
    },
    act: async (page) => {
      await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
      await page.getByText('Message Sent!').waitFor();
    },
  },
];

export interface InteractionFigure {
  label: string;
  path: string;
  /** Each run's slowest interaction, in ms. */
  runs: number[];
  median: number;
}

/** A cookie the site set, as a browser context takes it. */
interface SetCookie {
  name: string;
  value: string;
}

/**
 * A client's cookies, signed in through the emailed link as the account pages do: the session,
 * and the hint that tells the pages to read the client's state (hearts) after hydration.
 */
async function clientCookies(email: string): Promise<SetCookie[]> {
  const post = async (path: string, body: unknown) =>
    fetch(`${SITE_URL}${path}`, {
      method: 'POST',
      // The sign-in form's App Check token (the stack's stand-in); the session call ignores it.
      headers: { 'Content-Type': 'application/json', Origin: SITE_URL, ...(await appCheckHeader(SITE_URL)) },
      body: JSON.stringify(body),
    });
  const asked = await post('/api/account/sign-in-link', { email });
  await asked.text();
  if (asked.status !== 202) throw new Error(`the sign-in link for ${email} answered ${asked.status}`);
  let code: string | null = null;
  for (let tries = 0; tries < 60 && !code; tries += 1) {
    const emails = (await (await fetch(`${MAIL_INBOX_URL}/email`)).json()) as { text: string; to: { address: string }[] }[];
    const mail = emails.find((candidate) => candidate.to.some((to) => to.address === email));
    const link = mail && /https?:\/\/\S+\/account\/sign-in\?code=[^\s"<]+/.exec(mail.text)?.[0];
    code = link ? new URL(link).searchParams.get('code') : null;
    if (!code) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  if (!code) throw new Error(`no sign-in email reached ${email}`);
  const session = await post('/api/account/session', { email, code });
  await session.text();
  if (!session.ok) throw new Error(`the client session for ${email} answered ${session.status}`);
  return session.headers.getSetCookie().map((cookie) => {
    const [name, value] = cookie.split(';')[0]!.split(/=(.*)/s) as [string, string];
    return { name, value };
  });
}

const cookieHeader = (cookies: SetCookie[]) => cookies.map(({ name, value }) => `${name}=${value}`).join('; ');

async function newContext(browser: Browser, scenario: Scenario, client: SetCookie[]): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: SITE_URL,
    // The probes are evaluated strings, which the site's CSP (no unsafe-eval) refuses.
    bypassCSP: true,
    viewport: scenario.mobile ? MOBILE_VIEWPORT : DESKTOP_VIEWPORT,
    ...(scenario.mobile ? { isMobile: true, hasTouch: true } : {}),
  });
  if (scenario.client) await context.addCookies(client.map((cookie) => ({ ...cookie, url: SITE_URL })));
  await context.addInitScript(RECORD_EVENT_ENTRIES);
  return context;
}

/** One run: a fresh page, slowed, hydrated; the slowest interaction of the measured input. */
async function measureOnce(browser: Browser, scenario: Scenario, client: SetCookie[]): Promise<number> {
  const context = await newContext(browser, scenario, client);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: INTERACTIONS.cpuSlowdown });
    await page.goto(scenario.path, { timeout: 60_000 });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    await scenario.prepare?.(page);
    // The page's late work (code requested after the first paint, images) settles first: the
    // figure is the input's, not a load's that happens to coincide.
    await page.waitForLoadState('load', { timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);
    const since = await page.evaluate<number>('performance.now()');
    await scenario.act(page);
    // An event's entry is delivered after the next paint; two frames and a pause let it arrive.
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
    await page.waitForTimeout(500);
    const entries = await page.evaluate<EventEntry[]>('window.__eventEntries');
    const worst = worstInteraction(entries, since);
    if (!worst) throw new Error(`the Event Timing API recorded no interaction for ${scenario.label}`);
    return worst.duration;
  } finally {
    await context.close();
  }
}

/** Deletes what the runs made: the client's account, the leads of the contact form and of the account. */
async function cleanUp(client: SetCookie[]): Promise<void> {
  if (client.length > 0)
    await fetch(`${SITE_URL}/api/account`, { method: 'DELETE', headers: { Cookie: cookieHeader(client), Origin: SITE_URL } }).then(
      (response) => response.text(),
    );
  const headers = { Cookie: await staffCookie(), Origin: SITE_URL };
  const leads = (await (await fetch(`${SITE_URL}/api/debug/leads?search=${RUN}`, { headers })).json()) as { id: string; email: string }[];
  for (const lead of leads.filter((candidate) => candidate.email.includes(RUN)))
    await fetch(`${SITE_URL}/api/leads/${lead.id}`, { method: 'DELETE', headers }).then((response) => response.text());
}

/** Every interaction by default; `only` (words of their labels) and `runs` narrow it while looking into one. */
export async function measureInteractions({ only = [] as string[], runs = INTERACTIONS.runs } = {}): Promise<InteractionFigure[]> {
  const browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS });
  const figures: InteractionFigure[] = [];
  const index: number[] = [];
  let client: SetCookie[] = [];
  try {
    client = await clientCookies(`${RUN}+client@example.com`);
    index.push(await benchmarkIndex(browser));
    for (const scenario of SCENARIOS.filter(({ label }) => only.length === 0 || only.some((word) => label.includes(word)))) {
      const times: number[] = [];
      for (let run = 0; run < runs; run += 1)
        times.push(
          await measureOnce(browser, scenario, client).catch((error: unknown) => {
            throw new Error(`${scenario.label} on ${scenario.path} could not be measured`, { cause: error });
          }),
        );
      figures.push({ label: scenario.label, path: scenario.path, runs: times, median: median(times) });
    }
    index.push(await benchmarkIndex(browser));
  } finally {
    await browser.close();
    await cleanUp(client).catch((error: unknown) => console.error(`[perf] Could not delete what the interactions made: ${String(error)}`));
  }
  printTable(figures, index, runs);
  return figures;
}

function printTable(figures: InteractionFigure[], index: number[], runs: number): void {
  const { budgetMs, cpuSlowdown } = INTERACTIONS;
  console.log(
    `\n[perf] Interactions: the slowest interaction (Event Timing API) of each input on a hydrated page, CPU slowed ${cpuSlowdown}x; ` +
      `median of ${runs} runs, each run's in brackets. Budget ${budgetMs} ms, for reference; * marks a miss.`,
  );
  console.log(`  ${'interaction'.padEnd(42)} ${'page'.padEnd(44)} ${'median'.padStart(8)}  runs`);
  for (const figure of figures)
    console.log(
      `  ${figure.label.padEnd(42)} ${figure.path.padEnd(44)} ${`${Math.round(figure.median)} ms${figure.median > budgetMs ? '*' : ' '}`.padStart(8)}  ` +
        `[${figure.runs.map((value) => Math.round(value)).join(', ')}]`,
    );
  console.log(`Machine: Lighthouse benchmarkIndex ${index.join(' before, ')} after (higher is faster).`);
}
