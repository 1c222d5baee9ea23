import { isStaffStatusFilter, monthSpan, VISITOR, type PublicData } from '@estate/domain';
import type { BlogPostRepository, NeighborhoodRepository, TestimonialRepository } from '../content';
import { type ListingRepository, type MapCellStore, listingReads, parseListingQuery, listingCursor } from '../listings';
import { publicOpenHouseService, type OpenHouseRepository } from '../openHouses';
import type { ContentStampRepository } from './contentStampRepository';

export interface PublicDataSources {
  properties: ListingRepository;
  mapCells: MapCellStore;
  neighborhoods: NeighborhoodRepository;
  blogPosts: BlogPostRepository;
  testimonials: TestimonialRepository;
  contentStamps: ContentStampRepository;
  openHouses: OpenHouseRepository;
}

/** The public reads of the API, straight from its repositories, for the server renderer. */
export function publicData({
  properties,
  mapCells,
  neighborhoods,
  blogPosts,
  testimonials,
  contentStamps,
  openHouses,
}: PublicDataSources): PublicData {
  const listings = listingReads(properties, mapCells);
  const openHouseReads = publicOpenHouseService({ openHouses, properties });
  return {
    featuredProperties: () => listings.listFeatured(),
    async properties(query, cursor) {
      // Checked as GET /api/properties checks its query string.
      // The pages list what visitors may see: an admins' status filter is not one of theirs.
      const status = isStaffStatusFilter(query.status) ? undefined : query.status;
      const params = Object.fromEntries(
        Object.entries({ ...query, status, cursor }).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
      );
      const page = await listings.list(await parseListingQuery(params), VISITOR);
      return {
        items: page.items,
        ...(page.next ? { nextCursor: listingCursor(page.next) } : {}),
      };
    },
    property: (id) => listings.publicDetail(id),
    propertyHistory: (id) => listings.publicHistory(id),
    sales: () => listings.sales(),
    neighborhoods: () => neighborhoods.list(),
    neighborhood: (id) => neighborhoods.find(id),
    blogPosts: (limit) => blogPosts.list(limit),
    blogPost: (slug) => blogPosts.find(slug),
    testimonials: () => testimonials.list(),
    openHouses: () => openHouseReads.upcoming(),
    openHouse: (id) => openHouseReads.detail(id),
    listingOpenHouses: (listingId) => openHouseReads.ofListing(listingId),
    async contentIndex() {
      const [stamps, upcoming] = await Promise.all([contentStamps.stamps(new Date()), openHouseReads.stamps()]);
      return { ...stamps, openHouses: upcoming };
    },
    listingStamps: (month) => contentStamps.listingStamps(monthSpan(month, new Date())),
  };
}
