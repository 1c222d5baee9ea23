import { join } from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import { agencyToday, openHouseInstants, type OpenHouseType, type PropertyInput } from '@estate/domain';
import { functionApps, LISTING_HISTORY, openHouseStore, PROPERTIES, replayListing } from '../../functions/src/seeding';
import { home } from '../seed-data';
import { ROOT } from '../stack/paths';
import { countedApp } from './countedApp';
import type { CostClients } from './firestoreCost';
import { countFirestoreOps } from './firestoreOps';
import { measure } from './listingScale';

/** The scale the issue asks for: a listing page with 20 upcoming open houses. */
export const UPCOMING_OPEN_HOUSES = 20;
/** Other open houses beside them (ended, cancelled, of other listings), which the page must never read. */
const OTHER_OPEN_HOUSES = 200;
const RENDERER_DIRECTORY = join(ROOT, 'functions', 'lib', 'site');
const DAY_MS = 24 * 60 * 60 * 1000;

const FORM: PropertyInput = {
  title: 'Benchmark Open House Residence',
  address: '3600 Erie Ave, Cincinnati, OH 45208',
  neighborhood: 'Hyde Park',
  price: 1_250_000,
  images: [home(1)],
  imageAlts: [],
  bedrooms: 4,
  bathrooms: 3,
  squareFeet: 3400,
  description: 'A benchmark listing with twenty upcoming open houses.',
  propertyType: 'Single Family',
  isFeatured: false,
  isNewListing: false,
  StandardStatus: 'Active',
  showSoldPrice: true,
};

/** An open house `days` ahead (negative: past), 1 to 3 PM Cincinnati time. */
const fieldsOn = (days: number, type: OpenHouseType, host: string) => {
  const day = agencyToday(new Date(Date.now() + days * DAY_MS));
  return { OpenHouseDate: day, ...openHouseInstants(day, '13:00', '15:00'), OpenHouseType: type, ShowingAgentKey: host };
};

/** The listing with its 20 upcoming open houses (one in four by invitation), and 200 others: ended, cancelled, or another listing's. */
async function seed(db: Firestore): Promise<string> {
  const [listing, other] = ['benchmark-open-houses', 'benchmark-open-houses-other'];
  for (const id of [listing!, other!]) {
    const { data, history } = replayListing(FORM, { listedDaysAgo: 30 }, Date.now());
    const ref = db.collection(PROPERTIES).doc(id);
    await ref.set(data);
    for (const entry of history) await ref.collection(LISTING_HISTORY).add(entry);
  }
  const store = openHouseStore(db);
  const host = 'benchmark-host';
  for (let n = 0; n < UPCOMING_OPEN_HOUSES; n += 1) {
    await store.create(store.newId(), listing!, fieldsOn(n + 1, n % 4 === 3 ? 'By Invitation' : 'Public', host), host);
  }
  for (let n = 0; n < OTHER_OPEN_HOUSES; n += 1) {
    const id = store.newId();
    if (n % 3 === 0) await store.create(id, other!, fieldsOn(n + 1, 'Public', host), host);
    else if (n % 3 === 1) await store.create(id, listing!, fieldsOn(-(n + 1), 'Public', host), host);
    else {
      await store.create(id, listing!, fieldsOn(n + 1, 'Broker', host), host);
      await store.cancel(id);
    }
  }
  return listing!;
}

/**
 * `npm run perf -- openHouses`: a listing with 20 upcoming open houses among 200 others (ended,
 * cancelled, another listing's), then its page rendered by the `site` app in this process, its
 * open houses through the api, and /open-houses: Firestore reads of the first render and the
 * median time of seven (listingScale.ts's measure). The listing's query reads its 20 open houses alone (its index:
 * ListingKey, OpenHouseStatus, OpenHouseEndTime).
 */
export async function measureOpenHouses({ db, auth, files }: CostClients): Promise<void> {
  console.log(`\nOpen houses: seeding a listing with ${UPCOMING_OPEN_HOUSES} upcoming open houses among ${OTHER_OPEN_HOUSES} others...`);
  const listing = await seed(db);
  const restore = countFirestoreOps(db);
  const apps = functionApps(db, auth, files, RENDERER_DIRECTORY);
  const site = await countedApp(apps.site);
  const api = await countedApp(apps.api);
  try {
    await measure(site, `the listing's page, ${UPCOMING_OPEN_HOUSES} open houses (server render)`, `/properties/${listing}`);
    await measure(api, `GET /api/properties/{id}/open-houses`, `/api/properties/${listing}/open-houses`);
    await measure(site, '/open-houses (server render)', '/open-houses');
  } finally {
    await site.close();
    await api.close();
    restore();
  }
}
