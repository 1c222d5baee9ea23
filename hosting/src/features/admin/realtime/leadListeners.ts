import { collection, limit, orderBy, query, Timestamp, where, type Firestore, type Query } from 'firebase/firestore';
import { LEAD_BADGE_MAX, LEADS_COLLECTION, type Role } from '@estate/domain';

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

/** The leads received after `since`, one more than the badge shows so it can say `99+`. */
export const newLeadQueries = (firestore: Firestore, role: Role, uid: string, since: number): Query[] =>
  visibleLeads(firestore, role, uid).map((slice) =>
    query(slice, where('createdAt', '>', Timestamp.fromMillis(since)), orderBy('createdAt', 'desc'), limit(LEAD_BADGE_MAX + 1)),
  );
