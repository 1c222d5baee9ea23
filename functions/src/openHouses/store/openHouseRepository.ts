import { FieldValue, Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';
import type { Rsvp } from '@estate/domain';
import { isDocumentId } from '../../platform';
import {
  fieldsData,
  OPEN_HOUSES,
  openHouseRef,
  promoteWithin,
  toOpenHouseRecord,
  type OpenHouseFields,
  type OpenHouseRecord,
} from './openHouseDocuments';

/**
 * The queries open houses are read by, and the composite index each needs (firestore.indexes.json,
 * checked by functions/test/openHouses/openHouseIndexes.test.ts).
 */
export const OPEN_HOUSE_QUERIES = {
  /** /open-houses: every Active one not yet over, soonest end first. */
  upcoming: ['OpenHouseStatus', 'OpenHouseEndTime'],
  /** A listing's page: its Active ones not yet over. */
  ofListing: ['ListingKey', 'OpenHouseStatus', 'OpenHouseEndTime'],
  /** A host's calendar feed: the Active ones they host from a day on. */
  hostedBy: ['ShowingAgentKey', 'OpenHouseStatus', 'OpenHouseEndTime'],
} as const;

export interface OpenHouseRepository {
  newId(): string;
  get(id: string): Promise<OpenHouseRecord | undefined>;
  create(id: string, listingId: string, fields: OpenHouseFields, by: string): Promise<OpenHouseRecord>;
  /**
   * Replaces what staff set, in a transaction: a capacity below the people going is refused (answered
   * as `capacityBelowGoing`, the people going); one that grows lets the waitlist in, answered as
   * `promoted`. The calendar sequence rises. 'gone' when there is no such open house.
   */
  update(
    id: string,
    fields: OpenHouseFields,
  ): Promise<{ openHouse: OpenHouseRecord; promoted: Rsvp[] } | { capacityBelowGoing: number } | 'gone'>;
  /** Cancels it (the sequence rises); answers it, and whether it was Active until now; 'gone' when there is none. */
  cancel(id: string): Promise<{ openHouse: OpenHouseRecord; changed: boolean } | 'gone'>;
  /**
   * Gives the open house from host `from` to `to` if `from` still hosts it, in one transaction,
   * appending `entry` to its `history` (who handed it over, when and why); `moved` false otherwise,
   * 'gone' when there is none.
   */
  changeHost(id: string, from: string, to: string, entry: HostChange): Promise<{ moved: boolean } | 'gone'>;
  /** Active ones ending after `now`, soonest end first, at most `limit`. */
  upcoming(now: Date, limit: number): Promise<OpenHouseRecord[]>;
  ofListing(listingId: string, now: Date, limit: number): Promise<OpenHouseRecord[]>;
  /** Every one (cancelled too) ending after `since`, latest first, at most `limit`: the dashboard's list. */
  endingSince(since: Date, limit: number): Promise<OpenHouseRecord[]>;
  /** Active ones `uid` hosts ending after `from`, soonest first. */
  hostedBy(uid: string, from: Date, limit: number): Promise<OpenHouseRecord[]>;
}

/** An open house's history entry: its host handed over (docs/product/dashboard.md#users). */
export interface HostChange {
  at: string;
  actorId: string;
  actorName: string;
  detail: string;
}

export function firestoreOpenHouseRepository(db: Firestore): OpenHouseRepository {
  const collection = db.collection(OPEN_HOUSES);
  const records = async (query: Query) => (await query.get()).docs.map((doc) => toOpenHouseRecord(doc.id, doc.data()));
  const activeEndingAfter = (query: Query, at: Date) =>
    query.where('OpenHouseStatus', '==', 'Active').where('OpenHouseEndTime', '>', Timestamp.fromDate(at)).orderBy('OpenHouseEndTime');

  return {
    newId: () => collection.doc().id,

    async get(id) {
      if (!isDocumentId(id)) return undefined;
      const doc = await collection.doc(id).get();
      return doc.exists ? toOpenHouseRecord(doc.id, doc.data()!) : undefined;
    },

    async create(id, listingId, fields, by) {
      const ref = collection.doc(id);
      await ref.create({
        OpenHouseKey: id,
        ListingKey: listingId,
        ...fieldsData(fields),
        OpenHouseStatus: 'Active',
        going: 0,
        waitlisted: 0,
        invitations: 0,
        sequence: 0,
        createdBy: by,
        createdAt: FieldValue.serverTimestamp(),
        ModificationTimestamp: FieldValue.serverTimestamp(),
      });
      return toOpenHouseRecord(id, (await ref.get()).data()!);
    },

    async update(id, fields) {
      if (!isDocumentId(id)) return 'gone';
      const ref = openHouseRef(db, id);
      return db.runTransaction(async (transaction) => {
        const doc = await transaction.get(ref);
        if (!doc.exists) return 'gone';
        const before = toOpenHouseRecord(id, doc.data()!);
        if (fields.capacity !== undefined && fields.capacity < before.going) return { capacityBelowGoing: before.going };
        const counts = await promoteWithin(transaction, ref, {
          going: before.going,
          waitlisted: before.waitlisted,
          capacity: fields.capacity,
        });
        const now = Timestamp.now();
        const data = { ...fieldsData(fields), going: counts.going, waitlisted: counts.waitlisted, sequence: before.sequence + 1 };
        transaction.update(ref, { ...data, ModificationTimestamp: now });
        return {
          openHouse: toOpenHouseRecord(id, { ...doc.data(), ...data, ModificationTimestamp: now }),
          promoted: counts.promoted,
        };
      });
    },

    async cancel(id) {
      if (!isDocumentId(id)) return 'gone';
      const ref = openHouseRef(db, id);
      return db.runTransaction(async (transaction) => {
        const doc = await transaction.get(ref);
        if (!doc.exists) return 'gone';
        const before = toOpenHouseRecord(id, doc.data()!);
        if (before.OpenHouseStatus === 'Cancelled') return { openHouse: before, changed: false };
        const now = Timestamp.now();
        const change = { OpenHouseStatus: 'Cancelled', sequence: before.sequence + 1, ModificationTimestamp: now };
        transaction.update(ref, change);
        return { openHouse: toOpenHouseRecord(id, { ...doc.data(), ...change }), changed: true };
      });
    },

    async changeHost(id, from, to, entry) {
      if (!isDocumentId(id)) return 'gone';
      const ref = openHouseRef(db, id);
      return db.runTransaction(async (transaction) => {
        const doc = await transaction.get(ref);
        if (!doc.exists) return 'gone';
        if (doc.get('ShowingAgentKey') !== from) return { moved: false };
        transaction.update(ref, {
          ShowingAgentKey: to,
          history: FieldValue.arrayUnion({ type: 'host_changed', from, to, ...entry }),
          ModificationTimestamp: Timestamp.now(),
        });
        return { moved: true };
      });
    },

    upcoming: (now, limit) => records(activeEndingAfter(collection, now).limit(limit)),

    ofListing: (listingId, now, limit) => records(activeEndingAfter(collection.where('ListingKey', '==', listingId), now).limit(limit)),

    endingSince: (since, limit) =>
      records(collection.where('OpenHouseEndTime', '>', Timestamp.fromDate(since)).orderBy('OpenHouseEndTime', 'desc').limit(limit)),

    hostedBy: (uid, from, limit) => records(activeEndingAfter(collection.where('ShowingAgentKey', '==', uid), from).limit(limit)),
  };
}
