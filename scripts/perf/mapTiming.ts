import { chromium, type Page } from '@playwright/test';
import { CINCINNATI_REGION, formatMapView, POPUP_SEEN_STORAGE_KEY } from '@estate/domain';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from '../stack/chromiumPaths';
import { SITE_URL } from '../stack/config';
import { benchmarkIndex } from './benchmarkIndex';
import { median } from './timedRequests';
import { messageOf } from '../deploy/messageOf';
import { MAP_MARKS } from '../../hosting/src/features/listings/map/mapTimingMarks';

/**
 * The browser's half of the figures of /properties' map at market scale (docs/performance.md): how soon a
 * laptop's visitor sees the first clusters, and how soon each pan's answer is drawn. `npm run perf
 * -- map` calls `measureMapInBrowser` on a stack it has filled with the listings to measure.
 */
export const MAP_TIMING = {
  loads: 3,
  pans: 5,
  firstClustersBudgetMs: 1500,
  updateBudgetMs: 300,
  /** The target's machines are of benchmarkIndex 1,500 to 2,200: a faster one is slowed to this. */
  targetBenchmarkIndex: 2000,
} as const;

const VIEWPORT = { width: 1280, height: 800 };
/** Downtown and its river bank, which the map fits at zoom 11 to 12 in a laptop's pane. */
const PAN_VIEW = '-84.56,39.08,-84.46,39.13';
/**
 * The first loads open the whole region as a view: the map as /properties opens it, at the first
 * zoom, beside the list of the homes in view (read from the map's cells). /properties without a view
 * lists every home newest first, a query the emulator answers by reading each of the 50,000 listings
 * once per listing set (Firestore reads an index), in 4 to 5 s: at the site's 5 s deadline for a
 * page's data, and no figure of the map's.
 */
const FIRST_VIEW = formatMapView(CINCINNATI_REGION);
const MAP_ANSWER = '/api/properties/map?';

/**
 * Run in the page before its own code: keeps, on the page's clock, when each answer of the map
 * was asked and arrived (Resource Timing's startTime and responseEnd) and its bytes as sent; the map
 * marks the frame after it has drawn each answer (MAP_MARKS.drawn).
 */
const RECORD_MAP_ANSWERS = `
  window.__mapAnswers = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name.includes(${JSON.stringify(MAP_ANSWER)}))
        window.__mapAnswers.push({ start: entry.startTime, end: entry.responseEnd, bytes: entry.encodedBodySize });
  }).observe({ type: 'resource', buffered: true });
`;

interface Recorded {
  answers: { start: number; end: number; bytes: number }[];
  frames: number[];
  /** When the map's code ran and when the map was ready (MAP_MARKS), the first of each. */
  code?: number;
  ready?: number;
  /** The page's HTML: its first byte and its last (the server renders it as it streams). */
  html?: { first: number; last: number };
  /** When the page's HTML and its module scripts were done (the navigation's DOMContentLoaded end). */
  loaded?: number;
}
const markTime = (name: string) => `performance.getEntriesByName(${JSON.stringify(name)})[0]?.startTime`;
const recorded = (page: Page) =>
  page.evaluate<Recorded>(
    `({ answers: [...window.__mapAnswers], frames: performance.getEntriesByName(${JSON.stringify(MAP_MARKS.drawn)}).map((entry) => entry.startTime), code: ${markTime(MAP_MARKS.code)}, ready: ${markTime(MAP_MARKS.ready)}, html: (([nav]) => nav && { first: nav.responseStart, last: nav.responseEnd })(performance.getEntriesByType('navigation')), loaded: performance.getEntriesByType('navigation')[0]?.domContentLoadedEventEnd })`,
  );

/** Where a first drawing's time went, on the page's clock: 'page loaded 420 ms, map code 610 ms, …'. */
function firstDrawingSteps({ html, loaded, code, ready, answers }: Recorded, drawn: number): string {
  const at = (value: number | undefined) => (value === undefined ? 'unknown' : `${Math.round(value)} ms`);
  const answer = answers[0];
  return `HTML ${at(html?.first)} to ${at(html?.last)}, page loaded ${at(loaded)}, map code ${at(code)}, map ready ${at(ready)}, answer asked ${at(answer?.start)} and arrived ${at(answer?.end)}, drawn ${at(drawn)}`;
}

/** The first frame after `since` (page clock) in which the map had drawn an answer, once there is one. */
async function frameAfter(page: Page, since: number): Promise<number> {
  await page.waitForFunction(
    `performance.getEntriesByName(${JSON.stringify(MAP_MARKS.drawn)}).some((entry) => entry.startTime > ${since})`,
  );
  return (await recorded(page)).frames.find((frame) => frame > since)!;
}

async function pan(page: Page, dx: number) {
  const canvas = page.getByRole('region', { name: 'Map of the listings' }).locator('canvas');
  // Below the filters on a laptop: in view first, where the mouse reaches it.
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 6 });
  await page.mouse.up();
}

