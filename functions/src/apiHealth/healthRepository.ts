import type { Firestore } from 'firebase-admin/firestore';

/** The database's side of GET /api/health. */
export interface HealthRepository {
  /** One read of a document that need not exist: the database answered. */
  ping(): Promise<void>;
}

export function firestoreHealthRepository(db: Firestore): HealthRepository {
  const probe = db.collection('health').doc('probe');
  return {
    async ping() {
      await probe.get();
    },
  };
}
