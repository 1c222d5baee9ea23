// Seed data for the Firestore seeder: neighborhoods, properties, testimonials and blog posts.
import { LISTING_STATUS_FILTERS, type StandardStatus } from '@estate/domain';
import { activeListings, type SeedProperty } from './properties';
import { listingsInProgress, soldListings } from './trackRecord';

export * from './neighborhoods';
export * from './neighborhoodBoundaries';
export * from './properties';
export * from './trackRecord';
export * from './testimonials';
export * from './blogPosts';
export * from './openHouses';

/** Every seeded listing: on the market, further along, and sold. */
export const properties = [...activeListings, ...listingsInProgress, ...soldListings];

/** Where a seeded listing's life ends: its last move, else how it was listed. */
export const seededStatus = (property: SeedProperty): StandardStatus =>
  [...(property.steps ?? [])].reverse().find((step) => 'to' in step)?.to ?? (property.comingSoon ? 'Coming Soon' : 'Active');

/** The seeded listings /properties shows by default: those for sale. */
export const listingsForSale = properties.filter((property) =>
  (LISTING_STATUS_FILTERS['for-sale'].statuses as readonly StandardStatus[]).includes(seededStatus(property)),
);
