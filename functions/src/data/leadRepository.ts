import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import {
  contactKeys,
  isLeadStatus,
  LEAD_MAIL_SWEEP_MINUTES,
  LEAD_STATUSES,
  leadMailsFor,
  NEW_LEAD_STATUS,
  type Lead,
  type LeadActivity,
  type LeadNote,
  type LeadStatus,
  type LeadDelivery,
  type LeadMail,
  type LeadMailDelivery,
  type LeadSortOrder,
  type LeadSource,
} from '@estate/domain';
import { leadSearchTerms } from '../services/leadSearch';
import { toIsoString } from './timestamps';

/**
 * leads/{id} holds the leads; idempotencyKeys/{sha256(key)} remembers which lead a key made,
 * kept apart from the lead so that deleting the lead never frees its key. A TTL policy on
 * `expiresAt` (firestore.indexes.json) deletes key records a day on, when no client retries any more.
 */
export const LEADS = 'leads';
export const IDEMPOTENCY_KEYS = 'idempotencyKeys';
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
const BATCH_LIMIT = 500;
const ALREADY_EXISTS = 6;
const NOT_FOUND = 5;

/** What a visitor's form makes of a lead; the pipeline's fields start empty. */
export type NewLead = Omit<Lead, 'id' | 'createdAt' | 'status' | 'notes' | 'activity' | 'ownerId' | 'firstResponseAt' | 'delivery'>;

export type LeadTimes = Pick<Lead, 'id' | 'source' | 'status' | 'createdAt' | 'firstResponseAt'>;

/** What staff change on a lead, with the timeline's entries for it. */
export interface LeadChange {
  status?: LeadStatus;
  /** null: nobody owns it any more. */
  ownerId?: string | null;
  note?: LeadNote;
  activity: LeadActivity[];
  firstResponseAt?: string;
}

/** Which leads a list or an export takes: one source, and leads with every one of these search words. */
export interface LeadFilter {
  source?: LeadSource;
  status?: LeadStatus;
  /** A staff account's id; null: the leads nobody owns. */
  owner?: string | null;
  /** Each must start a word of the lead's searched fields (leadSearchNeedles). */
  words: string[];
}

/** Where a page ended: the last lead's time and id, the list's order. */
export interface LeadPosition {
  id: string;
  createdAt: { seconds: number; nanoseconds: number };
}

export interface LeadPage {
  leads: Lead[];
  /** Where the next page starts after; absent on the last page. */
  next?: LeadPosition;
}

/** What an idempotent create found: the lead the key made, or a key used for another request. */
export type CreateOnceResult = { id: string } | 'conflict';

export interface LeadRepository {
  /** A fresh id shaped like a stored lead's, for answers that store nothing. */
  newId(): string;
  create(lead: NewLead): Promise<string>;
  /** Creates the lead unless `keyHash` made one before; atomic, so concurrent retries make one lead. */
  createOnce(keyHash: string, requestHash: string, lead: NewLead): Promise<CreateOnceResult>;
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
  /** What the Overview's figures read of each lead received since `since`: its source, status and times. */
  receivedSince(since: Date): Promise<LeadTimes[]>;
  /** The person's other leads (the same email or phone, contactKeys), newest first, at most `limit`. */
  related(lead: Lead, limit: number): Promise<Lead[]>;
  /**
   * When the scheduled sweep should try the lead's queued emails again (`mailRetryAt`); null:
   * nothing is left to send.
   */
  setMailRetry(id: string, at: Date | null): Promise<void>;
  /** Leads whose emails are due for another try, oldest first, at most `limit`. */
  dueForMailRetry(now: Date, limit: number): Promise<string[]>;
  /** How many leads stand at each status. */
  countByStatus(): Promise<Record<LeadStatus, number>>;
  /** How many New leads were received before `before`. */
  countNewBefore(before: Date): Promise<number>;
  /** Records where one of the lead's emails stands (sent or failed also in the timeline); false when the lead is gone. */
  recordDelivery(id: string, mail: LeadMail, delivery: LeadMailDelivery): Promise<boolean>;
  /**
   * Reads the lead and applies what `decide` makes of it, atomically (two staff changing one lead
   * at once both land); answers the lead as it is then, undefined when there is no such lead.
   */
  change(id: string, decide: (lead: Lead) => LeadChange | undefined): Promise<Lead | undefined>;
  /** False when there was no such lead. */
  remove(id: string): Promise<boolean>;
  /** Answers how many of the leads existed (and are now gone). */
  removeMany(ids: string[]): Promise<number>;
}

