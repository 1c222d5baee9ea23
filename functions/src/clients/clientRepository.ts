import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { ClientAccount, Consent } from '@estate/domain';
import { toIsoString } from '../platform';

/** clients/{uid}: a client's account; what they keep lives in its subcollections. */
export const CLIENTS = 'clients';
/** accountDeletions/{id}: that a deletion happened, and when; nothing about whom. */
export const ACCOUNT_DELETIONS = 'accountDeletions';

export interface ClientRepository {
  get(uid: string): Promise<ClientAccount | undefined>;
  /** The account opened with this address (any case), if any. */
  findByEmail(email: string): Promise<ClientAccount | undefined>;
  /** Makes the account the first time; answers it, and whether it is new. */
  open(uid: string, email: string): Promise<{ account: ClientAccount; created: boolean }>;
  setConsent(uid: string, name: keyof ClientAccount['consents'], consent: Consent): Promise<void>;
  setAlertsOff(uid: string, off: boolean): Promise<void>;
  /** Deletes the account and every subcollection under it, and records that a deletion happened. */
  erase(uid: string): Promise<void>;
}

const toAccount = (uid: string, data: FirebaseFirestore.DocumentData): ClientAccount => ({
  uid,
  email: String(data.email),
  createdAt: toIsoString(data.createdAt),
  consents: (data.consents ?? {}) as ClientAccount['consents'],
  alertsOff: data.alertsOff === true,
});

export function firestoreClientRepository(db: Firestore): ClientRepository {
  const clients = db.collection(CLIENTS);
  return {
    async get(uid) {
      const doc = await clients.doc(uid).get();
      return doc.exists ? toAccount(uid, doc.data()!) : undefined;
    },

    async findByEmail(email) {
      const snapshot = await clients.where('emailKey', '==', email.trim().toLowerCase()).limit(1).get();
      const doc = snapshot.docs[0];
      return doc ? toAccount(doc.id, doc.data()) : undefined;
    },

    async open(uid, email) {
      const ref = clients.doc(uid);
      return db.runTransaction(async (transaction) => {
        const doc = await transaction.get(ref);
        if (doc.exists) return { account: toAccount(uid, doc.data()!), created: false };
        const data = { email, emailKey: email.trim().toLowerCase(), createdAt: Timestamp.now(), consents: {}, alertsOff: false };
        transaction.create(ref, data);
        return { account: toAccount(uid, data), created: true };
      });
    },

    async setConsent(uid, name, consent) {
      await clients.doc(uid).update({ [`consents.${name}`]: consent });
    },

    async setAlertsOff(uid, off) {
      await clients.doc(uid).update({ alertsOff: off });
    },

    async erase(uid) {
      await db.recursiveDelete(clients.doc(uid));
      await db.collection(ACCOUNT_DELETIONS).add({ at: FieldValue.serverTimestamp() });
    },
  };
}
