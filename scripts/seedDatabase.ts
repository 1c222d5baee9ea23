import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { BLOG_POSTS, NEIGHBORHOODS, PROPERTIES, propertySearchTerms, TESTIMONIALS, userAccounts } from '../functions/src/seeding';
import { blogPosts, neighborhoods, properties, testimonials } from './seed-data';
import { DEMO_ADMIN } from './stack/config';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number, now: number) => Timestamp.fromMillis(now - days * DAY_MS);

export interface SeedSummary {
  seeded: boolean;
  counts: Record<string, number>;
}

/**
 * Fills an empty emulator database with the agency's catalogue and the local admin account,
 * written the way the API writes them (search terms, the users service).
 * A database that already has properties or accounts is left exactly as it is.
 */
export async function seedDatabase(db: Firestore, auth: Auth, now = Date.now()): Promise<SeedSummary> {
  assertEmulators();
  const existing = await db.collection(PROPERTIES).limit(1).get();
  const accounts = await auth.listUsers(1);
  if (!existing.empty || accounts.users.length > 0) return { seeded: false, counts: {} };

  const batch = db.batch();
  for (const { listedDaysAgo, id, ...property } of properties) {
    batch.set(db.collection(PROPERTIES).doc(id), {
      ...property,
      searchTerms: propertySearchTerms(property),
      createdAt: daysAgo(listedDaysAgo, now),
    });
  }
  for (const { id, ...neighborhood } of neighborhoods) {
    batch.set(db.collection(NEIGHBORHOODS).doc(id), neighborhood);
  }
  for (const { id, ...testimonial } of testimonials) {
    batch.set(db.collection(TESTIMONIALS).doc(id), testimonial);
  }
  for (const { publishedDaysAgo, id, ...post } of blogPosts) {
    batch.set(db.collection(BLOG_POSTS).doc(id), { ...post, publishedAt: daysAgo(publishedDaysAgo, now) });
  }
  await batch.commit();

  await userAccounts(db, auth).create({ ...DEMO_ADMIN, role: 'admin' });

  return {
    seeded: true,
    counts: {
      properties: properties.length,
      neighborhoods: neighborhoods.length,
      testimonials: testimonials.length,
      blogPosts: blogPosts.length,
      users: 1,
    },
  };
}

/** The demo password must never reach a real project: refuse unless every target is an emulator. */
function assertEmulators(): void {
  const project = process.env.GCLOUD_PROJECT ?? '';
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST || !project.startsWith('demo-')) {
    throw new Error('Seeding runs only against the local emulators of a demo- project.');
  }
}
