import { randomUUID } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { completePhotoSizes, type FileStore } from './uploads';
import type { MlsRunLimits, MlsSourceSetup } from './mls';
import { MLS_RUNS, type SendingFrequency } from '@estate/domain';
import {
  alertDigests,
  apiApp,
  auditRecorder,
  auditUpkeep,
  calendarFeeds,
  homeownerReports,
  listingAlerts,
  mlsReplication,
  repositories,
  showingReminderRun,
  showingSlots,
  siteData,
  staffAccounts,
  uploadCleanup,
  visitFeedback,
} from './composition';
import { SIGN_IN_LINKS } from './clients';
import { VISIT_FEEDBACK } from './visitFeedback';
import { HEALTH_HISTORY } from './apiHealth';
import { completeLegacyLeads, IDEMPOTENCY_KEYS, LEAD_EXPORT_PARTS, LEAD_EXPORTS } from './leads';
import { configFromEnv, identityToolkit, MAIL_OUTBOX, RATE_LIMITS, standInAppCheck, VISITOR_EMAIL_COUNTS } from './platform';
import { SHOWING_SLOTS } from './showings';
import { completeLegacyListings } from './listings';
import { SITE_ERRORS, SITE_VITALS } from './siteHealth';
import { valuationService } from './valuation';
import { factorKeys, LOGIN_ATTEMPTS, STAFF_SESSIONS, WEBAUTHN_CHALLENGES } from './staff';
export { totp } from './staff';
import { builtPageRenderer, createSiteApp } from './site';

/**
 * The api's public face for code outside functions/ (scripts/seedDatabase.ts, which seeds the
 * local and test stacks and brings kept local data up to date, scripts/cleanupUploads.ts,
 * scripts/alertDigest.ts, scripts/homeownerReports.ts, and the
 * benchmarks of `npm run perf`): what they need to write data, tidy uploads and run the apps the
 * way the functions do. Everything else in functions/src is the api's own; eslint.config.mjs keeps
 * scripts/ and e2e/ to this module.
 */
export { BLOG_POSTS, NEIGHBORHOOD_BOUNDARIES, neighborhoodBoundaryData, NEIGHBORHOODS, TESTIMONIALS } from './content';
export { LEADS, storedLead } from './leads';
export { LISTING_HISTORY, MAP_CELLS, PROPERTIES, listingSearchTerms, replayListing, type ListingStep } from './listings';
export { fileStoreFromEnv, makePhotoVariants, type FileStore } from './uploads';
export { alertListingOf, ALERTS, digestFrequencies, newSavedSearch, SAVED_SEARCHES, savedSearchDocument } from './savedSearches';
export { CLIENTS } from './clients';
export { MLS_RUN_LIMITS, mlsListingId, mlsProjection, mlsRecord, mlsSourceSetups, type MlsRunLimits, type MlsSourceSetup } from './mls';
export { SHOWINGS, SHOWING_SLOTS } from './showings';

/**
 * Stored data given what this version's code expects of it: the fields today's lead and listing
 * queries ask for (a listing's `geohash` for the drawn-area search, say), the map's cells built
 * from the listings where they never were, and, with `files`, the
 * web sizes of today's PHOTO_WIDTHS. Every step is idempotent, so it runs on every local start over
 * kept data (scripts/keptData.ts) and after every deploy (scripts/deploy/dataUpgrade.ts). Answers
 * what it completed, by kind.
 */
export async function upgradeStoredData(db: Firestore, files?: FileStore): Promise<Record<string, number>> {
  const { completed: leads } = await completeLegacyLeads(db);
  const listings = await completeLegacyListings(db);
  // The map's cells, built once from the listings (the triggers keep them from then on).
  const mapCells = repositories(db).mapCells;
  const placedOnMap = (await mapCells.built()) ? 0 : (await mapCells.rebuild()).listings;
  const photos = files ? await completePhotoSizes(files) : 0;
  await announceListingGate(db);
  return Object.fromEntries(Object.entries({ leads, listings, placedOnMap, photos }).filter(([, count]) => count > 0));
}

