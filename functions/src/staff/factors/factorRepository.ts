import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { PasskeySummary } from '@estate/domain';
import { isDocumentId, toIsoString } from '../../platform';

/** staffFactors/{uid}: the authenticator app's sealed secret and the recovery codes' hashes. */
export const STAFF_FACTORS = 'staffFactors';
/** staffPasskeys/{credentialId}: one registered passkey, found by its id at a usernameless sign-in. */
export const STAFF_PASSKEYS = 'staffPasskeys';

/** A passkey as the verifier needs it. */
export interface StoredPasskey extends PasskeySummary {
  uid: string;
  publicKey: Uint8Array;
  counter: number;
  transports?: string[];
}

/** The authenticator app and recovery codes of an account, as stored (the secret sealed). */
export interface StoredFactors {
  totp?: { sealed: string; createdAt: string };
  /** A setup waiting for its first code; replaces `totp` when confirmed. */
  totpPending?: { sealed: string; expiresAt: number };
  recoveryCodes: string[];
}

export interface FactorRepository {
  factors(uid: string): Promise<StoredFactors>;
  setPendingTotp(uid: string, sealed: string, expiresAt: number): Promise<void>;
  /** Makes `sealed` the account's app; the pending setup goes. */
  setTotp(uid: string, sealed: string): Promise<void>;
  setRecoveryCodes(uid: string, hashes: string[]): Promise<void>;
  /** Removes one recovery code's hash, once: false when it was not (or no longer) there. */
  spendRecoveryCode(uid: string, hash: string): Promise<boolean>;
  passkeys(uid: string): Promise<StoredPasskey[]>;
  passkey(credentialId: string): Promise<StoredPasskey | undefined>;
  addPasskey(passkey: Omit<StoredPasskey, 'createdAt' | 'lastUsedAt'>): Promise<void>;
  passkeyUsed(credentialId: string, counter: number): Promise<void>;
  /** False when the account has no such passkey. */
  removePasskey(uid: string, credentialId: string): Promise<boolean>;
  /** Every factor of the account, gone. */
  removeAll(uid: string): Promise<void>;
}

export function firestoreFactorRepository(db: Firestore): FactorRepository {
  const factorsOf = (uid: string) => db.collection(STAFF_FACTORS).doc(uid);
  const passkeys = db.collection(STAFF_PASSKEYS);
  const toPasskey = (id: string, data: FirebaseFirestore.DocumentData): StoredPasskey => ({
    id,
    uid: data.uid,
    name: data.name,
    publicKey: new Uint8Array(Buffer.from(data.publicKey as string, 'base64url')),
    counter: data.counter ?? 0,
    ...(Array.isArray(data.transports) ? { transports: data.transports as string[] } : {}),
    createdAt: toIsoString(data.createdAt),
    ...(data.lastUsedAt ? { lastUsedAt: toIsoString(data.lastUsedAt) } : {}),
  });

  return {
    async factors(uid) {
      const data = (await factorsOf(uid).get()).data() ?? {};
      return {
        ...(data.totp ? { totp: { sealed: data.totp.sealed, createdAt: toIsoString(data.totp.createdAt) } } : {}),
        ...(data.totpPending ? { totpPending: { sealed: data.totpPending.sealed, expiresAt: data.totpPending.expiresAt.toMillis() } } : {}),
        recoveryCodes: Array.isArray(data.recoveryCodes) ? (data.recoveryCodes as string[]) : [],
      };
    },
    async setPendingTotp(uid, sealed, expiresAt) {
      await factorsOf(uid).set({ totpPending: { sealed, expiresAt: Timestamp.fromMillis(expiresAt) } }, { merge: true });
    },
    async setTotp(uid, sealed) {
      await factorsOf(uid).set({ totp: { sealed, createdAt: Timestamp.now() }, totpPending: FieldValue.delete() }, { merge: true });
    },
    async setRecoveryCodes(uid, hashes) {
      await factorsOf(uid).set({ recoveryCodes: hashes }, { merge: true });
    },
    spendRecoveryCode: (uid, hash) =>
      // A transaction, so two sign-ins racing with one code cannot both spend it.
      db.runTransaction(async (tx) => {
        const codes: unknown = (await tx.get(factorsOf(uid))).get('recoveryCodes');
        if (!Array.isArray(codes) || !codes.includes(hash)) return false;
        tx.update(factorsOf(uid), { recoveryCodes: codes.filter((code) => code !== hash) });
        return true;
      }),
    async passkeys(uid) {
      const snapshot = await passkeys.where('uid', '==', uid).get();
      return snapshot.docs.map((doc) => toPasskey(doc.id, doc.data())).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },
    async passkey(credentialId) {
      if (!isDocumentId(credentialId)) return undefined;
      const doc = await passkeys.doc(credentialId).get();
      return doc.exists ? toPasskey(doc.id, doc.data() ?? {}) : undefined;
    },
    async addPasskey({ id, uid, name, publicKey, counter, transports }) {
      await passkeys.doc(id).create({
        uid,
        name,
        publicKey: Buffer.from(publicKey).toString('base64url'),
        counter,
        ...(transports ? { transports } : {}),
        createdAt: Timestamp.now(),
      });
    },
    async passkeyUsed(credentialId, counter) {
      await passkeys.doc(credentialId).update({ counter, lastUsedAt: Timestamp.now() });
    },
    removePasskey: (uid, credentialId) =>
      isDocumentId(credentialId)
        ? db.runTransaction(async (tx) => {
            const doc = await tx.get(passkeys.doc(credentialId));
            if (!doc.exists || doc.get('uid') !== uid) return false;
            tx.delete(doc.ref);
            return true;
          })
        : Promise.resolve(false),
    async removeAll(uid) {
      const owned = await passkeys.where('uid', '==', uid).select().get();
      const batch = db.batch();
      owned.docs.forEach((doc) => batch.delete(doc.ref));
      batch.delete(factorsOf(uid));
      await batch.commit();
    },
  };
}
