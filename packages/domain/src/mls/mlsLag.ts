/**
 * How far the replica is behind its source: now minus the newest ModificationTimestamp the source
 * has given (docs/product/mls.md#lag). Admins are emailed past the alert bound; the rules' own bound is 12 hours.
 */
export const MLS_LAG_ALERT_HOURS = 6;
export const MLS_LAG_RULE_HOURS = 12;

/** The lag in whole seconds at `now`; undefined before the source has given any timestamp. */
export function mlsLagSeconds(now: number, newestSourceTimestamp: string | null | undefined): number | undefined {
  const newest = newestSourceTimestamp ? Date.parse(newestSourceTimestamp) : NaN;
  return Number.isNaN(newest) ? undefined : Math.max(0, Math.floor((now - newest) / 1000));
}

/** Whether the lag has passed the bound that alerts the admins. */
export const isMlsLagging = (lagSeconds: number | undefined) => lagSeconds !== undefined && lagSeconds > MLS_LAG_ALERT_HOURS * 3600;

/** Whether a source lagging at `now` is owed the admins' email: none sent yet, or the last one MLS_LAG_ALERT_HOURS ago or more. */
export const isMlsLagAlertDue = (now: number, lastAlertedAt: string | null | undefined) =>
  !lastAlertedAt || now - Date.parse(lastAlertedAt) >= MLS_LAG_ALERT_HOURS * 3600 * 1000;

/** The lag as staff read it: "3 h 20 min behind", "45 min behind", "Up to date" under a minute. */
export function formatMlsLag(lagSeconds: number): string {
  const minutes = Math.floor(lagSeconds / 60);
  if (minutes < 1) return 'Up to date';
  const hours = Math.floor(minutes / 60);
  const parts = [...(hours > 0 ? [`${hours} h`] : []), ...(minutes % 60 > 0 || hours === 0 ? [`${minutes % 60} min`] : [])];
  return `${parts.join(' ')} behind`;
}
