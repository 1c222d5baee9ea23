import type { Firestore } from 'firebase-admin/firestore';
import { firestoreAlertRepository, firestoreSavedSearchRepository } from '../savedSearches';
import {
  firestoreClientRepository,
  firestoreFavouriteRepository,
  firestoreSignInLinkRepository,
  firestoreViewRepository,
} from '../clients';
import { firestoreFeedbackRepository } from '../visitFeedback';
import { firestoreHealthHistoryRepository, firestoreHealthRepository } from '../apiHealth';
import {
  firestoreBlogPostRepository,
  firestoreNeighborhoodBoundaryRepository,
  firestoreNeighborhoodRepository,
  firestoreTestimonialRepository,
} from '../content';
import {
  firestoreLeadInboxRepository,
  firestoreLeadExportRepository,
  firestoreLeadPrivacyRepository,
  firestoreLeadDeliveryRepository,
  firestoreLeadRotationRepository,
  firestoreLeadStatsRepository,
  firestoreLeadWriteRepository,
  firestoreSettingsRepository,
  type LeadRepository,
} from '../leads';
import { firestoreListingGateRepository, firestoreListingRepository, firestoreMapCellStore } from '../listings';
import {
  firestoreMlsDisclaimers,
  firestoreMlsListingRepository,
  withMlsDisclaimers,
  firestoreMlsPhotoRepository,
  firestoreMlsRunRepository,
  firestoreMlsShownListingsRepository,
  firestoreMlsSourceRepository,
} from '../mls';
import {
  firestoreCheckInRepository,
  firestoreGuestDataRepository,
  firestoreInvitationRepository,
  firestoreOpenHouseRepository,
  firestoreRsvpRepository,
} from '../openHouses';
import { firestoreMailOutbox, firestoreRateLimitStore, firestoreVisitorMailbox } from '../platform';
import { firestoreListingAccessRepository, firestorePrivateViewRepository } from '../privateListings';
import { firestoreResoKeyRepository, firestoreResoListingRepository } from '../reso';
import { firestoreAvailabilityRepository, firestoreShowingRepository } from '../showings';
import { firestoreCalendarFeedRepository } from '../calendarFeeds';
import { firestoreContentStampRepository } from '../site';
import { firestoreSiteErrorsRepository, firestoreVitalsRepository } from '../siteHealth';
import {
  firestoreChallengeRepository,
  firestoreFactorRepository,
  firestoreFactorSettingsRepository,
  firestoreLoginAttemptRepository,
  firestoreStaffSessionRepository,
  firestoreUserRepository,
} from '../staff';
import { firestoreUploadUseRepository } from '../uploads';
import { firestoreAuditRepository } from '../audit';
import { firestoreValuationSalesRepository } from '../valuation';
import { firestoreCmaListingRepository, firestoreCmaRepository } from '../cma';
import { firestoreHomeownerReportRepository, firestoreNewListingsRepository } from '../homeownerReport';

/**
 * The composition root (this folder) is the one place that builds repositories and the services
 * over them: this file the repositories, each other file the graph of one function entry of
 * index.ts (api.ts, site.ts, triggers.ts, schedules.ts), which the tests and scripts build
 * through the same functions. Everything else receives what it needs, built.
 */

/**
 * Every repository, each built once per Firestore. `rateLimitClock` places requests in the rate
 * limits' one-minute windows: the wall clock, but for tests that pin a window.
 */