/**
 * Announces through the listing gate that the listings were written past it (a seed, an upgrade):
 * what instances keep of public answers is dropped, and the gate has a version for them to keep the
 * private listings' ids by (docs/architecture.md#the-listing-gate).
 */
export const announceListingGate = (db: Firestore): Promise<void> => repositories(db).listingGate.changed();

/**
 * Every collection whose documents carry an `expiresAt` that Firestore's TTL deletes them by
 * (firestore.indexes.json declares a policy for each; the deploy preflight checks it does).
 */
export const TTL_COLLECTIONS = [
  HEALTH_HISTORY,
  IDEMPOTENCY_KEYS,
  LEAD_EXPORT_PARTS,
  LEAD_EXPORTS,
  LOGIN_ATTEMPTS,
  MAIL_OUTBOX,
  MLS_RUNS,
  RATE_LIMITS,
  SHOWING_SLOTS,
  SIGN_IN_LINKS,
  SITE_ERRORS,
  SITE_VITALS,
  STAFF_SESSIONS,
  VISIT_FEEDBACK,
  VISITOR_EMAIL_COUNTS,
  WEBAUTHN_CHALLENGES,
] as const;

/**
 * The MLS replication over Firestore and `files`, as the schedule builds it (`npm run mls:sync`,
 * `npm start`'s background import, with shorter runs: `limits`).
 */
export function mlsSync(db: Firestore, files: FileStore, sources: MlsSourceSetup[], limits?: Partial<MlsRunLimits>) {
  const repos = repositories(db);
  const replication = mlsReplication(repos, { sources, files, ...(limits ? { limits } : {}) });
  return {
    ...replication,
    // As the schedule does: the run's listings on the map at its end.
    async run(sourceId?: string) {
      const results = await replication.run(sourceId);
      await repos.mapCells.drain({ waitMs: MLS_MAP_DRAIN_WAIT_MS });
      return results;
    },
  };
}

/** How long a local MLS run's drain waits for one under way (a trigger's) to let the cells go. */
const MLS_MAP_DRAIN_WAIT_MS = 60_000;

/**
 * The map's cells over Firestore (docs/architecture.md, "The map's cells"): rebuilt from the listings
 * after a seed, at each local start over kept data, and by `npm run map:rebuild` for a deployment's
 * backfill; drained as the minutely schedule does.
 */
export const mapCellStore = (db: Firestore) => repositories(db).mapCells;

/** The users service over Firestore, as the api builds it: an account with its profile and username. */
export const userAccounts = (db: Firestore, auth: Auth) => staffAccounts(repositories(db), auth);

/**
 * Staff accounts' authenticator apps as the api seals them (STAFF_FACTOR_KEY): the seed gives the
 * local demo accounts their fixed secret (scripts/stack/demoTotpSecret.ts), on the emulators only.
 */
export function authenticatorApps(db: Firestore, staffFactorKey: () => string) {
  const keys = factorKeys(staffFactorKey);
  const factors = repositories(db).staffFactors;
  return {
    has: async (uid: string) => Boolean((await factors.factors(uid)).totp),
    set: (uid: string, secret: string) => factors.setTotp(uid, keys.seal(secret)),
  };
}

/** The uploads clean-up over Firestore, as the daily schedule builds it. */
export const uploadJanitorService = (db: Firestore, files: FileStore) => uploadCleanup(repositories(db), files);

/** The 7:00 digests over Firestore, queued in the mail outbox as the schedule queues them (`npm run alerts:digest`). */
export const alertDigestRun = (db: Firestore, frequencies: readonly SendingFrequency[]) => alertDigests(repositories(db)).run(frequencies);

/** The homeowner reports of `now`'s month not queued yet, queued in the mail outbox as the schedule queues them (`npm run home-reports:send`). */
export const homeownerReportSend = (db: Firestore, setup: { siteOrigin: string; signingSecret: string }, now: Date) =>
  homeownerReports(repositories(db), { siteOrigin: setup.siteOrigin, signingSecret: () => setup.signingSecret }).run(now);

