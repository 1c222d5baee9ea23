/**
 * The dashboard's live inbox. The browser signs in to Firebase Auth with a custom token
 * the api mints for the session's account and listens to the leads it may read (firestore.rules).
 */

/** The Firestore collections the dashboard listens to, named once for the api, the rules tests and the client. */
export const LEADS_COLLECTION = 'leads';
export const USERS_COLLECTION = 'users';
/**
 * The profile's field holding when the account's sessions were last revoked (logout, password
 * reset, role change), in seconds since the epoch: the rules refuse a token whose `auth_time` is older.
 */
export const TOKENS_VALID_AFTER_FIELD = 'tokensValidAfter';
/** The profile's field set while the account is deactivated (docs/product/dashboard.md#users): the rules refuse its every token. */
export const DEACTIVATED_AT_FIELD = 'deactivatedAt';

/**
 * When a lead last left a slice of the inbox (claimed, reassigned, deleted): one document per
 * slice, named by the owner's uid or UNASSIGNED_SLICE, holding `at`. A dashboard showing the slice
 * listens to it, to drop a lead it shows however long ago that lead last changed.
 */
export const LEAD_DEPARTURES_COLLECTION = 'leadDepartures';
export const UNASSIGNED_SLICE = 'unassigned';

/** What the dashboard logs when Firestore refuses its listeners (signed out elsewhere, or a changed role). */
export const LIVE_UPDATES_REFUSED = 'Live updates stopped: Firestore refused this account (signed out elsewhere, or its role changed)';

/** POST /api/session/realtime: what the dashboard needs to sign in to Firebase and reach Firestore. */
export interface RealtimeSession {
  /** A Firebase Auth custom token for the signed-in account, with its role claims. */
  token: string;
  firebase: { apiKey: string; projectId: string; authDomain: string };
  /** On a local stack: where the browser reaches the Auth and Firestore emulators. */
  emulators?: { auth: string; firestore: { host: string; port: number } };
}

/** The Leads tab's badge counts new leads up to this, then shows `${LEAD_BADGE_MAX}+`. */
export const LEAD_BADGE_MAX = 99;
