import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { DEFAULT_SHOWING_HOURS, MAX_BLOCKED_TIMES, type BlockedTime, type ShowingAvailability, type WeeklyHours } from '@estate/domain';
import { isDocumentId } from '../platform';

/**
 * showingAvailability/{uid}: a staff member's weekly showing hours (absent until they save their
 * own: DEFAULT_SHOWING_HOURS) and their blocked times, a short list kept in the same document.
 */
export const SHOWING_AVAILABILITY = 'showingAvailability';

/** The writes answer undefined for a uid no staff member can have. */
export interface AvailabilityRepository {
  get(uid: string): Promise<ShowingAvailability>;
  setHours(uid: string, hours: WeeklyHours): Promise<ShowingAvailability | undefined>;
  /** Adds a blocked time, dropping those already over; 'full' (nothing added) at MAX_BLOCKED_TIMES. */
  addBlocked(uid: string, blocked: BlockedTime, now: Date): Promise<ShowingAvailability | 'full' | undefined>;
  /** False when there was no such blocked time. */
  removeBlocked(uid: string, id: string): Promise<boolean | undefined>;
}

const availabilityOf = (data: FirebaseFirestore.DocumentData | undefined): ShowingAvailability => ({
  hours: (data?.hours as WeeklyHours | undefined) ?? DEFAULT_SHOWING_HOURS,
  blocked: ((data?.blocked as BlockedTime[] | undefined) ?? []).slice().sort((a, b) => a.start.localeCompare(b.start)),
  customHours: data?.hours !== undefined,
});

export function firestoreAvailabilityRepository(db: Firestore): AvailabilityRepository {
  const collection = db.collection(SHOWING_AVAILABILITY);
  const doc = (uid: string) => (isDocumentId(uid) ? collection.doc(uid) : undefined);

  return {
    async get(uid) {
      if (!isDocumentId(uid)) return availabilityOf(undefined);
      return availabilityOf((await collection.doc(uid).get()).data());
    },

    async setHours(uid, hours) {
      const ref = doc(uid);
      if (!ref) return undefined;
      await ref.set({ hours, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
      return availabilityOf((await ref.get()).data());
    },

    async addBlocked(uid, blocked, now) {
      const ref = doc(uid);
      if (!ref) return undefined;
      return db.runTransaction(async (transaction) => {
        const current = availabilityOf((await transaction.get(ref)).data());
        const kept = current.blocked.filter((away) => Date.parse(away.end) > now.getTime());
        if (kept.length >= MAX_BLOCKED_TIMES) return 'full';
        const next = [...kept, blocked];
        transaction.set(ref, { blocked: next, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
        return { ...current, blocked: next.sort((a, b) => a.start.localeCompare(b.start)) };
      });
    },

    async removeBlocked(uid, id) {
      const ref = doc(uid);
      if (!ref) return undefined;
      return db.runTransaction(async (transaction) => {
        const current = availabilityOf((await transaction.get(ref)).data());
        const kept = current.blocked.filter((away) => away.id !== id);
        if (kept.length === current.blocked.length) return false;
        transaction.set(ref, { blocked: kept, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
        return true;
      });
    },
  };
}
