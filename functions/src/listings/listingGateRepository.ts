import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';

/** siteState/listingGate: when a listing last changed who may see it (its visibility or status, or it was deleted). */
export const SITE_STATE = 'siteState';
const LISTING_GATE = 'listingGate';

/**
 * The signal that what the listing gate lets through has changed, for what keeps copies of public
 * answers (the site's kept renders): a write marks it, every instance watching hears of it.
 */
export interface ListingGateRepository {
  changed(): Promise<void>;
  /** The signal's version, a new one after each change; undefined before the first (or after a reset of the data). One read. */
  version(): Promise<string | undefined>;
  /** Calls `onChange` at each change after the first answer; answers the function that stops watching. */
  watch(onChange: () => void): () => void;
}

export function firestoreListingGateRepository(db: Firestore): ListingGateRepository {
  const doc = db.collection(SITE_STATE).doc(LISTING_GATE);
  return {
    async changed() {
      await doc.set({ changedAt: FieldValue.serverTimestamp() });
    },
    async version() {
      const changedAt: unknown = (await doc.get()).get('changedAt');
      return changedAt instanceof Timestamp ? `${changedAt.seconds}.${changedAt.nanoseconds}` : undefined;
    },
    watch(onChange) {
      let first = true;
      return doc.onSnapshot(
        () => {
          if (!first) onChange();
          first = false;
        },
        // A watch that failed (an outage) may have missed a change: treat it as one.
        () => onChange(),
      );
    },
  };
}
