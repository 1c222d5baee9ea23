import type { CollectionReference, DocumentData, DocumentReference, Transaction } from 'firebase-admin/firestore';
import { isDocumentId } from './documentId';

/** How one collection's entities map to and from their stored documents. */
export interface DocumentCodec<T, Input> {
  fromData(id: string, data: DocumentData): T;
  /** The document to store for `input`; `previous` is the one an update replaces. */
  toData(input: Input, previous?: DocumentData): DocumentData;
  /** For documents keyed by their content (a slug, a name); without it Firestore picks the id. */
  idOf?(input: Input): string;
}

/** Who made a write and anything else its journal entries record (a listing's move, a correction). */
export interface WriteNote {
  by: string | null;
  [detail: string]: unknown;
}

/**
 * An append-only journal under each document (`<document>/<collection>`): the entries a write
 * adds are created in the same transaction as the write, so a change is never recorded without
 * happening, nor the other way round.
 */
export interface DocumentJournal {
  collection: string;
  entries(before: DocumentData | undefined, after: DocumentData, note: WriteNote): DocumentData[];
}

/**
 * Find, create, update and delete by id. What refuses a write is an answer for the caller to turn
 * into its error: 'gone' when the id (or the content key) names no document, 'taken' when the
 * content key names another one.
 */
export interface DocumentStore<T, Input> {
  /** The document, or null when there is none. */
  find(id: string): Promise<T | null>;
  create(input: Input, note?: WriteNote): Promise<T | 'gone' | 'taken'>;
  /** Replaces the document with what `change` makes of it; a new content key moves it to its new id. */
  update(id: string, change: (current: T) => Promise<Input>, note?: WriteNote): Promise<T | 'gone' | 'taken'>;
  /** Deletes the document (and its journal) and answers what it held. */
  remove(id: string): Promise<T | 'gone'>;
}

const ALREADY_EXISTS = 6;
const hasCode = (error: unknown, code: number) => (error as { code?: unknown }).code === code;

export function documentStore<T, Input>(
  collection: CollectionReference,
  codec: DocumentCodec<T, Input>,
  journal?: DocumentJournal,
): DocumentStore<T, Input> {
  const ref = (id: string) => (isDocumentId(id) ? collection.doc(id) : undefined);

  const find = async (id: string) => {
    if (!isDocumentId(id)) return null;
    const snapshot = await collection.doc(id).get();
    return snapshot.exists ? codec.fromData(snapshot.id, snapshot.data() ?? {}) : null;
  };
  const record = (tx: Transaction, target: DocumentReference, before: DocumentData | undefined, after: DocumentData, note?: WriteNote) => {
    if (!journal) return;
    for (const entry of journal.entries(before, after, note ?? { by: null })) tx.create(target.collection(journal.collection).doc(), entry);
  };

  return {
    find,

    async create(input, note) {
      const target = codec.idOf ? ref(codec.idOf(input)) : collection.doc();
      if (!target) return 'gone';
      const data = codec.toData(input);
      const write = journal
        ? collection.firestore.runTransaction(async (tx) => {
            tx.create(target, data);
            record(tx, target, undefined, data, note);
          })
        : target.create(data);
      try {
        await write;
      } catch (error) {
        if (hasCode(error, ALREADY_EXISTS)) return 'taken';
        throw error;
      }
      return codec.fromData(target.id, data);
    },

    async update(id, change, note) {
      const source = ref(id);
      if (!source) return 'gone';
      return collection.firestore.runTransaction(async (tx) => {
        const snapshot = await tx.get(source);
        if (!snapshot.exists) return 'gone';
        const previous = snapshot.data() ?? {};
        const input = await change(codec.fromData(id, previous));
        const target = codec.idOf ? ref(codec.idOf(input)) : source;
        if (!target) return 'gone';
        if (target.id !== id) {
          if ((await tx.get(target)).exists) return 'taken';
          tx.delete(source);
        }
        const data = codec.toData(input, previous);
        tx.set(target, data);
        record(tx, target, previous, data, note);
        return codec.fromData(target.id, data);
      });
    },

    async remove(id) {
      const target = ref(id);
      if (!target) return 'gone';
      const removed = await collection.firestore.runTransaction(async (tx) => {
        const snapshot = await tx.get(target);
        if (!snapshot.exists) return 'gone';
        tx.delete(target);
        return codec.fromData(id, snapshot.data() ?? {});
      });
      if (journal && removed !== 'gone') await collection.firestore.recursiveDelete(target.collection(journal.collection));
      return removed;
    },
  };
}
