import { createHash } from 'node:crypto';
import { Timestamp, type DocumentData, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { promotions, type OpenHouse, type OpenHouseType, type Rsvp, type RsvpStatus } from '@estate/domain';
import { toIsoString } from '../../platform';

/**
 * openHouses/{id}: one open house (RESO's OpenHouse fields, its instants as Timestamps) with the
 * counts its transactions keep: `going` and `waitlisted` people, `invitations` sent, and the
 * calendar `sequence`. Under it, one document per guest's email (rsvps, attendees, invitations,
 * each keyed by emailKey) and one per check-in sent (checkIns, keyed by its idempotency key's hash).
 */
export const OPEN_HOUSES = 'openHouses';
export const RSVPS = 'rsvps';
export const ATTENDEES = 'attendees';
export const CHECK_INS = 'checkIns';
export const INVITATIONS = 'invitations';

/** Who waits longest for a place, at most this many, is read when places open (a waitlist longer than the capacity is moot). */
const WAITLIST_READ = 200;

/** An open house as stored, without its listing; 'Ended' is the service's to read off the end. */
export interface OpenHouseRecord extends Omit<OpenHouse, 'listing' | 'OpenHouseStatus'> {
  OpenHouseStatus: 'Active' | 'Cancelled';
  /** The calendar event's SEQUENCE: one more at each change guests are told of. */
  sequence: number;
}

/** What staff set of an open house, its instants as Dates. */
export interface OpenHouseFields {
  OpenHouseDate: string;
  startsAt: Date;
  endsAt: Date;
  OpenHouseType: OpenHouseType;
  OpenHouseRemarks?: string;
  ShowingAgentKey: string;
  capacity?: number;
}

/** A guest's documents are keyed by their email (any case): one RSVP, one attendance, one invitation each. */
export const emailKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const fieldsData = (fields: OpenHouseFields) => ({
  OpenHouseDate: fields.OpenHouseDate,
  OpenHouseStartTime: Timestamp.fromDate(fields.startsAt),
  OpenHouseEndTime: Timestamp.fromDate(fields.endsAt),
  OpenHouseType: fields.OpenHouseType,
  OpenHouseRemarks: fields.OpenHouseRemarks ?? null,
  ShowingAgentKey: fields.ShowingAgentKey,
  capacity: fields.capacity ?? null,
});

export function toOpenHouseRecord(id: string, data: DocumentData): OpenHouseRecord {
  return {
    OpenHouseKey: id,
    ListingKey: String(data.ListingKey),
    OpenHouseDate: String(data.OpenHouseDate),
    OpenHouseStartTime: toIsoString(data.OpenHouseStartTime),
    OpenHouseEndTime: toIsoString(data.OpenHouseEndTime),
    OpenHouseType: data.OpenHouseType as OpenHouseType,
    ...(typeof data.OpenHouseRemarks === 'string' && data.OpenHouseRemarks ? { OpenHouseRemarks: data.OpenHouseRemarks } : {}),
    OpenHouseStatus: data.OpenHouseStatus === 'Cancelled' ? 'Cancelled' : 'Active',
    ShowingAgentKey: String(data.ShowingAgentKey),
    ...(typeof data.capacity === 'number' ? { capacity: data.capacity } : {}),
    going: Number(data.going ?? 0),
    waitlisted: Number(data.waitlisted ?? 0),
    invitations: Number(data.invitations ?? 0),
    sequence: Number(data.sequence ?? 0),
    ModificationTimestamp: toIsoString(data.ModificationTimestamp),
  };
}

export function toRsvp(id: string, data: DocumentData): Rsvp {
  return {
    id,
    name: String(data.name),
    email: String(data.email),
    phone: String(data.phone ?? ''),
    partySize: Number(data.partySize),
    status: data.status as RsvpStatus,
    createdAt: toIsoString(data.createdAt),
    ...(data.attendedAt ? { attendedAt: toIsoString(data.attendedAt) } : {}),
    ...(typeof data.leadId === 'string' ? { leadId: data.leadId } : {}),
    invited: Boolean(data.invitationId),
  };
}

export const openHouseRef = (db: Firestore, id: string) => db.collection(OPEN_HOUSES).doc(id);

/**
 * Inside `transaction`, after its other reads and before its writes: moves the waitlist's parties that now fit to
 * going, oldest first, and answers them with the open house's counts after it. The caller
 * writes the counts (with its own change) in the same transaction; `excluding` is a reply it is
 * taking off the waitlist itself.
 */
export async function promoteWithin(
  transaction: Transaction,
  openHouse: DocumentReference,
  counts: { going: number; waitlisted: number; capacity?: number },
  excluding?: string,
): Promise<{ promoted: Rsvp[]; going: number; waitlisted: number }> {
  if (counts.waitlisted <= 0) return { promoted: [], going: counts.going, waitlisted: counts.waitlisted };
  const waiting = await transaction.get(
    openHouse.collection(RSVPS).where('status', '==', 'waitlisted').orderBy('joinedAt').limit(WAITLIST_READ),
  );
  const moved = promotions(
    waiting.docs.filter((doc) => doc.id !== excluding).map((doc) => toRsvp(doc.id, doc.data())),
    counts.going,
    counts.capacity,
  );
  const people = moved.reduce((sum, rsvp) => sum + rsvp.partySize, 0);
  for (const rsvp of moved) transaction.update(openHouse.collection(RSVPS).doc(rsvp.id), { status: 'going', promotedAt: Timestamp.now() });
  return {
    promoted: moved.map((rsvp) => ({ ...rsvp, status: 'going' as const })),
    going: counts.going + people,
    waitlisted: counts.waitlisted - people,
  };
}
