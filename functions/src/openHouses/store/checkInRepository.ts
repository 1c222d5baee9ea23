import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { OpenHouseAttendee } from '@estate/domain';
import { isDocumentId, toIsoString } from '../../platform';
import { ATTENDEES, CHECK_INS, emailKey, openHouseRef, RSVPS } from './openHouseDocuments';

/** A visitor at the door, as the service hands them over with their lead. */
export interface NewCheckIn {
  name: string;
  email: string;
  phone: string;
  workingWithAgent: boolean;
  followUpConsent: boolean;
  leadId: string;
}

/** What a check-in stored, answered again for the same key. */
export interface StoredCheckIn {
  id: string;
  email: string;
  leadId: string;
  /** Their RSVP was found (by email) and marked attended. */
  rsvp: boolean;
  at: string;
}

export interface CheckInRepository {
  /**
   * Stores the check-in under its key's hash in one transaction with the attendance (one per
   * email) and the RSVP's mark, so a check-in sent twice (a phone that was offline) counts once:
   * `created` false then, with what the first stored. 'keyReused' for a key sent again for another
   * email; 'gone' for an id no open house can have.
   */
  checkIn(
    openHouseId: string,
    keyHash: string,
    visitor: NewCheckIn,
  ): Promise<{ checkIn: StoredCheckIn; created: boolean } | 'gone' | 'keyReused'>;
  attendees(openHouseId: string): Promise<OpenHouseAttendee[]>;
  /** The lead this open house already made for `email` (their RSVP's, or an earlier check-in's). */
  leadOf(openHouseId: string, email: string): Promise<string | undefined>;
}

const toCheckIn = (id: string, data: FirebaseFirestore.DocumentData): StoredCheckIn => ({
  id,
  email: String(data.email),
  leadId: String(data.leadId),
  rsvp: Boolean(data.rsvp),
  at: toIsoString(data.at),
});

export function firestoreCheckInRepository(db: Firestore): CheckInRepository {
  return {
    async checkIn(openHouseId, keyHash, visitor) {
      if (!isDocumentId(openHouseId)) return 'gone';
      const house = openHouseRef(db, openHouseId);
      const guest = emailKey(visitor.email);
      const refs = {
        checkIn: house.collection(CHECK_INS).doc(keyHash),
        attendee: house.collection(ATTENDEES).doc(guest),
        rsvp: house.collection(RSVPS).doc(guest),
      };
      return db.runTransaction(async (transaction) => {
        const [sent, attendee, rsvp] = await Promise.all([
          transaction.get(refs.checkIn),
          transaction.get(refs.attendee),
          transaction.get(refs.rsvp),
        ]);
        if (sent.exists) {
          if (emailKey(String(sent.get('email'))) !== guest) return 'keyReused';
          return { checkIn: toCheckIn(sent.id, sent.data()!), created: false };
        }
        const at = Timestamp.now();
        const data = { email: visitor.email, guestKey: guest, leadId: visitor.leadId, rsvp: rsvp.exists, at };
        transaction.create(refs.checkIn, data);
        const details = {
          name: visitor.name,
          email: visitor.email,
          guestKey: guest,
          phone: visitor.phone,
          workingWithAgent: visitor.workingWithAgent,
          followUpConsent: visitor.followUpConsent,
        };
        // A second check-in of the same person (another device, another key) updates their attendance.
        if (attendee.exists) transaction.update(refs.attendee, { ...details, checkIns: FieldValue.increment(1) });
        else transaction.create(refs.attendee, { ...details, leadId: visitor.leadId, walkIn: !rsvp.exists, checkedInAt: at, checkIns: 1 });
        if (rsvp.exists && !rsvp.get('attendedAt')) transaction.update(refs.rsvp, { attendedAt: at });
        return { checkIn: toCheckIn(refs.checkIn.id, data), created: true };
      });
    },

    async leadOf(openHouseId, email) {
      if (!isDocumentId(openHouseId)) return undefined;
      const house = openHouseRef(db, openHouseId);
      const [rsvp, attendee] = await db.getAll(
        house.collection(RSVPS).doc(emailKey(email)),
        house.collection(ATTENDEES).doc(emailKey(email)),
      );
      const leadId: unknown = rsvp?.get('leadId') ?? attendee?.get('leadId');
      return typeof leadId === 'string' ? leadId : undefined;
    },

    async attendees(openHouseId) {
      if (!isDocumentId(openHouseId)) return [];
      const snapshot = await openHouseRef(db, openHouseId).collection(ATTENDEES).orderBy('checkedInAt').get();
      return snapshot.docs.map((doc) => {
        const data = doc.data();
        return {
          name: String(data.name),
          email: String(data.email),
          phone: String(data.phone ?? ''),
          workingWithAgent: Boolean(data.workingWithAgent),
          followUpConsent: Boolean(data.followUpConsent),
          leadId: String(data.leadId),
          checkedInAt: toIsoString(data.checkedInAt),
          walkIn: Boolean(data.walkIn),
        };
      });
    },
  };
}
