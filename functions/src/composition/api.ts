import type { Express } from 'express';
import type { Auth } from 'firebase-admin/auth';
import { createApp, type ApiServices } from '../app';
import type { AppDeps } from '../deps';
import { alertPersonalData, savedSearchService, unsubscribeService, unsubscribeTokens } from '../savedSearches';
import { clientAccountService, clientSignInService } from '../clients';
import { contentServices, neighborhoodBoundaryService } from '../content';
import { feedbackPersonalData } from '../visitFeedback';
import { healthService } from '../apiHealth';
import { leadExports } from './triggers';
import {
  agentOpinionMail,
  clientLeadService,
  leadAssignmentService,
  leadHandover,
  leadPipelineService,
  leadService,
  leadStatsService,
  settingsService,
} from '../leads';
import type { FeedbackRequests } from '../visitFeedback';
import { listingService } from '../listings';
import { mlsSourcesService } from '../mls';
import {
  checkInService,
  guestNoticeService,
  invitationService,
  openHouseLeadService,
  openHouseHandover,
  openHouseLinks,
  openHousePersonalData,
  openHouseReportService,
  openHouseService,
  publicOpenHouseService,
  rsvpService,
} from '../openHouses';
import { listingReaders, privateListingService, privateListingsSection, teaserPhotoService } from '../privateListings';
import { resoFeedService, resoKeyService } from '../reso';
import {
  authService,
  factorKeys,
  factorService,
  factorSignInService,
  loginThrottleService,
  pendingSignIns,
  realtimeSessionService,
  staffSessionService,
  userService,
  webAuthn,
} from '../staff';
import { NEVER_UPLOADED, siteMediaReader, smallestImageReader, uploadJanitorService, uploadService } from '../uploads';
import { availabilityService, manageTickets, showingHandover, showingPersonalData, showingService } from '../showings';
import { offboardingService } from '../offboarding';
import { siteHealthService } from '../siteHealth';
import { auditPersonalData, auditViews } from '../audit';
import { homeValueLeadService, opinionTokens, valuationService } from '../valuation';
import { cmaCandidates, cmaLinks, cmaReportService, cmaService } from '../cma';
import { auditRecorder } from './audit';
import { homeownerReportLinks, leadNewsRecipients } from './homeownerReport';
import { type AppConfig, recentFactorGuard } from '../platform';
import { repositories, type Repositories } from './repositories';
import { visitFeedback } from './schedules';
import { calendarFeeds, showingMail, showingRequests, showingSlots } from './showings';

/**
 * The api's services, as createApp hands them to the routers. `visitRequests` stands in for the
 * feedback module where showings ask visitors for feedback (tests record the calls).
 */
