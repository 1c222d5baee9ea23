import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { MLS_KEPT_FIELDS, MLS_LISTINGS, MLS_PHOTOS } from '@estate/domain';
import type { MlsRecord } from './mlsRecord';

/** What the replica holds of a record: whether it changed since, and whether its photos did. */
export interface StoredVersion {
  recordHash: string;
  photoKey: string;
}

/** A record to write: new, or changed since it was stored; `photosChanged` when its photos must be fetched again. */
export interface MlsListingWrite {
  record: MlsRecord;
  isNew: boolean;
  photosChanged: boolean;
}

export interface MlsListingRepository {
  /** The stored version of each of `ids` that is stored. */
  versions(ids: string[]): Promise<Map<string, StoredVersion>>;
  /**
   * Writes a page of the replication: each record upserted by its id (with its photo work queued
   * when its photos changed) and each removal deleted with its photo work. Idempotent: a page
   * written twice leaves what it left once.
   */
  writePage(sourceId: string, writes: MlsListingWrite[], removals: string[], now: string): Promise<void>;
  /** Every stored listing of the source: document id to ListingKey. */
  keysOf(sourceId: string): Promise<Map<string, string>>;
  /** Deletes listings, with their photo work. */
  remove(ids: string[]): Promise<void>;
}

/** Records per batch: a record and its photo work are two writes, under Firestore's 500 a batch. */
const RECORDS_PER_BATCH = 200;

const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/** mlsListings/{id} and the photo queue mlsPhotos/{id} (docs/product/mls.md#the-replica). */
export function firestoreMlsListingRepository(db: Firestore): MlsListingRepository {
  const listings = db.collection(MLS_LISTINGS);
  const photos = db.collection(MLS_PHOTOS);

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
      for (const id of chunk) batch.delete(listings.doc(id)).delete(photos.doc(id));
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
        const batch = db.batch();
        for (const write of chunk) {
          const { record } = write;
          batch.set(listings.doc(record.id), listingData(write, sourceId, now), { merge: true });
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
