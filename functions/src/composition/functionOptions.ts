import type { DocumentOptions } from 'firebase-functions/firestore';
import type { HttpsOptions } from 'firebase-functions/https';
import type { ScheduleOptions } from 'firebase-functions/scheduler';
import { adminSetupSecret, linkSigningSecret, mlsCredentials, smtpUrl, staffFactorKey, warmInstances } from './params';

type TriggerOptions = Omit<DocumentOptions, 'document'>;
/** A schedule's own options; its `schedule` (and zone) stays in index.ts, where monitoring reads it (scripts/monitoring/schedules.ts). */
type ScheduledOptions = Omit<ScheduleOptions, 'schedule' | 'timeZone'>;

/** What every HTTPS function of the api reads at run time. */
const API_SECRETS = [adminSetupSecret, smtpUrl, linkSigningSecret, staffFactorKey];
/** What the one mail sender reads: the mail server, and the key of the links its writers sign. */
const MAIL_SECRETS = [smtpUrl, linkSigningSecret];

/** The MLS schedule's time limit, within which docs/product/mls.md#limits bounds a run. */
const MLS_TIMEOUT_SECONDS = 540;
/**
 * What an MLS run leaves of that limit after its last request starts: the request under way (abandoned
 * after 30 s, MLS_RUN_LIMITS.requestTimeoutMs), and the page's writes, the run's record and the release.
 */
const MLS_RUN_MARGIN_SECONDS = 60;
/** When the scheduled run starts no more requests, counted from its start (docs/product/mls.md#limits). */
export const MLS_SCHEDULED_RUN_BUDGET_MS = (MLS_TIMEOUT_SECONDS - MLS_RUN_MARGIN_SECONDS) * 1000;

/** When the homeowner reports' run starts no more reports: a report under way (its market's reads, its queuing) ends well within the 540 s. */
export const HOMEOWNER_REPORT_BUDGET_MS = 420_000;

/** Each function's runtime, by its exported name (functions/src/index.ts); the region is set for all at once. */
export const FUNCTION_OPTIONS = {
  // 60 s: Hosting ends a rewrite to a function then, so longer work (lead exports) runs in a trigger.
  // Photo uploads go to `uploads` (firebase.json), so the instances answering forms never encode.
  // Kept warm (WARM_INSTANCES): an instance keeps the map's cells it read, following only what drains change.
  api: {
    memory: '1GiB',
    timeoutSeconds: 60,
    minInstances: warmInstances,
    maxInstances: 10,
    concurrency: 80,
    secrets: API_SECRETS,
  } satisfies HttpsOptions,
  /**
   * POST /api/upload-multiple, routed here by Hosting: sharp decodes camera photos and encodes every
   * web size in AVIF, WebP and JPEG, which wants CPU and memory of its own. 2 vCPU and 2 GiB (libvips
   * uses both cores), a few uploads at a time, within Hosting's 60 s (DEADLINES_MS.upload).
   */
  uploads: { memory: '2GiB', cpu: 2, timeoutSeconds: 60, maxInstances: 5, concurrency: 4, secrets: API_SECRETS } satisfies HttpsOptions,
  /**
   * The public pages, rendered on the server. A function of its own, not a route of `api`: it loads
   * React and the whole site's code, which would slow every cold start of the API, and it scales
   * with page views (mostly absorbed by the CDN) rather than with form posts and dashboard work.
   */
  site: { memory: '512MiB', minInstances: warmInstances, maxInstances: 10, concurrency: 80 } satisfies HttpsOptions,
  onLeadCreated: { memory: '256MiB' } satisfies TriggerOptions,
  // The sender's tries within one invocation take up to 540 s.
  onMailQueued: { secrets: MAIL_SECRETS, timeoutSeconds: 540, memory: '256MiB' } satisfies TriggerOptions,
  // 540 s rather than the 60 s Hosting gives a request.
  onLeadExportRequested: { timeoutSeconds: 540, memory: '512MiB' } satisfies TriggerOptions,
  // A drain that finds another under way leaves the entry to it; a failed one is the minutely drain's.
  onAuditEventQueued: { memory: '256MiB' } satisfies TriggerOptions,
  // Recording is idempotent, so a failed invocation is retried by the platform.
  onListingWritten: { timeoutSeconds: 120, memory: '256MiB', retry: true } satisfies TriggerOptions,
  /** One drain at a time (their lease says so too); a step of 500 changes takes seconds, a first MLS load's 50,000 a few minutes. */
  placeListingsOnMap: { timeoutSeconds: 540, maxInstances: 1, retryCount: 0 } satisfies ScheduledOptions,
  retryQueuedMail: { secrets: MAIL_SECRETS, timeoutSeconds: 540 } satisfies ScheduledOptions,
  /** One drain at a time (the head's lease says so too). */
  sealAuditLog: { timeoutSeconds: 120, maxInstances: 1, retryCount: 0 } satisfies ScheduledOptions,
  /** Reads every kept entry: about 3 million over two years at 4,000 a day, read 1,000 a page (docs/operations.md#the-audit-log). */
  checkAuditLog: { timeoutSeconds: 540, memory: '512MiB', maxInstances: 1 } satisfies ScheduledOptions,
  pruneAuditEntries: { timeoutSeconds: 540, maxInstances: 1 } satisfies ScheduledOptions,
  cleanUpUploads: {} satisfies ScheduledOptions,
  sendAlertDigests: { timeoutSeconds: 540 } satisfies ScheduledOptions,
  /** One run at a time; it stops starting reports past HOMEOWNER_REPORT_BUDGET_MS, and the next day's run takes the rest. */
  sendHomeownerReports: { secrets: [linkSigningSecret], timeoutSeconds: 540, maxInstances: 1, retryCount: 0 } satisfies ScheduledOptions,
  sendVisitFeedback: { secrets: [linkSigningSecret], timeoutSeconds: 300 } satisfies ScheduledOptions,
  sendShowingReminders: { secrets: [linkSigningSecret], timeoutSeconds: 120 } satisfies ScheduledOptions,
  /**
   * The MLS replication. Its photo work decodes and encodes with sharp, one photo at a time: 2 GiB
   * gets a whole vCPU (Google's table gives 1 GiB 0.583). One instance; no retry, the next run
   * continues where this one stopped.
   */
  replicateMls: {
    secrets: [mlsCredentials],
    timeoutSeconds: MLS_TIMEOUT_SECONDS,
    memory: '2GiB',
    maxInstances: 1,
    retryCount: 0,
  } satisfies ScheduledOptions,
};
