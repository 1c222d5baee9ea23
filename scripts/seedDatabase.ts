import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { propertySearchTerms } from '../functions/src/services/propertySearch';
import { blogPosts, neighborhoods, properties, testimonials } from './seed-data';
import { DEMO_ADMIN } from './stack/config';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number, now: number) => Timestamp.fromMillis(now - days * DAY_MS);

export interface SeedSummary {
  seeded: boolean;
  counts: Record<string, number>;
}

/**
 * Fills an empty emulator database with the agency's catalogue and the local admin account.
 * A database that already has properties or accounts is left exactly as it is.
 */
export async function seedDatabase(db: Firestore, auth: Auth, now = Date.now()): Promise<SeedSummary> {
  assertEmulators();
  const existing = await db.collection('properties').limit(1).get();
  const accounts = await auth.listUsers(1);
  if (!existing.empty || accounts.users.length > 0) return { seeded: false, counts: {} };

  const batch = db.batch();
  for (const { listedDaysAgo, id, ...property } of properties) {
    batch.set(db.collection('properties').doc(id), {
      ...property,
      searchTerms: propertySearchTerms(property),
      createdAt: daysAgo(listedDaysAgo, now),
    });
  }
  for (const { id, ...neighborhood } of neighborhoods) {
    batch.set(db.collection('neighborhoods').doc(id), neighborhood);
  }
  for (const { id, ...testimonial } of testimonials) {
    batch.set(db.collection('testimonials').doc(id), testimonial);
  }
  for (const { publishedDaysAgo, id, ...post } of blogPosts) {
    batch.set(db.collection('blogPosts').doc(id), { ...post, publishedAt: daysAgo(publishedDaysAgo, now) });
  }
  await batch.commit();

  const admin = await auth.createUser({
    email: DEMO_ADMIN.email,
    password: DEMO_ADMIN.password,
    displayName: DEMO_ADMIN.name,
  });
  await auth.setCustomUserClaims(admin.uid, { admin: true });
  await db.runTransaction(async (tx) => {
    tx.create(db.collection('usernames').doc(DEMO_ADMIN.username), { uid: admin.uid });
    tx.create(db.collection('users').doc(admin.uid), {
      username: DEMO_ADMIN.username,
      name: DEMO_ADMIN.name,
      email: DEMO_ADMIN.email,
      role: 'admin',
      createdAt: Timestamp.fromMillis(now),
    });
  });

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
