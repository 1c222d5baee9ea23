import type { Firestore } from 'firebase-admin/firestore';
import { MLS_LISTINGS, MLS_PHOTOS, type MlsMedia } from '@estate/domain';
import { PROPERTIES } from '../listings';
import { projectedPhotos } from './mlsProjection';
import type { SourcePhoto } from './mlsRecord';

/** A photo already fetched into the site's storage: its key and the site's URL. */
export interface FetchedPhoto {
  key: string;
  url: string;
}

/** A listing's photo work: the photos to fetch, those already fetched, and its tries. */
export interface PhotoWork {
  id: string;
  sourceId: string;
  listingKey: string;
  photoKey: string;
  photos: SourcePhoto[];
  /** When `photos`' URLs were read from the source (queued, or refreshed since): signed URLs die a lifetime after. */
  urlsReadAt: string;
  done: FetchedPhoto[];
  attempts: number;
}

/** What became of a finished piece of work. */
export type PhotoWorkOutcome = 'stored' | 'superseded' | 'gone';

export interface MlsPhotoRepository {
  /** Up to `limit` pieces of the source's work whose time has come. */
  due(sourceId: string, now: string, limit: number): Promise<PhotoWork[]>;
  /**
   * The listing's photos are the site's own now: its media get their URLs and its images the
   * list, and the work is done, unless the listing's photos changed meanwhile (the newer work
   * stays queued: 'superseded') or the listing left the replica ('gone').
   */
  complete(work: PhotoWork, fetched: FetchedPhoto[]): Promise<PhotoWorkOutcome>;
  /**
   * Keeps what was fetched and tries the rest again at `retryAt`; with none (its last try) the
   * work leaves the queue (`pendingFor` null) and stays, with its error, for the dashboard.
   */
  postpone(work: PhotoWork, progress: { fetched: FetchedPhoto[]; attempts: number; retryAt: string | null; error: string }): Promise<void>;
  /** The photos to fetch replaced by the source's fresh ones, read at `readAt` (signed URLs expire), when the work is still the same. */
  refresh(work: PhotoWork, photos: SourcePhoto[], readAt: string): Promise<void>;
  /** How many listings' photos the source still owes. */
  pending(sourceId: string): Promise<number>;
}

export function firestoreMlsPhotoRepository(db: Firestore): MlsPhotoRepository {
  const queue = db.collection(MLS_PHOTOS);
  const listings = db.collection(MLS_LISTINGS);
  const shown = db.collection(PROPERTIES);

  /** Writes `change` to the work unless it was replaced by a newer one (its photoKey differs). */
  const updateIfSame = (work: PhotoWork, change: Record<string, unknown>) =>
    db.runTransaction(async (transaction) => {
      const stored = await transaction.get(queue.doc(work.id));
      if (stored.exists && stored.get('photoKey') === work.photoKey) transaction.update(queue.doc(work.id), change);
    });

  return {
    async due(sourceId, now, limit) {
      const snapshot = await queue.where('pendingFor', '==', sourceId).where('retryAt', '<=', now).orderBy('retryAt').limit(limit).get();
      return snapshot.docs.map((doc) => ({
        id: doc.id,
        sourceId,
        listingKey: String(doc.get('listingKey')),
        photoKey: String(doc.get('photoKey')),
        photos: doc.get('photos') as SourcePhoto[],
        // Work queued before `urlsReadAt` was kept has its URLs of the moment it was queued.
        urlsReadAt: String(doc.get('urlsReadAt') ?? doc.get('queuedAt')),
        done: (doc.get('done') as FetchedPhoto[] | undefined) ?? [],
        attempts: Number(doc.get('attempts') ?? 0),
      }));
    },

    complete: (work, fetched) =>
      db.runTransaction(async (transaction) => {
        const [stored, listing, projection] = await Promise.all([
          transaction.get(queue.doc(work.id)),
          transaction.get(listings.doc(work.id)),
          transaction.get(shown.doc(work.id)),
        ]);
        const same = stored.exists && stored.get('photoKey') === work.photoKey;
        if (!listing.exists) {
          if (same) transaction.delete(queue.doc(work.id));
          return 'gone';
        }
        if (listing.get('photoKey') !== work.photoKey) return 'superseded';
        const urls = new Map(fetched.map(({ key, url }) => [key, url]));
        const media: MlsMedia[] = work.photos.map(({ key, order, description }) => ({
          key,
          order,
          description,
          url: urls.get(key) ?? null,
        }));
        const photos = projectedPhotos(media);
        transaction.update(listings.doc(work.id), { media, images: photos.images });
        // The listing the site shows, when it shows it, gets them too.
        if (projection.exists) transaction.update(shown.doc(work.id), photos);
        if (same) transaction.delete(queue.doc(work.id));
        return 'stored';
      }),

    postpone: (work, { fetched, attempts, retryAt, error }) =>
      updateIfSame(work, {
        done: fetched,
        attempts,
        lastError: error,
        ...(retryAt === null ? { pendingFor: null } : { retryAt }),
      }),

    refresh: (work, photos, readAt) => updateIfSame(work, { photos, urlsReadAt: readAt }),

    async pending(sourceId) {
      return (await queue.where('pendingFor', '==', sourceId).count().get()).data().count;
    },
  };
}
