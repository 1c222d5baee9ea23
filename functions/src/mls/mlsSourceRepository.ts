import type { Firestore } from 'firebase-admin/firestore';
import { MLS_SOURCES, type MlsSourceState } from '@estate/domain';

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
  /** Lets go of the run's hold, saving its last change. */
  release(sourceId: string, change: Partial<MlsSourceState>): Promise<void>;
  setPaused(sourceId: string, paused: boolean): Promise<void>;
  /** Asks for a full re-sync, which the next run starts. */
  requestResync(sourceId: string): Promise<void>;
}

/** mlsSources/{sourceId}: each source's replication state (docs/product/mls.md#the-replica). */
export function firestoreMlsSourceRepository(db: Firestore): MlsSourceRepository {
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

    release: async (sourceId, change) => void (await sources.doc(sourceId).set({ ...change, leaseUntil: null }, { merge: true })),

    setPaused: async (sourceId, paused) => void (await sources.doc(sourceId).set({ paused }, { merge: true })),

    requestResync: async (sourceId) => void (await sources.doc(sourceId).set({ resyncRequested: true }, { merge: true })),
  };
}
