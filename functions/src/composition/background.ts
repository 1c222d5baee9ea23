import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { LOG_EVENTS } from '@estate/domain';
import { alertListingOf, digestFrequencies } from '../savedSearches';
import { HOMEOWNER_REPORT_BUDGET_MS, MLS_SCHEDULED_RUN_BUDGET_MS } from './functionOptions';
import { homeownerReports } from './homeownerReport';
import { logger, links, repos, files, sender } from './instance';
import { mlsSchedule } from './mls';
import { leadAlertDefaults, mlsCredentials, mlsSources } from './params';
import { alertDigests, uploadCleanup, visitFeedback } from './schedules';
import { showingReminderRun } from './showings';
import { leadExports, listingAlerts, newLeadAssignment } from './triggers';
import { auditRecorder, auditUpkeep } from './audit';
import { errorEvent } from '../platform';

// What the Firestore triggers and the schedules do (functions/src/index.ts declares them), over
// the instance's repositories. The emulators run no schedules: scripts/ runs their work on a local stack.

/** A created document's event, as the triggers read it. */
interface Created<Key extends string> {
  params: Record<Key, string>;
}

/** A written document's event: the document before and after, and when it was written (ISO 8601). */
interface Written<Key extends string> extends Created<Key> {
  data?: { before: { data(): DocumentData | undefined }; after: { data(): DocumentData | undefined } };
  time: string;
}

/** Queued emails one sweep tries again. */
const QUEUED_MAIL_SWEEP_BATCH = 100;
/** Feedback emails one run queues. */
const FEEDBACK_BATCH = 200;

/**
 * A new lead goes to the next available agent when automatic assignment is on. Its emails were
 * queued in the mail outbox with it, and so is an assignee's email with the assignment. A failed
 * assignment leaves the lead unassigned, for staff to claim or assign.
 */
export async function assignNewLead({ params: { leadId } }: Created<'leadId'>): Promise<void> {
  await newLeadAssignment(repos)
    .assignNewLead(leadId)
    .catch((error: unknown) => logger.error(`The automatic assignment of lead ${leadId} failed`, { leadId, reason: String(error) }));
}

/**
 * Every email but a client's sign-in link goes out here once queued in the mail outbox (by a
 * request, a trigger, a schedule, or with a lead), never inside a request; tried again with
 * back-off within the invocation, then by the sweep.
 */
export async function sendQueuedMail({ params: { mailId } }: Created<'mailId'>): Promise<void> {
  await sender().deliver(mailId);
}

/**
 * Every minute, the queued emails whose retry time has come (a mail outage, a trigger that never
 * finished) are tried once more: alert emails every minute for half an hour, the others every 15
 * minutes for a day after they were queued.
 */
export async function sweepQueuedMail(): Promise<void> {
  const retried = await sender().sweep(QUEUED_MAIL_SWEEP_BATCH);
  if (retried > 0) logger.info(`Tried again ${retried} queued email(s)`);
}

/** A lead export staff asked for (POST /api/leads/exports), prepared and stored for its download. A redelivered event does nothing. */
export async function prepareLeadExport({ params: { exportId } }: Created<'exportId'>): Promise<void> {
  await leadExports(repos, logger).prepare(exportId);
}

/** How long a listing's trigger waits for another drain to let the cells go: half its timeout. */
const MAP_DRAIN_WAIT_MS = 60_000;

/** A listing's write: its alerts, and its place on the map. */
export async function listingWritten(event: Written<'propertyId'>): Promise<void> {
  await Promise.all([recordListingAlerts(event), placeListingOnMap(event)]);
}

/**
 * A listing's change is recorded for the map's cells. The agency's own, saved by staff a few at a
 * time, are drained into the cells at once (on the map within seconds), waiting for a drain under
 * way; an MLS run's thousands are left to the drain after the run and the minutely one
 * (drainMapCellChanges), except on the emulators, which run no schedules, where each drains unless
 * a drain is under way (which takes it, or the import's next drain does).
 */
export async function placeListingOnMap({ params: { propertyId }, data, time }: Written<'propertyId'>): Promise<void> {
  const [before, after] = [data?.before.data(), data?.after.data()];
  if (!(await repos.mapCells.record(propertyId, before, after, Timestamp.fromDate(new Date(time))))) return;
  if (!(after ?? before)?.mls) await repos.mapCells.drain({ waitMs: MAP_DRAIN_WAIT_MS });
  else if (process.env.FUNCTIONS_EMULATOR === 'true') await repos.mapCells.drain();
}

/**
 * Every minute, the listings' changes not yet on the map (an MLS run's) applied to its cells, one
 * write per cell; on a deployment's first run (or once `builtAt` is deleted from siteState/mapCells),
 * every cell rebuilt from the listings instead.
 */
export async function drainMapCellChanges(): Promise<void> {
  if (!(await repos.mapCells.built())) {
    logger.info('Rebuilt the map from the listings', await repos.mapCells.rebuild());
    return;
  }
  const applied = await repos.mapCells.drain();
  if (typeof applied === 'number' && applied > 0) logger.info(`Placed ${applied} listing change(s) on the map`);
}

/**
 * A listing came on the market, had its price cut or changed status: the saved searches it can
 * match (read by their match keys only) and the clients who keep it are owed an alert each,
 * recorded once with the instant ones' emails queued in the mail outbox.
 */
