import type { Firestore } from 'firebase-admin/firestore';
import { type Counters, firestoreCounters } from '../platform';

/** Sign-in attempt counters, expired by a TTL policy on `expiresAt` (firestore.indexes.json). */
export const LOGIN_ATTEMPTS = 'loginAttempts';

/** The login throttle's counters, shared by every function instance. */
export type LoginAttemptRepository = Counters;

export const firestoreLoginAttemptRepository = (db: Firestore): LoginAttemptRepository => firestoreCounters(db, LOGIN_ATTEMPTS);