/** The reminders of confirmed showings due at `now`, queued in the mail outbox, as the schedule does (`npm run visits:due`). */
export const showingReminderSweep = (
  db: Firestore,
  setup: { siteOrigin: string; signingSecret: string; leadAlertDefaults: string[] },
  now: Date,
) =>
  showingReminderRun(
    repositories(db),
    { siteOrigin: setup.siteOrigin, signingSecret: () => setup.signingSecret, leadAlertDefaults: () => setup.leadAlertDefaults },
    () => now,
  ).run();

/** The feedback schedule's work over Firestore as if it ran at `now` (`npm run visits:due`): answers how many were asked. */
/** `npm run audit:check`: the audit log's queue sealed first when asked, then the whole kept chain checked. */
export async function auditCheck(db: Firestore, siteOrigin: string, seal: boolean) {
  const repos = repositories(db);
  const sealed = seal ? await auditRecorder(repos).drain() : 0;
  return { sealed, verdict: await auditUpkeep(repos, siteOrigin).verify() };
}

export const feedbackRun = (
  db: Firestore,
  { siteOrigin, signingSecret }: { siteOrigin: string; signingSecret: string },
  now: Date,
  limit: number,
) => visitFeedback(repositories(db), { siteOrigin, signingSecret: () => signingSecret, now: () => now }).sendDue(limit);

/** The slot lookup and the staff calendar feeds over Firestore, as the api builds them (the showings benchmark). */
export function showingReads(db: Firestore, setup: { siteOrigin: string; signingSecret: string }) {
  const repos = repositories(db);
  const options = { siteOrigin: setup.siteOrigin, signingSecret: () => setup.signingSecret };
  return { slots: showingSlots(repos), calendarFeeds: calendarFeeds(repos, options) };
}

/** The home valuation's estimate over Firestore, as the api builds it (the valuation benchmark's server path). */
export const valuationReads = (db: Firestore) => valuationService({ sales: repositories(db).valuationSales });

/** The onListingWritten trigger's work over Firestore (the alert benchmark runs one listing change through it). */
export const listingAlertWork = (db: Firestore) => listingAlerts(repositories(db));

/** The open houses as the api stores them, for the benchmark of a listing page with many (scripts/perf/openHouses.ts). */
export const openHouseStore = (db: Firestore) => repositories(db).openHouses;

/**
 * The `api` and `site` functions' apps over this Firestore and Auth, built through the composition
 * root as index.ts builds them, so a benchmark can run them in its own process and count what each
 * request reads and writes (scripts/perf/firestoreCost.ts). Password sign-in is refused: a staff
 * session comes from the stack. App Check is the emulators' stand-in, whose token route the api
 * serves (scripts/stack/appCheckStandIn.ts). `rendererDirectory` holds the built server renderer (functions/lib/site);
 * `renderDeadlineMs` replaces the read deadline of a render where the emulator is slower than Firestore (the MLS benchmark's 50,000 listings).
 */
export function functionApps(
  db: Firestore,
  auth: Auth,
  files: FileStore,
  rendererDirectory: string,
  { renderDeadlineMs }: { renderDeadlineMs?: number } = {},
) {
  const repos = repositories(db);
  const logger = { error: (message: string, details: Record<string, unknown>) => console.error(message, details) };
  const api = apiApp(
    {
      db,
      auth,
      files,
      passwords: { verify: async () => null },
      // Refused as password sign-in is: no Web API key here.
      identity: identityToolkit({ apiKey: () => '', logger }),
      adminSetupSecret: () => '',
      logger,
      config: configFromEnv(),
      leadAlertDefaults: () => [],
      firebaseWebConfig: () => ({ apiKey: '', projectId: '' }),
      // Alerts and lead emails go from the triggers; GET /api/health is not measured.
      mail: () => ({ send: async () => undefined, verify: async () => undefined }),
      linkSigningSecret: () => '',
      staffFactorKey: () => '',
      appCheck: standInAppCheck(randomUUID()),
    },
    repos,
  );
  const site = createSiteApp({
    data: siteData(repos),
    renderer: builtPageRenderer(rendererDirectory),
    logger,
    imageOrigins: [],
    connectOrigins: [],
    ...(renderDeadlineMs ? { renderDeadlineMs } : {}),
  });
  return { api, site };
}