export interface MapBrowserFigures {
  /** Lighthouse's benchmarkIndex of the browser that measured, unslowed. */
  benchmarkIndex: number;
  /** How much the browser's CPU was slowed to the target's benchmarkIndex (1: not at all). */
  slowdown: number;
  /** From navigation start to the frame after the map drew its first answer (its first clusters), one per load, ms. */
  firstClustersMs: number[];
  /** The same from the page's HTML having arrived: the browser's part, and the map's answer. */
  firstClustersAfterHtmlMs: number[];
  /** From a pan's answer arriving to the frame that draws it, one per pan, ms. */
  updateMs: number[];
  /** The first answer's bytes as sent (compressed), one per load. */
  firstAnswerBytes: number[];
  medians: { firstClustersMs: number; firstClustersAfterHtmlMs: number; updateMs: number };
}

/**
 * Opens /properties at the whole region (FIRST_VIEW) on a laptop-wide viewport MAP_TIMING.loads times, each a fresh context (a
 * cold cache), and times the first markers, from navigation start and from the page's HTML; in the
 * last, opens downtown at a town's zoom and pans MAP_TIMING.pans times, timing each answer's drawing. Chromium is slowed to MAP_TIMING.targetBenchmarkIndex when the machine is faster.
 */
export async function measureMapInBrowser(siteUrl: string = SITE_URL): Promise<MapBrowserFigures> {
  const browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS });
  try {
    const index = await benchmarkIndex(browser);
    // A machine faster than the target's is slowed to it (Chromium's CPU throttling), so the figures are the target's.
    const slowdown = Math.max(1, index / MAP_TIMING.targetBenchmarkIndex);
    const firstClustersMs: number[] = [];
    const firstClustersAfterHtmlMs: number[] = [];
    const firstAnswerBytes: number[] = [];
    const updateMs: number[] = [];
    for (let load = 0; load < MAP_TIMING.loads; load += 1) {
      const context = await browser.newContext({
        viewport: VIEWPORT,
        baseURL: siteUrl,
        // The probes are evaluated strings, which the site's CSP (no unsafe-eval) refuses.
        bypassCSP: true,
      });
      await context.addInitScript(`localStorage.setItem(${JSON.stringify(POPUP_SEEN_STORAGE_KEY)}, 'true')`);
      await context.addInitScript(RECORD_MAP_ANSWERS);
      const page = await context.newPage();
      if (slowdown > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      // What the map asked and was told, said when its first drawing does not come.
      const asked: string[] = [];
      page.on('response', (response) => {
        if (response.url().includes('/api/properties/map')) asked.push(`${response.status()} ${response.url()}`);
      });
      page.on('pageerror', (error) => asked.push(`page error: ${error.message}`));
      await page.goto(`/properties?view=${FIRST_VIEW}`);
      const drawn = await frameAfter(page, 0).catch((error: unknown) => {
        throw new Error(`${messageOf(error)}; the map's requests: ${asked.join('; ') || 'none'}`);
      });
      firstClustersMs.push(Math.round(drawn));
      const first = await recorded(page);
      // Said at once, so a later step's failure keeps it.
      console.log(`  /properties' first clusters, load ${load + 1}: ${Math.round(drawn)} ms (${firstDrawingSteps(first, drawn)})`);
      firstAnswerBytes.push(first.answers[0]?.bytes ?? 0);
      firstClustersAfterHtmlMs.push(Math.round(drawn - (first.html?.last ?? 0)));
      if (load === MAP_TIMING.loads - 1) {
        // The pans are a town's, over downtown's crowded streets: at the first zoom the region fills the
        // map, whose bounds stop a pan (the same view: nothing asked).
        await page.goto(`/properties?view=${PAN_VIEW}`);
        await frameAfter(page, 0);
        for (let step = 0; step < MAP_TIMING.pans; step += 1) {
          const before = (await recorded(page)).answers.length;
          await pan(page, step % 2 === 0 ? -160 : 120);
          await page.waitForFunction(`window.__mapAnswers.length > ${before}`).catch((error: unknown) => {
            throw new Error(`pan ${step + 1} brought no answer (${messageOf(error)}); the map's requests: ${asked.join('; ')}`);
          });
          const answer = (await recorded(page)).answers[before]!;
          updateMs.push(Math.round((await frameAfter(page, answer.end)) - answer.end));
        }
      }
      await context.close();
    }
    return {
      benchmarkIndex: index,
      slowdown,
      firstClustersMs,
      firstClustersAfterHtmlMs,
      updateMs,
      firstAnswerBytes,
      medians: {
        firstClustersMs: median(firstClustersMs),
        firstClustersAfterHtmlMs: median(firstClustersAfterHtmlMs),
        updateMs: median(updateMs),
      },
    };
  } finally {
    await browser.close();
  }
}
