import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { firestoreUserRepository } from './data/userRepository';
import { userService } from './services/users';

/**
 * The api's public face for code outside functions/ (scripts/seedDatabase.ts, which seeds the
 * local and test stacks and brings kept local data up to date, scripts/cleanupUploads.ts and the
 * lead benchmark): what they need to
 * write data and tidy uploads the way the api does. Everything else
 * in functions/src is the api's own; eslint.config.mjs keeps scripts/ and e2e/ to this module.
 */
export { BLOG_POSTS } from './data/blogPostRepository';
export { NEIGHBORHOODS } from './data/neighborhoodRepository';
export { PROPERTIES } from './data/propertyRepository';
export { TESTIMONIALS } from './data/testimonialRepository';
export { fileStoreFromEnv } from './data/fileStoreFromEnv';
export { LEADS, storedLead } from './data/leadRepository';
export { completeLegacyLeads } from './data/leadBackfill';
export { propertySearchTerms } from './services/propertySearch';
export { uploadJanitor } from './services/uploadJanitor';
export { makePhotoVariants } from './services/photoVariants';

/** The users service over Firestore, as the api builds it: an account with its profile and username. */
export const userAccounts = (db: Firestore, auth: Auth) => userService(auth, firestoreUserRepository(db));
