import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { isDocumentId } from '../../platform';

/**
 * staffSessions/{sid}: one staff session (its cookie carries `sid`), with when a factor was last
 * proved in it, for the step-up. Expired by a TTL policy on `expiresAt`, the cookie's own end.
 */
export const STAFF_SESSIONS = 'staffSessions';

export interface StaffSessionRecord {
  uid: string;
  /** How the session began: 'password', 'password+totp', 'passkey'... */
  from: string;
  createdAt: number;
  /** ms since the epoch; absent when no factor was proved (an account no factor applies to). */
  lastFactorAt?: number;
}

export interface StaffSessionRepository {
  create(sid: string, record: StaffSessionRecord, expiresAtMs: number): Promise<void>;
  get(sid: string): Promise<StaffSessionRecord | undefined>;
  factorProved(sid: string, at: number): Promise<void>;
  /** Every session record of the account, gone (sign-out everywhere, deactivation). */
  removeAll(uid: string): Promise<void>;
}

export function firestoreStaffSessionRepository(db: Firestore): StaffSessionRepository {
  const sessions = db.collection(STAFF_SESSIONS);
  return {
    async create(sid, { uid, from, createdAt, lastFactorAt }, expiresAtMs) {
      await sessions.doc(sid).create({
        uid,
        from,
        createdAt: Timestamp.fromMillis(createdAt),
        ...(lastFactorAt ? { lastFactorAt: Timestamp.fromMillis(lastFactorAt) } : {}),
        expiresAt: Timestamp.fromMillis(expiresAtMs),
      });
    },
    async get(sid) {
      if (!isDocumentId(sid)) return undefined;
      const data = (await sessions.doc(sid).get()).data();
      if (!data) return undefined;
      return {
        uid: data.uid,
        from: data.from,
        createdAt: (data.createdAt as Timestamp).toMillis(),
        ...(data.lastFactorAt ? { lastFactorAt: (data.lastFactorAt as Timestamp).toMillis() } : {}),
      };
    },
    async factorProved(sid, at) {
      await sessions.doc(sid).update({ lastFactorAt: Timestamp.fromMillis(at) });
    },
    async removeAll(uid) {
      const owned = await sessions.where('uid', '==', uid).select().get();
      const batch = db.batch();
      owned.docs.forEach((doc) => batch.delete(doc.ref));
      await batch.commit();
    },
  };
}
