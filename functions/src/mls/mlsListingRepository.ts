import { FieldValue, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { MLS_KEPT_FIELDS, MLS_LISTINGS, MLS_PHOTOS, type MlsMedia } from '@estate/domain';
import { LISTING_HISTORY, listingJournal, PROPERTIES } from '../listings';
import { projectedPhotos } from './mlsProjection';
import type { MlsRecord } from './mlsRecord';

/** What the replica holds of a record: whether it changed since, and whether its photos did. */
export interface StoredVersion {
  recordHash: string;
  photoKey: string;
}

/**
 * A record to write: new, or changed since it was stored; `photosChanged` when its photos must be
 * fetched again; `listing`, its projection into `properties` (mlsProjection.ts), or null when the
 * site does not show it (then a projection written before is deleted).
 */
export interface MlsListingWrite {
  record: MlsRecord;
  isNew: boolean;
  photosChanged: boolean;
  listing: DocumentData | null;
}

export interface MlsListingRepository {
  /** The stored version of each of `ids` that is stored. */
  versions(ids: string[]): Promise<Map<string, StoredVersion>>;
  /**
   * Writes a page of the replication: each record upserted by its id (with its photo work queued
   * when its photos changed, and its projection into `properties` with the history entry a new
   * listing, a status move or a price change records, as the agency's own listings' do) and each
   * removal deleted with its photo work and its projection. Idempotent: a page written twice
   * leaves what it left once (a second write finds no change to record).
   */
  writePage(sourceId: string, writes: MlsListingWrite[], removals: string[], now: string): Promise<void>;
  /** Every stored listing of the source: document id to ListingKey. */
  keysOf(sourceId: string): Promise<Map<string, string>>;
  /** Deletes listings, with their photo work. */
  remove(ids: string[]): Promise<void>;
}

/** Records per batch: a record, its photo work, its projection and a history entry are four writes, under Firestore's 500 a batch. */
const RECORDS_PER_BATCH = 120;

const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/** What a `set` with `merge` leaves of `previous`: `change` over it, the fields it deletes gone. */
function merged(previous: DocumentData | undefined, change: DocumentData): DocumentData {
  const result: DocumentData = { ...previous };
  for (const [field, value] of Object.entries(change)) {
    if (value instanceof FieldValue) delete result[field];
    else result[field] = value;
  }
  return result;
}

/** mlsListings/{id} and the photo queue mlsPhotos/{id} (docs/product/mls.md#the-replica). */
export function firestoreMlsListingRepository(db: Firestore): MlsListingRepository {
  const listings = db.collection(MLS_LISTINGS);
  const photos = db.collection(MLS_PHOTOS);
  const shown = db.collection(PROPERTIES);

  /** The stored projections of the writes that have one, before this page changes them. */
  async function projectionsBefore(writes: MlsListingWrite[]): Promise<Map<string, DocumentData>> {
    const refs = writes.filter(({ listing }) => listing).map(({ record }) => shown.doc(record.id));
    if (refs.length === 0) return new Map();
    const snapshots = await db.getAll(...refs);
    return new Map(snapshots.flatMap((snapshot) => (snapshot.exists ? [[snapshot.id, snapshot.data()!] as const] : [])));
  }

  /**
   * The photos a listing shown anew starts with: none while its photos are to be fetched, else
   * those the replica already holds (a listing back on the market after a withdrawal, say).
   */
  async function photosOf(writes: MlsListingWrite[]): Promise<Map<string, DocumentData>> {
    const kept = writes.filter(({ photosChanged }) => !photosChanged);
    const snapshots =
      kept.length > 0 ? await db.getAll(...kept.map(({ record }) => listings.doc(record.id)), { fieldMask: ['media'] }) : [];
    const fetched = new Map(snapshots.map((snapshot) => [snapshot.id, (snapshot.get('media') as MlsMedia[] | undefined) ?? []]));
    return new Map(writes.map(({ record }) => [record.id, projectedPhotos(fetched.get(record.id) ?? [])]));
  }

  function listingData({ record, isNew, photosChanged }: MlsListingWrite, sourceId: string, now: string) {
    const absent = MLS_KEPT_FIELDS.filter((name) => !(name in record.fields));
    return {
      ...record.fields,
      // A field the source no longer sends is no longer true: removed, not kept from before.
      ...(isNew ? {} : Object.fromEntries(absent.map((name) => [name, FieldValue.delete()]))),
      ListingKey: record.listingKey,
      sourceId,
      photosChangedAt: record.photosChangedAt,
      photoKey: record.photoKey,
      recordHash: record.recordHash,
      syncedAt: now,
      ...(photosChanged
        ? {
            media: record.photos.map(({ key, order, description }) => ({ key, order, description, url: null })),
            // The photos fetched before stay shown until their successors are fetched.
            ...(isNew || record.photos.length === 0 ? { images: [] } : {}),
          }
        : {}),
    };
  }

  async function removeAll(ids: string[]) {
    for (const chunk of chunks(ids, RECORDS_PER_BATCH)) {
      const batch = db.batch();
      for (const id of chunk) batch.delete(listings.doc(id)).delete(photos.doc(id)).delete(shown.doc(id));
      await batch.commit();
    }
  }

  return {
    async versions(ids) {
      if (ids.length === 0) return new Map();
      const snapshots = await db.getAll(...ids.map((id) => listings.doc(id)), { fieldMask: ['recordHash', 'photoKey'] });
      return new Map(
        snapshots
          .filter((snapshot) => snapshot.exists)
          .map((snapshot) => [snapshot.id, { recordHash: String(snapshot.get('recordHash')), photoKey: String(snapshot.get('photoKey')) }]),
      );
    },

    async writePage(sourceId, writes, removals, now) {
      for (const chunk of chunks(writes, RECORDS_PER_BATCH)) {
        const before = await projectionsBefore(chunk);
        const firstPhotos = await photosOf(chunk.filter(({ listing, record }) => listing && !before.has(record.id)));
        const batch = db.batch();
        for (const write of chunk) {
          const { record } = write;
          batch.set(listings.doc(record.id), listingData(write, sourceId, now), { merge: true });
          if (write.listing) {
            const previous = before.get(record.id);
            const listing = previous ? write.listing : { ...write.listing, ...firstPhotos.get(record.id) };
            batch.set(shown.doc(record.id), listing, { merge: true });
            // The source's day of the change; a new listing's entry is dated by its listing date.
            const note = { by: null, ...(previous ? { date: record.modifiedAt.slice(0, 10) } : {}) };
            for (const entry of listingJournal.entries(previous, merged(previous, listing), note))
              batch.create(shown.doc(record.id).collection(LISTING_HISTORY).doc(), entry);
          } else {
            batch.delete(shown.doc(record.id));
          }
          if (!write.photosChanged) continue;
          if (record.photos.length === 0) batch.delete(photos.doc(record.id));
          else
            batch.set(photos.doc(record.id), {
              sourceId,
              listingKey: record.listingKey,
              photoKey: record.photoKey,
              photos: record.photos,
              done: [],
              attempts: 0,
              pendingFor: sourceId,
              retryAt: now,
              queuedAt: now,
              // The page's URLs, read moments before: how old they are decides whether the worker reads fresh ones.
              urlsReadAt: now,
            });
        }
        await batch.commit();
      }
      await removeAll(removals);
    },

    async keysOf(sourceId) {
      const snapshot = await listings.where('sourceId', '==', sourceId).select('ListingKey').get();
      return new Map(snapshot.docs.map((doc) => [doc.id, String(doc.get('ListingKey'))]));
    },

    remove: removeAll,
  };
}
