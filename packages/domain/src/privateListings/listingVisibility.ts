/**
 * docs/product/private-collection.md#private-collection: who may see a listing. Listings stored before visibility
 * existed have none, which is public.
 */
import type { NeighborhoodName } from '../shared/neighborhoods';
import { listingPlace } from '../listings/listingDisplay';
import { parsePriceRange, PRICE_RANGES } from '../listings/priceRanges';
import type { PropertyType } from '../listings/propertyTypes';
import { teaserPhotoPath } from './teaserPhoto';

export const LISTING_VISIBILITIES = ['public', 'clients', 'invited'] as const;
export type ListingVisibility = (typeof LISTING_VISIBILITIES)[number];
/** Shown to clients signed in (any of them, or those the listing's agent approved). */
export type PrivateVisibility = Exclude<ListingVisibility, 'public'>;
export const PRIVATE_VISIBILITIES: readonly PrivateVisibility[] = ['clients', 'invited'];

export const LISTING_VISIBILITY_LABELS: Record<ListingVisibility, string> = {
  public: 'Public: everyone',
  clients: 'Clients: any signed-in client',
  invited: 'Invited: clients the agent approves',
};

/** What decides a listing's visibility: its field, absent on listings stored before it. */
export interface VisibilityOf {
  visibility?: ListingVisibility;
}

export const visibilityOf = (listing: VisibilityOf): ListingVisibility => listing.visibility ?? 'public';
export const isPrivateListing = (listing: VisibilityOf): boolean => visibilityOf(listing) !== 'public';

/** Who is looking: a visitor, a signed-in client (approved for this listing or not), or staff. */
export type ListingViewer = { kind: 'visitor' } | { kind: 'client'; uid: string; invited: boolean } | { kind: 'staff' };

/** Whether `viewer` may see the listing's details (its status's own rules aside). */
export function mayView(listing: VisibilityOf, viewer: ListingViewer): boolean {
  switch (visibilityOf(listing)) {
    case 'public':
      return true;
    case 'clients':
      return viewer.kind !== 'visitor';
    case 'invited':
      return viewer.kind === 'staff' || (viewer.kind === 'client' && viewer.invited);
  }
}

const BANDS = PRICE_RANGES.map(({ value, label }) => ({ label, ...parsePriceRange(value) }));

/** The search filter's price range a price falls in ('$1M - $2M'), never the price itself. */
export function priceBand(price: number): string {
  const lowest = BANDS[0]!;
  if (price < lowest.minPrice!) return `Under ${lowest.label.split(' - ')[0]}`;
  return (BANDS.find(({ minPrice, maxPrice }) => price >= minPrice! && price < maxPrice!) ?? BANDS.at(-1)!).label;
}

/**
 * What everyone may see of a private listing: nothing that finds the house (no address, no
 * title or alt text, which name it often, no exact price).
 */
export interface ListingTeaser {
  kind: 'teaser';
  id: string;
  visibility: PrivateVisibility;
  /** 'Private listing in Hyde Park'. */
  title: string;
  /** Where it is: its neighbourhood (listingPlace). */
  neighborhood: string;
  propertyType: PropertyType;
  bedrooms: number;
  priceBand: string;
  /**
   * The api's blurred rendition of the first photo (teaserPhotoPath), never the photo's own
   * address; absent when the listing has none.
   */
  image?: string;
  imageAlt: string;
}

interface TeaserSource extends VisibilityOf {
  id: string;
  neighborhood?: NeighborhoodName;
  City?: string;
  propertyType: PropertyType;
  bedrooms: number;
  price: number;
  images: string[];
}

export const privateListingTitle = (neighborhood: string) => `Private listing in ${neighborhood}`;

export function listingTeaser(listing: TeaserSource): ListingTeaser {
  const visibility = visibilityOf(listing);
  const firstImage = listing.images[0];
  return {
    kind: 'teaser',
    id: listing.id,
    visibility: visibility === 'public' ? 'clients' : visibility,
    title: privateListingTitle(listingPlace(listing)),
    neighborhood: listingPlace(listing),
    propertyType: listing.propertyType,
    bedrooms: listing.bedrooms,
    priceBand: priceBand(listing.price),
    ...(firstImage ? { image: teaserPhotoPath(listing.id, firstImage) } : {}),
    imageAlt: `A private ${listing.propertyType.toLowerCase()} listing in ${listingPlace(listing)}`,
  };
}

export const isListingTeaser = (answer: object): answer is ListingTeaser => (answer as { kind?: unknown }).kind === 'teaser';
