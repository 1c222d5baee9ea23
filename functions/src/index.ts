import { defineSecret, defineString, projectID } from 'firebase-functions/params';
import { getAppCheck } from 'firebase-admin/app-check';
import { logger, setGlobalOptions } from 'firebase-functions';
import { onDocumentCreated, onDocumentUpdated, onDocumentWritten, type DocumentOptions } from 'firebase-functions/firestore';
import { onRequest } from 'firebase-functions/https';
import { onSchedule } from 'firebase-functions/scheduler';
import {
  agencySchedule,
  DEFAULT_LEAD_ALERT_RECIPIENT,
  DIGEST_HOUR,
  LEAD_MAIL_SWEEP_MINUTES,
  SHOWING_REMINDER_SWEEP_MINUTES,
} from '@estate/domain';
import { alertListingOf, digestFrequencies } from './savedSearches';
import {
  alertDigests,
  type AlertMailOptions,
  alertSweep,
  apiApp,
  leadExports,
  leadMail,
  listingAlerts,
  newLeadAssignment,
  queuedMail,
  repositories,
  showingReminderRun,
  siteData,
  uploadCleanup,
  visitFeedback,
} from './composition';
import { LEADS, LEAD_EXPORTS, freshAssignment } from './leads';
import { PROPERTIES } from './listings';
import {
  appCheckFromEnv,
  configFromEnv,
  emulatorsFromEnv,
  identityToolkit,
  siteOriginFromEnv,
  firebaseClients,
  MAIL_OUTBOX,
  type MailTransport,
  smtpTransport,
} from './platform';
import { firebaseConnectOrigins, uploadImageOrigins, builtPageRenderer, createSiteApp } from './site';
import { identityToolkitVerifier } from './staff';
import { fileStoreFromEnv } from './uploads';

/** Every function's region, beside the Firestore database and its events (docs/operations.md#location). */
const REGION = 'us-central1';
setGlobalOptions({ region: REGION });

// Stack traces name the TypeScript sources (lib/index.js.map is uploaded beside the bundle), so
// Error Reporting groups and shows each fault where it is in the code, not in the bundle.
process.setSourceMapsEnabled(true);

/**
 * The project's Web API key (functions/.env.<project>), for Identity Toolkit sign-in. No
 * default: the emulators' demo project has its own file, and a deployment without a key
 * refuses sign-in with a logged reason (identityToolkitVerifier).
 */
const webApiKey = defineString('WEB_API_KEY');
/**
 * The one-time secret that registering the first admin requires (Secret Manager; the
 * emulators read functions/.secret.local). Without it nobody can register.
 */
const adminSetupSecret = defineSecret('ADMIN_SETUP_SECRET');

/**
 * What signs the unsubscribe links of alert emails (Secret Manager; the emulators read
 * functions/.secret.local). Changing it voids the links of every email sent before.
 */
const linkSigningSecret = defineSecret('LINK_SIGNING_SECRET');

/**
 * The SMTP server the emails go through, as a URL (smtps://user:password@host:465; Secret
 * Manager). The emulators read functions/.secret.local: MailDev on the local stack, nowhere else.
 */
const smtpUrl = defineSecret('SMTP_URL');
/** The sender of every email. */
const mailFrom = defineString('MAIL_FROM', { default: 'Queen City Estates <no-reply@queencityestates.com>' });
/** Who gets lead alerts until an admin sets the list in the dashboard's Settings (comma-separated). */
const leadAlertRecipients = defineString('LEAD_ALERT_RECIPIENTS', { default: DEFAULT_LEAD_ALERT_RECIPIENT });

const leadAlertDefaults = () =>
  leadAlertRecipients
    .value()
    .split(',')
    .map((recipient) => recipient.trim())
    .filter(Boolean);

/** The mail server, built once per instance on first use: its URL is a secret, read at run time. */
let mailServer: MailTransport | undefined;
const mail = () => (mailServer ??= smtpTransport(smtpUrl.value(), mailFrom.value()));

