import { Timestamp, type DocumentData, type DocumentSnapshot, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import {
  contactKeys,
  isLeadStatus,
  leadMailsFor,
  NEW_LEAD_STATUS,
  type Lead,
  type LeadActivity,
  type LeadNote,
  type LeadStatus,
  type LeadDelivery,
  type LeadMail,
  type LeadMailDelivery,
  type LeadSource,
  type HomeValuation,
  type LeadCma,
  LEADS_COLLECTION,
  VISITOR_EMAIL_LIMIT_REASON,
} from '@estate/domain';
import { leadSearchTerms } from '../leadSearch';
import { toIsoString } from '../../platform';

/**
 * leads/{id} holds the leads; idempotencyKeys/{sha256(key)} remembers which lead a key made,
 * kept apart from the lead so that deleting the lead never frees its key. A TTL policy on
 * `expiresAt` (firestore.indexes.json) deletes key records a day on, when no client retries any more.
 */
export const LEADS = LEADS_COLLECTION;
export const IDEMPOTENCY_KEYS = 'idempotencyKeys';
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const BATCH_LIMIT = 500;
/** Leads deleted per transaction: with a departure per owner among them, at most BATCH_LIMIT writes. */
export const REMOVE_CHUNK = BATCH_LIMIT / 2;

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
  /** The lead's copies of its published CMAs, whole (functions/src/cma). */
  cmas?: LeadCma[];
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

/** A request's Idempotency-Key as stored: the key hashed, and the request it was first used for (hashed too). */
export interface LeadKey {
  keyHash: string;
  requestHash: string;
}

/** What an idempotent create found: the lead the key made, or a key used for another request. */
export type CreateOnceResult = { id: string } | 'conflict';

export const OPTIONAL_FIELDS = ['phone', 'interest', 'message', 'investmentGoals', 'propertyId', 'preferredDate', 'preferredTime'] as const;
/** What a lead answer is made of (toLead): every stored field but the search index. */
export const LEAD_FIELDS = [
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
  'valuation',
  'cmas',
  ...OPTIONAL_FIELDS,
];

/** What the export reads of a lead: its own fields and the pipeline's, not the notes, timeline or emails. */
export const EXPORTED_FIELDS = LEAD_FIELDS.filter((field) => !['notes', 'activity', 'delivery', 'valuation', 'cmas'].includes(field));

/**
 * Every email a new lead sets off, queued in the mail outbox with the lead (functions/src/leads/mail/leadLetter.ts);
 * the visitor's is skipped, with its reason, when its mailbox had its day's share.
 */
export const queued = (source: LeadSource, visitorEmailAllowed: boolean): LeadDelivery =>
  Object.fromEntries(
    leadMailsFor(source).map((mail): [LeadMail, LeadMailDelivery] => [
      mail,
      mail === 'visitorEmail' && !visitorEmailAllowed
        ? { state: 'skipped', attempts: 0, reason: VISITOR_EMAIL_LIMIT_REASON }
        : { state: 'queued', attempts: 0 },
    ]),
  );

/** The timeline, starting with the lead's arrival however it was stored. */
export const withArrival = (activity: LeadActivity[], createdAt: string): LeadActivity[] =>
  activity.some((entry) => entry.type === 'received') ? activity : [{ type: 'received', at: createdAt }, ...activity];

/**
 * A stored lead as the API answers it. Leads stored before the pipeline read as New, with no
 * notes and a timeline that starts when they were received.
 */
export function toLead(id: string, data: DocumentData): Lead {
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
  if (data.valuation && typeof data.valuation === 'object') lead.valuation = data.valuation as HomeValuation;
  if (Array.isArray(data.cmas)) lead.cmas = data.cmas as LeadCma[];
  if (typeof data.ownerId === 'string') lead.ownerId = data.ownerId;
  if (data.firstResponseAt) lead.firstResponseAt = toIsoString(data.firstResponseAt);
  return lead;
}

/**
 * What `change` does to the assignee's email: queued for a new owner to be told, removed when the
 * owner changes otherwise while an earlier one still waits; undefined: left as it is.
 */
export function assignmentMailAfter(lead: Lead, change: LeadChange, at: string): LeadMailDelivery | null | undefined {
  if (change.ownerId === undefined) return undefined;
  if (change.ownerId !== null && change.notifyOwner) return { state: 'queued', attempts: 0, queuedAt: at };
  return lead.delivery?.assignment?.state === 'queued' ? null : undefined;
}

/** The lead after `change`, as change() stores it. */
export function changed(lead: Lead, change: LeadChange, assignmentMail: LeadMailDelivery | null | undefined): Lead {
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
    ...(change.cmas ? { cmas: change.cmas } : {}),
    ...(lead.firstResponseAt || change.firstResponseAt ? { firstResponseAt: lead.firstResponseAt ?? change.firstResponseAt } : {}),
  };
}

/** Whether the stored lead is one the agent `visibleTo` may see (theirs or nobody's); without an agent, any lead. */
export const isVisible = (doc: DocumentSnapshot, visibleTo: string | undefined) =>
  visibleTo === undefined || [visibleTo, null].includes((doc.get('ownerId') as string | null | undefined) ?? null);

/** What a key record says about a request with this hash; null when the key is new. */
export function keyOutcome(key: DocumentSnapshot, requestHash: string): CreateOnceResult | null {
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
    createdAt,
    // Every write sets it, so the dashboard's live inbox hears of each change.
    updatedAt: createdAt,
  };
}

/** The documents of `query` in chunks of `size`, after `after`. */
export async function* chunks(query: Query, size: number, after?: LeadPosition): AsyncGenerator<QueryDocumentSnapshot[]> {
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

export const positionOf = (doc: QueryDocumentSnapshot): LeadPosition => {
  const createdAt = doc.get('createdAt') as Timestamp;
  return { id: doc.id, createdAt: { seconds: createdAt.seconds, nanoseconds: createdAt.nanoseconds } };
};
