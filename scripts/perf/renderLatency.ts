import { performance } from 'node:perf_hooks';
import { address, PROJECT_ID, SITE_URL } from '../stack/config';
import { AUDITED_PATHS } from './pages';

/** Issue 10's figure: the median of this many server renders of a property page. */
export const RENDERS = 50;
const WARM_UP = 3;
const TARGET_MS = 150;
const CACHED_TARGET_MS = 20;

const PROPERTY_PATH = AUDITED_PATHS.find((path) => path.startsWith('/property/'))!;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile90 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.9)]!;

interface Timed {
  times: number[];
  /** How many answers Hosting's CDN gave from its cache (its `x-cache` header says HIT). */
  cacheHits: number;
}

/** Wall time of `count` GETs of `url` one after another, after a few that warm the function (or the CDN) up. */
async function timeRequests(url: string, count: number): Promise<Timed> {
  const timed: Timed = { times: [], cacheHits: 0 };
  for (let index = 0; index < WARM_UP + count; index += 1) {
    const started = performance.now();
    const response = await fetch(url);
    await response.text();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    if (index < WARM_UP) continue;
    timed.times.push(performance.now() - started);
    if (response.headers.get('x-cache')?.includes('HIT')) timed.cacheHits += 1;
  }
  return timed;
}

const row = (label: string, { times }: Timed) =>
  `  ${label.padEnd(44)} median ${median(times).toFixed(1).padStart(6)} ms   p90 ${percentile90(times).toFixed(1).padStart(6)} ms`;

/**
 * `npm run perf`'s server-render figures: a property page rendered by the `site` function itself
 * (no cache anywhere: data read, React render, styles extracted), and the same page through the
 * Hosting emulator. The emulator does not cache function responses as Hosting's CDN does in
 * production (s-maxage): with `deployedSite` (PERF_DEPLOYED_SITE, e.g. https://<project>.web.app)
 * it also times the page as a deployed site's CDN serves it, and counts the cache hits.
 */
export async function measureRenderLatency(deployedSite = process.env.PERF_DEPLOYED_SITE): Promise<void> {
  const direct = await timeRequests(`http://${address('functions')}/${PROJECT_ID}/us-central1/site${PROPERTY_PATH}`, RENDERS);
  const throughHosting = await timeRequests(`${SITE_URL}${PROPERTY_PATH}`, RENDERS);
  console.log(`\nServer render of ${PROPERTY_PATH}, ${RENDERS} requests one after another (target: uncached median < ${TARGET_MS} ms):`);
  console.log(row('the site function (uncached render)', direct));
  console.log(row('through the Hosting emulator (no CDN cache)', throughHosting));
  if (!deployedSite) {
    console.log(`  (cached by Hosting's CDN, target < ${CACHED_TARGET_MS} ms: set PERF_DEPLOYED_SITE to a deployed site to measure it)`);
    return;
  }
  const cached = await timeRequests(`${deployedSite.replace(/\/$/, '')}${PROPERTY_PATH}`, RENDERS);
  console.log(row(`${deployedSite} (${cached.cacheHits} of ${RENDERS} from the CDN cache)`, cached));
}
