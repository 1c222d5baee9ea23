import { FieldValue, Timestamp, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import {
  HOME_VALUE_TEXTS,
  LEAD_MAILS,
  leadMailsFor,
  type Lead,
  type LeadActivity,
  LEAD_DEPARTURES_COLLECTION,
  UNASSIGNED_SLICE,
} from '@estate/domain';
import { isDocumentId, type MailboxShare, type MailOutbox, type OutboxEntry, type VisitorMailbox } from '../../platform';
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
  type LeadKey,
  type NewLead,
} from './leadDocuments';

/** What a new lead's transaction made of it: the lead's id, and whether this request stored it (else its key had, before). */
export interface LeadCreated {
  id: string;
  created: boolean;
}

/** The pipeline's writes: new leads (once per idempotency key), staff changes, deletions. */
export interface LeadWriteRepository {
  /** A fresh id shaped like a stored lead's, for answers that store nothing. */
  newId(): string;
  create(lead: NewLead): Promise<string>;
  /** Creates the lead unless `keyHash` made one before; atomic, so concurrent retries make one lead. */
  createOnce(keyHash: string, requestHash: string, lead: NewLead): Promise<CreateOnceResult>;
  /**
   * create(), or with `key` createOnce(), inside a transaction the caller runs (a showing request's,
   * which books its hour with the lead: functions/src/showings). It reads first: the caller's own
   * reads come before, its writes after. 'conflict': the key was used for another request.
   */
  createWithin(transaction: Transaction, lead: NewLead, key?: LeadKey): Promise<LeadCreated | 'conflict'>;
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
  /**
   * A home valuation's owner asked for an agent's opinion: the first time, `valuation.agentOpinionAskedAt`
   * and the timeline's entry are stored with `alert` queued in the mail outbox under `alertKey`, in one
   * transaction; 'already' when they asked before (nothing written), undefined when there is no such
   * lead with a valuation.
   */
  recordAgentOpinion(id: string, at: string, alert: OutboxEntry, alertKey: string): Promise<'asked' | 'already' | undefined>;
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
      ...(change.cmas ? { cmas: change.cmas } : {}),
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
   * visitor email. The transaction that stores the lead then counts this one (createWithin).
   */
  async function visitorEmailShare(transaction: Transaction, lead: NewLead): Promise<MailboxShare | undefined> {
    if (!leadMailsFor(lead.source).includes('visitorEmail')) return undefined;
    return mailboxes.shareIn(transaction, lead.email);
  }

  async function createWithin(transaction: Transaction, lead: NewLead, key?: LeadKey): Promise<LeadCreated | 'conflict'> {
    // The key, the lead and its mailbox's count, or none of them: of concurrent retries one
    // makes the lead, and the others find its key.
    const [found, share] = await Promise.all([key && transaction.get(keys.doc(key.keyHash)), visitorEmailShare(transaction, lead)]);
    const outcome = key && found ? keyOutcome(found, key.requestHash) : null;
    if (outcome === 'conflict') return outcome;
    if (outcome) return { id: outcome.id, created: false };
    const ref = leads.doc();
    const createdAt = Timestamp.now();
    const stored = storedLead(lead, createdAt, share?.allowed ?? true);
    transaction.create(ref, stored);
    for (const mail of LEAD_MAILS)
      if (stored.delivery[mail]?.state === 'queued') queueMail(transaction, { leadId: ref.id, mail }, createdAt.toDate());
    share?.take();
    if (key) {
      transaction.create(keys.doc(key.keyHash), {
        leadId: ref.id,
        requestHash: key.requestHash,
        expiresAt: Timestamp.fromMillis(Date.now() + IDEMPOTENCY_KEY_LIFETIME_MS),
      });
    }
    return { id: ref.id, created: true };
  }

  return {
    newId: () => leads.doc().id,

    async create(lead) {
      const outcome = await db.runTransaction((transaction) => createWithin(transaction, lead));
      // Without a key there is nothing for the lead to conflict with.
      return (outcome as LeadCreated).id;
    },

    async createOnce(keyHash, requestHash, lead) {
      const outcome = await db.runTransaction((transaction) => createWithin(transaction, lead, { keyHash, requestHash }));
      return outcome === 'conflict' ? outcome : { id: outcome.id };
    },

    createWithin,

    changeWithin,

    async change(id, decide) {
      const outcome = await db.runTransaction((transaction) => changeWithin(transaction, id, decide));
      return outcome?.lead;
    },

    async recordAgentOpinion(id, at, alert, alertKey) {
      if (!isDocumentId(id)) return undefined;
      return db.runTransaction(async (transaction) => {
        const ref = leads.doc(id);
        const doc = await transaction.get(ref);
        if (!doc.exists) return undefined;
        const lead = toLead(doc.id, doc.data()!);
        if (!lead.valuation) return undefined;
        if (lead.valuation.agentOpinionAskedAt) return 'already';
        const entry: LeadActivity = { type: 'valuation', at, detail: HOME_VALUE_TEXTS.opinionActivity };
        // The whole timeline, as changeWithin writes it: the transaction read it.
        transaction.update(ref, {
          'valuation.agentOpinionAskedAt': at,
          activity: [...lead.activity, entry],
          updatedAt: FieldValue.serverTimestamp(),
        });
        outbox.queueIn(transaction, alert, alertKey);
        return 'asked';
      });
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
