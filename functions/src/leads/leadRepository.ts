import {
  FieldPath,
  FieldValue,
  Filter,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
  type Transaction,
  type UpdateData,
} from 'firebase-admin/firestore';
import {
  contactKeys,
  isLeadStatus,
  LEAD_MAIL_SWEEP_MINUTES,
  LEAD_MAILS,
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
  LEADS_COLLECTION,
  LEAD_DEPARTURES_COLLECTION,
  UNASSIGNED_SLICE,
  VISITOR_EMAIL_LIMIT_REASON,
  VISITOR_EMAILS_PER_ADDRESS_PER_DAY,
} from '@estate/domain';
import { createHash } from 'node:crypto';
import { leadSearchTerms } from './leadSearch';
import { isDocumentId } from '../platform';
import { toIsoString } from '../platform';

/**
 * leads/{id} holds the leads; idempotencyKeys/{sha256(key)} remembers which lead a key made,
 * kept apart from the lead so that deleting the lead never frees its key. A TTL policy on
 * `expiresAt` (firestore.indexes.json) deletes key records a day on, when no client retries any more.
 */
export const LEADS = LEADS_COLLECTION;
export const IDEMPOTENCY_KEYS = 'idempotencyKeys';
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/**
 * visitorEmailCounts/{sha256(mailbox@day)}: how many visitor emails one mailbox was promised on
 * one UTC day (VISITOR_EMAILS_PER_ADDRESS_PER_DAY). `expiresAt` is its TTL field.
 */
export const VISITOR_EMAIL_COUNTS = 'visitorEmailCounts';
const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH_LIMIT = 500;
/** Leads deleted per transaction: with a departure per owner among them, at most BATCH_LIMIT writes. */
const REMOVE_CHUNK = BATCH_LIMIT / 2;
const NOT_FOUND = 5;

/** What a visitor's form makes of a lead; the pipeline's fields start empty. */
export type NewLead = Omit<Lead, 'id' | 'createdAt' | 'status' | 'notes' | 'activity' | 'ownerId' | 'firstResponseAt' | 'delivery'>;

export type LeadTimes = Pick<Lead, 'id' | 'source' | 'status' | 'createdAt' | 'firstResponseAt'>;

