import type { Firestore } from 'firebase-admin/firestore';
import { formatReceivedAt, mlsDisclaimer, MLS_SOURCES, type Property } from '@estate/domain';
import type { ListingRepository } from '../listings';

/** How long an instance keeps the sources' disclaimers: a sync every 15 minutes makes a minute's delay nothing. */
const KEPT_MS = 60_000;

/** Each source's disclaimer, in its wording, with the time of its last successful sync. */
export interface MlsDisclaimers {
  /** The listings with each MLS listing's disclaimer filled in (a source never synced says so). */
  fill<T extends Pick<Property, 'mls'>>(listings: T[]): Promise<T[]>;
}

/**
 * The disclaimers from mlsSources (the replication keeps each source's wording and last
 * successful sync there), read at most once a minute per instance.
 */
export function firestoreMlsDisclaimers(db: Firestore, now: () => number = Date.now): MlsDisclaimers {
  let kept: { until: number; texts: Promise<Map<string, string>> } | undefined;

  async function read(): Promise<Map<string, string>> {
    const snapshot = await db.collection(MLS_SOURCES).get();
    return new Map(
      snapshot.docs.map((doc) => {
        const at = doc.get('lastSuccessAt') as string | null | undefined;
        const wording = doc.get('disclaimer') as string | null | undefined;
        return [doc.id, mlsDisclaimer(at ? formatReceivedAt(at) : 'not yet', wording ?? undefined)];
      }),
    );
  }

  return {
    async fill(listings) {
      if (!listings.some((listing) => listing.mls)) return listings;
      const texts = async () => {
        if (!kept || kept.until <= now()) kept = { until: now() + KEPT_MS, texts: read() };
        try {
          return await kept.texts;
        } catch (error) {
          kept = undefined;
          throw error;
        }
      };
      let known = await texts();
      // A source the kept copy does not know yet (its first sync ended since) is read at once.
      if (listings.some((listing) => listing.mls && !known.has(listing.mls.sourceId))) {
        kept = undefined;
        known = await texts();
      }
      return listings.map((listing) =>
        listing.mls
          ? { ...listing, mls: { ...listing.mls, disclaimer: known.get(listing.mls.sourceId) ?? mlsDisclaimer('not yet') } }
          : listing,
      );
    },
  };
}

/** The listings' store with every MLS listing it answers (one, or a page) carrying its disclaimer: what the pages and the API read. */
export function withMlsDisclaimers(properties: ListingRepository, disclaimers: MlsDisclaimers): ListingRepository {
  return {
    ...properties,
    async find(id) {
      const found = await properties.find(id);
      return found ? ((await disclaimers.fill([found]))[0] ?? found) : found;
    },
    async list(query, shown) {
      const page = await properties.list(query, shown);
      return page === 'areaTooLarge' ? page : { ...page, items: await disclaimers.fill(page.items) };
    },
    async listEntries(query, entries, shown) {
      const page = await properties.listEntries(query, entries, shown);
      return { ...page, items: await disclaimers.fill(page.items) };
    },
  };
}
