import type { GoogleApi } from '../google/googleApi';
import type { DeclaredFunctions } from './declaredFunctions';

/** Something the project lacks, and the command that adds it (or, where no command can, what to do). */
export interface Missing {
  item: string;
  fix: string;
}

/** What one check found: what it looked at (printed either way) and what is missing. */
export interface CheckOutcome {
  lines: string[];
  missing: Missing[];
}

/** Everything a check may read: the target project, what the code declares, and Google's APIs. */
export interface PreflightContext {
  projectId: string;
  /** The functions' .env files as `firebase deploy` merges them for this project. */
  env: Record<string, string>;
  /** The environment the site is built in (the deploy's own): App Check's settings for the forms. */
  buildEnv: Record<string, string | undefined>;
  /** Where the fix commands write a missing value: functions/.env.<projectId>. */
  envFile: string;
  /** What the functions declare, from their build manifest. */
  declared: DeclaredFunctions;
  /** The functions codebases firebase.json deploys (`default` when unnamed). */
  codebases: string[];
  /** The products firebase.json deploys (hosting, functions, firestore, storage). */
  products: string[];
  /** firestore.indexes.json as read. */
  indexes: unknown;
  /** The collections whose documents Firestore's TTL deletes by their `expiresAt`. */
  ttlCollections: readonly string[];
  google: GoogleApi;
  /** Fetches a public web address, as a browser would (the basemap's files): not Google's APIs. */
  publicFetch: typeof fetch;
}

/** One thing the preflight makes sure of before anything changes. */
export interface PreflightCheck {
  name: string;
  run(context: PreflightContext): Promise<CheckOutcome>;
}

export const passed = (lines: string[]): CheckOutcome => ({ lines, missing: [] });