export function apiServices(deps: AppDeps, repos: Repositories = repositories(deps.db), visitRequests?: FeedbackRequests): ApiServices {
  const { auth, files, logger, config } = deps;
  const showingOptions = {
    siteOrigin: config.siteOrigin,
    signingSecret: deps.linkSigningSecret,
    leadAlertDefaults: deps.leadAlertDefaults,
  };
  const accounts = staffAccounts(repos, auth);
  const staff = staffSignIn(deps, repos);
  const staffCalendarFeeds = calendarFeeds(repos, showingOptions);
  const janitor = uploadJanitorService(repos.uploadUses, files);
  const listingImages = {
    nameOf: (url: string) => files.nameOf(url),
    exists: (name: string) => files.exists(name),
    release: (urls: string[]) => janitor.releaseImages(urls),
  };
  const leadsOfClients = clientLeadService({
    leads: repos.leads,
    privacy: repos.leadPrivacy,
    records: [repos.homeownerReports, repos.cmas],
    users: repos.users,
    settings: repos.settings,
    outbox: repos.mailOutbox,
    siteOrigin: config.siteOrigin,
    defaultRecipients: deps.leadAlertDefaults,
  });
  const privateListings = privateListingService({
    properties: repos.properties,
    access: repos.listingAccess,
    views: repos.privateViews,
    clients: repos.clients,
    outbox: repos.mailOutbox,
    staffEmail: async (uid) => (await repos.users.get(uid))?.email,
    alertRecipients: async () => (await repos.settings.leadAlertRecipients()) ?? deps.leadAlertDefaults(),
    siteOrigin: config.siteOrigin,
  });
  const feedback = visitFeedback(repos, { siteOrigin: config.siteOrigin, signingSecret: deps.linkSigningSecret });
  const visitorFeedback = visitRequests ?? feedback.requests;
  const requests = showingRequests(repos, showingOptions, visitorFeedback);
  const audit = auditRecorder(repos);
  const staffAuditViews = auditViews({ store: repos.audit, clientEmail: async (uid) => (await repos.clients.get(uid))?.email });
  const clientAccounts = clientAccountService({
    auth,
    clients: repos.clients,
    favourites: repos.favourites,
    views: repos.clientViews,
    interest: (account, listing, reason) => leadsOfClients.interest(account, listing, reason),
    listing: (id, uid) => privateListings.visibleTo(uid, id),
    sections: [
      leadsOfClients.inquiries,
      ...alertPersonalData(repos.savedSearches, repos.alerts),
      privateListingsSection(repos.listingAccess, repos.privateViews),
      feedbackPersonalData(repos.feedback),
      showingPersonalData(repos.showings),
      openHousePersonalData(repos.openHouseGuests),
      auditPersonalData(repos.audit, staffAuditViews),
    ],
  });
  return {
    config,
    logger,
    sessions: auth,
    appCheck: deps.appCheck,
    audit,
    auditViews: staffAuditViews,
    ...openHouseServices(deps, repos, visitorFeedback),
    fileRoutes: files.routes,
    signIns: authService({
      users: repos.users,
      accounts,
      throttle: staff.throttle,
      passwords: deps.passwords,
      adminSetupSecret: deps.adminSetupSecret,
      afterPassword: (user) => staff.factorSignIns.afterPassword(user),
      startSession: (uid, from, factorProved) => staff.sessions.start(uid, from, factorProved),
    }),
    factorSignIns: staff.factorSignIns,
    factors: staff.factors,
    stepUp: recentFactorGuard((sid) => staff.sessions.factorIsRecent(sid)),
    registrationLimits: repos.rateLimits('register'),
    accounts,
    realtime: realtimeSessionService(auth, deps.firebaseWebConfig, logger),
    // The spec's POST /api/leads still takes the showing form's request: the leads hand it whole to the showings.
    leads: leadService(repos.leads, {
      bookings: requests,
      showingRequests: requests.request,
      records: [repos.homeownerReports, repos.cmas],
    }),
    listingReaderOf: listingReaders(privateListings),
    stages: leadPipelineService(repos.leads, repos.users),
    stats: leadStatsService(repos.leads),
    leadExports: leadExports(repos, logger),
    settings: settingsService(repos.settings, deps.leadAlertDefaults),
    submissionLimits: repos.rateLimits('leads'),
    listings: listingService(
      repos.properties,
      repos.mapCells,
      listingImages,
      { isStaff: async (uid) => Boolean((await repos.users.get(uid))?.role) },
      logger,
    ),
    ...contentServices({
      neighborhoods: repos.neighborhoods,
      neighborhoodBoundaries: neighborhoodBoundaryService(repos.neighborhoodBoundaries),
      testimonials: repos.testimonials,
      blogPosts: repos.blogPosts,
    }),
    uploads: uploadService(files, janitor),
    resoFeed: resoFeedService(repos.resoListings, config.siteOrigin),
    resoKeys: resoKeyService(repos.resoKeys),
    mlsSources: mlsSourcesService({
      sources: repos.mlsSources,
      runs: repos.mlsRuns,
      photos: repos.mlsPhotos,
      shown: repos.mlsShownListings,
    }),
    resoLimits: repos.rateLimits('reso'),
    clientSignIns: clientSignInService({
      auth,
      toolkit: deps.identity,
      clients: repos.clients,
      links: repos.signInLinks,
      mail: deps.mail,
      siteOrigin: config.siteOrigin,
      sessionDurationMs: config.sessionDurationMs,
      logger,
      opened: (account) => leadsOfClients.opened(account),
    }),
    clientAccounts,
    clientProfiles: (email) => clientAccounts.profileFor(email),
    savedSearches: savedSearchService({ searches: repos.savedSearches, clients: repos.clients }),
    unsubscribes: unsubscribeService({
      tokens: unsubscribeTokens(deps.linkSigningSecret),
      searches: repos.savedSearches,
      clients: repos.clients,
    }),
    privateListings,
    teaserPhotos: teaserPhotoService({
      properties: repos.properties,
      readImage: smallestImageReader({ files, siteMedia: siteMediaReader(config.siteOrigin) }),
    }),
    showingSlots: showingSlots(repos),
    showingRequests: requests,
    // The same prefix as the lead forms' store: a client's showing requests count with their leads.
    showingRequestLimits: repos.rateLimits('leads'),
    showings: showingService({
      showings: repos.showings,
      availability: repos.showingAvailability,
      leads: repos.leads,
      users: repos.users,
      notices: showingMail(repos, showingOptions),
      feedback: visitorFeedback,
      tickets: manageTickets(deps.linkSigningSecret),
    }),
    showingAvailability: availabilityService(repos.showingAvailability),
    showingLimits: repos.rateLimits('showings'),
    calendarFeeds: staffCalendarFeeds,
    offboarding: offboardingService({
      users: repos.users,
      accounts,
      revokeFactors: staff.factors.revokeAll,
      revokeCalendarFeed: staffCalendarFeeds.revoke,
      handovers: [leadHandover(repos.leads), showingHandover(repos.showings), openHouseHandover(repos.openHouses, repos.properties)],
      nextInRotation: leadAssignmentService(repos.leadRotation).nextInRotation,
      outbox: repos.mailOutbox,
      siteOrigin: config.siteOrigin,
    }),
    feedback,
    feedbackLimits: repos.rateLimits('feedback'),
    signInLinkLimits: { perAddress: repos.rateLimits('signInLinkAddress'), perClient: repos.rateLimits('signInLinkClient') },
    health: healthService(
      {
        firestore: () => repos.health.ping(),
        // Any answer about an account that does not exist means Auth is there.
        auth: () => auth.getUser(HEALTH_PROBE_UID).catch((error: unknown) => expectNotFound(error)),
        storage: () => files.exists(NEVER_UPLOADED),
        mail: () => deps.mail().verify(),
      },
      { history: { repository: repos.healthHistory, logger } },
    ),
    siteHealth: siteHealthService({ vitals: repos.siteVitals, errors: repos.siteErrors, healthHistory: repos.healthHistory }),
    beaconLimits: repos.rateLimits('siteHealthBeacons'),
    ...valuationServices(deps, repos),
  };
}

