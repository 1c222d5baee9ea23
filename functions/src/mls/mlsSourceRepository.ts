import type { Firestore } from 'firebase-admin/firestore';
import { MLS_SOURCES, type MlsSourceState } from '@estate/domain';
import type { MailOutbox, OutboxEntry } from '../platform';

/** A source never replicated yet. */
export const NEW_SOURCE_STATE: MlsSourceState = {
  cursor: null,
  nextLink: null,
  phase: 'initial',
  lastSuccessAt: null,
  lastReconciledAt: null,
  newestSourceTimestamp: null,
  paused: false,
  resyncRequested: false,
  reconcileRequested: false,
  lastErrors: [],
};

/** A source's state, named by its id. */
export type StoredMlsSource = MlsSourceState & { id: string };

/** An email queued with the write that records what sets it off (the admins' lag email). */
export interface QueuedLetter {
  key: string;
  entry: OutboxEntry;
}

/** Why a run of a source did not start. */
export type NotClaimed = 'paused' | 'busy';

export interface MlsSourceRepository {
  /**
   * The source's state, held for one run until `leaseUntil` (ISO): no other run starts while it
   * is held, and a run that died lets go when it passes. A paused source, or a held one, is not claimed.
   */
  claim(sourceId: string, now: string, leaseUntil: string): Promise<MlsSourceState | NotClaimed>;
  /** Saves part of the state (the cursor once a page's records are written, say). */
  save(sourceId: string, change: Partial<MlsSourceState>): Promise<void>;
  /** Lets go of the run's hold, saving its last change, and queues `letter` in the same write. */
  release(sourceId: string, change: Partial<MlsSourceState>, letter?: QueuedLetter): Promise<void>;
  /** Every source the replica knows (a run, or an admin's pause or re-sync, made its document), by id. */
  list(): Promise<StoredMlsSource[]>;
  /** The source's state; undefined when the replica does not know it. */
  get(sourceId: string): Promise<StoredMlsSource | undefined>;
  setPaused(sourceId: string, paused: boolean): Promise<void>;
  /** Asks for a full re-sync, which the next run starts. */
  requestResync(sourceId: string): Promise<void>;
}

const stored = (id: string, data: Partial<MlsSourceState>): StoredMlsSource => ({ ...NEW_SOURCE_STATE, ...data, id });

/** mlsSources/{sourceId}: each source's replication state (docs/product/mls.md#the-replica). */
export function firestoreMlsSourceRepository(db: Firestore, outbox: Pick<MailOutbox, 'queueIn'>): MlsSourceRepository {
  const sources = db.collection(MLS_SOURCES);
  return {
    claim: (sourceId, now, leaseUntil) =>
      db.runTransaction(async (transaction) => {
        const snapshot = await transaction.get(sources.doc(sourceId));
        const state: MlsSourceState = { ...NEW_SOURCE_STATE, ...(snapshot.data() as Partial<MlsSourceState> | undefined) };
        if (state.paused) return 'paused';
        const held = snapshot.get('leaseUntil') as string | null | undefined;
        if (held && held > now) return 'busy';
        transaction.set(sources.doc(sourceId), { ...(snapshot.exists ? {} : NEW_SOURCE_STATE), leaseUntil }, { merge: true });
        return state;
      }),

    save: async (sourceId, change) => void (await sources.doc(sourceId).set(change, { merge: true })),

    async release(sourceId, change, letter) {
      const released = { ...change, leaseUntil: null };
      if (!letter) return void (await sources.doc(sourceId).set(released, { merge: true }));
      await db.runTransaction(async (transaction) => {
        transaction.set(sources.doc(sourceId), released, { merge: true });
        outbox.queueIn(transaction, letter.entry, letter.key);
      });
    },

    async list() {
      const snapshot = await sources.get();
      return snapshot.docs.map((doc) => stored(doc.id, doc.data() as Partial<MlsSourceState>));
    },

    async get(sourceId) {
      const doc = await sources.doc(sourceId).get();
      return doc.exists ? stored(doc.id, doc.data() as Partial<MlsSourceState>) : undefined;
    },

    setPaused: async (sourceId, paused) => void (await sources.doc(sourceId).set({ paused }, { merge: true })),

    requestResync: async (sourceId) => void (await sources.doc(sourceId).set({ resyncRequested: true }, { merge: true })),
  };
}
