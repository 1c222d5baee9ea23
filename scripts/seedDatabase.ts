import type { App } from 'firebase-admin/app';
import { agencyTimeOn, agencyToday, artworkSource, inTurn } from '@estate/domain';
import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import {
  announceListingGate,
  BLOG_POSTS,
  fileStoreFromEnv,
  makePhotoVariants,
  NEIGHBORHOOD_BOUNDARIES,
  neighborhoodBoundaryData,
  NEIGHBORHOODS,
  mapCellStore,
  openHouseStore,
  LISTING_HISTORY,
  PROPERTIES,
  replayListing,
  TESTIMONIALS,
  userAccounts,
  authenticatorApps,
} from '../functions/src/seeding';
import { bringUpToDate } from './keptData';
import { seedPhotos } from './fixtures/seedPhotos';
import {
  blogPosts,
  neighborhoodBoundaries,
  neighborhoods,
  openHouses,
  PHOTOGRAPHED_LISTING_IDS,
  properties,
  testimonials,
} from './seed-data';
import { address, DEMO_ADMIN, DEMO_AGENT, DEMO_TOTP_SECRET, emulatorEnv, emulators, PROJECT_ID } from './stack/config';
import { localSecrets } from './stack/functionsLocalEnv';
import { UPLOADS_DIR } from './stack/paths';
import { portInUse } from './stack/processes';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number, now: number) => Timestamp.fromMillis(now - days * DAY_MS);

export type FileStore = ReturnType<typeof fileStoreFromEnv>;

export interface SeedSummary {
  seeded: boolean;
  /** What was written: everything when seeded; else what kept data lacked (bringUpToDate). */
  counts: Record<string, number>;
}

/** How the summary of kept data ends a sentence: what it was given, if anything. */
export const keptDataUpdates = ({ counts }: SeedSummary) =>
  Object.keys(counts).length > 0 ? `; brought it up to date: ${JSON.stringify(counts)}` : '';

/** The local accounts the start banner names. */
const DEMO_ACCOUNTS = [
  { ...DEMO_ADMIN, role: 'admin' },
  { ...DEMO_AGENT, role: 'agent' },
] as const;

/**
 * The demo accounts sign in with the fixed authenticator app secret DEMO_TOTP_SECRET (`npm run
 * totp` prints its code), sealed with the emulators' STAFF_FACTOR_KEY (functions/.secret.local).
 * An account that has its app keeps it. Answers how many were given one.
 */
async function giveDemoAccountsTheirApp(db: Firestore): Promise<number> {
  assertEmulators();
  const apps = authenticatorApps(db, () => localSecrets().STAFF_FACTOR_KEY ?? '');
  let given = 0;
  for (const { username } of DEMO_ACCOUNTS) {
    const uid: unknown = (await db.collection('usernames').doc(username).get()).get('uid');
    if (typeof uid !== 'string' || (await apps.has(uid))) continue;
    await apps.set(uid, DEMO_TOTP_SECRET);
    given += 1;
  }
  return given;
}

export interface SeedOptions {
  /**
   * Where the stack's function keeps uploads (stackFileStore): the featured listings' photos are
   * stored there. Without one, every listing keeps its artwork.
   */
  files?: FileStore;
  now?: number;
}

/** The store the stack's function uses, as the stack's environment says (scripts/stack/stack.ts): Storage emulator or local folder. */
export const stackFileStore = (env: Record<string, string>, app: App): FileStore =>
  fileStoreFromEnv(env, () => getStorage(app).bucket(`${PROJECT_ID}.appspot.com`));

/**
 * The environment of a stack this script did not start (`npm run seed`, `npm run reset`): the
 * emulators, and the Storage emulator when it runs, else `npm start`'s uploads folder.
 */
export async function runningStackEnv(uploadsDir = UPLOADS_DIR): Promise<Record<string, string>> {
  const storage = await portInUse(emulators.storage.host, emulators.storage.port);
  return { ...emulatorEnv(), ...(storage ? { FIREBASE_STORAGE_EMULATOR_HOST: address('storage') } : { LOCAL_UPLOADS_DIR: uploadsDir }) };
}

/** The photo of `/media/homes/home-01.svg` → `home-01.svg`: the drawing a seeded listing's image was made of. */
const artworkOf = (url: string) => /^\/media\/homes\/([\w-]+\.svg)$/.exec(artworkSource(url) ?? '')?.[1];

/**
 * The photos of every artwork the photographed listings show, from `.local/seed-photos/` or made
 * now (about a minute on the machines here when none is cached; scripts/test.ts makes them early).
 */
export function listingPhotos() {
  const artworks = properties
    .filter((property) => PHOTOGRAPHED_LISTING_IDS.includes(property.id))
    .flatMap((property) => property.images.map(artworkOf))
    .filter((artwork): artwork is string => artwork !== undefined);
  return seedPhotos(artworks, makePhotoVariants);
}

/**
 * Stores a camera photo of every artwork the photographed listings show, each as an upload: its
 * web sizes, then its JPEG (as POST /api/upload-multiple does). Answers each artwork's photo URL.
 */
