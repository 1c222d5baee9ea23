import type { Property } from '../listings/listing';

/**
 * docs/product/clients.md#client-accounts: a visitor's own account, opened by an email link. What is stored
 * about a client, as the API answers it and as the privacy page lists it.
 */

/** The Firebase Auth custom claim that marks a client's session (staff sessions carry `role`). */
export const CLIENT_CLAIM = 'client';

/** How long a sign-in link works, once. */
export const SIGN_IN_LINK_MINUTES = 30;
/** Sign-in links per email address an hour, and per client address an hour (shared counters). */
export const SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR = 5;
export const SIGN_IN_LINKS_PER_CLIENT_PER_HOUR = 20;

export const SIGN_IN_LINK_SENT_MESSAGE = 'Check your email: we sent you a link to sign in. It works once, for 30 minutes.';
export const SIGN_IN_LINK_INVALID_MESSAGE = 'This sign-in link has expired or was already used. Ask for a new one.';
export const SIGN_IN_EMAIL_MISMATCH_MESSAGE = 'This link was sent to another email address. Enter the address it was sent to.';
export const STAFF_EMAIL_LINK_MESSAGE = 'Staff sign in with their username and password at /auth.';
export const CLIENT_ONLY_MESSAGE = 'This is for client accounts: sign in with your email at /account/sign-in';

/** Where a visitor signs in, and where the email's link brings them back. */
export const CLIENT_SIGN_IN_PATH = '/account/sign-in';
/** Where staff sign in with their username and password (a staff address that asks for a client link is sent there). */
export const STAFF_SIGN_IN_PATH = '/auth';
export const CLIENT_ACCOUNT_PATH = '/account';
export const PRIVACY_PATH = '/privacy';

/**
 * A cookie the browser can read (no personal data: "1") that says a client session may exist,
 * so that public pages ask the per-session API for hearts only when someone is signed in.
 */
export const CLIENT_HINT_COOKIE = 'qce_client';

/** What a client agreed to, when, in the words they saw. */
export interface Consent {
  granted: boolean;
  /** ISO 8601. */
  at: string;
  text: string;
}

/** The consents a client can give; absent means never asked, which counts as no. */
export interface ClientConsents {
  activity?: Consent;
}

/** Recording the listings a client views: off until they opt in. */
export const ACTIVITY_CONSENT_TEXT =
  'Record the homes I view while signed in, and show them to my agent, so they can suggest homes like them. I can turn this off at any time, which deletes what was recorded.';

export interface ClientAccount {
  uid: string;
  email: string;
  /** ISO 8601. */
  createdAt: string;
  consents: ClientConsents;
  /** True when the client turned every alert off (one-click unsubscribe from all). */
  alertsOff: boolean;
}

/** A home a client keeps, with their note; `shared` shows both to their agent in the lead's panel. */
export interface Favourite {
  propertyId: string;
  note: string;
  shared: boolean;
  /** ISO 8601. */
  createdAt: string;
  updatedAt: string;
}

/** A favourite as the account page lists it: with its home, while the client may still see it. */
export interface FavouriteHome extends Favourite {
  listing?: Property;
}

/** The most favourites one client keeps, and the longest note. */
export const FAVOURITES_MAX = 200;
export const FAVOURITE_NOTE_MAX_LENGTH = 1000;

/** What a signed-in page asks after hydration: never cached, never in the server's HTML. */
export interface ClientSessionState {
  signedIn: boolean;
  email?: string;
  /** The ids of the client's favourites, for the hearts. */
  favourites: string[];
  /** Whether the client agreed to have their views recorded. */
  recordsActivity: boolean;
}

export const SIGNED_OUT_STATE: ClientSessionState = { signedIn: false, favourites: [], recordsActivity: false };

/** A listing a client viewed while signed in, recorded only with their consent. */
export interface ClientView {
  propertyId: string;
  /** ISO 8601. */
  at: string;
}

/** Views of one home within this many days that tell the agent of a client's interest, as a favourite does. */
export const INTEREST_VIEWS = 3;
export const INTEREST_WINDOW_DAYS = 7;

export type InterestReason = 'viewed' | 'favourited';

/** What the lead's panel shows of the person's client account: what they shared, and what they viewed with consent. */
export interface LeadClientProfile {
  email: string;
  /** ISO 8601: when the account was opened. */
  since: string;
  recordsActivity: boolean;
  sharedFavourites: FavouriteHome[];
  /** Newest first; empty without consent. */
  views: (ClientView & { title?: string })[];
}

/** How many recorded views the lead's panel lists. */
export const PROFILE_VIEWS_LIMIT = 50;
