import type { Express } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import type { PublicData } from '@estate/domain';
import { createApp, type ApiServices } from './app';
import type { AppDeps } from './deps';
import { contentServices, firestoreBlogPostRepository, firestoreNeighborhoodRepository, firestoreTestimonialRepository } from './content';
import {
  leadAssignment,
  leadPipeline,
  firestoreLeadInboxRepository,
  firestoreLeadOutboxRepository,
  firestoreLeadStatsRepository,
  firestoreLeadWriteRepository,
  type LeadRepository,
  firestoreLeadRotation,
  leadService,
  leadStatsService,
  leadMailer,
  type LeadMailerDeps,
  firestoreSettingsRepository,
  settingsService,
} from './leads';
import { listingService, firestorePropertyRepository } from './listings';
import { firestoreRateLimitStore } from './platform';
import { firestoreContentStampRepository, publicData } from './site';
import {
  authService,
  firestoreLoginAttemptRepository,
  loginThrottle,
  realtimeSessionService,
  firestoreUserRepository,
  userService,
} from './staff';
import { type FileStore, uploadJanitor, uploadService, firestoreUploadUseRepository } from './uploads';

/**
 * The composition root: the one place that builds repositories (over one Firestore) and the
 * services over them, for each function entry of index.ts (api, site, the lead triggers, the
 * schedules) and for the tests and scripts that run the same graph. Everything else receives
 * what it needs, built.
 */

/** Every repository, each built once per Firestore. */
export function repositories(db: Firestore) {
  // One repository per job of the leads collection; callers that need several get them as one.
  const leads: LeadRepository = {
    ...firestoreLeadInboxRepository(db),
    ...firestoreLeadWriteRepository(db),
    ...firestoreLeadOutboxRepository(db),
    ...firestoreLeadStatsRepository(db),
  };
  return {
    leads,
    leadRotation: firestoreLeadRotation(db, leads),
    settings: firestoreSettingsRepository(db),
    users: firestoreUserRepository(db),
    loginAttempts: firestoreLoginAttemptRepository(db),
    properties: firestorePropertyRepository(db),
    neighborhoods: firestoreNeighborhoodRepository(db),
    testimonials: firestoreTestimonialRepository(db),
    blogPosts: firestoreBlogPostRepository(db),
    uploadUses: firestoreUploadUseRepository(db),
    contentStamps: firestoreContentStampRepository(db),
    /** Per-client request counts, one counter family per limited route. */
    rateLimits: (prefix: string) => firestoreRateLimitStore(db, prefix),
  };
}

export type Repositories = ReturnType<typeof repositories>;

/** The api's services, as createApp hands them to the routers. */
export function apiServices(deps: AppDeps, repos: Repositories = repositories(deps.db)): ApiServices {
  const { auth, files, logger, config } = deps;
  const accounts = userService(auth, repos.users);
  const janitor = uploadJanitor(repos.uploadUses, files);
  const listingImages = {
    nameOf: (url: string) => files.nameOf(url),
    exists: (name: string) => files.exists(name),
    release: (urls: string[]) => janitor.releaseImages(urls),
  };
  return {
    config,
    logger,
    sessions: auth,
    fileRoutes: files.routes,
    signIns: authService({
      auth,
      users: repos.users,
      accounts,
      throttle: loginThrottle(repos.loginAttempts),
      passwords: deps.passwords,
      adminSetupSecret: deps.adminSetupSecret,
      sessionDurationMs: config.sessionDurationMs,
    }),
    registrationLimits: repos.rateLimits('register'),
    accounts,
    realtime: realtimeSessionService(auth, deps.firebaseWebConfig),
    leads: leadService(repos.leads),
    stages: leadPipeline(repos.leads, repos.users),
    stats: leadStatsService(repos.leads),
    settings: settingsService(repos.settings, deps.leadAlertDefaults),
    submissionLimits: repos.rateLimits('leads'),
    listings: listingService(repos.properties, listingImages, logger),
    ...contentServices({ neighborhoods: repos.neighborhoods, testimonials: repos.testimonials, blogPosts: repos.blogPosts }),
    uploads: uploadService(files, janitor),
  };
}

/** The `api` function's Express app. */
export const apiApp = (deps: AppDeps, repos?: Repositories): Express => createApp(apiServices(deps, repos));

/** The `site` function's data: the API's public reads, for the server renderer. */
export const siteData = (repos: Repositories): PublicData => publicData(repos);

/** The lead triggers' and the mail sweep's mailer, over the built repositories. */
export const leadMail = (repos: Repositories, options: Omit<LeadMailerDeps, 'leads' | 'properties' | 'settings' | 'users'>) =>
  leadMailer({ leads: repos.leads, properties: repos.properties, settings: repos.settings, users: repos.users, ...options });

/** Automatic assignment of new leads, in turn among the available agents. */
export const newLeadAssignment = (repos: Repositories) => leadAssignment(repos.leadRotation);

/** The uploads clean-up (the daily schedule, `npm run cleanup-uploads`). */
export const uploadCleanup = (repos: Repositories, files: FileStore, now?: () => number) => uploadJanitor(repos.uploadUses, files, now);

/** Staff accounts with their profiles, as the api manages them (the seed scripts make accounts through it). */
export const staffAccounts = (repos: Repositories, auth: Auth) => userService(auth, repos.users);
