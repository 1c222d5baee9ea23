import type { BlogPost, Neighborhood, Testimonial } from '../content/contentItems';
import type { Property, PropertyFilter } from '../listings/listing';
import type { PropertySort } from '../listings/listingSearch';
import type { HistoryRow } from '../listings/listingHistory';
import type { PublicOpenHouse } from '../openHouses/openHouse';
import type { ListingTeaser } from '../privateListings/listingVisibility';
import type { SalesRecord } from '../listings/salesRecord';

/** GET /api/sales: the agency's record of the past 12 months and its sold listings, the latest sale first. */
export interface RecentSales {
  record: SalesRecord;
  listings: Property[];
}

/** The listing's query, as GET /api/properties reads it (without the cursor). */
export type PropertyListQuery = PropertyFilter & { sort?: PropertySort; limit?: number };

/** One page of the listing and, when another follows, the cursor that fetches it. */
export interface PropertyPage {
  items: Property[];
  nextCursor?: string;
}

/** A public item's id (a blog post's slug) and when its document last changed, ISO 8601. */
export interface ContentStamp {
  id: string;
  updatedAt: string;
}

/** Every public item, for the sitemap. */
export interface PublicContentIndex {
  properties: ContentStamp[];
  neighborhoods: ContentStamp[];
  blogPosts: ContentStamp[];
  /** Upcoming public and broker open houses (never one by invitation only). */
  openHouses: ContentStamp[];
}

/**
 * What the public pages read, as the server renderer asks the API's repositories for it (no
 * HTTP call). Each answers exactly what the matching public GET route answers; `null` where
 * that route answers 404.
 */
export interface PublicData {
  featuredProperties(): Promise<Property[]>;
  properties(query: PropertyListQuery, cursor?: string): Promise<PropertyPage>;
  /** A private listing's teaser, the same for everyone (docs/product/private-collection.md#private-collection). */
  property(id: string): Promise<Property | ListingTeaser | null>;
  propertyHistory(id: string): Promise<HistoryRow[] | null>;
  sales(): Promise<RecentSales>;
  neighborhoods(): Promise<Neighborhood[]>;
  neighborhood(id: string): Promise<Neighborhood | null>;
  blogPosts(limit: number): Promise<BlogPost[]>;
  blogPost(slug: string): Promise<BlogPost | null>;
  testimonials(): Promise<Testimonial[]>;
  /** docs/product/open-houses.md#open-houses: the upcoming open houses everyone may see, one, and a listing's. */
  openHouses(): Promise<PublicOpenHouse[]>;
  openHouse(id: string): Promise<PublicOpenHouse | null>;
  listingOpenHouses(listingId: string): Promise<PublicOpenHouse[]>;
  contentIndex(): Promise<PublicContentIndex>;
}
