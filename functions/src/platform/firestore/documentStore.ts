import type { CollectionReference, DocumentData, DocumentReference, Transaction } from 'firebase-admin/firestore';
import { conflict, notFound } from '../httpError';
import { isDocumentId } from './documentId';

/** How one collection's entities map to and from their stored documents. */
export interface DocumentCodec<T, Input> {
  fromData(id: string, data: DocumentData): T;
  /** The document to store for `input`; `previous` is the one an update replaces. */
  toData(input: Input, previous?: DocumentData): DocumentData;
  /** For documents keyed by their content (a slug, a name); without it Firestore picks the id. */
  idOf?(input: Input): string;
}

export interface DocumentMessages {
  notFound: string;
  /** When `idOf` gives an id another document has. */
  idTaken?: string;
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

/** Get, create, update and delete by id, answering the resource's own 404 and 409. */
export interface DocumentStore<T, Input> {
  /** The document, or null when there is none (a page that renders "not found" itself). */
  find(id: string): Promise<T | null>;
  get(id: string): Promise<T>;
  create(input: Input, note?: WriteNote): Promise<T>;
  /** Replaces the document with what `change` makes of it; a new content key moves it to its new id. */
  update(id: string, change: (current: T) => Promise<Input>, note?: WriteNote): Promise<T>;
  /** Deletes the document (and its journal) and answers what it held. */
  remove(id: string): Promise<T>;
}

const ALREADY_EXISTS = 6;
const hasCode = (error: unknown, code: number) => (error as { code?: unknown }).code === code;

export function documentStore<T, Input>(
  collection: CollectionReference,
  codec: DocumentCodec<T, Input>,
  messages: DocumentMessages,
  journal?: DocumentJournal,
): DocumentStore<T, Input> {
  const idTaken = () => conflict(messages.idTaken ?? 'This item already exists');
  const ref = (id: string) => {
    if (!isDocumentId(id)) throw notFound(messages.notFound);
    return collection.doc(id);
  };

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

    async get(id) {
      const found = await find(id);
      if (!found) throw notFound(messages.notFound);
      return found;
    },

    async create(input, note) {
      const target = codec.idOf ? ref(codec.idOf(input)) : collection.doc();
      const data = codec.toData(input);
      const write = journal
        ? collection.firestore.runTransaction(async (tx) => {
            tx.create(target, data);
            record(tx, target, undefined, data, note);
          })
        : target.create(data);
      await write.catch((error: unknown) => {
        throw hasCode(error, ALREADY_EXISTS) ? idTaken() : error;
      });
      return codec.fromData(target.id, data);
    },

    update(id, change, note) {
      const source = ref(id);
      return collection.firestore.runTransaction(async (tx) => {
        const snapshot = await tx.get(source);
        if (!snapshot.exists) throw notFound(messages.notFound);
        const previous = snapshot.data() ?? {};
        const input = await change(codec.fromData(id, previous));
        const target = codec.idOf ? ref(codec.idOf(input)) : source;
        if (target.id !== id) {
          if ((await tx.get(target)).exists) throw idTaken();
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
      const removed = await collection.firestore.runTransaction(async (tx) => {
        const snapshot = await tx.get(target);
        if (!snapshot.exists) throw notFound(messages.notFound);
        tx.delete(target);
        return codec.fromData(id, snapshot.data() ?? {});
      });
      if (journal) await collection.firestore.recursiveDelete(target.collection(journal.collection));
      return removed;
    },
  };
}
