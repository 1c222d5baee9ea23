import { Timestamp, type Firestore } from 'firebase-admin/firestore';

/**
 * signInLinks/{sha256(code)}: a sign-in link that was sent and not yet used: to whom, where it
 * brings them back, until when. Spending it deletes it, so a link works once, and never after
 * `expiresAt` (also the collection's TTL field, firestore.indexes.json).
 */
export const SIGN_IN_LINKS = 'signInLinks';

export type SpentLink = { outcome: 'spent'; next?: string } | { outcome: 'invalid' } | { outcome: 'mismatch' };

export interface SignInLinkRepository {
  save(codeHash: string, link: { email: string; next?: string; expiresAt: Date }): Promise<void>;
  /** Uses the link up, if it is there, unexpired and was sent to `email` (a mismatch leaves it usable). */
  spend(codeHash: string, email: string, now: Date): Promise<SpentLink>;
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function firestoreSignInLinkRepository(db: Firestore): SignInLinkRepository {
  const links = db.collection(SIGN_IN_LINKS);
  return {
    async save(codeHash, { email, next, expiresAt }) {
      await links.doc(codeHash).set({ email, ...(next ? { next } : {}), expiresAt: Timestamp.fromDate(expiresAt) });
    },

    async spend(codeHash, email, now) {
      const ref = links.doc(codeHash);
      return db.runTransaction(async (transaction): Promise<SpentLink> => {
        const doc = await transaction.get(ref);
        const expiresAt = doc.get('expiresAt') as Timestamp | undefined;
        if (!doc.exists || !expiresAt || expiresAt.toMillis() <= now.getTime()) return { outcome: 'invalid' };
        if (!sameAddress(String(doc.get('email')), email)) return { outcome: 'mismatch' };
        transaction.delete(ref);
        const next = doc.get('next') as string | undefined;
        return { outcome: 'spent', ...(next ? { next } : {}) };
      });
    },
  };
}
