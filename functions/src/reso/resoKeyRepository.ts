import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import type { ResoKey } from '@estate/domain';
import { isDocumentId, toIsoString } from '../platform';

/**
 * resoKeys/{sha256 of the key}: the feed's keys. The key itself is never stored: a request's key
 * is hashed and its document read by id (one read), so a revoked (deleted) key fails at once.
 * firestore.rules keeps the collection closed to clients.
 */
export const RESO_KEYS = 'resoKeys';

export interface StoredResoKey {
  name: string;
  includeOffMarket: boolean;
  createdBy: string | null;
}

export interface ResoKeyRepository {
  list(): Promise<ResoKey[]>;
  create(hash: string, key: StoredResoKey): Promise<ResoKey>;
  /** The key stored under this hash, or null. */
  find(hash: string): Promise<ResoKey | null>;
  /** Deletes the key; false when there was none. */
  remove(hash: string): Promise<boolean>;
  /** Records a use of the key (no-op once it is gone). */
  markUsed(hash: string, at: Date): Promise<void>;
}

function keyFromData(id: string, data: DocumentData): ResoKey {
  return {
    id,
    name: String(data.name ?? ''),
    includeOffMarket: data.includeOffMarket === true,
    createdAt: toIsoString(data.createdAt),
    createdBy: typeof data.createdBy === 'string' ? data.createdBy : null,
    ...(data.lastUsedAt ? { lastUsedAt: toIsoString(data.lastUsedAt) } : {}),
  };
}

const NOT_FOUND = 5;

export function firestoreResoKeyRepository(db: Firestore): ResoKeyRepository {
  const collection = db.collection(RESO_KEYS);
  return {
    async list() {
      const snapshot = await collection.orderBy('createdAt', 'desc').get();
      return snapshot.docs.map((doc) => keyFromData(doc.id, doc.data()));
    },

    async create(hash, key) {
      const data = { ...key, createdAt: Timestamp.now() };
      await collection.doc(hash).create(data);
      return keyFromData(hash, data);
    },

    async find(hash) {
      if (!isDocumentId(hash)) return null;
      const doc = await collection.doc(hash).get();
      return doc.exists ? keyFromData(doc.id, doc.data()!) : null;
    },

    async remove(hash) {
      if (!isDocumentId(hash)) return false;
      const ref = collection.doc(hash);
      return db.runTransaction(async (tx) => {
        if (!(await tx.get(ref)).exists) return false;
        tx.delete(ref);
        return true;
      });
    },

    async markUsed(hash, at) {
      try {
        await collection.doc(hash).update({ lastUsedAt: Timestamp.fromDate(at) });
      } catch (error) {
        // Revoked meanwhile: nothing to record.
        if ((error as { code?: unknown }).code !== NOT_FOUND) throw error;
      }
    },
  };
}