/** What staff change on a lead, with the timeline's entries for it. */
export interface LeadChange {
  status?: LeadStatus;
  /** null: nobody owns it any more. */
  ownerId?: string | null;
  /**
   * With a new owner: queue the assignment email to them. A new owner without it (one
   * who took the lead themselves, or nobody) cancels the email of an earlier assignment still queued.
   */
  notifyOwner?: boolean;
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
  /** An agent's id: only the leads they own and those nobody owns. */
  visibleTo?: string;
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
  /**
   * What the Overview's figures read of each lead received since `since`: its source, status and
   * times; with `owner`, of that staff member's leads only (the figures an agent sees).
   */
  receivedSince(since: Date, owner?: string): Promise<LeadTimes[]>;
  /**
   * The person's other leads (the same email or phone, contactKeys), newest first, at most `limit`;
   * with `visibleTo`, only those that agent may see.
   */
  related(lead: Lead, limit: number, visibleTo?: string): Promise<Lead[]>;
  /**
   * After a try of the lead's emails: `retryAt` is when the scheduled sweep should try again
   * (`mailRetryAt`). Without it, the sweep stops coming once no email of the lead is queued any
   * more; while one still is (another invocation sends it), it keeps its time.
   */
  settleMailRetry(id: string, retryAt?: Date): Promise<void>;
  /** Leads whose emails are due for another try, oldest first, at most `limit`. */
  dueForMailRetry(now: Date, limit: number): Promise<string[]>;
  /** How many leads (of `owner` only, when given) stand at each status. */
  countByStatus(owner?: string): Promise<Record<LeadStatus, number>>;
  /** How many New leads (of `owner` only, when given) were received before `before`. */
  countNewBefore(before: Date, owner?: string): Promise<number>;
  /**
   * Records where one of the lead's emails stands (sent or failed also in the timeline). False
   * when the lead is gone, or when a later assignment queued its email anew (`queuedAt` differs):
   * that one is recorded by the try that sends it.
   */
  recordDelivery(id: string, mail: LeadMail, delivery: LeadMailDelivery): Promise<boolean>;
  /** Removes a queued email that has nobody to go to any more (an assignee taken away), unless queued anew since. */
  withdrawDelivery(id: string, mail: LeadMail, queuedAt: string | undefined): Promise<void>;
  /**
   * Reads the lead and applies what `decide` makes of it, atomically (two staff changing one lead
   * at once both land); answers the lead as it is then, undefined when there is no such lead.
   * `decide` may throw to refuse the change.
   */
  change(id: string, decide: (lead: Lead) => LeadChange | undefined): Promise<Lead | undefined>;
  /**
   * change() inside a transaction the caller runs, after the caller's own reads; answers the lead
   * as it is then and whether `decide` changed it.
   */
  changeWithin(
    transaction: Transaction,
    id: string,
    decide: (lead: Lead) => LeadChange | undefined,
  ): Promise<{ lead: Lead; changed: boolean } | undefined>;
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

/**
 * Every email a new lead sets off, queued until the trigger sends it (functions/src/leads/mail/leadMailer.ts);
 * the visitor's is skipped, with its reason, when its mailbox had its day's share.
 */
const queued = (source: LeadSource, visitorEmailAllowed: boolean): LeadDelivery =>
  Object.fromEntries(
    leadMailsFor(source).map((mail): [LeadMail, LeadMailDelivery] => [
      mail,
      mail === 'visitorEmail' && !visitorEmailAllowed
        ? { state: 'skipped', attempts: 0, reason: VISITOR_EMAIL_LIMIT_REASON }
        : { state: 'queued', attempts: 0 },
    ]),
  );

/**
 * One mailbox however its address is written: any case, and without a `+tag` (most providers
 * deliver user+anything@ to user@), so the daily share cannot be multiplied by spelling.
 */
export const mailboxOf = (email: string) => {
  const [local = '', domain = ''] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  return `${local.replace(/\+.*$/, '')}@${domain}`;
};

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

/**
 * What `change` does to the assignee's email: queued for a new owner to be told, removed when the
 * owner changes otherwise while an earlier one still waits; undefined: left as it is.
 */
function assignmentMailAfter(lead: Lead, change: LeadChange, at: string): LeadMailDelivery | null | undefined {
  if (change.ownerId === undefined) return undefined;
  if (change.ownerId !== null && change.notifyOwner) return { state: 'queued', attempts: 0, queuedAt: at };
  return lead.delivery?.assignment?.state === 'queued' ? null : undefined;
}

/** The lead after `change`, as change() stores it. */
function changed(lead: Lead, change: LeadChange, assignmentMail: LeadMailDelivery | null | undefined): Lead {
  const { ownerId: _owner, delivery: _delivery, ...rest } = lead;
  const owner = change.ownerId === undefined ? lead.ownerId : (change.ownerId ?? undefined);
  const { assignment: _assignment, ...otherMails } = lead.delivery ?? {};
  const delivery: LeadDelivery | undefined =
    assignmentMail === undefined ? lead.delivery : { ...otherMails, ...(assignmentMail ? { assignment: assignmentMail } : {}) };
  return {
    ...rest,
    ...(owner ? { ownerId: owner } : {}),
    ...(delivery ? { delivery } : {}),
    status: change.status ?? lead.status,
    notes: change.note ? [...lead.notes, change.note] : lead.notes,
    activity: [...lead.activity, ...change.activity],
    ...(lead.firstResponseAt || change.firstResponseAt ? { firstResponseAt: lead.firstResponseAt ?? change.firstResponseAt } : {}),
  };
}

/** Whether the stored lead is one the agent `visibleTo` may see (theirs or nobody's); without an agent, any lead. */
const isVisible = (doc: DocumentSnapshot, visibleTo: string | undefined) =>
  visibleTo === undefined || [visibleTo, null].includes((doc.get('ownerId') as string | null | undefined) ?? null);

/** When the sweep comes for an email queued at `from`, should its trigger never finish. */
const sweepAfter = (from: Timestamp) => Timestamp.fromMillis(from.toMillis() + LEAD_MAIL_SWEEP_MINUTES * 60_000);

/** What a key record says about a request with this hash; null when the key is new. */
function keyOutcome(key: DocumentSnapshot, requestHash: string): CreateOnceResult | null {
  if (!key.exists) return null;
  return key.get('requestHash') === requestHash ? { id: String(key.get('leadId')) } : 'conflict';
}

/**
 * A new lead as stored: the form's fields, its search index and contact keys, and the pipeline's
 * starting state; `visitorEmailAllowed` false when its mailbox had its day's share of emails.
 */
export function storedLead(lead: NewLead, createdAt = Timestamp.now(), visitorEmailAllowed = true) {
  return {
    ...lead,
    searchTerms: leadSearchTerms(lead),
    contactKeys: contactKeys(lead),
    delivery: queued(lead.source, visitorEmailAllowed),
    status: NEW_LEAD_STATUS,
    // Stored as null, not left out: the inbox's 'Unassigned' filter asks for ownerId == null.
    ownerId: null,
    notes: [],
    activity: [{ type: 'received', at: createdAt.toDate().toISOString() }],
    // The sweep's safety net: should the trigger never finish, the emails are tried again then.
    mailRetryAt: sweepAfter(createdAt),
    createdAt,
    // Every write sets it, so the dashboard's live inbox hears of each change.
    updatedAt: createdAt,
  };
}

const hasCode = (error: unknown, code: number) => (error as { code?: unknown }).code === code;

export function firestoreLeadRepository(db: Firestore): LeadRepository {
  const leads = db.collection(LEADS);
  const keys = db.collection(IDEMPOTENCY_KEYS);
  const departures = db.collection(LEAD_DEPARTURES_COLLECTION);
  const visitorEmailCounts = db.collection(VISITOR_EMAIL_COUNTS);

  /** A lead leaves the slice of `ownerId` (null: the unassigned), for the dashboards showing it. */
  const departFrom = (transaction: Transaction, ownerId: unknown) =>
    transaction.set(departures.doc(typeof ownerId === 'string' ? ownerId : UNASSIGNED_SLICE), { at: FieldValue.serverTimestamp() });

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

  /** The leads of one staff member, or all of them. */
  const ownedBy = (owner: string | undefined): Query => (owner === undefined ? leads : leads.where('ownerId', '==', owner));

  /**
   * Writes `fields` to a lead if it is there and its `mail` is still the one queued at `queuedAt`
   * (undefined for a new lead's emails). Fields under `delivery.<mail>` (the mails' names are plain
   * words) are merged, so the other emails' states are left as they are.
   */
  async function updateQueuedMail(id: string, mail: LeadMail, queuedAt: string | undefined, fields: UpdateData<DocumentData>) {
    const ref = leads.doc(id);
    return db.runTransaction(async (transaction) => {
      const doc = await transaction.get(ref);
      if (!doc.exists || (doc.get('delivery') as LeadDelivery | undefined)?.[mail]?.queuedAt !== queuedAt) return false;
      transaction.update(ref, { ...fields, updatedAt: FieldValue.serverTimestamp() });
      return true;
    });
  }

  async function changeWithin(transaction: Transaction, id: string, decide: (lead: Lead) => LeadChange | undefined) {
    if (!isDocumentId(id)) return undefined;
    const ref = leads.doc(id);
    const doc = await transaction.get(ref);
    if (!doc.exists) return undefined;
    const lead = toLead(doc.id, doc.data()!);
    const change = decide(lead);
    if (!change) return { lead, changed: false };
    const now = Timestamp.now();
    const assignmentMail = assignmentMailAfter(lead, change, now.toDate().toISOString());
    const after = changed(lead, change, assignmentMail);
    // Whole arrays: the transaction read them, and a write by anyone else since makes it run again.
    transaction.update(ref, {
      status: after.status,
      ownerId: after.ownerId ?? null,
      notes: after.notes,
      activity: after.activity,
      ...(after.firstResponseAt && !lead.firstResponseAt ? { firstResponseAt: Timestamp.fromDate(new Date(after.firstResponseAt)) } : {}),
      ...(assignmentMail === undefined ? {} : { 'delivery.assignment': assignmentMail ?? FieldValue.delete() }),
      // The sweep sends the assignee's email should its trigger never finish.
      ...(assignmentMail ? { mailRetryAt: sweepAfter(now) } : {}),
      updatedAt: FieldValue.serverTimestamp(),
    });
    if ((after.ownerId ?? null) !== (lead.ownerId ?? null)) departFrom(transaction, lead.ownerId);
    return { lead: after, changed: true };
  }

  /** Deletes those of `refs` that exist, with their owners' departures, in one transaction; answers how many. */
  async function removeExisting(refs: DocumentReference[]) {
    if (refs.length === 0) return 0;
    return db.runTransaction(async (transaction) => {
      const existing = (await transaction.getAll(...refs)).filter((doc) => doc.exists);
      for (const doc of existing) transaction.delete(doc.ref);
      for (const owner of new Set(existing.map((doc) => doc.get('ownerId') as unknown))) departFrom(transaction, owner);
      return existing.length;
    });
  }

  /**
   * Reads how many visitor emails the lead's mailbox was promised today; undefined when the lead
   * sets off none. The transaction that stores the lead then counts this one (addLead).
   */
  async function visitorEmailShare(transaction: Transaction, lead: NewLead) {
    if (!leadMailsFor(lead.source).includes('visitorEmail')) return undefined;
    const day = Math.floor(Date.now() / DAY_MS);
    const ref = visitorEmailCounts.doc(
      createHash('sha256')
        .update(`${mailboxOf(lead.email)}@${day}`)
        .digest('hex'),
    );
    const count = ((await transaction.get(ref)).get('count') as number | undefined) ?? 0;
    return { ref, count, expiresAt: Timestamp.fromMillis((day + 2) * DAY_MS) };
  }

  /** Stores the new lead in the transaction, counting its visitor email against its mailbox's share; answers its id. */
  function addLead(transaction: Transaction, lead: NewLead, share: Awaited<ReturnType<typeof visitorEmailShare>>): string {
    const ref = leads.doc();
    const allowed = !share || share.count < VISITOR_EMAILS_PER_ADDRESS_PER_DAY;
    transaction.create(ref, storedLead(lead, Timestamp.now(), allowed));
    if (share && allowed) transaction.set(share.ref, { count: share.count + 1, expiresAt: share.expiresAt });
    return ref.id;
  }

  const positionOf = (doc: QueryDocumentSnapshot): LeadPosition => {
    const createdAt = doc.get('createdAt') as Timestamp;
    return { id: doc.id, createdAt: { seconds: createdAt.seconds, nanoseconds: createdAt.nanoseconds } };
  };

  return {
    newId: () => leads.doc().id,

    async create(lead) {
      return db.runTransaction(async (transaction) => addLead(transaction, lead, await visitorEmailShare(transaction, lead)));
    },

    async createOnce(keyHash, requestHash, lead) {
      const key = keys.doc(keyHash);
      // The key, the lead and its mailbox's count, or none of them: of concurrent retries one
      // makes the lead, and the others find its key.
      return db.runTransaction(async (transaction) => {
        const [found, share] = await Promise.all([transaction.get(key), visitorEmailShare(transaction, lead)]);
        const outcome = keyOutcome(found, requestHash);
        if (outcome) return outcome;
        const id = addLead(transaction, lead, share);
        transaction.create(key, { leadId: id, requestHash, expiresAt: Timestamp.fromMillis(Date.now() + IDEMPOTENCY_KEY_LIFETIME_MS) });
        return { id };
      });
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

    async receivedSince(since, owner) {
      const snapshot = await ownedBy(owner)
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

    async countByStatus(owner) {
      const counts = await Promise.all(
        LEAD_STATUSES.map(async (status) => (await ownedBy(owner).where('status', '==', status).count().get()).data().count),
      );
      return Object.fromEntries(LEAD_STATUSES.map((status, index) => [status, counts[index]!])) as Record<LeadStatus, number>;
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

    async settleMailRetry(id, retryAt) {
      if (retryAt) {
        try {
          await leads.doc(id).update({ mailRetryAt: Timestamp.fromDate(retryAt) });
        } catch (error) {
          if (!hasCode(error, NOT_FOUND)) throw error;
        }
        return;
      }
      const ref = leads.doc(id);
      // Read and cleared together: an assignment queuing its email meanwhile keeps the sweep coming.
      await db.runTransaction(async (transaction) => {
        const doc = await transaction.get(ref);
        if (!doc.exists || doc.get('mailRetryAt') === undefined) return;
        const delivery = (doc.get('delivery') ?? {}) as LeadDelivery;
        if (LEAD_MAILS.some((mail) => delivery[mail]?.state === 'queued')) return;
        transaction.update(ref, { mailRetryAt: FieldValue.delete() });
      });
    },

    async dueForMailRetry(now, limit) {
      const due = await leads.where('mailRetryAt', '<=', Timestamp.fromDate(now)).orderBy('mailRetryAt').select().limit(limit).get();
      return due.docs.map((doc) => doc.id);
    },

    async countNewBefore(before, owner) {
      const query = ownedBy(owner).where('status', '==', NEW_LEAD_STATUS).where('createdAt', '<', Timestamp.fromDate(before));
      return (await query.count().get()).data().count;
    },

    async recordDelivery(id, mail, delivery) {
      const final: LeadActivity | undefined =
        delivery.state === 'sent'
          ? { type: 'email_sent', at: delivery.sentAt ?? new Date().toISOString(), mail }
          : delivery.state === 'failed'
            ? { type: 'email_failed', at: new Date().toISOString(), mail, detail: delivery.lastError ?? '' }
            : undefined;
      return updateQueuedMail(id, mail, delivery.queuedAt, {
        [`delivery.${mail}`]: delivery,
        ...(final ? { activity: FieldValue.arrayUnion(final) } : {}),
      });
    },

    async withdrawDelivery(id, mail, queuedAt) {
      await updateQueuedMail(id, mail, queuedAt, { [`delivery.${mail}`]: FieldValue.delete() });
    },

    changeWithin,

    async change(id, decide) {
      const outcome = await db.runTransaction((transaction) => changeWithin(transaction, id, decide));
      return outcome?.lead;
    },

    async remove(id) {
      if (!isDocumentId(id)) return false;
      return (await removeExisting([leads.doc(id)])) === 1;
    },

    async removeMany(ids) {
      const refs = [...new Set(ids)].filter(isDocumentId).map((id) => leads.doc(id));
      let removed = 0;
      for (let start = 0; start < refs.length; start += REMOVE_CHUNK)
        removed += await removeExisting(refs.slice(start, start + REMOVE_CHUNK));
      return removed;
    },
  };
}
