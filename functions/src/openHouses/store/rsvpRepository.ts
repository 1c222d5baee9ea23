import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { hasPlaceFor, type Rsvp } from '@estate/domain';
import { isDocumentId } from '../../platform';
import { emailKey, openHouseRef, promoteWithin, RSVPS, toOpenHouseRecord, toRsvp, type OpenHouseRecord } from './openHouseDocuments';

/** A guest's reply as the service makes it: who, how many, their lead, and the request's key (hashed). */
export interface NewRsvp {
  name: string;
  email: string;
  phone: string;
  partySize: number;
  leadId: string;
  requestKey: string;
  invitationId?: string;
}

export type ReplyOutcome =
  /** Stored now: going, or on the waitlist. */
  | { kind: 'created'; rsvp: Rsvp; openHouse: OpenHouseRecord }
  /** The same request again (same Idempotency-Key): what it stored. */
  | { kind: 'replayed'; rsvp: Rsvp; openHouse: OpenHouseRecord }
  /** No such open house. */
  | { kind: 'gone' }
  /** The guest replied before (and did not cancel), with another request. */
  | { kind: 'alreadyReplied' }
  /** Replies are closed: the open house was cancelled or is over. */
  | { kind: 'closed'; because: ClosedBecause };

export type ClosedBecause = 'cancelled' | 'over';

export interface RsvpRepository {
  get(openHouseId: string, rsvpId: string): Promise<Rsvp | undefined>;
  /**
   * Stores the reply in a transaction over the open house's counts, so concurrent replies never
   * seat more people than its capacity: going when the party fits, else waitlisted. A guest who
   * replied before (and did not cancel) is refused unless it is the same request again.
   */
  reply(openHouseId: string, rsvp: NewRsvp, now: Date): Promise<ReplyOutcome>;
  /**
   * Cancels the reply and, in the same transaction, lets in the waitlist's parties that now fit;
   * answers the reply as it stood before (undefined when it was cancelled already) and the promoted;
   * 'gone' when the open house or the reply is not there.
   */
  cancel(openHouseId: string, rsvpId: string): Promise<{ cancelled?: Rsvp; promoted: Rsvp[]; openHouse: OpenHouseRecord } | 'gone'>;
  /** Every reply, in the order they came. */
  list(openHouseId: string): Promise<Rsvp[]>;
}

/** Replies are taken while the open house is Active and not over. */
function closedBecause(openHouse: OpenHouseRecord, now: Date): ClosedBecause | undefined {
  if (openHouse.OpenHouseStatus === 'Cancelled') return 'cancelled';
  if (Date.parse(openHouse.OpenHouseEndTime) <= now.getTime()) return 'over';
  return undefined;
}

export function firestoreRsvpRepository(db: Firestore): RsvpRepository {
  return {
    async get(openHouseId, rsvpId) {
      if (!isDocumentId(openHouseId) || !isDocumentId(rsvpId)) return undefined;
      const doc = await openHouseRef(db, openHouseId).collection(RSVPS).doc(rsvpId).get();
      return doc.exists ? toRsvp(doc.id, doc.data()!) : undefined;
    },

    async reply(openHouseId, rsvp, now) {
      if (!isDocumentId(openHouseId)) return { kind: 'gone' };
      const ref = openHouseRef(db, openHouseId);
      const rsvpRef = ref.collection(RSVPS).doc(emailKey(rsvp.email));
      return db.runTransaction(async (transaction): Promise<ReplyOutcome> => {
        const [house, existing] = await Promise.all([transaction.get(ref), transaction.get(rsvpRef)]);
        if (!house.exists) return { kind: 'gone' };
        const openHouse = toOpenHouseRecord(house.id, house.data()!);
        if (existing.exists && existing.get('status') !== 'cancelled') {
          if (existing.get('requestKey') === rsvp.requestKey)
            return { kind: 'replayed', rsvp: toRsvp(existing.id, existing.data()!), openHouse };
          return { kind: 'alreadyReplied' };
        }
        const closed = closedBecause(openHouse, now);
        if (closed) return { kind: 'closed', because: closed };
        const status = hasPlaceFor(rsvp.partySize, openHouse.going, openHouse.capacity) ? 'going' : 'waitlisted';
        const at = Timestamp.fromDate(now);
        const data = {
          name: rsvp.name,
          email: rsvp.email,
          guestKey: emailKey(rsvp.email),
          phone: rsvp.phone,
          partySize: rsvp.partySize,
          status,
          leadId: rsvp.leadId,
          requestKey: rsvp.requestKey,
          invitationId: rsvp.invitationId ?? null,
          createdAt: at,
          // The waitlist's order: when they joined it.
          joinedAt: at,
        };
        transaction.set(rsvpRef, data);
        const counts = {
          going: openHouse.going + (status === 'going' ? rsvp.partySize : 0),
          waitlisted: openHouse.waitlisted + (status === 'waitlisted' ? rsvp.partySize : 0),
        };
        transaction.update(ref, counts);
        return { kind: 'created', rsvp: toRsvp(rsvpRef.id, data), openHouse: { ...openHouse, ...counts } };
      });
    },

    async cancel(openHouseId, rsvpId) {
      if (!isDocumentId(openHouseId) || !isDocumentId(rsvpId)) return 'gone';
      const ref = openHouseRef(db, openHouseId);
      const rsvpRef = ref.collection(RSVPS).doc(rsvpId);
      return db.runTransaction(async (transaction) => {
        const [house, doc] = await Promise.all([transaction.get(ref), transaction.get(rsvpRef)]);
        if (!house.exists || !doc.exists) return 'gone';
        const openHouse = toOpenHouseRecord(house.id, house.data()!);
        const rsvp = toRsvp(doc.id, doc.data()!);
        if (rsvp.status === 'cancelled') return { promoted: [], openHouse };
        const freed = {
          going: openHouse.going - (rsvp.status === 'going' ? rsvp.partySize : 0),
          waitlisted: openHouse.waitlisted - (rsvp.status === 'waitlisted' ? rsvp.partySize : 0),
        };
        // A waitlisted reply being cancelled is still on the waitlist as read: it is left out.
        const counts =
          openHouse.OpenHouseStatus === 'Active'
            ? await promoteWithin(transaction, ref, { ...freed, capacity: openHouse.capacity }, rsvpId)
            : { ...freed, promoted: [] };
        transaction.update(rsvpRef, { status: 'cancelled', cancelledAt: Timestamp.now() });
        transaction.update(ref, { going: counts.going, waitlisted: counts.waitlisted });
        return {
          cancelled: rsvp,
          promoted: counts.promoted,
          openHouse: { ...openHouse, going: counts.going, waitlisted: counts.waitlisted },
        };
      });
    },

    async list(openHouseId) {
      if (!isDocumentId(openHouseId)) return [];
      const snapshot = await openHouseRef(db, openHouseId).collection(RSVPS).orderBy('createdAt').get();
      return snapshot.docs.map((doc) => toRsvp(doc.id, doc.data()));
    },
  };
}