const { db, auth } = firebaseClients();
const config = configFromEnv();
const files = fileStoreFromEnv();
// Built once per instance, shared by whichever function runs in it.
const repos = repositories(db);
/**
 * The public forms' App Check (docs/operations.md#app-check): the Admin SDK with APP_CHECK=enforce in
 * functions/.env.<project>, the local stand-in on the emulators. Read as the code loads, so that a
 * deploy without it fails before it changes anything, with the reason.
 */
const appCheck = appCheckFromEnv(process.env, () => getAppCheck());

const identityOptions = { apiKey: () => webApiKey.value(), emulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST, logger };

/** The api as every HTTPS function of it runs it. */
const apiHandler = apiApp(
  {
    db,
    auth,
    files,
    passwords: identityToolkitVerifier(identityOptions),
    identity: identityToolkit(identityOptions),
    adminSetupSecret: () => adminSetupSecret.value(),
    logger,
    config,
    leadAlertDefaults,
    firebaseWebConfig: () => ({ apiKey: webApiKey.value(), projectId: projectID.value(), emulators: emulatorsFromEnv() }),
    mail,
    linkSigningSecret: () => linkSigningSecret.value(),
    appCheck,
  },
  repos,
);
const API_SECRETS = [adminSetupSecret, smtpUrl, linkSigningSecret];

// 60 s: Hosting ends a rewrite to a function then, so longer work (lead exports) runs in a trigger.
// Photo uploads go to `uploads` (firebase.json), so the instances answering forms never encode.
export const api = onRequest({ memory: '1GiB', timeoutSeconds: 60, maxInstances: 10, concurrency: 80, secrets: API_SECRETS }, apiHandler);

/**
 * POST /api/upload-multiple, routed here by Hosting: sharp decodes camera photos and encodes every
 * web size in AVIF, WebP and JPEG, which wants CPU and memory of its own. 2 vCPU and 2 GiB (libvips
 * uses both cores), a few uploads at a time, within Hosting's 60 s (DEADLINES_MS.upload).
 */
export const uploads = onRequest(
  { memory: '2GiB', cpu: 2, timeoutSeconds: 60, maxInstances: 5, concurrency: 4, secrets: API_SECRETS },
  apiHandler,
);

/**
 * The public pages, rendered on the server. A function of its own, not a route of `api`: it loads
 * React and the whole site's code, which would slow every cold start of the API, and it scales
 * with page views (mostly absorbed by the CDN) rather than with form posts and dashboard work.
 */
export const site = onRequest(
  { memory: '512MiB', maxInstances: 10, concurrency: 80 },
  createSiteApp({
    data: siteData(repos),
    listingGate: repos.listingGate,
    renderer: builtPageRenderer(),
    logger,
    imageOrigins: uploadImageOrigins(),
    connectOrigins: firebaseConnectOrigins(),
  }),
);

/**
 * Uploads that no listing, neighbourhood, article or testimonial uses a day after they were
 * made (a dialog closed with its tab, a failed save) are deleted once a day. On a local stack,
 * `npm run cleanup-uploads` runs the same clean-up (the emulators do not run schedules).
 */
export const cleanUpUploads = onSchedule(agencySchedule('every day 04:00'), async () => {
  const removed = await uploadCleanup(repos, files).removeOrphans();
  logger.info(`Deleted ${removed.length} unused upload(s)`, { removed });
});

/** The lead mailer as both mail functions build it; `retryDelaysS` as the caller needs. */
const mailer = (retryDelaysS?: readonly number[]) =>
  leadMail(repos, {
    transport: mail(),
    siteOrigin: siteOriginFromEnv(),
    defaultRecipients: leadAlertDefaults(),
    logger,
    ...(retryDelaysS ? { retryDelaysS } : {}),
  });

/** How both lead triggers run: the mail functions' retries take up to 540 seconds. */
const LEAD_TRIGGER: DocumentOptions<`${typeof LEADS}/{leadId}`> = {
  document: `${LEADS}/{leadId}`,
  secrets: [smtpUrl],
  timeoutSeconds: 540,
  memory: '256MiB',
};

