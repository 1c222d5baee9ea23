import { Timestamp, type DocumentData, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import type { Lead, LeadSortOrder, LeadSource } from '@estate/domain';
import { toIsoString } from './timestamps';

/**
 * leads/{id} holds the leads; idempotencyKeys/{sha256(key)} remembers which lead a key made,
 * kept apart from the lead so that deleting the lead never frees its key. A TTL policy on
 * `expiresAt` (firestore.indexes.json) deletes key records a day on, when no client retries any more.
 */
export const LEADS = 'leads';
export const IDEMPOTENCY_KEYS = 'idempotencyKeys';
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
const BATCH_LIMIT = 500;
const ALREADY_EXISTS = 6;
const NOT_FOUND = 5;

export type NewLead = Omit<Lead, 'id' | 'createdAt'>;

/** What an idempotent create found: the lead the key made, or a key used for another request. */
export type CreateOnceResult = { id: string } | 'conflict';

export interface LeadRepository {
  /** A fresh id shaped like a stored lead's, for answers that store nothing. */
  newId(): string;
  create(lead: NewLead): Promise<string>;
  /** Creates the lead unless `keyHash` made one before; atomic, so concurrent retries make one lead. */
  createOnce(keyHash: string, requestHash: string, lead: NewLead): Promise<CreateOnceResult>;
  list(filter: { source?: LeadSource; sortOrder: LeadSortOrder }): Promise<Lead[]>;
  /** False when there was no such lead. */
  remove(id: string): Promise<boolean>;
  /** Answers how many of the leads existed (and are now gone). */
  removeMany(ids: string[]): Promise<number>;
}

const OPTIONAL_FIELDS = ['phone', 'interest', 'message', 'investmentGoals', 'propertyId', 'preferredDate', 'preferredTime'] as const;

function toLead(id: string, data: DocumentData): Lead {
  const lead: Lead = { id, name: data.name, email: data.email, source: data.source, createdAt: toIsoString(data.createdAt) };
  for (const field of OPTIONAL_FIELDS) if (typeof data[field] === 'string') lead[field] = data[field];
  return lead;
}

/** Ids from a URL or a body that Firestore would refuse as a document id ('a/b', '..', '__x__'). */
const isDocumentId = (id: string) =>
  id !== '' && id !== '.' && id !== '..' && !id.includes('/') && !/^__.*__$/.test(id) && Buffer.byteLength(id) <= 1500;

/** What a key record says about a request with this hash; null when the key is new. */
function keyOutcome(key: DocumentSnapshot, requestHash: string): CreateOnceResult | null {
  if (!key.exists) return null;
  return key.get('requestHash') === requestHash ? { id: String(key.get('leadId')) } : 'conflict';
}

const hasCode = (error: unknown, code: number) => (error as { code?: unknown }).code === code;

export function firestoreLeadRepository(db: Firestore): LeadRepository {
  const leads = db.collection(LEADS);
  const keys = db.collection(IDEMPOTENCY_KEYS);
  const stored = (lead: NewLead) => ({ ...lead, createdAt: Timestamp.now() });

  return {
    newId: () => leads.doc().id,

    async create(lead) {
      const ref = leads.doc();
      await ref.create(stored(lead));
      return ref.id;
    },

    async createOnce(keyHash, requestHash, lead) {
      const key = keys.doc(keyHash);
      const ref = leads.doc();
      try {
        // Both documents or neither: a batch of two create()s fails whole when the key exists,
        // so concurrent retries make one lead without locking anything.
        await db
          .batch()
          .create(key, { leadId: ref.id, requestHash, expiresAt: Timestamp.fromMillis(Date.now() + IDEMPOTENCY_KEY_LIFETIME_MS) })
          .create(ref, stored(lead))
          .commit();
        return { id: ref.id };
      } catch (error) {
        if (!hasCode(error, ALREADY_EXISTS)) throw error;
        const outcome = keyOutcome(await key.get(), requestHash);
        if (!outcome) throw error;
        return outcome;
      }
    },

    async list({ source, sortOrder }) {
      const query = source ? leads.where('source', '==', source) : leads;
      const snapshot = await query.orderBy('createdAt', sortOrder).get();
      return snapshot.docs.map((doc) => toLead(doc.id, doc.data()));
    },

    async remove(id) {
      if (!isDocumentId(id)) return false;
      try {
        await leads.doc(id).delete({ exists: true });
        return true;
      } catch (error) {
        if (hasCode(error, NOT_FOUND)) return false;
        throw error;
      }
    },

    async removeMany(ids) {
      const refs = [...new Set(ids)].filter(isDocumentId).map((id) => leads.doc(id));
      if (refs.length === 0) return 0;
      const existing = (await db.getAll(...refs)).filter((doc) => doc.exists);
      for (let start = 0; start < existing.length; start += BATCH_LIMIT) {
        const batch = db.batch();
        for (const doc of existing.slice(start, start + BATCH_LIMIT)) batch.delete(doc.ref);
        await batch.commit();
      }
      return existing.length;
    },
  };
}
