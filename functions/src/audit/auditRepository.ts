import { randomBytes } from 'node:crypto';
import { FieldPath, Timestamp, type DocumentSnapshot, type Firestore, type Query } from 'firebase-admin/firestore';
import { CHAIN_ORIGIN, chainHash, type ChainedEntry, type ChainStart } from './auditChain';

/** The queue each request appends to (one new document per entry: no document takes more than its one write). */
export const AUDIT_EVENTS = 'auditEvents';
/** The sealed chain, `auditLog/{seq padded to 12 digits}`: ids sort as the chain runs. */
export const AUDIT_LOG = 'auditLog';
/** `head`: the last sealed entry and the sealer's lease; `kept`: the last entry deleted by retention, where the kept chain starts. */
export const AUDIT_CHECKPOINT = 'auditCheckpoint';
/** A client's pseudonym in the log, by the SHA-256 of their email: deleted when they erase their account. */
export const AUDIT_SUBJECTS = 'auditSubjects';

/** An entry before it is sealed: everything but its place in the chain. */
export type PendingEntry = Omit<ChainedEntry, 'seq'>;
export type SealedEntry = ChainedEntry & { hash: string };

/** The filters of a page of the log (docs/product/api.md#staff-calls). */
export interface AuditLogSelection {
  actor?: string;
  action?: string;
  kind?: string;
  recordId?: string;
  /** At or after. */
  since?: Date;
  /** Before. */
  until?: Date;
  /** Entries about this pseudonym only. */
  subject?: string;
}

/** Where a page of the log continues: after this entry (newest first). */
export interface AuditLogPosition {
  at: string;
  seq: number;
}

const SEQ_DIGITS = 12;
export const seqId = (seq: number) => String(seq).padStart(SEQ_DIGITS, '0');
const ALREADY_EXISTS = 6;

let appended = 0;
/** Queue ids sort by when they were appended (milliseconds, then this instance's count), so one instance's entries seal in its order. */
const queueId = () => {
  appended = (appended + 1) % 1_000_000;
  return `${String(Date.now()).padStart(15, '0')}-${String(appended).padStart(6, '0')}-${randomBytes(4).toString('hex')}`;
};

const toEntry = (doc: DocumentSnapshot): SealedEntry => {
  const data = doc.data() ?? {};
  return {
    seq: data.seq,
    at: (data.at as Timestamp).toDate().toISOString(),
    actor: data.actor,
    action: data.action,
    record: data.record,
    ...(data.route ? { route: data.route } : {}),
    subjects: data.subjects ?? [],
    from: data.from,
    hash: data.hash,
  };
};

const stored = (entry: PendingEntry) => ({ ...entry, at: Timestamp.fromDate(new Date(entry.at)) });

