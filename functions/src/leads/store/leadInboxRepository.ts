import {
  FieldPath,
  Filter,
  type Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { contactKeys, NEW_LEAD_STATUS, OPEN_LEAD_STATUSES, type Lead, type LeadSortOrder } from '@estate/domain';
import { isDocumentId } from '../../platform';
import {
  EXPORTED_FIELDS,
  LEADS,
  LEAD_FIELDS,
  chunks,
  isVisible,
  positionOf,
  toLead,
  type LeadFilter,
  type LeadPage,
  type LeadPosition,
} from './leadDocuments';

/** The inbox's reads: pages, counts, the export's pages, single leads and a person's other leads. */
export interface LeadInboxRepository {
  /** One page of the leads the filter takes, in `sortOrder` of their time (then id). */
  list(filter: LeadFilter, page: { sortOrder: LeadSortOrder; limit: number; after?: LeadPosition }): Promise<LeadPage>;
  count(filter: LeadFilter): Promise<number>;
  /**
   * Every lead the filter takes, a page of `pageSize` at a time, so no caller holds them all;
   * without notes, timeline and delivery, which the export does not show.
   */
  pages(filter: LeadFilter, sortOrder: LeadSortOrder, pageSize: number): AsyncGenerator<Lead[]>;
  /** These leads, where they exist and the filter takes them, in `sortOrder`. */
  getMany(ids: string[], filter: LeadFilter, sortOrder: LeadSortOrder): Promise<Lead[]>;
  /** The lead, or undefined when there is none. */
  get(id: string): Promise<Lead | undefined>;
  /**
   * The person's other leads (the same email or phone, contactKeys), newest first, at most `limit`;
   * with `visibleTo`, only those that agent may see.
   */
  related(lead: Lead, limit: number, visibleTo?: string): Promise<Lead[]>;
  /** The leads `uid` owns that are still being worked (OPEN_LEAD_STATUSES): what their successor takes over. */
  openOwnedBy(uid: string): Promise<Pick<Lead, 'id' | 'name'>[]>;
}

export function firestoreLeadInboxRepository(db: Firestore): LeadInboxRepository {
  const leads = db.collection(LEADS);

  /**
   * The filter as a Firestore query: the source, and the longest search word through the
   * `searchTerms` index; the other words are checked on each document read (`takes`).
   */
  const plan = (
    { source, status, owner, visibleTo, words }: LeadFilter,
    sortOrder: LeadSortOrder,
    answerFields: readonly string[] = LEAD_FIELDS,
  ) => {
    const indexed = [...words].sort((a, b) => b.length - a.length)[0];
    const others = words.filter((word) => word !== indexed);
    let query: Query = source ? leads.where('source', '==', source) : leads;
    // Firestore merges the (field, createdAt) indexes of these equality filters.
    if (status) query = query.where('status', '==', status);
    if (owner !== undefined) query = query.where('ownerId', '==', owner);
    // Two equality queries in one: `in` cannot match null.
    if (visibleTo !== undefined)
      query = query.where(Filter.or(Filter.where('ownerId', '==', visibleTo), Filter.where('ownerId', '==', null)));
    if (indexed) query = query.where('searchTerms', 'array-contains', indexed);
    const terms = (doc: DocumentSnapshot) => new Set<string>((doc.get('searchTerms') as string[] | undefined) ?? []);
    // A lead's search terms outweigh the rest of it: read only where the other words need them.
    const fields = others.length > 0 ? [...answerFields, 'searchTerms'] : [...answerFields];
    return {
      query,
      ordered: query
        .orderBy('createdAt', sortOrder)
        .orderBy(FieldPath.documentId(), sortOrder)
        .select(...fields),
      filtersInMemory: others.length > 0,
      takes: (doc: DocumentSnapshot) => (others.length === 0 ? true : others.every((word) => terms(doc).has(word))),
      takesAll: (doc: DocumentSnapshot) =>
        (!source || doc.get('source') === source) &&
        (!status || (doc.get('status') ?? NEW_LEAD_STATUS) === status) &&
        (owner === undefined || (doc.get('ownerId') ?? null) === owner) &&
        isVisible(doc, visibleTo) &&
        words.every((word) => terms(doc).has(word)),
    };
  };

  return {
    async list(filter, { sortOrder, limit, after }) {
      const { ordered, filtersInMemory, takes } = plan(filter, sortOrder);
      // One more than the page tells whether another follows; reading past non-matches takes bigger chunks.
      const taken: QueryDocumentSnapshot[] = [];
      for await (const docs of chunks(ordered, filtersInMemory ? Math.max(200, limit + 1) : limit + 1, after)) {
        taken.push(...docs.filter(takes));
        if (taken.length > limit) break;
      }
      const page = taken.slice(0, limit);
      return {
        leads: page.map((doc) => toLead(doc.id, doc.data())),
        ...(taken.length > limit ? { next: positionOf(page[page.length - 1]!) } : {}),
      };
    },

    async count(filter) {
      const { query, ordered, filtersInMemory, takes } = plan(filter, 'desc');
      if (!filtersInMemory) return (await query.count().get()).data().count;
      let count = 0;
      for await (const docs of chunks(ordered.select('searchTerms', 'createdAt'), 1000)) count += docs.filter(takes).length;
      return count;
    },

    async *pages(filter, sortOrder, pageSize) {
      const { ordered, takes } = plan(filter, sortOrder, EXPORTED_FIELDS);
      for await (const docs of chunks(ordered, pageSize)) {
        const page = docs.filter(takes).map((doc) => toLead(doc.id, doc.data()));
        if (page.length > 0) yield page;
      }
    },

    async getMany(ids, filter, sortOrder) {
      const refs = [...new Set(ids)].filter(isDocumentId).map((id) => leads.doc(id));
      if (refs.length === 0) return [];
      const { takesAll } = plan(filter, sortOrder);
      const found = (await db.getAll(...refs)).filter((doc) => doc.exists && takesAll(doc));
      // The list's order: time to the nanosecond, then the id as Firestore compares it (by code unit).
      const time = (doc: DocumentSnapshot) => doc.get('createdAt') as Timestamp;
      const byId = (a: DocumentSnapshot, b: DocumentSnapshot) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
      const compare = (a: DocumentSnapshot, b: DocumentSnapshot) =>
        time(a).seconds - time(b).seconds || time(a).nanoseconds - time(b).nanoseconds || byId(a, b);
      found.sort((a, b) => (sortOrder === 'asc' ? 1 : -1) * compare(a, b));
      return found.map((doc) => toLead(doc.id, doc.data() ?? {}));
    },

    async get(id) {
      if (!isDocumentId(id)) return undefined;
      const doc = await leads.doc(id).get();
      return doc.exists ? toLead(doc.id, doc.data()!) : undefined;
    },

    async openOwnedBy(uid) {
      // Equality and `in` only: served by the single-field indexes, no composite one needed.
      const snapshot = await leads.where('ownerId', '==', uid).where('status', 'in', OPEN_LEAD_STATUSES).select('name').get();
      return snapshot.docs.map((doc) => ({ id: doc.id, name: String(doc.get('name')) }));
    },

    async related(lead, limit, visibleTo) {
      const query = leads
        .where('contactKeys', 'array-contains-any', contactKeys(lead))
        .orderBy('createdAt', 'desc')
        .orderBy(FieldPath.documentId(), 'desc')
        .select(...LEAD_FIELDS);
      // An agent's share of them is read on until the page is full: a person's leads are few.
      const found: QueryDocumentSnapshot[] = [];
      for await (const docs of chunks(query, limit + 1)) {
        found.push(...docs.filter((doc) => doc.id !== lead.id && isVisible(doc, visibleTo)));
        if (found.length >= limit) break;
      }
      return found.slice(0, limit).map((doc) => toLead(doc.id, doc.data()));
    },
  };
}
