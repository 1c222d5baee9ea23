import type { BlogPost, Neighborhood, Testimonial } from '../content/contentItems';
import type { Property, PropertyFilter } from '../listings/listing';
import type { PropertySort } from '../listings/listingSearch';
import type { HistoryRow } from '../listings/listingHistory';
import type { PublicOpenHouse } from '../openHouses/openHouse';
import type { ListingTeaser } from '../privateListings/listingVisibility';
import type { SalesRecord } from '../listings/salesRecord';
import type { SitemapMonth } from './sitemapMonths';

/** GET /api/sales: the agency's record of the past 12 months and its sold listings, the latest sale first. */
export interface RecentSales {
  record: SalesRecord;
  listings: Property[];
}

/**
 * The listing's query, as GET /api/properties reads it (without the cursor): its area and the map's
 * view in the URL's form (formatDrawnArea, formatMapView), so that the pages carry no writer of them.
 */
export type PropertyListQuery = Omit<PropertyFilter, 'area' | 'view'> & {
  area?: string;
  view?: string;
  sort?: PropertySort;
  limit?: number;
};

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

/**
 * What the sitemap index and the pages' sitemap read (docs/product/site.md#sitemap): every public
 * neighborhood, article and open house, and of the listings, which a month's sitemap lists, only
 * what bounds and dates them.
 */
export interface PublicContentIndex {
  neighborhoods: ContentStamp[];
  blogPosts: ContentStamp[];
  /** Upcoming public and broker open houses (never one by invitation only). */
  openHouses: ContentStamp[];
  /** The months (sitemapMonths.ts) in which a public listing was added, oldest first: each has a sitemap in the index. */
  listingMonths: SitemapMonth[];
  /** When a public listing last changed (the newest `ModificationTimestamp`), ISO 8601. */
  listingsChangedAt?: string;
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
  /** The public listings added in a month (sitemapMonths.ts), for its sitemap. */
  listingStamps(month: SitemapMonth): Promise<ContentStamp[]>;
}