/** docs/product/valuation.md: the estimate over the public sales, and the seller lead whose agent's opinion alerts its owner or the lead alerts' recipients. */
function valuationServices(deps: AppDeps, repos: Repositories) {
  const valuations = valuationService({ sales: repos.valuationSales });
  const opinionRecipients = leadNewsRecipients(repos, deps.leadAlertDefaults);
  const links = cmaLinks(deps.linkSigningSecret);
  const leadViews = leadService(repos.leads);
  return {
    valuations,
    // docs/product/cma.md: the agents' CMAs over the same sales, and their owners' page.
    cmas: cmaService({
      cmas: repos.cmas,
      candidatesOf: cmaCandidates({ valuations, listings: repos.cmaListings }),
      visibleLead: (id, viewer) => leadViews.visible(id, viewer),
      lead: (id) => repos.leads.get(id),
      sales: repos.valuationSales,
      staffMember: (uid) => repos.users.get(uid),
      links,
      siteOrigin: deps.config.siteOrigin,
    }),
    cmaReports: cmaReportService({ cmas: repos.cmas, listings: repos.cmaListings, links }),
    homeValueLeads: homeValueLeadService({
      valuations,
      leads: repos.leads,
      tokens: opinionTokens(deps.linkSigningSecret),
      opinionAlert: async (lead) => agentOpinionMail(lead, await opinionRecipients(lead), deps.config.siteOrigin),
    }),
    valuationLimits: repos.rateLimits('valuations'),
    homeValueSubmissionLimits: repos.rateLimits('leads'),
    homeownerReports: homeownerReportLinks(repos, {
      siteOrigin: deps.config.siteOrigin,
      signingSecret: deps.linkSigningSecret,
      leadAlertDefaults: deps.leadAlertDefaults,
    }),
  };
}