const OPTIONAL_FIELDS = ['phone', 'interest', 'message', 'investmentGoals', 'propertyId', 'preferredDate', 'preferredTime'] as const;
/** What a lead answer is made of (toLead): every stored field but the search index. */
const LEAD_FIELDS = [
  'name',
  'email',
  'source',
  'createdAt',
  'delivery',
  'status',
  'ownerId',
  'notes',
  'activity',
  'firstResponseAt',
  ...OPTIONAL_FIELDS,
];

/** What the export reads of a lead: its own fields and the pipeline's, not the notes, timeline or emails. */
const EXPORTED_FIELDS = LEAD_FIELDS.filter((field) => !['notes', 'activity', 'delivery'].includes(field));

/** Every email a new lead sets off, queued until the trigger sends it (functions/src/mail/leadMailer.ts). */
const queued = (source: LeadSource): LeadDelivery =>
  Object.fromEntries(leadMailsFor(source).map((mail) => [mail, { state: 'queued', attempts: 0 }]));

/** The timeline, starting with the lead's arrival however it was stored. */
const withArrival = (activity: LeadActivity[], createdAt: string): LeadActivity[] =>
  activity.some((entry) => entry.type === 'received') ? activity : [{ type: 'received', at: createdAt }, ...activity];

/**
 * A stored lead as the API answers it. Leads stored before the pipeline read as New, with no
 * notes and a timeline that starts when they were received.
 */
function toLead(id: string, data: DocumentData): Lead {
  const createdAt = toIsoString(data.createdAt);
  const lead: Lead = {
    id,
    name: data.name,
    email: data.email,
    source: data.source,
    createdAt,
    status: isLeadStatus(data.status) ? data.status : NEW_LEAD_STATUS,
    notes: Array.isArray(data.notes) ? (data.notes as LeadNote[]) : [],
    activity: withArrival(Array.isArray(data.activity) ? (data.activity as LeadActivity[]) : [], createdAt),
  };
  for (const field of OPTIONAL_FIELDS) if (typeof data[field] === 'string') lead[field] = data[field];
  if (data.delivery && typeof data.delivery === 'object') lead.delivery = data.delivery as LeadDelivery;
  if (typeof data.ownerId === 'string') lead.ownerId = data.ownerId;
  if (data.firstResponseAt) lead.firstResponseAt = toIsoString(data.firstResponseAt);
  return lead;
}

/** The lead after `change`, as change() stores it. */
function changed(lead: Lead, change: LeadChange): Lead {
  const { ownerId: _owner, ...rest } = lead;
  const owner = change.ownerId === undefined ? lead.ownerId : (change.ownerId ?? undefined);
  return {
    ...rest,
    ...(owner ? { ownerId: owner } : {}),
    status: change.status ?? lead.status,
    notes: change.note ? [...lead.notes, change.note] : lead.notes,
    activity: [...lead.activity, ...change.activity],
    ...(lead.firstResponseAt || change.firstResponseAt ? { firstResponseAt: lead.firstResponseAt ?? change.firstResponseAt } : {}),
  };
}

/** Ids from a URL or a body that Firestore would refuse as a document id ('a/b', '..', '__x__'). */
const isDocumentId = (id: string) =>
  id !== '' && id !== '.' && id !== '..' && !id.includes('/') && !/^__.*__$/.test(id) && Buffer.byteLength(id) <= 1500;

/** What a key record says about a request with this hash; null when the key is new. */
function keyOutcome(key: DocumentSnapshot, requestHash: string): CreateOnceResult | null {
  if (!key.exists) return null;
  return key.get('requestHash') === requestHash ? { id: String(key.get('leadId')) } : 'conflict';
}

