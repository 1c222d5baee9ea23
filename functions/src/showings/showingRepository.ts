import { FieldValue, Timestamp, type DocumentData, type Firestore, type Transaction } from 'firebase-admin/firestore';
import {
  ACTIVE_SHOWING_STATUSES,
  isActiveShowing,
  SHOWING_MINUTES,
  type LeadActivity,
  type Showing,
  type ShowingStatus,
} from '@estate/domain';
import { ANONYMISED_NAME, type LeadCreated, type LeadKey, type LeadRepository, type NewLead } from '../leads';
import { isDocumentId, toIsoString } from '../platform';

/**
 * showings/{leadId}: a booking, under the id of the lead it came with (one lead books once).
 * showingSlots/{owner}_{startMillis}: the hour a booking holds, created in the booking's
 * transaction, so of two requests racing for one hour one commits and the other finds it taken.
 * `owner` is the showing agent's uid, or for a listing without one `listing:{propertyId}`. A slot
 * is deleted when its booking ends or moves; a TTL policy on `expiresAt` removes past ones.
 */
export const SHOWINGS = 'showings';
export const SHOWING_SLOTS = 'showingSlots';

const SLOT_MS = SHOWING_MINUTES * 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whose hours a slot is counted against. */
export const slotOwner = (agentKey: string | undefined, propertyId: string) => agentKey ?? `listing:${propertyId}`;
const slotId = (owner: string, start: Date) => `${owner}_${start.getTime()}`;

/** What a showing request books. */
export interface NewShowing {
  propertyId: string;
  listingTitle: string;
  listingAddress: string;
  agentKey?: string;
  start: Date;
  visitor: Showing['visitor'];
}

/** What a showing request stores: its lead (once per key, when it has one) and, when it books an hour, the booking. */
export interface ShowingRequestRecord {
  lead: NewLead;
  key?: LeadKey;
  booking?: NewShowing;
}

/** What storing a request came to: the lead (stored now or by the key's first request), the key used for another request, or the hour taken. */
export type ShowingRequestOutcome = LeadCreated | 'conflict' | 'slotTaken';

/** What a decision or a manage link does to a booking. */
export interface ShowingChange {
  status: ShowingStatus;
  /** A new start: the old hour is freed and this one claimed (refused when another booking holds it). */
  start?: Date;
  /** The agent's note with a decline. */
  note?: string;
  /** The lead's timeline entry ('showing'): what happened, and who did it. */
  activity: Pick<LeadActivity, 'detail' | 'actorId' | 'actorName'>;
}

export interface ShowingRepository {
  /**
   * Stores the request's lead and its booking with the hour it holds, in one transaction: both or
   * neither. A retry (its key found) stores nothing more; an hour another booking holds stores nothing ('slotTaken').
   */
  request(record: ShowingRequestRecord): Promise<ShowingRequestOutcome>;
  get(id: string): Promise<Showing | undefined>;
  /**
   * Applies what `decide` makes of the booking, in one transaction with its hours (freed, claimed)
   * and the lead's timeline; the sequence rises by one. `decide` throws to refuse. 'gone' when there
   * is no such booking, 'slotTaken' when another booking holds the new start.
   */
  change(id: string, decide: (showing: Showing) => ShowingChange): Promise<{ before: Showing; after: Showing } | 'gone' | 'slotTaken'>;
  /**
   * Gives the booking from agent `from` to `to` if it is still `from`'s and going ahead, in one
   * transaction with its hour and the lead's timeline (`activity`): the hour moves to `to`'s own when
   * free; when `to` holds it with another booking it stays counted where it was (`clash`). 'gone'
   * when there is no such booking; `moved` false when it was not `from`'s to give.
   */
  handOver(
    id: string,
    from: string,
    to: string,
    activity: ShowingChange['activity'],
  ): Promise<{ moved: boolean; clash?: boolean } | 'gone'>;
  /** The start instants (ms) of the hours other bookings hold for `owner` between two instants. */
  takenStarts(owner: string, from: Date, to: Date): Promise<Set<number>>;
  /** The bookings going ahead of an agent (null: nobody's) starting from `from` on, soonest first, at most `limit`. */
  upcoming(agentKey: string | null, from: Date, limit: number): Promise<Showing[]>;
  /** An agent's confirmed showings starting from `from` on (their calendar feed). */
  confirmedFor(agentKey: string, from: Date): Promise<Showing[]>;
  /** Confirmed showings starting after `from` and by `until` (the reminders' window), with the reminders already sent. */
  confirmedBetween(from: Date, until: Date): Promise<{ showing: Showing; reminded: string[] }[]>;
  /** Records that a reminder went out (a key naming the reminder and the start it was for). */
  markReminded(id: string, key: string): Promise<void>;
  /** Deletes the bookings (their leads were deleted), freeing the hours they held. */
  remove(ids: string[]): Promise<void>;
  /** The bookings a visitor made with this address, newest first (a client's export). */
  ofVisitor(email: string): Promise<Showing[]>;
  /** Strips the visitor's name, address and phone from each of their bookings (a client's erasure). */
  anonymiseVisitor(email: string): Promise<void>;
}

