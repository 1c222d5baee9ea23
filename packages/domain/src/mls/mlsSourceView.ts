/**
 * An MLS source as the dashboard's MLS sources panel shows it (docs/product/mls.md#operating-the-sources):
 * what `GET /api/mls/sources` answers for each source the replica knows.
 */
import type { MlsPhase, MlsRun, MlsSourceState } from './mlsReplica';

/** How many of a source's runs the panel lists, newest first. */
export const MLS_SOURCE_RUNS_SHOWN = 5;

export interface MlsSourceView {
  id: string;
  /** The source's name, as its last run kept it; its id before any run has. */
  name: string;
  paused: boolean;
  /** A full re-sync asked for, which the next run starts. */
  resyncRequested: boolean;
  phase: MlsPhase;
  lastSuccessAt: string | null;
  /** Now minus the newest timestamp the source has given; null before it gave one. */
  lagSeconds: number | null;
  /** Its listings the site shows (in `properties`, the one search's collection). */
  listingsShown: number;
  /** Listings whose photos the source still owes. */
  photosPending: number;
  lastErrors: MlsSourceState['lastErrors'];
  /** The last runs, newest first. */
  runs: MlsRun[];
}

/** The refusals of the MLS sources' routes. */
export const MLS_SOURCE_MESSAGES = {
  badId: 'An MLS source’s id is 1 to 40 lower-case letters, digits or hyphens',
  notFound: 'MLS source not found',
} as const;
