// The deployed functions: their names (deploy and monitoring key on them), triggers and schedules.
// Their options, params and secrets are in composition/functionOptions.ts and params.ts, their work
// in composition/instance.ts (the HTTPS apps) and background.ts (the triggers and schedules).
import { setGlobalOptions } from 'firebase-functions';
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/firestore';
import { onRequest } from 'firebase-functions/https';
import { onSchedule } from 'firebase-functions/scheduler';
import { agencySchedule, DIGEST_HOUR, SHOWING_REMINDER_SWEEP_MINUTES } from '@estate/domain';
import {
  askForVisitFeedback,
  assignNewLead,
  checkAuditChain,
  drainAuditEvents,
  pruneAuditLog,
  sealQueuedAuditEvents,
  cleanUpUnusedUploads,
  drainMapCellChanges,
  listingWritten,
  prepareLeadExport,
  queueAlertDigests,
  queueHomeownerReports,
  queueShowingReminders,
  replicateMlsSources,
  sendQueuedMail,
  sweepQueuedMail,
} from './composition/background';
import { FUNCTION_OPTIONS as OPTIONS } from './composition/functionOptions';
import { apiHandler, logger, repos, siteHandler } from './composition/instance';
import { warmingMapCells } from './composition/mapCellsWarmUp';
import { REGION } from './composition/params';
import { LEADS, LEAD_EXPORTS } from './leads';
import { PROPERTIES } from './listings';
import { MAIL_OUTBOX } from './platform';
import { AUDIT_EVENTS } from './audit';

// Before any function is declared: every function's region.
setGlobalOptions({ region: REGION });

// Stack traces name the TypeScript sources (lib/index.js.map is uploaded beside the bundle), so
// Error Reporting groups and shows each fault where it is in the code, not in the bundle.
process.setSourceMapsEnabled(true);

// HTTPS: Hosting rewrites /api/** to `api`, /api/upload-multiple to `uploads`, every other page to `site`.
export const api = onRequest(OPTIONS.api, warmingMapCells(apiHandler, repos.mapCells, logger));
export const uploads = onRequest(OPTIONS.uploads, apiHandler);
export const site = onRequest(OPTIONS.site, warmingMapCells(siteHandler, repos.mapCells, logger));

// Firestore triggers.
export const onLeadCreated = onDocumentCreated({ document: `${LEADS}/{leadId}`, ...OPTIONS.onLeadCreated }, assignNewLead);
export const onMailQueued = onDocumentCreated({ document: `${MAIL_OUTBOX}/{mailId}`, ...OPTIONS.onMailQueued }, sendQueuedMail);
export const onLeadExportRequested = onDocumentCreated(
  { document: `${LEAD_EXPORTS}/{exportId}`, ...OPTIONS.onLeadExportRequested },
  prepareLeadExport,
);
export const onAuditEventQueued = onDocumentCreated(
  { document: `${AUDIT_EVENTS}/{eventId}`, ...OPTIONS.onAuditEventQueued },
  sealQueuedAuditEvents,
);
export const onListingWritten = onDocumentWritten({ document: `${PROPERTIES}/{propertyId}`, ...OPTIONS.onListingWritten }, listingWritten);

// Schedules (the emulators run none: scripts/ runs their work on a local stack). Each `schedule`
// is written here, from literals and the domain's constants (agencySchedule: on Cincinnati's
// clock), for monitoring's policies (scripts/monitoring/schedules.ts reads them).
export const retryQueuedMail = onSchedule({ schedule: 'every 1 minutes', ...OPTIONS.retryQueuedMail }, sweepQueuedMail);
export const cleanUpUploads = onSchedule({ ...agencySchedule('every day 04:00'), ...OPTIONS.cleanUpUploads }, cleanUpUnusedUploads);
export const sendAlertDigests = onSchedule({ ...agencySchedule(`0 ${DIGEST_HOUR} * * *`), ...OPTIONS.sendAlertDigests }, queueAlertDigests);
// docs/product/valuation.md#the-homeowner-report: daily, each run sending the month's reports not sent yet (most on the 1st).
export const sendHomeownerReports = onSchedule(
  { ...agencySchedule('every day 09:00'), ...OPTIONS.sendHomeownerReports },
  queueHomeownerReports,
);
export const sendVisitFeedback = onSchedule({ schedule: 'every 15 minutes', ...OPTIONS.sendVisitFeedback }, askForVisitFeedback);
export const sendShowingReminders = onSchedule(
  { schedule: `every ${SHOWING_REMINDER_SWEEP_MINUTES} minutes`, ...OPTIONS.sendShowingReminders },
  queueShowingReminders,
);
export const placeListingsOnMap = onSchedule({ schedule: 'every 1 minutes', ...OPTIONS.placeListingsOnMap }, drainMapCellChanges);
export const replicateMls = onSchedule({ schedule: 'every 15 minutes', ...OPTIONS.replicateMls }, replicateMlsSources);
// docs/operations.md#the-audit-log: what the queue's trigger left, sealed every minute; the whole chain checked, and entries past retention deleted, daily.
export const sealAuditLog = onSchedule({ schedule: 'every 1 minutes', ...OPTIONS.sealAuditLog }, drainAuditEvents);
export const checkAuditLog = onSchedule({ ...agencySchedule('every day 03:00'), ...OPTIONS.checkAuditLog }, checkAuditChain);
export const pruneAuditEntries = onSchedule({ ...agencySchedule('every day 03:30'), ...OPTIONS.pruneAuditEntries }, pruneAuditLog);
