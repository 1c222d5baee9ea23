import { chromium, type BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from '../stack/chromiumPaths';
import { appCheckHeader } from '../stack/appCheckStandIn';
import { SITE_URL } from '../stack/config';
import { firstShownExpression, requestedBefore, type ResourceStart } from './firstRow';
import { staffCookie } from './staffSession';
import { median } from './timedRequests';

/**
 * `npm run perf -- dashboard`: how soon each dashboard tab shows its first row or figure to the
 * demo admin, with a warm cache (each tab opened once before), through the local stack: from the
 * navigation's start to the first one on screen, median of RUNS. And whether the live inbox's
 * chunk (the Firebase SDK) was requested before that moment: it should come after.
 */
export const DASHBOARD_TABS = { runs: 3, targetMs: 1500 } as const;

/**
 * The first thing of each tab that shows its data: a table's data row, a figure, a card, the
 * loaded form; an empty list's message where the seed gives the admin none.
 */
const FIRST_ROW: Record<string, string> = {
  '/admin': '.ant-statistic-content-value',
  '/admin/properties': 'tr.ant-table-row',
  '/admin/private-listings': 'main tr.ant-table-row, main .ant-empty',
  '/admin/open-houses': 'main .ant-card, main .ant-empty',
  '/admin/neighborhoods': 'tr.ant-table-row',
  '/admin/testimonials': 'tr.ant-table-row',
  '/admin/blog-posts': 'tr.ant-table-row',
  '/admin/leads': 'tr.ant-table-row',
  '/admin/showings': 'main tr.ant-table-row, main .ant-empty',
  '/admin/users': 'tr.ant-table-row',
  '/admin/settings': 'main form textarea',
};

/** The live inbox's chunk and the Firebase SDK's (vite.config.ts names them). */
const REALTIME_CHUNK = /LiveInboxConnection|firebase|firestore/i;

export interface TabFigure {
  path: string;
  runs: number[];
  median: number;
  /** In how many runs the realtime chunk was requested before the first row showed. */
  realtimeFirst: number;
}

async function openOnce(context: BrowserContext, path: string): Promise<{ firstRowMs: number; realtimeFirst: boolean }> {
  const page = await context.newPage();
  try {
    await page.goto(path, { waitUntil: 'commit', timeout: 60_000 });
    const handle = await page
      .waitForFunction(firstShownExpression(FIRST_ROW[path]!), undefined, { polling: 'raf', timeout: 60_000 })
      .catch((error: unknown) => {
        throw new Error(`${path} showed no ${FIRST_ROW[path]} in a minute`, { cause: error });
      });
    const firstRowMs = (await handle.jsonValue()) as number;
    // The chunk may come later: it is enough to know whether it had started by then.
    const resources = await page.evaluate<ResourceStart[]>(
      `performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, startTime: entry.startTime }))`,
    );
    return { firstRowMs, realtimeFirst: requestedBefore(resources, REALTIME_CHUNK, firstRowMs) };
  } finally {
    await page.close();
  }
}

const RUN = `dashboard${Date.now().toString(36)}`;

/** The seed has no leads: a few visitors' messages give the Leads tab, the Overview's figures and the live inbox some. */
async function sendLeads(count: number): Promise<void> {
  for (let n = 0; n < count; n += 1) {
    const response = await fetch(`${SITE_URL}/api/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE_URL, ...(await appCheckHeader(SITE_URL)) },
      body: JSON.stringify({
        source: 'contact_form',
        name: `Dashboard Benchmark ${n}`,
        email: `${RUN}+${n}@example.com`,
        message: 'Timing the dashboard.',
      }),
    });
    if (!response.ok) throw new Error(`a lead answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    await response.text();
  }
}

async function deleteLeads(cookie: string): Promise<void> {
  const headers = { Cookie: cookie, Origin: SITE_URL };
  const leads = (await (await fetch(`${SITE_URL}/api/debug/leads?search=${RUN}`, { headers })).json()) as { id: string }[];
  for (const lead of leads)
    await fetch(`${SITE_URL}/api/leads/${lead.id}`, { method: 'DELETE', headers }).then((response) => response.text());
}

/** Every tab by default; `paths` and `runs` narrow it while looking into one. */
export async function measureDashboardTabs({ paths = Object.keys(FIRST_ROW), runs = DASHBOARD_TABS.runs } = {}): Promise<TabFigure[]> {
  const cookie = await staffCookie();
  const browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS });
  const figures: TabFigure[] = [];
  try {
    await sendLeads(5);
    // bypassCSP: the probe is an evaluated string, which the site's CSP (no unsafe-eval) refuses.
    const context = await browser.newContext({ baseURL: SITE_URL, viewport: { width: 1350, height: 940 }, bypassCSP: true });
    const [name, value] = cookie.split(/=(.*)/s) as [string, string];
    await context.addCookies([{ name, value, url: SITE_URL }]);
    // The warm cache: every tab opened once, its code and the shell's in the browser's cache.
    for (const path of paths) await openOnce(context, path);
    for (const path of paths) {
      const times: number[] = [];
      let realtimeFirst = 0;
      for (let run = 0; run < runs; run += 1) {
        const measured = await openOnce(context, path);
        times.push(measured.firstRowMs);
        if (measured.realtimeFirst) realtimeFirst += 1;
      }
      figures.push({ path, runs: times, median: median(times), realtimeFirst });
    }
  } finally {
    await browser.close();
    await deleteLeads(cookie);
  }
  printTable(figures, runs);
  return figures;
}

function printTable(figures: TabFigure[], runs: number): void {
  const { targetMs } = DASHBOARD_TABS;
  console.log(
    `\n[perf] Dashboard tabs, warm cache, as the demo admin: from navigation to the first row or figure on screen, median of ${runs} ` +
      `(target ${targetMs} ms, for reference; * marks a miss), and in how many runs the live inbox's chunk was requested before it.`,
  );
  console.log(`  ${'tab'.padEnd(26)} ${'median'.padStart(9)}  ${'runs'.padEnd(34)} realtime chunk first`);
  for (const figure of figures)
    console.log(
      `  ${figure.path.padEnd(26)} ${`${Math.round(figure.median)} ms${figure.median > targetMs ? '*' : ' '}`.padStart(9)}  ` +
        `${`[${figure.runs.map((value) => Math.round(value)).join(', ')}]`.padEnd(34)} ${figure.realtimeFirst} of ${runs}`,
    );
}
