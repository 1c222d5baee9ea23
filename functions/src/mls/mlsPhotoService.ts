import type { MlsSource } from '@estate/domain';
import type { MlsClock } from './mlsClock';
import { MlsDeadlineReached } from './mlsErrors';
import type { FetchedPhoto, MlsPhotoRepository, PhotoWork } from './mlsPhotoRepository';
import type { SourcePhoto } from './mlsRecord';
import type { ResoClient } from './resoClient';

export interface PhotoLimits {
  /** Listings' photo work one read of the queue takes; a run reads batch after batch until its deadline. 0 switches the photos off. */
  listingsPerBatch: number;
  /** Tries of a listing's photos before they are left for staff to see (the listing shows its placeholder). */
  attempts: number;
  /** The wait before another try: MLS Grid answers 429 to a second download of a signed URL within the hour. */
  retryAfterMs: number;
  /**
   * How long before their source's `mediaUrlLifetimeMinutes` runs out a work's URLs are read afresh
   * before its try: time for the listing's downloads at the source's pace with their retries' back-off,
   * and for the seconds between the source signing them and the work noting when they were read.
   */
  urlMarginMs: number;
}

export interface PhotoTally {
  photosDone: number;
  errors: string[];
}

export interface PhotoDeps {
  photos: MlsPhotoRepository;
  /** Makes the site's own photo of the bytes (web sizes, formats, no metadata) and answers its URL; undefined when they are no image. */
  storePhoto: (bytes: Buffer) => Promise<string | undefined>;
  clock: MlsClock;
  limits: PhotoLimits;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The source whose photos are fetched: its id, and how long its media URLs stay valid (absent: for ever). */
export type PhotoSource = Pick<MlsSource, 'id' | 'mediaUrlLifetimeMinutes'>;

/**
 * The photo worker, bounded by the run's deadline: listing after listing, each photo downloaded once (what was fetched
 * before a failure or the deadline is kept) into the site's storage through the uploads' photo
 * pipeline; the listing gets the site's URLs when all are in. Never the source's URLs.
 */
export function mlsPhotoService({ photos, storePhoto, clock, limits }: PhotoDeps) {
  async function fetchWork(work: PhotoWork, client: ResoClient, tally: PhotoTally): Promise<void> {
    const fetched: FetchedPhoto[] = [...work.done];
    try {
      for (const photo of work.photos) {
        if (fetched.some(({ key }) => key === photo.key)) continue;
        const url = await storePhoto(await client.media(photo.sourceUrl));
        if (url === undefined) {
          tally.errors.push(`${work.listingKey}: photo ${photo.key} is not an image`);
          continue;
        }
        fetched.push({ key: photo.key, url });
        tally.photosDone += 1;
      }
    } catch (error) {
      const deadline = error instanceof MlsDeadlineReached;
      const attempts = deadline ? work.attempts : work.attempts + 1;
      const message = `${work.listingKey}: ${(error as Error).message}`;
      const retryAt = attempts >= limits.attempts ? null : iso(clock.now() + (deadline ? 0 : limits.retryAfterMs));
      await photos.postpone(work, { fetched, attempts, retryAt, error: message });
      if (deadline) throw error;
      tally.errors.push(message);
      return;
    }
    await photos.complete(work, fetched);
  }

  return {
    /**
     * Fetches the photos of the source's listings whose time has come, a batch at a time, until
     * none is left or the run's time is up (MlsDeadlineReached, its progress kept). A listing is
     * tried once a run; it first gets its record's fresh media URLs (`freshPhotos`) when it was
     * tried before (its URLs may be what failed) or when its URLs may die before its downloads end
     * (a backlog waits longer than the source signs its URLs for).
     */
    async fetchDue(
      source: PhotoSource,
      client: ResoClient,
      freshPhotos: (listingKey: string) => Promise<SourcePhoto[] | undefined>,
      tally: PhotoTally,
    ): Promise<void> {
      if (limits.listingsPerBatch < 1) return;
      const lifetimeMs = source.mediaUrlLifetimeMinutes === undefined ? undefined : source.mediaUrlLifetimeMinutes * 60_000;
      const urlsMayDie = (work: PhotoWork) =>
        lifetimeMs !== undefined && clock.now() - Date.parse(work.urlsReadAt) >= lifetimeMs - limits.urlMarginMs;
      const tried = new Set<string>();
      for (;;) {
        // A failure retried at once (no wait between tries) comes back due: it waits for the next run.
        const batch = (await photos.due(source.id, iso(clock.now()), limits.listingsPerBatch)).filter(({ id }) => !tried.has(id));
        if (batch.length === 0) return;
        for (const due of batch) {
          tried.add(due.id);
          let work = due;
          if (work.attempts > 0 || urlsMayDie(work)) {
            // Noted before the read: the source signs them no earlier.
            const readAt = iso(clock.now());
            const fresh = await freshPhotos(work.listingKey);
            if (fresh) {
              work = { ...work, photos: fresh, urlsReadAt: readAt };
              await photos.refresh(due, fresh, readAt);
            }
          }
          await fetchWork(work, client, tally);
        }
      }
    },
  };
}
