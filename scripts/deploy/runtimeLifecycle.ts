// When a Cloud Functions runtime stops being fit to deploy on, from firebase-tools' runtime table.

/** One row of firebase-tools' runtime table (lib/deploy/functions/runtimes/supported/types.js). */
export interface RuntimeEntry {
  friendly: string;
  deprecationDate: string;
  decommissionDate: string;
}

/**
 * The warning firebase-tools gives is 90 days; twice that leaves time to move to the next runtime
 * (and the project's Node devDependency) before deploys start warning and then refuse.
 */
export const UPGRADE_NOTICE_DAYS = 180;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Why `runtime` must be upgraded now, or undefined while it is more than UPGRADE_NOTICE_DAYS from deprecation. */
export function upgradeDue(runtime: string, entry: RuntimeEntry, now: Date): string | undefined {
  const deprecation = new Date(entry.deprecationDate);
  if (now.getTime() < deprecation.getTime() - UPGRADE_NOTICE_DAYS * DAY_MS) return undefined;
  const tense = now >= deprecation ? 'was deprecated' : 'is deprecated';
  return (
    `${runtime} ${tense} on ${entry.deprecationDate} and decommissioned on ${entry.decommissionDate} ` +
    `(firebase-tools' runtime table; this check fails from ${UPGRADE_NOTICE_DAYS} days before deprecation): upgrade the runtime`
  );
}

/** 24 of `nodejs24`; undefined for any other language's runtime. */
export function runtimeNodeMajor(runtime: string): number | undefined {
  const match = /^nodejs(\d+)$/.exec(runtime);
  return match ? Number(match[1]) : undefined;
}

/** The major version a package.json `engines.node` range starts from: 24 of "24", ">=24", "^24.1.0" or "24.x". */
export function enginesNodeMajor(range: string | undefined): number | undefined {
  const match = /(\d+)/.exec(range ?? '');
  return match ? Number(match[1]) : undefined;
}
