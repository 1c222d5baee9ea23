import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { ANONYMISED_NAME } from '../../leads';
import { toIsoString } from '../../platform';
import { ATTENDEES, CHECK_INS, emailKey, INVITATIONS, RSVPS } from './openHouseDocuments';

/** The open-house records that name a guest: found across every open house by `guestKey` (collection-group indexes). */
const GUEST_RECORDS = { rsvps: RSVPS, attendances: ATTENDEES, checkIns: CHECK_INS, invitations: INVITATIONS } as const;
type GuestRecordKind = keyof typeof GUEST_RECORDS;

/** One record as the guest downloads it: which open house, and what it says of them. */
export interface GuestRecord {
  openHouseId: string;
  [field: string]: unknown;
}

/** A guest's RSVPs, attendances, check-ins and invitations, for their export and their erasure. */
export interface GuestDataRepository {
  ofGuest(email: string): Promise<Record<GuestRecordKind, GuestRecord[]>>;
  /** Strips name, email and phone from each (the counts and the report's figures stay). */
  anonymiseGuest(email: string): Promise<void>;
}

const plain = (data: FirebaseFirestore.DocumentData) =>
  Object.fromEntries(
    Object.entries(data)
      .filter(([field]) => field !== 'guestKey' && field !== 'requestKey')
      .map(([field, value]) => [field, value instanceof Object && 'toDate' in value ? toIsoString(value) : value]),
  );

export function firestoreGuestDataRepository(db: Firestore): GuestDataRepository {
  const recordsOf = (group: string, email: string) => db.collectionGroup(group).where('guestKey', '==', emailKey(email)).get();
  return {
    async ofGuest(email) {
      const entries = await Promise.all(
        Object.entries(GUEST_RECORDS).map(async ([kind, group]) => {
          const snapshot = await recordsOf(group, email);
          return [kind, snapshot.docs.map((doc) => ({ openHouseId: doc.ref.parent.parent!.id, ...plain(doc.data()) }))] as const;
        }),
      );
      return Object.fromEntries(entries) as Record<GuestRecordKind, GuestRecord[]>;
    },

    async anonymiseGuest(email) {
      const writer = db.bulkWriter();
      for (const group of Object.values(GUEST_RECORDS)) {
        for (const doc of (await recordsOf(group, email)).docs) {
          void writer.update(doc.ref, {
            email: '',
            guestKey: FieldValue.delete(),
            phone: FieldValue.delete(),
            ...(doc.get('name') === undefined ? {} : { name: ANONYMISED_NAME }),
          });
        }
      }
      await writer.close();
    },
  };
}
