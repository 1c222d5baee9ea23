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
