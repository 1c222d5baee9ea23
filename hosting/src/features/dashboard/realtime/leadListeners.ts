import {
  collection,
  doc,
  limit,
  orderBy,
  query,
  Timestamp,
  where,
  type DocumentReference,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { LEAD_BADGE_MAX, LEAD_DEPARTURES_COLLECTION, LEADS_COLLECTION, UNASSIGNED_SLICE, type Role } from '@estate/domain';

/**
 * What a staff member's dashboard listens to, in the slices firestore.rules lets their role read:
 * an admin every lead, an agent their own leads and the unassigned ones (one query each, since a
 * query must only ever match what the rules allow).
 */
function visibleLeads(firestore: Firestore, role: Role, uid: string): Query[] {
  const leads = collection(firestore, LEADS_COLLECTION);
  return role === 'admin' ? [query(leads)] : [query(leads, where('ownerId', '==', uid)), query(leads, where('ownerId', '==', null))];
}

/**
 * The most recently changed leads of each slice. Every staff change and every new lead stamps
 * `updatedAt`, so any of them moves a lead to the top of its slice and the listener hears of it.
 */
const RECENT_CHANGES_WINDOW = 20;

export const recentChangeQueries = (firestore: Firestore, role: Role, uid: string): Query[] =>
  visibleLeads(firestore, role, uid).map((slice) => query(slice, orderBy('updatedAt', 'desc'), limit(RECENT_CHANGES_WINDOW)));

/** What tells a dashboard that a lead left one of its slices: a collection to query, or documents. */
export interface DepartureSources {
  queries: Query[];
  documents: DocumentReference[];
}

/**
 * When a lead last left one of the role's slices (claimed by someone else, reassigned, deleted): a
 * lead on screen may be older than the recent changes, and one that left a slice is in none. An
 * admin's are every slice's; an agent's are two documents, their own slice's and the unassigned.
 * (Two document listeners, not one query by id: the Firestore emulator stalled every write once
 * such a query named a document that did not exist yet.)
 */
export function departureSources(firestore: Firestore, role: Role, uid: string): DepartureSources {
  const departures = collection(firestore, LEAD_DEPARTURES_COLLECTION);
  return role === 'admin'
    ? { queries: [query(departures)], documents: [] }
    : { queries: [], documents: [doc(departures, uid), doc(departures, UNASSIGNED_SLICE)] };
}

/** The leads received after `since`, one more than the badge shows so it can say `99+`. */
export const newLeadQueries = (firestore: Firestore, role: Role, uid: string, since: number): Query[] =>
  visibleLeads(firestore, role, uid).map((slice) =>
    query(slice, where('createdAt', '>', Timestamp.fromMillis(since)), orderBy('createdAt', 'desc'), limit(LEAD_BADGE_MAX + 1)),
  );
