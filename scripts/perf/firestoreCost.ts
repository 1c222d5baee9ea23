import { join } from 'node:path';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { functionApps, PROPERTIES } from '../../functions/src/seeding';
import type { FileStore } from '../seedDatabase';
import { neighborhoods } from '../seed-data';
import { DEMO_AGENT } from '../stack/config';
import { ROOT } from '../stack/paths';
import { countedApp, type CountedApp } from './countedApp';
import { counted, countFirestoreOps, type FirestoreOps } from './firestoreOps';
import { deleteInboxLeads, inboxCosts, submitInboxLeads, type CallCost, type StaffCookies } from './inboxCosts';
import { benchmarkLeads } from './leadInbox';
import { AUDITED_PATHS } from './pages';
import { staffCookie } from './staffSession';

/** The server renderer as the deployed `site` function loads it, built by `npm run build`. */
const RENDERER_DIRECTORY = join(ROOT, 'functions', 'lib', 'site');

/** The public pages Lighthouse audits, then every other public route that reads data, and the sitemap. */
const PAGES = [
  ...AUDITED_PATHS,
  '/neighborhoods',
  `/neighborhoods/${neighborhoods[0]!.id}`,
  '/blog',
  '/about',
  '/investor-hub',
  '/schedule-showing',
  '/search',
  '/sitemap.xml',
];

/** Where the counter's check writes, and then deletes, one document. */
const PROBE = 'perfProbe';

/** A table cell: reads, then writes. */
const CELL = 15;
const cell = (ops?: FirestoreOps) => (ops ? `${String(ops.reads).padStart(7)} ${String(ops.writes).padStart(7)}` : '—'.padStart(CELL));
const CELL_HEADING = `${'reads'.padStart(7)} ${'writes'.padStart(7)}`;
const LABEL = 48;

const same = (a: FirestoreOps, b: FirestoreOps) => a.reads === b.reads && a.writes === b.writes;

/**
 * The counter, checked on operations whose cost is known before any figure is trusted: a
 * version of the SDK that reads another way would otherwise report zeros.
 */
async function checkCounter(db: Firestore): Promise<void> {
  const probe = db.collection(PROBE).doc();
  const listings = db.collection(PROPERTIES);
  const checks: [string, () => Promise<unknown>, FirestoreOps][] = [
    ['a missing document by path', () => probe.get(), { reads: 1, writes: 0 }],
    ['a set', () => probe.set({ checked: true }), { reads: 0, writes: 1 }],
    ['a query of three listings', () => listings.limit(3).get(), { reads: 3, writes: 0 }],
    ['a count', () => listings.count().get(), { reads: 1, writes: 0 }],
    [
      'a read and a delete in a transaction',
      () =>
        db.runTransaction(async (tx) => {
          await tx.get(probe);
          tx.delete(probe);
        }),
      { reads: 1, writes: 1 },
    ],
  ];
  for (const [what, work, expected] of checks) {
    const { ops } = await counted(work);
    if (!same(ops, expected)) {
      throw new Error(`the Firestore counter saw ${JSON.stringify(ops)} for ${what}, not ${JSON.stringify(expected)}`);
    }
  }
}

/** Each page rendered twice, one after the other: nothing is cached between renders, so the two should agree. */
async function pageCosts(site: CountedApp): Promise<void> {
  console.log('\nFirestore per server render (the site function in this process, over the seed data):');
  console.log(`  ${''.padEnd(LABEL)} ${CELL_HEADING}`);
  for (const path of PAGES) {
    const first = (await site.call(path)).ops;
    const again = (await site.call(path)).ops;
    const differs = same(first, again) ? '' : `   rendered again: ${again.reads} reads, ${again.writes} writes`;
    console.log(`  ${path.padEnd(LABEL)} ${cell(first)}${differs}`);
  }
}

function printInboxCosts(scales: { total: string; costs: CallCost[] }[]): void {
  const columns = scales.map(({ total }) => `${total === '?' ? '?' : Number(total).toLocaleString('en-US')} leads`.padStart(CELL));
  console.log('\nFirestore per lead-inbox call (the api function in this process; as the demo admin unless said):');
  console.log(`  ${''.padEnd(LABEL)} ${columns.join('   ')}`);
  console.log(`  ${''.padEnd(LABEL)} ${scales.map(() => CELL_HEADING).join('   ')}`);
  // The fuller scale lists every call (a next page exists only there).
  for (const { label } of scales.at(-1)!.costs) {
    const cells = scales.map(({ costs }) => cell(costs.find((cost) => cost.label === label)?.ops));
    console.log(`  ${label.padEnd(LABEL)} ${cells.join('   ')}`);
  }
}

export interface CostClients {
  db: Firestore;
  auth: Auth;
  files: FileStore;
}

/**
 * `npm run perf -- reads`: what each server render of a public page and each lead-inbox call
 * costs in Firestore reads and writes (as Firestore bills them, firestoreOps.ts). The `site` and
 * `api` apps run in this process, built through the composition root over the stack's Firestore,
 * so their client is the one counted. The inbox calls are counted over five leads submitted
 * through the api, then again with the benchmark's 20,000 leads (seeded once per run, here or
 * by the `leads` part) beside them.
 */
export async function measureFirestoreCost({ db, auth, files }: CostClients): Promise<void> {
  const restore = countFirestoreOps(db);
  const apps = functionApps(db, auth, files, RENDERER_DIRECTORY);
  const site = await countedApp(apps.site);
  const api = await countedApp(apps.api);
  try {
    await checkCounter(db);
    await pageCosts(site);
    const cookies: StaffCookies = { admin: await staffCookie(), agent: await staffCookie(DEMO_AGENT) };
    const leads = await submitInboxLeads(api);
    const few = await inboxCosts(api, cookies, leads[0]!);
    await benchmarkLeads(db);
    const many = await inboxCosts(api, cookies, leads[0]!);
    await deleteInboxLeads(api, cookies, leads);
    printInboxCosts([few, many]);
  } finally {
    await site.close();
    await api.close();
    restore();
  }
}
