import { Timestamp, type DocumentData, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import {
  formatDrawnArea,
  parseDrawnArea,
  savedSearchQuery,
  type AlertFrequency,
  type SavedSearch,
  type SavedSearchFilters,
  type SearchCriteria,
} from '@estate/domain';
import { isDocumentId, toIsoString } from '../platform';

/**
 * savedSearches/{id}: a client's search (uid), its filters and keyword words, how often it alerts,
 * and `matchKeys` (searchMatchKeys) with `alerting` (its frequency is not off and the client has
 * not turned every alert off), so that a listing change reads only the searches it can alert.
 */
export const SAVED_SEARCHES = 'savedSearches';

/** A search as matching and sending read it. */
export interface AlertingSearch extends SearchCriteria {
  id: string;
  uid: string;
  name: string;
  frequency: AlertFrequency;
}

export interface NewSavedSearch {
  name: string;
  filters: SavedSearchFilters;
  words: string[];
  frequency: AlertFrequency;
  matchKeys: string[];
  alerting: boolean;
}

export interface SavedSearchRepository {
  /** The client's searches, newest first. */
  list(uid: string): Promise<SavedSearch[]>;
  /** The client's search; undefined when there is none of that id, or it is another client's. */
  get(uid: string, id: string): Promise<AlertingSearch | undefined>;
  /** Saves the search unless the client has `max` already (answers undefined then). */
  create(uid: string, search: NewSavedSearch, max: number): Promise<SavedSearch | undefined>;
  /** Renames the client's search or changes how often it alerts; undefined when it is not theirs. */
  update(
    uid: string,
    id: string,
    change: { name?: string; frequency?: AlertFrequency; alerting?: boolean },
  ): Promise<SavedSearch | undefined>;
  remove(uid: string, id: string): Promise<boolean>;
  /** Every alert of the client off (or back on, for the searches whose frequency sends). */
  setAllAlerting(uid: string, clientAlertsOff: boolean): Promise<void>;
  /** The searches that alert and hold any of `keys` (listingMatchKeys: at most 30). */
  candidates(keys: string[]): Promise<AlertingSearch[]>;
  removeAll(uid: string): Promise<void>;
}

/**
 * A search's filters as stored, read back: Firestore keeps no arrays of arrays, so a drawn area is
 * stored as the URL writes it. One that cannot be read (never, while the reader and writer agree)
 * is 'unreadable': such a search alerts for nothing rather than for every area.
 */
function filtersOf(stored: unknown): SavedSearchFilters | 'unreadable' {
  const { area, ...filters } = stored as Omit<SavedSearchFilters, 'area'> & { area?: string };
  if (area === undefined) return filters;
  const read = parseDrawnArea(area);
  return 'refused' in read ? 'unreadable' : { ...filters, area: read };
}

const toSavedSearch = (id: string, data: DocumentData): SavedSearch => {
  const read = filtersOf(data.filters);
  const filters = read === 'unreadable' ? (data.filters as SavedSearchFilters) : read;
  return {
    id,
    name: String(data.name),
    filters,
    query: savedSearchQuery(filters),
    frequency: data.frequency as AlertFrequency,
    createdAt: toIsoString(data.createdAt),
    updatedAt: toIsoString(data.updatedAt),
  };
};

function toAlertingSearch(doc: DocumentSnapshot): AlertingSearch | undefined {
  const filters = filtersOf(doc.get('filters'));
  if (filters === 'unreadable') return undefined;
  return {
    id: doc.id,
    uid: String(doc.get('uid')),
    name: String(doc.get('name')),
    filters,
    words: (doc.get('words') as string[] | undefined) ?? [],
    frequency: doc.get('frequency') as AlertFrequency,
  };
}

/** A search's document (the benchmarks write thousands of them directly); a filter that is not set is left out. */
export function savedSearchDocument(uid: string, search: NewSavedSearch, at: Timestamp = Timestamp.now()): DocumentData {
  const { area, ...rest } = search.filters;
  const filters = Object.fromEntries(
    Object.entries({ ...rest, ...(area ? { area: formatDrawnArea(area) } : {}) }).filter(([, value]) => value !== undefined),
  );
  return { uid, ...search, filters, createdAt: at, updatedAt: at };
}

export function firestoreSavedSearchRepository(db: Firestore): SavedSearchRepository {
  const searches = db.collection(SAVED_SEARCHES);
  const ofClient = (uid: string) => searches.where('uid', '==', uid);
  const own = async (uid: string, id: string) => {
    if (!isDocumentId(id)) return undefined;
    const doc = await searches.doc(id).get();
    return doc.exists && doc.get('uid') === uid ? doc : undefined;
  };

  return {
    async list(uid) {
      const snapshot = await ofClient(uid).orderBy('createdAt', 'desc').get();
      return snapshot.docs.map((doc) => toSavedSearch(doc.id, doc.data()));
    },

    async get(uid, id) {
      const doc = await own(uid, id);
      return doc && toAlertingSearch(doc);
    },

    async create(uid, search, max) {
      const ref = searches.doc();
      return db.runTransaction(async (transaction) => {
        // Read in the transaction, so two saves at once cannot both pass the limit.
        const saved = await transaction.get(ofClient(uid).select());
        if (saved.size >= max) return undefined;
        const data = savedSearchDocument(uid, search);
        transaction.create(ref, data);
        return toSavedSearch(ref.id, data);
      });
    },

    async update(uid, id, change) {
      const doc = await own(uid, id);
      if (!doc) return undefined;
      const fields = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
      const data = { ...fields, updatedAt: Timestamp.now() };
      await doc.ref.update(data);
      return toSavedSearch(id, { ...doc.data(), ...data });
    },

    async remove(uid, id) {
      const doc = await own(uid, id);
      if (doc) await doc.ref.delete();
      return doc !== undefined;
    },

    async setAllAlerting(uid, clientAlertsOff) {
      const snapshot = await ofClient(uid).select('frequency').get();
      const batch = db.batch();
      for (const doc of snapshot.docs) batch.update(doc.ref, { alerting: !clientAlertsOff && doc.get('frequency') !== 'off' });
      await batch.commit();
    },

    async candidates(keys) {
      if (keys.length === 0) return [];
      const snapshot = await searches
        .where('alerting', '==', true)
        .where('matchKeys', 'array-contains-any', keys)
        .select('uid', 'name', 'filters', 'words', 'frequency')
        .get();
      return snapshot.docs.flatMap((doc) => toAlertingSearch(doc) ?? []);
    },

    async removeAll(uid) {
      const snapshot = await ofClient(uid).select().get();
      const batch = db.batch();
      for (const doc of snapshot.docs) batch.delete(doc.ref);
      await batch.commit();
    },
  };
}
