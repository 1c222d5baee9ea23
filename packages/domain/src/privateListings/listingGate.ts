/**
 * The one gate every listing passes on its way to someone who is not staff: a page and its inline
 * data, an API answer or header (cursors included), the sitemap, the RESO feed, an email or an
 * `.ics`, a kept render. docs/architecture.md#the-listing-gate says how a new channel joins it.
 */
import type { Property } from '../listings/listing';
import { isListingVisible, PUBLIC_STATUSES } from '../listings/listingLifecycle';
import { isPrivateListing, listingTeaser, mayView, type ListingTeaser, type ListingViewer } from './listingVisibility';

/**
 * Who reads: a visitor; a signed-in client and the private listings they were invited to; a
 * partner's RESO key, with or without off-market listings; or staff, who read everything whole.
 */
export type ListingReader =
  | { kind: 'visitor' }
  | { kind: 'client'; uid: string; invitedTo: ReadonlySet<string> }
  | { kind: 'feed'; offMarket: boolean }
  | { kind: 'staff' };

export const VISITOR: ListingReader = { kind: 'visitor' };
export const STAFF_READER: ListingReader = { kind: 'staff' };
/** A signed-in client, with the private listings they were invited to as of now. */
export const clientReader = (uid: string, invitedTo: Iterable<string>): ListingReader => ({
  kind: 'client',
  uid,
  invitedTo: new Set(invitedTo),
});

/** What the reader may have of a listing: all of it, the teaser of a private one, or nothing. */
export type GatedListing = { shown: 'whole'; listing: Property } | { shown: 'teaser'; teaser: ListingTeaser } | { shown: 'none' };

const NOTHING: GatedListing = { shown: 'none' };

const viewerOf = (reader: ListingReader, id: string): ListingViewer =>
  reader.kind === 'client' ? { kind: 'client', uid: reader.uid, invited: reader.invitedTo.has(id) } : { kind: 'visitor' };

/** A sale's price only where the seller lets it be shown (docs/product/site.md#recent-sales). */
function withSoldPriceRule(property: Property): Property {
  if (property.StandardStatus !== 'Closed' || property.showSoldPrice) return property;
  const { ClosePrice: _hidden, ...shown } = property;
  return shown;
}

/** What the decision reads of a listing: its id, status and visibility, nothing else. */
export type GateFields = Pick<Property, 'id' | 'StandardStatus' | 'visibility'>;

/** The decision, per listing and per reader: the whole listing, a private one's teaser, or nothing. */
export function mayRead(listing: GateFields, reader: ListingReader): GatedListing['shown'] {
  switch (reader.kind) {
    case 'staff':
      return 'whole';
    case 'feed':
      // Private listings are for the agency's signed-in clients, never a partner's copy.
      if (isPrivateListing(listing)) return 'none';
      return reader.offMarket || PUBLIC_STATUSES.includes(listing.StandardStatus) ? 'whole' : 'none';
    case 'visitor':
    case 'client':
      // Withdrawn, expired and canceled listings have no page for anyone outside the agency.
      if (!isListingVisible(listing.StandardStatus)) return 'none';
      return mayView(listing, viewerOf(reader, listing.id)) ? 'whole' : 'teaser';
  }
}

/** The listing as the reader may have it: staff and partners' feeds read it as stored, the public pages with the sold-price rule. */
export function gateListing(property: Property, reader: ListingReader): GatedListing {
  switch (mayRead(property, reader)) {
    case 'none':
      return NOTHING;
    case 'teaser':
      return { shown: 'teaser', teaser: listingTeaser(property) };
    case 'whole':
      return { shown: 'whole', listing: reader.kind === 'visitor' || reader.kind === 'client' ? withSoldPriceRule(property) : property };
  }
}

/** The listing as the reader may read it whole, or null (a teaser is not the listing). */
export function listingFor(property: Property, reader: ListingReader): Property | null {
  const gated = gateListing(property, reader);
  return gated.shown === 'whole' ? gated.listing : null;
}

/** A listing's page and GET /api/properties/:id: the listing whole, a private one's teaser, or null. */
export function detailFor(property: Property, reader: ListingReader): Property | ListingTeaser | null {
  const gated = gateListing(property, reader);
  return gated.shown === 'whole' ? gated.listing : gated.shown === 'teaser' ? gated.teaser : null;
}

/** Whether the reader may see the listing whole: what pages of listings, the sitemap and alerts keep. */
export const isShownTo = (listing: GateFields, reader: ListingReader): boolean => mayRead(listing, reader) === 'whole';

/** What a visitor may read of a listing whole (the same for everyone the public pages serve), or null. */
export const publicListing = (property: Property): Property | null => listingFor(property, VISITOR);