/**
 * A new lead goes to the next available agent when automatic assignment is on, then
 * its emails go out, after it is stored and never inside the visitor's request: a mail server
 * that is down neither fails nor slows a submission. Retries with back-off happen inside the
 * invocation (leadMailer), within its 540 seconds; what is still unsent then waits for retryLeadMail.
 */
export const onLeadCreated = onDocumentCreated(LEAD_TRIGGER, async (event) => {
  const { leadId } = event.params;
  // A failed assignment leaves the lead unassigned, for staff to claim or assign; its emails go out all the same.
  await newLeadAssignment(repos)
    .assignNewLead(leadId)
    .catch((error: unknown) => logger.error(`The automatic assignment of lead ${leadId} failed`, { leadId, reason: String(error) }));
  await mailer().deliverNewLead(leadId);
});

/**
 * The assignee's email, sent when an update of a lead queued it afresh (an admin's
 * assignment, or the automatic one above). Every other update of a lead (a status, a note, the
 * mailer's own records) sends nothing.
 */
export const onLeadAssigned = onDocumentUpdated(LEAD_TRIGGER, async (event) => {
  const queuedAt = freshAssignment(event.data?.before.data(), event.data?.after.data());
  if (queuedAt) await mailer().deliverAssignment(event.params.leadId, queuedAt);
});

/**
 * An email a request queued (a client's interest for their agent, and the like) goes out here,
 * never inside the request; retries as the lead emails'.
 */
export const onMailQueued = onDocumentCreated(
  { document: `${MAIL_OUTBOX}/{mailId}`, secrets: [smtpUrl], timeoutSeconds: 540, memory: '256MiB' },
  async (event) => {
    await queuedMail(repos, { transport: mail(), logger }).deliver(event.params.mailId);
  },
);

/**
 * A lead export staff asked for (POST /api/leads/exports) is prepared here, with 540 s rather than
 * the 60 s Hosting gives a request, and stored for its download. A redelivered event does nothing.
 */
export const onLeadExportRequested = onDocumentCreated(
  { document: `${LEAD_EXPORTS}/{exportId}`, timeoutSeconds: 540, memory: '512MiB' },
  async (event) => {
    await leadExports(repos, logger).prepare(event.params.exportId);
  },
);

/** Queued emails one sweep retries. */
const QUEUED_MAIL_SWEEP_BATCH = 100;

/** What the trigger could not send within its invocation, tried again; given up a day after it was queued. */
export const retryQueuedMail = onSchedule(
  { schedule: `every ${LEAD_MAIL_SWEEP_MINUTES} minutes`, secrets: [smtpUrl], timeoutSeconds: 540 },
  async () => {
    const retried = await queuedMail(repos, { transport: mail(), logger, retryDelaysS: [2, 10] }).sweep(QUEUED_MAIL_SWEEP_BATCH);
    if (retried > 0) logger.info(`Tried again ${retried} queued email(s)`);
  },
);

/** Leads one sweep retries; a long outage's backlog drains over successive sweeps. */
const LEAD_MAIL_SWEEP_BATCH = 100;

/**
 * Every 15 minutes, the emails a longer mail outage left unsent are tried again, for a day after
 * their lead arrived (then they are marked failed). The emulators run no schedules.
 */
export const retryLeadMail = onSchedule(
  {
    schedule: `every ${LEAD_MAIL_SWEEP_MINUTES} minutes`,
    secrets: [smtpUrl],
    timeoutSeconds: 540,
  },
  async () => {
    const retried = await mailer([2, 10]).sweep(LEAD_MAIL_SWEEP_BATCH);
    if (retried > 0) logger.info(`Tried again the emails of ${retried} lead(s)`);
  },
);

