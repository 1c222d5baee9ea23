import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  LEAD_EXPORT_POLL_MS,
  LEAD_EXPORTS_PATH,
  LEAD_SOURCES,
  leadExportFilePath,
  leadExportPath,
  PAGE_HEADERS,
  type LeadExport,
} from '@estate/domain';
import { LEADS, storedLead } from '../../functions/src/seeding';
import { SITE_URL } from '../stack/config';
import type { Stack } from '../stack/stack';
import { staffCookie } from './staffSession';
import { latencyRow, timeRequests } from './timedRequests';

/** The figures of the lead inbox at scale: its first page and the CSV export over this many leads. */
export const BENCHMARK_LEADS = 20_000;
const FIRST_PAGE_TARGET_MS = 300;
const EXPORT_MEMORY_TARGET_MB = 256;
const RUNS = 20;
/** Searches are slow on the emulator (below): a few runs say enough. */
const SEARCH = { runs: 3, warmUp: 0 };
/** The emulator is busy for a while after 20,000 writes: the first requests measure that, not the API. */
const WARM_UP = 10;

const FIRST = ['Jordan', 'Morgan', 'Riley', 'Casey', 'Taylor', 'Avery', 'Quinn', 'Harper', 'Rowan', 'Emerson'];
const LAST = ['Lee', 'Blake', 'Chen', 'Reed', 'Park', 'Sinclair', 'Hale', 'Moreno', 'Okafor', 'Lindqvist'];
const MESSAGES = [
  'We are relocating from Chicago in the spring and would like to see homes in Hyde Park with a yard.',
  'Please send the market report for Indian Hill; we are thinking about selling our colonial next year.',
  'Looking for a condo downtown with river views, two bedrooms and parking, under one million.',
  'Interested in duplexes in Over-the-Rhine as rentals; what cap rates are you seeing this year?',
];

/** 20,000 leads of every source over the last two years, written as the API writes them. */
async function seedLeads(db: Firestore): Promise<void> {
  const now = Date.now();
  for (let start = 0; start < BENCHMARK_LEADS; start += 500) {
    const batch = db.batch();
    for (let n = start; n < start + 500; n += 1) {
      const name = `${FIRST[n % FIRST.length]} ${LAST[Math.floor(n / FIRST.length) % LAST.length]}`;
      const lead = {
        name,
        email: `${name.toLowerCase().replace(' ', '.')}${n}@example.com`,
        phone: `513-555-${String(n % 10_000).padStart(4, '0')}`,
        source: LEAD_SOURCES[n % LEAD_SOURCES.length]!,
        message: MESSAGES[n % MESSAGES.length]!,
      };
      batch.create(db.collection(LEADS).doc(), storedLead(lead, Timestamp.fromMillis(now - n * 3_600_000)));
    }
    await batch.commit();
  }
}

let seeding: Promise<void> | undefined;

/** The benchmark's 20,000 leads, seeded once per run by whichever part needs them first. */
export function benchmarkLeads(db: Firestore): Promise<void> {
  if (!seeding) {
    console.log(`(seeding ${BENCHMARK_LEADS.toLocaleString('en-US')} leads...)`);
    seeding = seedLeads(db);
  }
  return seeding;
}

/** One page of the inbox, asked for again and again, and the total it reported. */
async function timePage(cookie: string, query: string, { runs, warmUp } = { runs: RUNS, warmUp: WARM_UP }) {
  const timed = await timeRequests(`${SITE_URL}/api/debug/leads${query}`, { runs, warmUp, headers: { Cookie: cookie } });
  return { times: timed.times, total: timed.headers.at(-1)?.get(PAGE_HEADERS.totalCount) ?? '?' };
}

/** The emulator's worker processes of one function (`api`, or the export's trigger), which run its code. */
function workersOf(target: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`FUNCTION_TARGET=${target}`);
      } catch {
        return false;
      }
    });
}

const residentMb = (pid: number): number => {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
};

/** The background function that prepares an export (functions/src/index.ts). */
const EXPORT_TRIGGER = 'onLeadExportRequested';

interface TimedExport {
  /** From the request to the status saying ready, as the dashboard waits. */
  preparedSeconds: number;
  /** The file's download once ready. */
  downloadSeconds: number;
  /** How many requests it took, and the slowest of them: each goes through Hosting, which ends one at 60 s. */
  requests: number;
  slowestRequestSeconds: number;
  rows: number;
  bytes: number;
  /** The largest resident set of the trigger's workers, and of the api's, meanwhile. */
  triggerPeakMb: number;
  apiPeakMb: number;
}

/**
 * An export of every lead as the dashboard makes one: asked for (POST /api/leads/exports), its
 * status followed every LEAD_EXPORT_POLL_MS until ready, the file downloaded; the memory of the
 * trigger's and the api's emulator workers sampled every 50 ms.
 */