/** docs/product/open-houses.md#open-houses: the staff's, the public's, the guests' and the door's services over the open houses. */
function openHouseServices({ config, linkSigningSecret }: AppDeps, repos: Repositories, feedback: FeedbackRequests) {
  const { siteOrigin } = config;
  const links = openHouseLinks(linkSigningSecret);
  const leads = openHouseLeadService(repos.leads);
  const notify = guestNoticeService({ outbox: repos.mailOutbox, links, siteOrigin });
  const common = { openHouses: repos.openHouses, properties: repos.properties };
  return {
    openHouses: openHouseService({ ...common, rsvps: repos.openHouseRsvps, users: repos.users, notify, links, feedback, siteOrigin }),
    publicOpenHouses: publicOpenHouseService(common),
    openHouseRsvps: rsvpService({
      ...common,
      rsvps: repos.openHouseRsvps,
      invitations: repos.openHouseInvitations,
      leads,
      notify,
      mailboxes: repos.visitorMailbox,
      links,
    }),
    openHouseCheckIns: checkInService({
      ...common,
      checkIns: repos.openHouseCheckIns,
      leads,
      links,
      feedback,
      mailboxes: repos.visitorMailbox,
    }),
    openHouseInvitations: invitationService({
      ...common,
      invitations: repos.openHouseInvitations,
      leads: repos.leads,
      outbox: repos.mailOutbox,
      links,
      siteOrigin,
    }),
    openHouseReports: openHouseReportService({
      ...common,
      rsvps: repos.openHouseRsvps,
      checkIns: repos.openHouseCheckIns,
      invitations: repos.openHouseInvitations,
      users: repos.users,
      feedback,
      outbox: repos.mailOutbox,
    }),
    openHouseLimits: { rsvps: repos.rateLimits('rsvps'), checkIns: repos.rateLimits('checkIns') },
  };
}

/** Who the passkeys are for: the site's host, from the origins its pages are served from. */
const relyingParty = (config: AppConfig) => ({
  id: new URL(config.siteOrigin).hostname,
  name: 'Queen City Estates',
  origins: config.allowedOrigins,
});

/** The staff sign-in's services after the password: sessions with records, the factors, the steps (docs/product/dashboard.md#sign-in-and-security). */
export function staffSignIn({ auth, identity, config, staffFactorKey }: AppDeps, repos: Repositories) {
  const keys = factorKeys(staffFactorKey);
  const throttle = loginThrottleService(repos.loginAttempts, { wait: config.signInWait });
  const sessions = staffSessionService({
    auth,
    toolkit: identity,
    sessions: repos.staffSessions,
    sessionDurationMs: config.sessionDurationMs,
  });
  const factors = factorService({
    factors: repos.staffFactors,
    challenges: repos.webAuthnChallenges,
    settings: repos.factorSettings,
    keys,
    webAuthn: webAuthn(relyingParty(config)),
  });
  const factorSignIns = factorSignInService({
    users: repos.users,
    factors,
    sessions,
    pending: pendingSignIns(keys.secret),
    throttle,
  });
  return { throttle, sessions, factors, factorSignIns };
}

/** An account id no one has (Auth makes 28-character ids). */
const HEALTH_PROBE_UID = 'health-probe';
const expectNotFound = (error: unknown) => {
  if ((error as { code?: unknown }).code !== 'auth/user-not-found') throw error;
};

/** The `api` function's Express app. */
export const apiApp = (deps: AppDeps, repos?: Repositories, visitRequests?: FeedbackRequests): Express =>
  createApp(apiServices(deps, repos, visitRequests));

/** Staff accounts with their profiles, as the api manages them (the seed scripts make accounts through it). */
export const staffAccounts = (repos: Repositories, auth: Auth) => userService(auth, repos.users, loginThrottleService(repos.loginAttempts));