async function storeListingPhotos(files: FileStore): Promise<Map<string, string>> {
  const photos = await listingPhotos();
  const urls = new Map<string, string>();
  // Every file is written again on each seed: the store may have lost them (a reset, the clean-up of unused uploads).
  await inTurn([...photos.values()], 2, async ({ artwork, files: [jpeg, ...webSizes] }) => {
    await inTurn(webSizes, 4, ({ name, bytes, contentType }) => files.save(name, bytes, contentType));
    urls.set(artwork, await files.save(jpeg!.name, jpeg!.bytes, jpeg!.contentType));
  });
  return urls;
}

/**
 * Fills an empty emulator database with the agency's catalogue and the local admin and agent accounts,
 * written the way the API writes them (search terms, the users service); the featured listings
 * get camera photos stored in `files`, as if uploaded.
 * A database that already has properties or accounts keeps its data, brought up to date (bringUpToDate).
 */
export async function seedDatabase(db: Firestore, auth: Auth, { files, now = Date.now() }: SeedOptions = {}): Promise<SeedSummary> {
  assertEmulators();
  const existing = await db.collection(PROPERTIES).limit(1).get();
  const accounts = await auth.listUsers(1);
  if (!existing.empty || accounts.users.length > 0) {
    const counts = await bringUpToDate(db, auth, DEMO_ACCOUNTS, files);
    const apps = await giveDemoAccountsTheirApp(db);
    return { seeded: false, counts: { ...counts, ...(apps > 0 ? { authenticatorApps: apps } : {}) } };
  }

  const photoUrls = files ? await storeListingPhotos(files) : new Map<string, string>();
  const batch = db.batch();
  let historyEntries = 0;
  for (const { listedDaysAgo, comingSoon, steps, showSoldPrice = true, id, ...seeded } of properties) {
    const form = PHOTOGRAPHED_LISTING_IDS.includes(id)
      ? { ...seeded, images: seeded.images.map((url) => photoUrls.get(artworkOf(url) ?? '') ?? url) }
      : seeded;
    const status = comingSoon ? 'Coming Soon' : 'Active';
    const { data, history } = replayListing(
      { imageAlts: [], ...form, showSoldPrice, StandardStatus: status },
      { listedDaysAgo, comingSoon, steps },
      now,
    );
    const listing = db.collection(PROPERTIES).doc(id);
    batch.set(listing, data);
    for (const entry of history) batch.set(listing.collection(LISTING_HISTORY).doc(), entry);
    historyEntries += history.length;
  }
  for (const { id, ...neighborhood } of neighborhoods) {
    batch.set(db.collection(NEIGHBORHOODS).doc(id), neighborhood);
  }
  for (const { id, ...boundary } of neighborhoodBoundaries) {
    batch.set(db.collection(NEIGHBORHOOD_BOUNDARIES).doc(id), neighborhoodBoundaryData(boundary));
  }
  for (const { id, ...testimonial } of testimonials) {
    batch.set(db.collection(TESTIMONIALS).doc(id), testimonial);
  }
  for (const { publishedDaysAgo, id, ...post } of blogPosts) {
    batch.set(db.collection(BLOG_POSTS).doc(id), { ...post, publishedAt: daysAgo(publishedDaysAgo, now) });
  }
  await batch.commit();
  // The seed writes past the triggers (the API tests run without them): its listings are placed on the map here.
  const placed = await mapCellStore(db).rebuild();
  await announceListingGate(db);

  const staff = userAccounts(db, auth);
  const created = [];
  for (const account of DEMO_ACCOUNTS) created.push(await staff.create(account));
  await giveDemoAccountsTheirApp(db);
  const host = created.find((account) => account.role === 'agent')!;
  const store = openHouseStore(db);
  const today = agencyToday(new Date(now));
  for (const { listingId, daysAhead, start, end, type, capacity, remarks } of openHouses) {
    // Noon UTC of the agency's day, moved whole days: the calendar day it lands on.
    const day = new Date(Date.parse(`${today}T12:00:00Z`) + daysAhead * DAY_MS).toISOString().slice(0, 10);
    await store.create(
      store.newId(),
      listingId,
      {
        OpenHouseDate: day,
        startsAt: agencyTimeOn(day, start),
        endsAt: agencyTimeOn(day, end),
        OpenHouseType: type,
        OpenHouseRemarks: remarks,
        ShowingAgentKey: host.id,
        ...(capacity ? { capacity } : {}),
      },
      host.id,
    );
  }

  return {
    seeded: true,
    counts: {
      properties: properties.length,
      placedOnMap: placed.listings,
      listingHistory: historyEntries,
      photos: photoUrls.size,
      neighborhoods: neighborhoods.length,
      neighborhoodBoundaries: neighborhoodBoundaries.length,
      testimonials: testimonials.length,
      blogPosts: blogPosts.length,
      users: DEMO_ACCOUNTS.length,
      openHouses: openHouses.length,
    },
  };
}

/** The demo password must never reach a real project: refuse unless every target is an emulator. */
function assertEmulators(): void {
  const project = process.env.GCLOUD_PROJECT ?? '';
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST || !project.startsWith('demo-')) {
    throw new Error('Seeding runs only against the local emulators of a demo- project.');
  }
}
