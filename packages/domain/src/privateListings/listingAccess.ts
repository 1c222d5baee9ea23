import type { Property } from '../listings/listing';

/**
 * docs/product/private-collection.md#private-collection: clients asking to see an invited-only listing, the agent's
 * answer, and the record of each view of a private listing. Both are the client's personal data.
 */

/** requested: waiting for the agent; approved: the client is invited; declined: refused, or revoked later. */
export const LISTING_ACCESS_STATUSES = ['requested', 'approved', 'declined'] as const;
export type ListingAccessStatus = (typeof LISTING_ACCESS_STATUSES)[number];

/** One client's access to one listing (one per client and listing: asking twice changes nothing). */
export interface ListingAccess {
  propertyId: string;
  uid: string;
  email: string;
  status: ListingAccessStatus;
  /** ISO 8601; absent when the agent invited the client without a request. */
  requestedAt?: string;
  /** When the agent last approved, declined or revoked, and who (a staff uid). */
  decidedAt?: string;
  decidedBy?: string;
}

/** A client opened a private listing's details. */
export interface PrivateListingView {
  propertyId: string;
  uid: string;
  email: string;
  /** ISO 8601. */
  viewedAt: string;
}

/** GET /api/properties/:id/access: what the listing's agent manages and reads. */
export interface ListingAccessPanel {
  /** Requests first, then the invited, then the declined; each newest first. */
  access: ListingAccess[];
  /** The latest views, newest first. */
  views: PrivateListingView[];
}

/** GET /api/private-listings: a private listing the staff member manages, and the requests waiting on it. */
export interface PrivateListingSummary {
  listing: Property;
  openRequests: number;
}

/** The most views the panel lists. */
export const LISTING_VIEWS_SHOWN = 200;

/** GET /api/account/listings/:id answers this with 403 when the client may not see the listing. */
export interface PrivateListingRefusal {
  message: string;
  /** Whether POST …/access-requests would send a request now. */
  mayRequest: boolean;
  /** Where the client's request stands, when there is one. */
  request?: ListingAccessStatus;
}

export const PRIVATE_LISTING_TEXTS = {
  signIn: 'Sign in to see this home',
  requestAccess: 'Request access',
  clientsOnly: 'This home is shown to our signed-in clients only.',
  invitedOnly: 'This home is shown to clients its agent invites.',
  refused: 'This home is shown to invited clients only. Request access and its agent will answer you by email.',
  requested: 'You asked to see this home. Its agent will answer you by email.',
  declined: 'The agent did not open this home to you. Contact us if your plans have changed.',
  requestSent: 'Your request was sent to the listing agent. We will email you when they answer.',
  notPrivate: 'This home is public: everyone may see it.',
  alreadyVisible: 'You can see this home already.',
  noAccess: 'This client has no request or invitation for this home',
  notYourListing: 'Only the listing agent or an admin manages who may see this home',
  clientNotFound: 'Client not found',
  agentNotStaff: 'The listing agent must be a staff member',
} as const;
