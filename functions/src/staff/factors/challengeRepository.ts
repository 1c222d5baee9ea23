import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { isDocumentId } from '../../platform';

/** webauthnChallenges/{challenge}: a WebAuthn challenge handed out and not yet answered, expired by a TTL policy on `expiresAt`. */
export const WEBAUTHN_CHALLENGES = 'webauthnChallenges';

/** What a challenge was made for: a registration, a sign-in's factor, a passkey sign-in alone, a step-up. */
export type ChallengePurpose = 'register' | 'factor' | 'sign-in' | 'step-up';

export interface ChallengeRepository {
  save(challenge: string, purpose: ChallengePurpose, uid: string | null, expiresAtMs: number): Promise<void>;
  /** Spends the challenge, once: true when it was made for this purpose and account and has not expired. */
  spend(challenge: string, purpose: ChallengePurpose, uid: string | null, nowMs: number): Promise<boolean>;
}

export function firestoreChallengeRepository(db: Firestore): ChallengeRepository {
  const challenges = db.collection(WEBAUTHN_CHALLENGES);
  return {
    async save(challenge, purpose, uid, expiresAtMs) {
      await challenges.doc(challenge).create({ purpose, uid, expiresAt: Timestamp.fromMillis(expiresAtMs) });
    },
    spend: (challenge, purpose, uid, nowMs) =>
      isDocumentId(challenge)
        ? db.runTransaction(async (tx) => {
            const doc = await tx.get(challenges.doc(challenge));
            if (!doc.exists) return false;
            tx.delete(doc.ref);
            return doc.get('purpose') === purpose && doc.get('uid') === uid && (doc.get('expiresAt') as Timestamp).toMillis() > nowMs;
          })
        : Promise.resolve(false),
  };
}