/** How a visitor's bookings are found by address: as typed, in any case. */
const visitorKey = (email: string) => email.trim().toLowerCase();

function toShowing(id: string, data: DocumentData): Showing {
  return {
    id,
    leadId: data.leadId,
    propertyId: data.propertyId,
    listingTitle: data.listingTitle,
    listingAddress: data.listingAddress,
    ...(typeof data.agentKey === 'string' ? { agentKey: data.agentKey } : {}),
    start: toIsoString(data.start),
    end: toIsoString(data.end),
    status: data.status,
    sequence: Number(data.sequence ?? 0),
    visitor: data.visitor,
    ...(typeof data.note === 'string' ? { note: data.note } : {}),
    createdAt: toIsoString(data.createdAt),
    updatedAt: toIsoString(data.updatedAt),
  };
}

const slotData = (showingId: string, owner: string, start: Date) => ({
  showingId,
  owner,
  start: Timestamp.fromDate(start),
  // Nobody books a past hour: the slot is kept a day past its start, then Firestore's TTL deletes it.
  expiresAt: Timestamp.fromMillis(start.getTime() + DAY_MS),
});

/** Another booking holds the hour: ends a request's transaction without committing its lead. */
class HourTaken extends Error {}

export function firestoreShowingRepository(db: Firestore, leads: Pick<LeadRepository, 'changeWithin' | 'createWithin'>): ShowingRepository {
  const showings = db.collection(SHOWINGS);
  const slots = db.collection(SHOWING_SLOTS);
  const slotRef = (owner: string, start: Date) => slots.doc(slotId(owner, start));

  /** Reads the hour in the transaction: undefined when another booking holds it. */
  const claimable = async (transaction: Transaction, owner: string, start: Date, showingId?: string) => {
    const ref = slotRef(owner, start);
    const found = await transaction.get(ref);
    return found.exists && found.get('showingId') !== showingId ? undefined : ref;
  };

  return {
    async request({ lead, key, booking }) {
      const owner = booking && slotOwner(booking.agentKey, booking.propertyId);
      try {
        return await db.runTransaction(async (transaction) => {
          // Every read before any write: the hour, then the lead's (its key, its mailbox's count).
          const slot = booking && (await transaction.get(slotRef(owner!, booking.start)));
          const outcome = await leads.createWithin(transaction, lead, key);
          if (outcome === 'conflict' || !outcome.created || !booking) return outcome;
          // Thrown, not answered: the lead written above must not be committed without its hour.
          if (slot!.exists) throw new HourTaken();
          const now = Timestamp.now();
          transaction.create(slot!.ref, slotData(outcome.id, owner!, booking.start));
          transaction.create(showings.doc(outcome.id), {
            leadId: outcome.id,
            propertyId: booking.propertyId,
            listingTitle: booking.listingTitle,
            listingAddress: booking.listingAddress,
            // null, not absent: the unassigned bookings are asked for as agentKey == null.
            agentKey: booking.agentKey ?? null,
            slotOwner: owner,
            start: Timestamp.fromDate(booking.start),
            end: Timestamp.fromMillis(booking.start.getTime() + SLOT_MS),
            status: 'requested',
            sequence: 0,
            visitor: JSON.parse(JSON.stringify(booking.visitor)) as Showing['visitor'],
            visitorKey: visitorKey(booking.visitor.email),
            remindersSent: [],
            createdAt: now,
            updatedAt: now,
          });
          return outcome;
        });
      } catch (error) {
        if (error instanceof HourTaken) return 'slotTaken';
        throw error;
      }
    },

    async get(id) {
      if (!isDocumentId(id)) return undefined;
      const doc = await showings.doc(id).get();
      return doc.exists ? toShowing(doc.id, doc.data()!) : undefined;
    },

    async change(id, decide) {
      if (!isDocumentId(id)) return 'gone';
      const ref = showings.doc(id);
      return db.runTransaction(async (transaction) => {
        const doc = await transaction.get(ref);
        if (!doc.exists) return 'gone';
        const before = toShowing(doc.id, doc.data()!);
        const owner = String(doc.get('slotOwner'));
        const change = decide(before);
        const oldStart = new Date(before.start);
        const start = change.start ?? oldStart;
        const moving = start.getTime() !== oldStart.getTime();
        const claims = moving && isActiveShowing(change.status);
        const newSlot = claims ? await claimable(transaction, owner, start, id) : undefined;
        if (claims && !newSlot) return 'slotTaken';
        const at = new Date().toISOString();
        // The lead's timeline, in the same transaction: read before any write.
        await leads.changeWithin(transaction, before.leadId, () => ({ activity: [{ type: 'showing', at, ...change.activity }] }));
        const holds = isActiveShowing(before.status);
        if (holds && (moving || !isActiveShowing(change.status))) transaction.delete(slotRef(owner, oldStart));
        if (newSlot) transaction.create(newSlot, slotData(id, owner, start));
        const end = new Date(start.getTime() + SLOT_MS);
        transaction.update(ref, {
          status: change.status,
          start: Timestamp.fromDate(start),
          end: Timestamp.fromDate(end),
          sequence: FieldValue.increment(1),
          note: change.note ?? FieldValue.delete(),
          updatedAt: FieldValue.serverTimestamp(),
        });
        const after: Showing = {
          ...before,
          status: change.status,
          start: start.toISOString(),
          end: end.toISOString(),
          sequence: before.sequence + 1,
          updatedAt: at,
        };
        delete after.note;
        return { before, after: change.note ? { ...after, note: change.note } : after };
      });
    },

    async handOver(id, from, to, activity) {
      if (!isDocumentId(id)) return 'gone';
      const ref = showings.doc(id);
      return db.runTransaction(async (transaction) => {
        const doc = await transaction.get(ref);
        if (!doc.exists) return 'gone';
        const showing = toShowing(doc.id, doc.data()!);
        if (showing.agentKey !== from || !isActiveShowing(showing.status)) return { moved: false };
        const start = new Date(showing.start);
        const owner = String(doc.get('slotOwner'));
        const freeSlot = await claimable(transaction, to, start, id);
        await leads.changeWithin(transaction, showing.leadId, () => ({
          activity: [{ type: 'showing', at: new Date().toISOString(), ...activity }],
        }));
        if (freeSlot && owner !== to) {
          transaction.delete(slotRef(owner, start));
          transaction.set(freeSlot, slotData(id, to, start));
        }
        transaction.update(ref, { agentKey: to, ...(freeSlot ? { slotOwner: to } : {}), updatedAt: FieldValue.serverTimestamp() });
        return freeSlot ? { moved: true } : { moved: true, clash: true };
      });
    },

    async takenStarts(owner, from, to) {
      const snapshot = await slots
        .where('owner', '==', owner)
        .where('start', '>=', Timestamp.fromDate(from))
        .where('start', '<', Timestamp.fromDate(to))
        .select('start')
        .get();
      return new Set(snapshot.docs.map((doc) => (doc.get('start') as Timestamp).toMillis()));
    },

    async upcoming(agentKey, from, limit) {
      const snapshot = await showings
        .where('agentKey', '==', agentKey)
        .where('status', 'in', ACTIVE_SHOWING_STATUSES)
        .where('start', '>=', Timestamp.fromDate(from))
        .orderBy('start')
        .limit(limit)
        .get();
      return snapshot.docs.map((doc) => toShowing(doc.id, doc.data()));
    },

    async confirmedFor(agentKey, from) {
      const snapshot = await showings
        .where('agentKey', '==', agentKey)
        .where('status', '==', 'confirmed')
        .where('start', '>=', Timestamp.fromDate(from))
        .orderBy('start')
        .get();
      return snapshot.docs.map((doc) => toShowing(doc.id, doc.data()));
    },

    async confirmedBetween(from, until) {
      const snapshot = await showings
        .where('status', '==', 'confirmed')
        .where('start', '>', Timestamp.fromDate(from))
        .where('start', '<=', Timestamp.fromDate(until))
        .orderBy('start')
        .get();
      return snapshot.docs.map((doc) => ({
        showing: toShowing(doc.id, doc.data()),
        reminded: (doc.get('remindersSent') as string[] | undefined) ?? [],
      }));
    },

    async markReminded(id, key) {
      await showings.doc(id).update({ remindersSent: FieldValue.arrayUnion(key) });
    },

    async remove(ids) {
      for (const id of ids.filter(isDocumentId)) {
        await db.runTransaction(async (transaction) => {
          const doc = await transaction.get(showings.doc(id));
          if (!doc.exists) return;
          const { status, start } = toShowing(doc.id, doc.data()!);
          if (isActiveShowing(status)) transaction.delete(slotRef(String(doc.get('slotOwner')), new Date(start)));
          transaction.delete(doc.ref);
        });
      }
    },

    async ofVisitor(email) {
      const snapshot = await showings.where('visitorKey', '==', visitorKey(email)).get();
      // A person's bookings are few: sorted here rather than by another index.
      return snapshot.docs.map((doc) => toShowing(doc.id, doc.data())).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },

    async anonymiseVisitor(email) {
      const snapshot = await showings.where('visitorKey', '==', visitorKey(email)).select().get();
      const writer = db.bulkWriter();
      for (const doc of snapshot.docs) {
        void writer.update(doc.ref, { visitor: { name: ANONYMISED_NAME, email: '' }, visitorKey: FieldValue.delete() });
      }
      await writer.close();
    },
  };
}