export function firestoreAuditRepository(db: Firestore) {
  const events = db.collection(AUDIT_EVENTS);
  const log = db.collection(AUDIT_LOG);
  const head = db.collection(AUDIT_CHECKPOINT).doc('head');
  const kept = db.collection(AUDIT_CHECKPOINT).doc('kept');
  const subjects = db.collection(AUDIT_SUBJECTS);

  const startOf = (doc: DocumentSnapshot): ChainStart =>
    doc.exists && typeof doc.get('seq') === 'number' ? { seq: doc.get('seq'), hash: doc.get('hash') } : CHAIN_ORIGIN;

  const selected = ({ actor, action, kind, recordId, since, until, subject }: AuditLogSelection): Query => {
    let query: Query = log;
    if (actor) query = query.where('actor.uid', '==', actor);
    if (action) query = query.where('action', '==', action);
    if (kind) query = query.where('record.kind', '==', kind);
    if (recordId) query = query.where('record.id', '==', recordId);
    if (subject) query = query.where('subjects', 'array-contains', subject);
    if (since) query = query.where('at', '>=', Timestamp.fromDate(since));
    if (until) query = query.where('at', '<', Timestamp.fromDate(until));
    return query.orderBy('at', 'desc').orderBy(FieldPath.documentId(), 'desc');
  };

  return {
    /** Queues an entry; the drain seals it. */
    async append(entry: PendingEntry): Promise<void> {
      await events.doc(queueId()).create(stored(entry));
    },

    /** Whether anything waits to be sealed. */
    async anyPending(): Promise<boolean> {
      return !(await events.limit(1).select().get()).empty;
    },

    /**
     * Takes the sealer's lease until `until` for `holder`: false while another holds an unexpired
     * one. Sealing stays right without it (each step is a transaction over the head); it keeps
     * concurrent drains from contending.
     */
    async takeLease(holder: string, now: Date, until: Date): Promise<boolean> {
      return db.runTransaction(async (tx) => {
        const doc = await tx.get(head);
        const held = doc.get('sealUntil') as Timestamp | undefined;
        if (held && held.toMillis() > now.getTime() && doc.get('sealer') !== holder) return false;
        tx.set(head, { sealer: holder, sealUntil: Timestamp.fromDate(until) }, { merge: true });
        return true;
      });
    },

    async releaseLease(holder: string): Promise<void> {
      await db.runTransaction(async (tx) => {
        const doc = await tx.get(head);
        if (doc.get('sealer') === holder) tx.set(head, { sealer: null, sealUntil: null }, { merge: true });
      });
    },

    /**
     * Seals up to `max` queued entries, oldest queued first, in one transaction with the head: each
     * takes the next sequence number and its hash, moves to auditLog and leaves the queue. Answers
     * how many it sealed (0: nothing waits).
     */
    async sealStep(max: number): Promise<number> {
      return db.runTransaction(async (tx) => {
        const [last, pending] = await Promise.all([tx.get(head), tx.get(events.orderBy(FieldPath.documentId()).limit(max))]);
        let previous = startOf(last);
        for (const doc of pending.docs) {
          const { hash: _hash, seq: _seq, ...data } = toEntry(doc);
          const entry: ChainedEntry = { ...data, seq: previous.seq + 1 };
          const hash = chainHash(previous.hash, entry);
          tx.create(log.doc(seqId(entry.seq)), { ...stored(entry), seq: entry.seq, hash });
          tx.delete(doc.ref);
          previous = { seq: entry.seq, hash };
        }
        if (!pending.empty) tx.set(head, { seq: previous.seq, hash: previous.hash, sealedAt: Timestamp.now() }, { merge: true });
        return pending.size;
      });
    },

    /** The last sealed entry (the chain's end). */
    head: async (): Promise<ChainStart> => startOf(await head.get()),

    /** Where the kept chain starts: the last entry retention deleted, or the chain's origin. */
    checkpoint: async (): Promise<ChainStart> => startOf(await kept.get()),

    /** Every kept entry after `start`, in chain order, read `pageSize` at a time. */
    async *entriesAfter(start: ChainStart, pageSize: number): AsyncGenerator<SealedEntry> {
      let after = seqId(start.seq);
      for (;;) {
        const page = await log.orderBy(FieldPath.documentId()).startAfter(after).limit(pageSize).get();
        for (const doc of page.docs) yield toEntry(doc);
        if (page.size < pageSize) return;
        after = page.docs[page.docs.length - 1]!.id;
      }
    },

    /** A page of the log, newest first, after `position`. */
    async page(selection: AuditLogSelection, limit: number, position?: AuditLogPosition): Promise<SealedEntry[]> {
      let query = selected(selection);
      if (position) query = query.startAfter(Timestamp.fromDate(new Date(position.at)), seqId(position.seq));
      return (await query.limit(limit).get()).docs.map(toEntry);
    },

    /**
     * Deletes up to `max` of the oldest kept entries older than `before`, in chain order, and moves
     * the checkpoint to the last deleted, in one batch. Answers how many it deleted.
     */
    async pruneStep(before: Date, max: number): Promise<number> {
      const oldest = await log.orderBy(FieldPath.documentId()).limit(max).get();
      const due: DocumentSnapshot[] = [];
      for (const doc of oldest.docs) {
        if ((doc.get('at') as Timestamp).toMillis() >= before.getTime()) break;
        due.push(doc);
      }
      const last = due[due.length - 1];
      if (!last) return 0;
      const batch = db.batch();
      for (const doc of due) batch.delete(doc.ref);
      batch.set(kept, { seq: last.get('seq'), hash: last.get('hash'), deletedAt: Timestamp.now() });
      await batch.commit();
      return due.length;
    },

    /** The pseudonym of a client known by `key` (the SHA-256 of their email); made on first use when `make`. */
    async pseudonym(key: string, make: boolean): Promise<string | undefined> {
      const ref = subjects.doc(key);
      const found = await ref.get();
      if (found.exists) return found.get('pseudonym') as string;
      if (!make) return undefined;
      const pseudonym = randomBytes(15).toString('base64url');
      try {
        await ref.create({ pseudonym, createdAt: Timestamp.now() });
        return pseudonym;
      } catch (error) {
        if ((error as { code?: number }).code !== ALREADY_EXISTS) throw error;
        return (await ref.get()).get('pseudonym') as string;
      }
    },

    /** Forgets a client's pseudonym: their entries stay in the chain, tied to no one. */
    async forgetSubject(key: string): Promise<void> {
      await subjects.doc(key).delete();
    },
  };
}

export type AuditRepository = ReturnType<typeof firestoreAuditRepository>;
