/**
 * Every function the project deploys, as functions/src/index.ts exports them. Listed here, apart
 * from the code, so that a function lost from the bundle (an export removed, a module that no
 * longer loads) fails the deploy check instead of being deleted by the next deploy.
 */
export const DEPLOYED_FUNCTIONS = [
  'api',
  'site',
  'uploads',
  'onLeadCreated',
  'onMailQueued',
  'onLeadExportRequested',
  'cleanUpUploads',
  'retryQueuedMail',
  'onListingWritten',
  'sendAlertDigests',
  'sendHomeownerReports',
  'sendVisitFeedback',
  'sendShowingReminders',
  'placeListingsOnMap',
  'replicateMls',
  'onAuditEventQueued',
  'sealAuditLog',
  'checkAuditLog',
  'pruneAuditEntries',
] as const;

/** What differs between the functions the artifact declares and DEPLOYED_FUNCTIONS. */
export function functionListProblems(declared: string[], expected: readonly string[] = DEPLOYED_FUNCTIONS): string[] {
  const missing = expected.filter((name) => !declared.includes(name));
  const unlisted = declared.filter((name) => !expected.includes(name));
  return [
    ...(missing.length > 0 ? [`the artifact does not declare ${missing.join(', ')} (a deploy would delete them)`] : []),
    ...(unlisted.length > 0
      ? [`the artifact declares ${unlisted.join(', ')}, not in DEPLOYED_FUNCTIONS (scripts/deploy/deployedFunctions.ts): add them there`]
      : []),
  ];
}
