/**
 * The MLS replica in Firestore (docs/product/mls.md#the-replica): what the replication writes and
 * what the display, the search and the dashboard read. No client reads these collections directly.
 */
import type { MlsFieldValue, MlsKeptField } from './mlsFields';

/** One document per source record, `${sourceId}_${ListingKey}` made document-id safe. */
export const MLS_LISTINGS = 'mlsListings';
/** Each source's replication state, by the source's id. */
export const MLS_SOURCES = 'mlsSources';
/** What each run did, expired by TTL. */
export const MLS_RUNS = 'mlsRuns';
/** The photo work queue: a listing's media to fetch into the site's own storage, by the listing's document id. */
export const MLS_PHOTOS = 'mlsPhotos';

/** A photo of an MLS listing: the source's key and order, and the site's own copy once fetched (never the source's URL). */
export interface MlsMedia {
  key: string;
  order: number;
  description: string | null;
  /** The site's own URL of the photo (its JPEG, whose name carries the web sizes); null until fetched. */
  url: string | null;
}

/** An mlsListings document: the kept Data Dictionary fields and what the replication adds. */
export type MlsListing = Partial<Record<MlsKeptField, MlsFieldValue>> & {
  ListingKey: string;
  sourceId: string;
  media: MlsMedia[];
  /** The site's own photo URLs in order, those fetched so far (what the uploads clean-up sees as used). */
  images: string[];
  photosChangedAt: string | null;
  /** When the replication last wrote the record. */
  syncedAt: string;
};

/** Where a source's replication stands. */
export type MlsPhase = 'initial' | 'incremental';

/** An mlsSources document. */
export interface MlsSourceState {
  /** The greatest ModificationTimestamp the source returned and that is stored: never the local clock. */
  cursor: string | null;
  /** The continuation of a load under way, or null. */
  nextLink: string | null;
  phase: MlsPhase;
  lastSuccessAt: string | null;
  lastReconciledAt: string | null;
  newestSourceTimestamp: string | null;
  paused: boolean;
  /** A full re-sync asked for: the next run starts over from no cursor and reconciles the keys. */
  resyncRequested: boolean;
  /** A key reconciliation is owed before the daily one (after a full re-sync), kept until one completes. */
  reconcileRequested: boolean;
  /** The last few errors, newest first. */
  lastErrors: { at: string; message: string }[];
  /** The settings the listings were last shown by (functions' projectionSettingsOf): a change shows every record anew. */
  projectedWith?: string;
  /** The source's disclaimer wording (its settings', with the exclusion notice), kept for the pages that show it; null: the default. */
  disclaimer?: string | null;
  /** The source's name (its settings'), kept at each run's end for the dashboard, which reads no settings. */
  name?: string;
  /** When the admins were last emailed that the source lags (at most one email per MLS_LAG_ALERT_HOURS). */
  lagAlertedAt?: string | null;
}

/** How a run ended: caught up, stopped at its deadline (the next run continues), or stopped by an error. */
export type MlsRunOutcome = 'complete' | 'deadline' | 'failed';

/** An mlsRuns document: what one run of one source did. */
export interface MlsRun {
  sourceId: string;
  startedAt: string;
  endedAt: string;
  outcome: MlsRunOutcome;
  phase: MlsPhase;
  pages: number;
  requests: number;
  upserts: number;
  unchanged: number;
  removed: { notViewable: number; gone: number };
  reconciled: boolean;
  /** Photos queued for fetching (a listing's, when new or when its photos changed). */
  photosQueued: number;
  /** Photos fetched into the site's storage. */
  photosDone: number;
  /** Listings whose photos the source still owes at the run's end. */
  photosPending: number;
  errors: string[];
  /** Now minus the source's newest timestamp, at the run's end. */
  lagSeconds: number | null;
}
