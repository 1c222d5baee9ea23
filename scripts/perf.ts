// `npm run perf`: build, start the local stack with seed data, then benchmark the public pages
// (initial JavaScript per page; Lighthouse performance, LCP, TBT, CLS and bytes with the machine's
// benchmarkIndex; the server render's latency), stop. A report, not a gate: it exits 0 whatever the scores and fails only when it
// could not measure. `npm test` gates what does not depend on the machine (scripts/perf/budgets.ts).
// Then the image bytes the pages download, ten camera photos uploaded as the dashboard uploads them,
// the live inbox's delay, the Firestore reads and writes of each public page's server render and
// each lead-inbox call, the lead inbox over 20,000 leads, and the listing pages over 2,000 listings
// with 20,000 history entries, one listing change against 10,000 saved searches, an agent's slot lookup
// and calendar feed over 500 bookings, and a listing page with 20 upcoming open houses; the latency of
// the public pages' interactions with the CPU slowed 4x, and each dashboard tab's time to its first row.
// Last, the local MLS at 50,000 listings: the first load through the replication, an incremental run
// of 500 changes and their alerts over 10,000 saved searches, /properties with each filter, photos.
// Then the map over those 50,000 listings: its cells' rebuild, the metro's answer, pans, zooms, the list in view.
// First of all, in this process and without the stack, the valuation's back-test over the local MLS's sales.
// `npm run perf -- leads` (or `pages`, `images`, `uploads`, `live`, `interactions`, `dashboard`, `reads`,
// `listings`, `alerts`, `showings`, `openHouses`, `mls`, `map`, `valuation`, or several of them) runs only those parts.
import { adminClients } from './firebaseAdmin';
import { measureAlertMatching } from './perf/alertMatching';
import { runBenchmark } from './perf/benchmark';
import { checkBundleBudget } from './perf/bundleBudget';
import { measureDashboardTabs } from './perf/dashboardTabs';
import { measureFirestoreCost } from './perf/firestoreCost';
import { waitForIdleMachine } from './perf/idleMachine';
import { measureImageBytes } from './perf/imageBytes';
import { measureInteractions } from './perf/interactions';
import { measureLeadInbox } from './perf/leadInbox';
import { measureListingScale } from './perf/listingScale';
import { measureOpenHouses } from './perf/openHouses';
import { measureLiveInbox } from './perf/liveInbox';
import { measureMapScale } from './perf/mapScale';
import { measureMlsScale } from './perf/mlsScale';
import { measurePhotoUploads } from './perf/photoUpload';
import { measureRenderLatency } from './perf/renderLatency';
import { measureShowingScale } from './perf/showingScale';
import { measureValuationBacktest } from './perf/valuationBacktest';
import { measureValuationServer } from './perf/valuationServer';
import { seedDatabase, stackFileStore } from './seedDatabase';
import { buildAll } from './stack/build';
import { ensureChromium } from './stack/chromium';
import { startStack } from './stack/stack';

const PARTS = [
  'pages',
  'images',
  'uploads',
  'live',
  'interactions',
  'dashboard',
  'reads',
  'leads',
  'listings',
  'alerts',
  'showings',
  'openHouses',
  'mls',
  'map',
  'valuation',
] as const;
const parts = process.argv.slice(2);
const unknown = parts.filter((part) => !(PARTS as readonly string[]).includes(part));
if (unknown.length > 0) {
  console.error(`Unknown benchmark part(s): ${unknown.join(', ')}. Parts: ${PARTS.join(', ')}`);
  process.exit(2);
}
const runs = (part: (typeof PARTS)[number]) => parts.length === 0 || parts.includes(part);

// The back-test is pure computation over generated sales; the server's path (below) needs the stack.
if (runs('valuation')) measureValuationBacktest();

if (runs('pages') || runs('images') || runs('live') || runs('interactions') || runs('dashboard') || runs('mls') || runs('map'))
  await ensureChromium();
await buildAll();
const stack = await startStack({ persist: false });
let failed = false;
try {
  const { app, db, auth, close } = adminClients(stack.env);
  try {
    const files = stackFileStore(stack.env, app);
    await seedDatabase(db, auth, { files });
    if (runs('pages')) {
      checkBundleBudget();
      // The pages, not the triggers the seed started.
      await waitForIdleMachine();
      await runBenchmark();
      await measureRenderLatency();
    }
    if (runs('images')) await measureImageBytes();
    // After the pages: its uploads belong to no listing, and it deletes them when done.
    if (runs('uploads')) await measurePhotoUploads();
    // With the triggers running, as in production: each lead's emails are changes the inboxes hear of.
    if (runs('live')) await measureLiveInbox();
    // With the triggers too: the client's sign-in link is an email, and the leads they send are the
    // dashboard's rows. Both delete what they made.
    if (runs('interactions')) await measureInteractions();
    if (runs('dashboard')) await measureDashboardTabs();
    // Last, the two parts that seed the 20,000 leads (once), which would otherwise be in the pages'
    // data. Without the triggers: each new lead would start onLeadCreated, and the Functions
    // emulator, which runs one invocation at a time, would make the api's requests wait behind
    // 20,000 of them; and a trigger's writes to a lead would race the counted calls.
    if (
      runs('reads') ||
      runs('leads') ||
      runs('listings') ||
      runs('alerts') ||
      runs('showings') ||
      runs('openHouses') ||
      runs('mls') ||
      runs('map') ||
      runs('valuation')
    )
      await stack.triggers.pause();
    if (runs('reads')) await measureFirestoreCost({ db, auth, files });
    if (runs('leads')) await measureLeadInbox(db, stack.triggers);
    // Last of all: its 2,000 listings would be in every other part's pages.
    if (runs('listings')) await measureListingScale({ db, auth, files });
    // The trigger's work in this process, over its own 10,000 searches: it writes no listing.
    if (runs('alerts')) await measureAlertMatching(db);
    // An agent's 500 bookings (with their leads), read through the slot lookup and the calendar feed in this process.
    if (runs('showings')) await measureShowingScale(db);
    // A neighbourhood's 500 sales, valued in this process and through POST /api/valuations; removed after.
    if (runs('valuation')) await measureValuationServer(db);
    // A listing with 20 upcoming open houses among 200 others: its page, its open houses' call, /open-houses.
    if (runs('openHouses')) await measureOpenHouses({ db, auth, files });
    // Last of all: it fills the database with 50,000 MLS listings. Without the triggers: each
    // listing's projection would start onListingWritten (the part runs the alerts' work itself).
    if (runs('mls')) await measureMlsScale({ db, auth, files });
    // Over the MLS part's 50,000 listings when it ran, else it loads them as that part does.
    if (runs('map')) await measureMapScale({ db, auth, files });
  } finally {
    await close();
  }
} catch (error) {
  failed = true;
  console.error(`[perf] Could not measure: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await stack.stop();
}
process.exit(failed ? 1 : 0);