async function timeExport(cookie: string): Promise<TimedExport> {
  const peaks = { [EXPORT_TRIGGER]: 0, api: 0 };
  const sample = () => {
    for (const target of [EXPORT_TRIGGER, 'api'] as const) peaks[target] = Math.max(peaks[target], ...workersOf(target).map(residentMb));
  };
  const sampler = setInterval(sample, 50);
  const headers = { Cookie: cookie, Origin: SITE_URL };
  const requestTimes: number[] = [];
  const timed = async (path: string, init: RequestInit = {}) => {
    const sent = performance.now();
    const answer = await fetch(`${SITE_URL}${path}`, { ...init, headers });
    const body = await answer.text();
    requestTimes.push((performance.now() - sent) / 1000);
    if (!answer.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${answer.status}: ${body}`);
    return { status: answer.status, body };
  };
  try {
    const started = performance.now();
    const asked = await timed(LEAD_EXPORTS_PATH, { method: 'POST' });
    if (asked.status !== 202) throw new Error(`POST ${LEAD_EXPORTS_PATH} answered ${asked.status}, not 202`);
    let status = JSON.parse(asked.body) as LeadExport;
    while (status.status === 'preparing') {
      await new Promise((resolve) => setTimeout(resolve, LEAD_EXPORT_POLL_MS));
      status = JSON.parse((await timed(leadExportPath(status.id))).body) as LeadExport;
    }
    if (status.status !== 'ready') throw new Error(`the export failed: ${status.message ?? 'no reason given'}`);
    const prepared = performance.now();
    const csv = (await timed(leadExportFilePath(status.id))).body;
    return {
      requests: requestTimes.length,
      slowestRequestSeconds: Math.max(...requestTimes),
      preparedSeconds: (prepared - started) / 1000,
      downloadSeconds: (performance.now() - prepared) / 1000,
      rows: csv.split('\r\n').length - 1,
      bytes: Buffer.byteLength(csv),
      triggerPeakMb: peaks[EXPORT_TRIGGER],
      apiPeakMb: peaks.api,
    };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * `npm run perf`'s lead figures: 20,000 leads seeded (unless the `reads` part did), then the
 * dashboard's first page of the inbox (as it opens, and searched) through the Hosting emulator,
 * with the background triggers paused (perf.ts), then the CSV export of all of them, which a
 * trigger prepares: the triggers run again for it, and the memory of the functions' emulator
 * workers (their resident sets) is sampled meanwhile.
 */
export async function measureLeadInbox(db: Firestore, triggers: Stack['triggers']): Promise<void> {
  console.log(`\nLead inbox over ${BENCHMARK_LEADS.toLocaleString('en-US')} leads`);
  await benchmarkLeads(db);
  const cookie = await staffCookie();
  const row = (label: string, timed: { times: number[]; total: string }) => `${latencyRow(label, timed)}   (total ${timed.total})`;
  console.log(`First page, ${RUNS} requests one after another (target: < ${FIRST_PAGE_TARGET_MS} ms):`);
  console.log(row('the inbox as it opens (50 newest)', await timePage(cookie, '')));
  console.log(row('one source (?source=contact_form)', await timePage(cookie, '?source=contact_form')));
  // The Cloud SDK's Firestore emulator answers array-contains without an index, by reading every
  // lead; Firestore serves it from the composite index. These figures are the emulator's.
  console.log(`Searches, ${SEARCH.runs} requests each (the emulator reads every lead for array-contains):`);
  // On the emulator a search can take longer than a read's deadline: its 503 is that figure.
  const search = async (label: string, query: string) =>
    console.log(
      await timePage(cookie, query, SEARCH).then(
        (timed) => row(label, timed),
        (error: unknown) => `  ${label}: ${error instanceof Error ? error.message : String(error)} (past the read deadline here)`,
      ),
    );
  await search('one word (?search=hyde)', '?search=hyde');
  await search('two words (?search=jordan%20lee)', '?search=jordan%20lee');
  await triggers.resume();
  let exported: TimedExport;
  try {
    exported = await timeExport(cookie);
  } finally {
    await triggers.pause();
  }
  console.log(
    `CSV export of every lead, in the background (target: each function < ${EXPORT_MEMORY_TARGET_MB} MB): ` +
      `${exported.rows.toLocaleString('en-US')} rows, ${(exported.bytes / 1e6).toFixed(1)} MB, ready ${exported.preparedSeconds.toFixed(1)} s after it was asked for, ` +
      `downloaded in ${exported.downloadSeconds.toFixed(1)} s; ${exported.requests} requests, the slowest ${exported.slowestRequestSeconds.toFixed(2)} s; peak memory: the trigger's worker ${exported.triggerPeakMb.toFixed(0)} MB, the api's ${exported.apiPeakMb.toFixed(0)} MB`,
  );
}