/** How the alert functions send: the site's mail server, links to the site, signed unsubscribe links. */
const alertOptions = (retryDelaysS?: readonly number[]): AlertMailOptions => ({
  transport: mail(),
  siteOrigin: siteOriginFromEnv(),
  signingSecret: () => linkSigningSecret.value(),
  logger,
  ...(retryDelaysS ? { retryDelaysS } : {}),
});

/**
 * A listing came on the market, had its price cut or changed status: the saved searches it can
 * match (read by its match keys only) and the clients who keep it are owed an alert each, recorded
 * once; the instant ones are sent here, tried again after 10 and 30 seconds, then left to
 * sendInstantAlerts. Recording is idempotent, so a failed invocation is retried by the platform.
 */
export const onListingWritten = onDocumentWritten(
  {
    document: `${PROPERTIES}/{propertyId}`,
    secrets: [smtpUrl, linkSigningSecret],
    timeoutSeconds: 120,
    memory: '256MiB',
    retry: true,
  },
  async (event) => {
    const id = event.params.propertyId;
    const { recorded, sent } = await listingAlerts(repos, alertOptions([10, 30])).listingChanged(
      alertListingOf(id, event.data?.before.data()),
      alertListingOf(id, event.data?.after.data()),
    );
    if (recorded > 0) logger.info(`Listing ${id}: ${recorded} alert(s) recorded, ${sent} email(s) sent now`);
  },
);

/**
 * Every minute, the instant alerts that a trigger could not send (a mail outage, an invocation
 * that died) once its three-minute hold is over: an instant alert leaves within five minutes.
 */
export const sendInstantAlerts = onSchedule(
  { schedule: 'every 1 minutes', secrets: [smtpUrl, linkSigningSecret], timeoutSeconds: 120 },
  async () => {
    const sent = await alertSweep(repos, alertOptions()).run();
    if (sent > 0) logger.info(`Sent ${sent} instant alert email(s) left by a trigger`);
  },
);

/**
 * The digests at 7:00 in Cincinnati: the daily ones every day, the weekly ones on Mondays. On a
 * local stack, `npm run alerts:digest` sends them now (the emulators run no schedules).
 */
export const sendAlertDigests = onSchedule(
  {
    ...agencySchedule(`0 ${DIGEST_HOUR} * * *`),
    secrets: [smtpUrl, linkSigningSecret],
    timeoutSeconds: 540,
  },
  async () => {
    const sent = await alertDigests(repos, alertOptions([10, 30])).run(digestFrequencies(new Date()));
    logger.info('Sent the alert digests', sent);
  },
);

/** Feedback emails one sweep queues. */
const FEEDBACK_SWEEP_BATCH = 200;

/**
 * Every 15 minutes, the visitors whose showing or open house ended an hour ago are asked for
 * feedback (queued to the outbox, which onMailQueued sends). On a local stack, `npm run visits:due`.
 */
export const sendVisitFeedback = onSchedule(
  { schedule: 'every 15 minutes', secrets: [linkSigningSecret], timeoutSeconds: 300 },
  async () => {
    const sent = await visitFeedback(repos, { siteOrigin: siteOriginFromEnv(), signingSecret: () => linkSigningSecret.value() }).sendDue(
      FEEDBACK_SWEEP_BATCH,
    );
    if (sent > 0) logger.info(`Asked ${sent} visitor(s) for feedback`);
  },
);

/**
 * Every 15 minutes, the reminders of confirmed showings now due (24 hours and 2 hours before),
 * queued once each for both sides; onMailQueued sends them. On a local stack,
 * `npm run visits:due` queues the due ones now (the emulators run no schedules).
 */
export const sendShowingReminders = onSchedule(
  { schedule: `every ${SHOWING_REMINDER_SWEEP_MINUTES} minutes`, secrets: [linkSigningSecret], timeoutSeconds: 120 },
  async () => {
    const queued = await showingReminderRun(repos, {
      siteOrigin: siteOriginFromEnv(),
      signingSecret: () => linkSigningSecret.value(),
      leadAlertDefaults,
    }).run();
    if (queued > 0) logger.info(`Queued ${queued} showing reminder(s)`);
  },
);