export function repositories(db: Firestore, rateLimitClock: () => number = Date.now) {
  const visitorMailbox = firestoreVisitorMailbox(db);
  const mailOutbox = firestoreMailOutbox(db);
  // One repository per job of the leads collection; callers that need several get them as one.
  const leads: LeadRepository = {
    ...firestoreLeadInboxRepository(db),
    ...firestoreLeadWriteRepository(db, visitorMailbox, mailOutbox),
    ...firestoreLeadDeliveryRepository(db),
    ...firestoreLeadStatsRepository(db),
  };
  const listingGate = firestoreListingGateRepository(db);
  return {
    leads,
    leadRotation: firestoreLeadRotationRepository(db, leads),
    leadPrivacy: firestoreLeadPrivacyRepository(db),
    /** Lead exports and their files, prepared by onLeadExportRequested. */
    leadExports: firestoreLeadExportRepository(db),
    settings: firestoreSettingsRepository(db),
    users: firestoreUserRepository(db),
    loginAttempts: firestoreLoginAttemptRepository(db),
    /** Staff second factors, the WebAuthn challenges handed out, the factor setting, and each staff session's record (for the step-up). */
    staffFactors: firestoreFactorRepository(db),
    webAuthnChallenges: firestoreChallengeRepository(db),
    factorSettings: firestoreFactorSettingsRepository(db),
    staffSessions: firestoreStaffSessionRepository(db),
    properties: withMlsDisclaimers(firestoreListingRepository(db, listingGate), firestoreMlsDisclaimers(db)),
    listingGate,
    /** The map's cells: the public listings by place, kept from the listings' writes (docs/architecture.md, "The map's cells"). */
    mapCells: firestoreMapCellStore(db),
    /** The public sales a home valuation reads, and the listings an address typed matches (docs/product/valuation.md). */
    valuationSales: firestoreValuationSalesRepository(db),
    /** The agents' CMAs, and the competition and gate states they read (docs/product/cma.md). */
    cmas: firestoreCmaRepository(db, leads),
    cmaListings: firestoreCmaListingRepository(db),
    /** The homeowner reports' records and opens, and the new listings around a home (docs/product/valuation.md#the-homeowner-report). */
    homeownerReports: firestoreHomeownerReportRepository(db, leads, mailOutbox),
    newListings: firestoreNewListingsRepository(db),
    neighborhoods: firestoreNeighborhoodRepository(db),
    neighborhoodBoundaries: firestoreNeighborhoodBoundaryRepository(db),
    testimonials: firestoreTestimonialRepository(db),
    blogPosts: firestoreBlogPostRepository(db),
    uploadUses: firestoreUploadUseRepository(db),
    contentStamps: firestoreContentStampRepository(db),
    health: firestoreHealthRepository(db),
    /** Each hour's health checks, browsers' Core Web Vitals and errors: the Site Health tab's figures. */
    healthHistory: firestoreHealthHistoryRepository(db),
    siteVitals: firestoreVitalsRepository(db),
    siteErrors: firestoreSiteErrorsRepository(db),
    /** Client accounts, what they keep, and their sign-in links. */
    clients: firestoreClientRepository(db),
    favourites: firestoreFavouriteRepository(db),
    signInLinks: firestoreSignInLinkRepository(db),
    clientViews: firestoreViewRepository(db),
    /** Clients' saved searches, and the alerts owed and sent to them. */
    savedSearches: firestoreSavedSearchRepository(db),
    alerts: firestoreAlertRepository(db, mailOutbox),
    /** Clients' access to private listings, and their views of them. */
    listingAccess: firestoreListingAccessRepository(db),
    privateViews: firestorePrivateViewRepository(db),
    /** The RESO feed's reads of the listings, and its keys. */
    resoListings: firestoreResoListingRepository(db),
    resoKeys: firestoreResoKeyRepository(db),
    /** The MLS replica: its listings, each source's state (with the admins' lag email), the runs, the photo work, the listings shown. */
    mlsListings: firestoreMlsListingRepository(db),
    mlsSources: firestoreMlsSourceRepository(db, mailOutbox),
    mlsRuns: firestoreMlsRunRepository(db),
    mlsPhotos: firestoreMlsPhotoRepository(db),
    mlsShownListings: firestoreMlsShownListingsRepository(db),
    /** Showing bookings with the hours they hold, staff members' showing availability, and their calendar feeds. */
    showings: firestoreShowingRepository(db, leads),
    showingAvailability: firestoreAvailabilityRepository(db),
    calendarFeeds: firestoreCalendarFeedRepository(db),
    /** Visitors asked for feedback after showings and open houses, and their answers. */
    feedback: firestoreFeedbackRepository(db),
    /** Open houses, their guests' RSVPs, the check-ins at their door and their invitations. */
    openHouses: firestoreOpenHouseRepository(db),
    openHouseRsvps: firestoreRsvpRepository(db),
    openHouseCheckIns: firestoreCheckInRepository(db),
    openHouseInvitations: firestoreInvitationRepository(db),
    /** Each guest's records across open houses, for their export and erasure. */
    openHouseGuests: firestoreGuestDataRepository(db),
    /** The one outbox of every email (but a client's sign-in link), sent by onMailQueued, retried by retryQueuedMail. */
    mailOutbox,
    /** The daily cap per mailbox on emails to addresses nobody has verified (leads, RSVPs, check-ins). */
    visitorMailbox,
    /** The audit log: its queue, its sealed chain, its head and checkpoint, and clients' pseudonyms (docs/architecture.md#the-audit-log). */
    audit: firestoreAuditRepository(db),
    /** Per-client request counts, one counter family per limited route. */
    rateLimits: (prefix: string) => firestoreRateLimitStore(db, prefix, rateLimitClock),
  };
}

export type Repositories = ReturnType<typeof repositories>;
