import { FieldValue, Timestamp, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { LEAD_MAILS, leadMailsFor, type Lead, LEAD_DEPARTURES_COLLECTION, UNASSIGNED_SLICE } from '@estate/domain';
import { isDocumentId, type MailboxShare, type MailOutbox, type VisitorMailbox } from '../../platform';
import { leadLetter, type LeadLetterParams } from '../mail/leadLetter';
import {
  IDEMPOTENCY_KEYS,
  IDEMPOTENCY_KEY_LIFETIME_MS,
  LEADS,
  REMOVE_CHUNK,
  assignmentMailAfter,
  changed,
  keyOutcome,
  storedLead,
  toLead,
  type CreateOnceResult,
  type LeadChange,
  type NewLead,
} from './leadDocuments';

/**
 * Something stored with a new lead in the lead's own transaction (a showing request's booking,
 * functions/src/showings): it reads what it needs first, and may refuse by throwing, before anything
 * is written; then it answers the writes to make once the lead's id is known.
 */
export type LeadCompanion = (transaction: Transaction) => Promise<(leadId: string) => void>;

/** The pipeline's writes: new leads (once per idempotency key), staff changes, deletions. */
export interface LeadWriteRepository {
  /** A fresh id shaped like a stored lead's, for answers that store nothing. */
  newId(): string;
  /** Stores the lead, and `companion` with it (both or neither). */
  create(lead: NewLead, companion?: LeadCompanion): Promise<string>;
  /**
   * Creates the lead (and `companion`) unless `keyHash` made one before; atomic, so concurrent
   * retries make one lead, and a retry never stores the companion again.
   */
  createOnce(keyHash: string, requestHash: string, lead: NewLead, companion?: LeadCompanion): Promise<CreateOnceResult>;
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

/**
 * `mailboxes`: the daily cap on emails to unverified addresses, which a lead's visitor email counts
 * against; `outbox`: where the emails a write queues go, in its transaction (nothing accepted is lost).
 */
export function firestoreLeadWriteRepository(db: Firestore, mailboxes: VisitorMailbox, outbox: MailOutbox): LeadWriteRepository {
  const leads = db.collection(LEADS);
  const keys = db.collection(IDEMPOTENCY_KEYS);
  const departures = db.collection(LEAD_DEPARTURES_COLLECTION);

  /** Hands one of the lead's emails to the mail outbox, in the transaction that queues it. */
  const queueMail = (transaction: Transaction, letter: LeadLetterParams, since: Date) => {
    const { key, entry } = leadLetter(letter, since);
    outbox.queueIn(transaction, entry, key);
  };

  /** A lead leaves the slice of `ownerId` (null: the unassigned), for the dashboards showing it. */
  const departFrom = (transaction: Transaction, ownerId: unknown) =>
    transaction.set(departures.doc(typeof ownerId === 'string' ? ownerId : UNASSIGNED_SLICE), { at: FieldValue.serverTimestamp() });

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
      updatedAt: FieldValue.serverTimestamp(),
    });
    // An email queued before for an earlier assignment finds itself replaced when its turn comes.
    if (assignmentMail) queueMail(transaction, { leadId: id, mail: 'assignment', queuedAt: assignmentMail.queuedAt! }, now.toDate());
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
   * Reads the lead's mailbox's share of today's emails; undefined when the lead sets off no
   * visitor email. The transaction that stores the lead then counts this one (addLead).
   */
  async function visitorEmailShare(transaction: Transaction, lead: NewLead): Promise<MailboxShare | undefined> {
    if (!leadMailsFor(lead.source).includes('visitorEmail')) return undefined;
    return mailboxes.shareIn(transaction, lead.email);
  }

  /**
   * Stores the new lead in the transaction, counting its visitor email against its mailbox's share,
   * and what the companion writes with it; answers its id. The companion's reads come first.
   */
  async function addLead(
    transaction: Transaction,
    lead: NewLead,
    share: MailboxShare | undefined,
    companion?: LeadCompanion,
  ): Promise<string> {
    const writeCompanion = companion ? await companion(transaction) : undefined;
    const ref = leads.doc();
    const createdAt = Timestamp.now();
    const stored = storedLead(lead, createdAt, share?.allowed ?? true);
    transaction.create(ref, stored);
    for (const mail of LEAD_MAILS)
      if (stored.delivery[mail]?.state === 'queued') queueMail(transaction, { leadId: ref.id, mail }, createdAt.toDate());
    share?.take();
    writeCompanion?.(ref.id);
    return ref.id;
  }

  return {
    newId: () => leads.doc().id,

    async create(lead, companion) {
      return db.runTransaction(async (transaction) => addLead(transaction, lead, await visitorEmailShare(transaction, lead), companion));
    },

    async createOnce(keyHash, requestHash, lead, companion) {
      const key = keys.doc(keyHash);
      // The key, the lead and its mailbox's count, or none of them: of concurrent retries one
      // makes the lead, and the others find its key.
      return db.runTransaction(async (transaction) => {
        const [found, share] = await Promise.all([transaction.get(key), visitorEmailShare(transaction, lead)]);
        const outcome = keyOutcome(found, requestHash);
        if (outcome) return outcome;
        const id = await addLead(transaction, lead, share, companion);
        transaction.create(key, { leadId: id, requestHash, expiresAt: Timestamp.fromMillis(Date.now() + IDEMPOTENCY_KEY_LIFETIME_MS) });
        return { id };
      });
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
