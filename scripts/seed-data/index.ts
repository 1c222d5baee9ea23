// Seed data for the Firestore seeder: neighborhoods, properties, testimonials and blog posts.
export * from './neighborhoods';
export * from './properties';
export * from './testimonials';
export * from './blogPosts';
