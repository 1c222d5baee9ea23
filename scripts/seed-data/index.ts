// Seed data for the Firestore seeder: neighborhoods, properties, testimonials and blog posts.
import { activeListings } from './properties';
import { listingsInProgress, soldListings } from './trackRecord';

export * from './neighborhoods';
export * from './properties';
export * from './trackRecord';
export * from './testimonials';
export * from './blogPosts';

/** Every seeded listing: on the market, further along, and sold. */
export const properties = [...activeListings, ...listingsInProgress, ...soldListings];