async function recordListingAlerts({ params: { propertyId }, data }: Written<'propertyId'>): Promise<void> {
  const { recorded, queued } = await listingAlerts(repos).listingChanged(
    alertListingOf(propertyId, data?.before.data()),
    alertListingOf(propertyId, data?.after.data()),
  );
  if (recorded > 0) logger.info(`Listing ${propertyId}: ${recorded} alert(s) recorded, ${queued} email(s) queued`);
}

/**
 * Uploads that no listing, neighbourhood, article or testimonial uses a day after they were made
 * (a dialog closed with its tab, a failed save) are deleted; `npm run cleanup-uploads` on a local stack.
 */
export async function cleanUpUnusedUploads(): Promise<void> {
  const removed = await uploadCleanup(repos, files).removeOrphans();
  logger.info(`Deleted ${removed.length} unused upload(s)`, { removed });
}

/** The digests at 7:00 in Cincinnati, queued in the mail outbox: daily ones every day, weekly ones on Mondays (`npm run alerts:digest`). */
export async function queueAlertDigests(): Promise<void> {
  const queued = await alertDigests(repos).run(digestFrequencies(new Date()));
  logger.info('Queued the alert digests', queued);
}

/**
 * The homeowner reports of the month (docs/product/valuation.md#the-homeowner-report), queued in the
 * mail outbox once each: every day at 9:00, each run taking the month's not yet queued (all of them
 * on the 1st; then a run cut short, an owner who consented since) (`npm run home-reports:send`).
 */
export async function queueHomeownerReports(): Promise<void> {
  const outcome = await homeownerReports(repos, links()).run(new Date(), HOMEOWNER_REPORT_BUDGET_MS);
  logger.info('Queued the homeowner reports', { ...outcome, failed: outcome.failed.length });
  if (outcome.failed.length > 0)
    logger.error(`${outcome.failed.length} homeowner report(s) failed; the next run tries them again`, outcome);
}

/** The visitors whose showing or open house ended an hour ago, asked for feedback through the mail outbox (`npm run visits:due`). */
export async function askForVisitFeedback(): Promise<void> {
  const sent = await visitFeedback(repos, links()).sendDue(FEEDBACK_BATCH);
  if (sent > 0) logger.info(`Asked ${sent} visitor(s) for feedback`);
}

/** The reminders of confirmed showings now due (24 hours and 2 hours before), queued once each for both sides (`npm run visits:due`). */
export async function queueShowingReminders(): Promise<void> {
  const queued = await showingReminderRun(repos, { ...links(), leadAlertDefaults }).run();
  if (queued > 0) logger.info(`Queued ${queued} showing reminder(s)`);
}

/** The MLS sources' run, built once an instance (it says once that there is no source). */
const mlsRun = mlsSchedule(repos, { files, logger, limits: { runBudgetMs: MLS_SCHEDULED_RUN_BUDGET_MS } });

/**
 * Every 15 minutes, each MLS source's changes since the last run copied into the replica, with a
 * few listings' photos; a run that reaches its deadline leaves the rest to the next (docs/product/mls.md).
 */
export async function replicateMlsSources(): Promise<void> {
  await mlsRun(mlsSources.value(), mlsCredentials.value());
  // The run's listings on the map now, not at the next minute (those whose triggers are still to come, then).
  await drainMapCellChanges();
}

/**
 * An entry queued in the audit log (auditEvents/{id} created): the queue is sealed into the chain
 * now, unless a drain is under way (which seals it, looking once more after it lets its lease go).
 */
export async function sealQueuedAuditEvents(): Promise<void> {
  await auditRecorder(repos).drain();
}

/** Every minute, what is still queued in the audit log (a trigger that failed, a drain cut short) sealed into the chain. */
export async function drainAuditEvents(): Promise<void> {
  const sealed = await auditRecorder(repos).drain();
  if (typeof sealed === 'number' && sealed > 0) logger.info(`Sealed ${sealed} audit log entr${sealed === 1 ? 'y' : 'ies'}`);
}

/**
 * Every day, the whole kept audit log checked from its checkpoint: a break is an error event for
 * monitoring and an email to the admins; a sound chain logs its head (seq and hash), a witness
 * outside the database of what the chain held that day.
 */
export async function checkAuditChain(): Promise<void> {
  const upkeep = auditUpkeep(repos, links().siteOrigin);
  const verdict = await upkeep.verify();
  if (verdict.ok) {
    logger.info(`The audit log's chain holds: ${verdict.checked} entries checked`, {
      headSeq: verdict.last.seq,
      headHash: verdict.last.hash,
    });
    return;
  }
  const message = `The audit log's chain is broken at entry ${verdict.firstBadSeq} (${verdict.reason})`;
  logger.error(message, {
    ...errorEvent(new Error(message)),
    event: LOG_EVENTS.auditChainBroken,
    firstBadSeq: verdict.firstBadSeq,
    reason: verdict.reason,
    checked: verdict.checked,
  });
  await upkeep.alert(verdict);
}

/** Every day, the audit log's entries older than its retention (AUDIT_RETENTION_DAYS) deleted, oldest first, with the checkpoint moved. */
export async function pruneAuditLog(): Promise<void> {
  const deleted = await auditUpkeep(repos, links().siteOrigin).prune();
  if (deleted > 0) logger.info(`Deleted ${deleted} audit log entr${deleted === 1 ? 'y' : 'ies'} past their retention`);
}