const hasCode = (error: unknown, code: number) => (error as { code?: unknown }).code === code;

export function firestoreLeadRepository(db: Firestore): LeadRepository {
  const leads = db.collection(LEADS);
  const keys = db.collection(IDEMPOTENCY_KEYS);
  const stored = (lead: NewLead) => {
    const createdAt = Timestamp.now();
    return {
      ...lead,
      searchTerms: leadSearchTerms(lead),
      contactKeys: contactKeys(lead),
      delivery: queued(lead.source),
      status: NEW_LEAD_STATUS,
      // Stored as null, not left out: the inbox's 'Unassigned' filter asks for ownerId == null.
      ownerId: null,
      notes: [],
      activity: [{ type: 'received', at: createdAt.toDate().toISOString() }],
      // The sweep's safety net: should the trigger never finish, the emails are tried again then.
      mailRetryAt: Timestamp.fromMillis(createdAt.toMillis() + LEAD_MAIL_SWEEP_MINUTES * 60_000),
      createdAt,
    };
  };

  /**
   * The filter as a Firestore query: the source, and the longest search word through the
   * `searchTerms` index; the other words are checked on each document read (`takes`).
   */
  const plan = ({ source, status, owner, words }: LeadFilter, sortOrder: LeadSortOrder, answerFields: readonly string[] = LEAD_FIELDS) => {
    const indexed = [...words].sort((a, b) => b.length - a.length)[0];
    const others = words.filter((word) => word !== indexed);
    let query: Query = source ? leads.where('source', '==', source) : leads;
    // Firestore merges the (field, createdAt) indexes of these equality filters.
    if (status) query = query.where('status', '==', status);
    if (owner !== undefined) query = query.where('ownerId', '==', owner);
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
        words.every((word) => terms(doc).has(word)),
    };
  };

  /** The documents of `query` in chunks of `size`, after `after`. */
  async function* chunks(query: Query, size: number, after?: LeadPosition): AsyncGenerator<QueryDocumentSnapshot[]> {
    let cursor = after && [new Timestamp(after.createdAt.seconds, after.createdAt.nanoseconds), after.id];
    for (;;) {
      const snapshot = await (cursor ? query.startAfter(...cursor) : query).limit(size).get();
      if (snapshot.empty) return;
      yield snapshot.docs;
      if (snapshot.size < size) return;
      const last = snapshot.docs[snapshot.size - 1]!;
      cursor = [last.get('createdAt') as Timestamp, last.id];
    }
  }

  const positionOf = (doc: QueryDocumentSnapshot): LeadPosition => {
    const createdAt = doc.get('createdAt') as Timestamp;
    return { id: doc.id, createdAt: { seconds: createdAt.seconds, nanoseconds: createdAt.nanoseconds } };
  };

  return {
    newId: () => leads.doc().id,

    async create(lead) {
      const ref = leads.doc();
      await ref.create(stored(lead));
      return ref.id;
    },

    async createOnce(keyHash, requestHash, lead) {
      const key = keys.doc(keyHash);
      const ref = leads.doc();
      try {
        // Both documents or neither: a batch of two create()s fails whole when the key exists,
        // so concurrent retries make one lead without locking anything.
        await db
          .batch()
          .create(key, { leadId: ref.id, requestHash, expiresAt: Timestamp.fromMillis(Date.now() + IDEMPOTENCY_KEY_LIFETIME_MS) })
          .create(ref, stored(lead))
          .commit();
        return { id: ref.id };
      } catch (error) {
        if (!hasCode(error, ALREADY_EXISTS)) throw error;
        const outcome = keyOutcome(await key.get(), requestHash);
        if (!outcome) throw error;
        return outcome;
      }
    },

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

    async receivedSince(since) {
      const snapshot = await leads
        .where('createdAt', '>=', Timestamp.fromDate(since))
        .select('source', 'status', 'createdAt', 'firstResponseAt')
        .get();
      return snapshot.docs.map((doc) => ({
        id: doc.id,
        source: doc.get('source') as LeadSource,
        status: isLeadStatus(doc.get('status')) ? (doc.get('status') as LeadStatus) : NEW_LEAD_STATUS,
        createdAt: toIsoString(doc.get('createdAt')),
        ...(doc.get('firstResponseAt') ? { firstResponseAt: toIsoString(doc.get('firstResponseAt')) } : {}),
      }));
    },

    async countByStatus() {
      const counts = await Promise.all(
        LEAD_STATUSES.map(async (status) => (await leads.where('status', '==', status).count().get()).data().count),
      );
      return Object.fromEntries(LEAD_STATUSES.map((status, index) => [status, counts[index]!])) as Record<LeadStatus, number>;
    },

    async related(lead, limit) {
      const snapshot = await leads
        .where('contactKeys', 'array-contains-any', contactKeys(lead))
        .orderBy('createdAt', 'desc')
        .select(...LEAD_FIELDS)
        .limit(limit + 1)
        .get();
      return snapshot.docs
        .filter((doc) => doc.id !== lead.id)
        .slice(0, limit)
        .map((doc) => toLead(doc.id, doc.data()));
    },

    async setMailRetry(id, at) {
      try {
        await leads.doc(id).update({ mailRetryAt: at ? Timestamp.fromDate(at) : FieldValue.delete() });
      } catch (error) {
        if (!hasCode(error, NOT_FOUND)) throw error;
      }
    },

    async dueForMailRetry(now, limit) {
      const due = await leads.where('mailRetryAt', '<=', Timestamp.fromDate(now)).orderBy('mailRetryAt').select().limit(limit).get();
      return due.docs.map((doc) => doc.id);
    },

    async countNewBefore(before) {
      const query = leads.where('status', '==', NEW_LEAD_STATUS).where('createdAt', '<', Timestamp.fromDate(before));
      return (await query.count().get()).data().count;
    },

    async recordDelivery(id, mail, delivery) {
      try {
        const final: LeadActivity | undefined =
          delivery.state === 'sent'
            ? { type: 'email_sent', at: delivery.sentAt ?? new Date().toISOString(), mail }
            : delivery.state === 'failed'
              ? { type: 'email_failed', at: new Date().toISOString(), mail, detail: delivery.lastError ?? '' }
              : undefined;
        // Merged under `delivery.<mail>`, so the other emails' states are left as they are.
        await leads
          .doc(id)
          .update(new FieldPath('delivery', mail), delivery, ...(final ? [new FieldPath('activity'), FieldValue.arrayUnion(final)] : []));
        return true;
      } catch (error) {
        if (hasCode(error, NOT_FOUND)) return false;
        throw error;
      }
    },

    async change(id, decide) {
      if (!isDocumentId(id)) return undefined;
      const ref = leads.doc(id);
      return db.runTransaction(async (transaction) => {
        const doc = await transaction.get(ref);
        if (!doc.exists) return undefined;
        const lead = toLead(doc.id, doc.data()!);
        const change = decide(lead);
        if (!change) return lead;
        const after = changed(lead, change);
        // Whole arrays: the transaction read them, and a write by anyone else since makes it run again.
        transaction.update(ref, {
          status: after.status,
          ownerId: after.ownerId ?? null,
          notes: after.notes,
          activity: after.activity,
          ...(after.firstResponseAt && !lead.firstResponseAt
            ? { firstResponseAt: Timestamp.fromDate(new Date(after.firstResponseAt)) }
            : {}),
        });
        return after;
      });
    },

    async remove(id) {
      if (!isDocumentId(id)) return false;
      try {
        await leads.doc(id).delete({ exists: true });
        return true;
      } catch (error) {
        if (hasCode(error, NOT_FOUND)) return false;
        throw error;
      }
    },

    async removeMany(ids) {
      const refs = [...new Set(ids)].filter(isDocumentId).map((id) => leads.doc(id));
      if (refs.length === 0) return 0;
      const existing = (await db.getAll(...refs)).filter((doc) => doc.exists);
      for (let start = 0; start < existing.length; start += BATCH_LIMIT) {
        const batch = db.batch();
        for (const doc of existing.slice(start, start + BATCH_LIMIT)) batch.delete(doc.ref);
        await batch.commit();
      }
      return existing.length;
    },
  };
}
