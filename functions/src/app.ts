import cookieParser from 'cookie-parser';
import express, { type Express, type Request, type Router } from 'express';
import type { Auth } from 'firebase-admin/auth';
import helmet from 'helmet';
import { LEAD_EXPORTS_PATH } from '@estate/domain';
import {
  savedSearchesRouter,
  type SavedSearchesRouterDeps,
  UNSUBSCRIBE_ROUTE,
  unsubscribeRouter,
  type UnsubscribeRouterDeps,
} from './savedSearches';
import { accountRouter, type AccountRouterDeps } from './clients';
import { feedbackRouter, type FeedbackRouterDeps } from './visitFeedback';
import { blogPostsRouter, type ContentServices, neighborhoodsRouter, testimonialsRouter } from './content';
import {
  leadExportsRouter,
  type LeadExportService,
  leadsRouter,
  type LeadsRouterDeps,
  type LeadStatsService,
  leadStatsRouter,
  type SettingsService,
  settingsRouter,
} from './leads';
import { type ListingService, listingsRouter } from './listings';
import { mlsSourcesRouter, type MlsSourcesRouterDeps } from './mls';
import { healthRouter, type HealthService } from './apiHealth';
import { openHousesRouter, type OpenHousesRouterDeps, openHouseStaffRouter, type OpenHouseStaffRouterDeps } from './openHouses';
import { privateListingsRouter, type PrivateListingsRouterDeps } from './privateListings';
import { resoFeedRouter, type ResoFeedRouterDeps, type ResoKeyService, resoKeysRouter } from './reso';
import {
  DEADLINES_MS,
  type RequestDeadlines,
  errorHandler,
  unknownRoute,
  type ErrorLogger,
  jsonBody,
  requestDeadline,
  sameOrigin,
  loadSession,
} from './platform';
import {
  authRouter,
  type AuthRouterDeps,
  factorRouter,
  type FactorRouterDeps,
  realtimeSessionRouter,
  type RealtimeSessionService,
  staffRouter,
  type UserService,
  usersRouter,
} from './staff';
import { type UploadService, UPLOAD_ROUTE, uploadsRouter } from './uploads';
import { showingsRouter, type ShowingsRouterDeps } from './showings';
import { SITE_HEALTH_BEACONS_ROUTE, siteHealthRouter, type SiteHealthRouterDeps } from './siteHealth';
import { calendarFeedRouter, type CalendarFeedRouterDeps } from './calendarFeeds';
import { offboardingRouter, type OffboardingRouterDeps } from './offboarding';
import { auditRouter, type AuditRouterDeps, auditStaffWrites } from './audit';
import { valuationRouter, type ValuationRouterDeps } from './valuation';
import { cmaPageRouter, type CmaPageRouterDeps, cmaRouter, type CmaRouterDeps } from './cma';
import { HOMEOWNER_REPORT_UNSUBSCRIBE_ROUTE, homeownerReportRouter, type HomeownerReportRouterDeps } from './homeownerReport';

/** JSON bodies are small forms (100 KB); uploads are multipart and parsed by their own route. */
export const JSON_BODY_LIMIT_BYTES = 100 * 1024;

/** What the routers are handed, built by the composition root (composition/api.ts). */
export type ApiServices = AuthRouterDeps &
  FactorRouterDeps &
  AccountRouterDeps &
  SavedSearchesRouterDeps &
  UnsubscribeRouterDeps &
  LeadsRouterDeps &
  FeedbackRouterDeps &
  ContentServices &
  ResoFeedRouterDeps &
  ShowingsRouterDeps &
  CalendarFeedRouterDeps &
  OffboardingRouterDeps &
  OpenHousesRouterDeps &
  OpenHouseStaffRouterDeps &
  PrivateListingsRouterDeps &
  MlsSourcesRouterDeps &
  SiteHealthRouterDeps &
  ValuationRouterDeps &
  CmaRouterDeps &
  Omit<CmaPageRouterDeps, 'logger'> &
  HomeownerReportRouterDeps &
  AuditRouterDeps & {
    logger: ErrorLogger;
    /** Verifies each request's session cookie. */
    sessions: Auth;
    /** A file store whose URLs point back at the api (local disk) serves its files with these routes. */
    fileRoutes?: Router;
    accounts: UserService;
    realtime: RealtimeSessionService;
    stats: LeadStatsService;
    leadExports: LeadExportService;
    settings: SettingsService;
    listings: ListingService;
    uploads: UploadService;
    health: HealthService;
    resoKeys: ResoKeyService;
  };

const DEACTIVATE_ROUTE = /^\/api\/admin\/users\/[^/]+\/deactivate$/;

/** Routes that take longer than a form's write: ten photos encoded; an export waited for, or its file downloaded. */
const longRouteOf = (path: string): 'upload' | 'export' | undefined => {
  if (path === `/api${UPLOAD_ROUTE}`) return 'upload';
  // A deactivation hands over every open record one transaction at a time (a retry goes on where it stopped).
  if (DEACTIVATE_ROUTE.test(path)) return 'export';
  if (path === '/api/leads/export' || (path.startsWith(`${LEAD_EXPORTS_PATH}/`) && path.endsWith('/file'))) return 'export';
  return undefined;
};

/** The deadline of a request (platform/deadlines.ts): a long route's own, else a read's or a write's. */
const deadlineOf = (deadlines: RequestDeadlines) => (req: Request) =>
  deadlines[longRouteOf(req.path) ?? (req.method === 'GET' || req.method === 'HEAD' ? 'read' : 'write')];

/** The whole API as a plain Express app, so tests run it without the Functions runtime. */
export function createApp(services: ApiServices): Express {
  const app = express();
  // Firebase Hosting and the Functions front end are the proxies in front of us.
  app.set('trust proxy', services.config.trustProxy);
  app.disable('x-powered-by');
  // First, so that waiting on any service behind a later step (the rate limits' counters, the
  // session's check) answers 503 in time too.
  app.use(requestDeadline(deadlineOf(services.config.requestDeadlines ?? DEADLINES_MS), services.logger));
  app.use(helmet());
  app.use(
    jsonBody(JSON_BODY_LIMIT_BYTES, {
      multipart: [`/api${UPLOAD_ROUTE}`],
      forms: [`/api${UNSUBSCRIBE_ROUTE}`, `/api${HOMEOWNER_REPORT_UNSUBSCRIBE_ROUTE}`],
      beacons: [`/api${SITE_HEALTH_BEACONS_ROUTE}`],
    }),
  );
  app.use(cookieParser());
  app.use(sameOrigin(services.config.allowedOrigins));
  app.use(loadSession(services.sessions));
  // docs/architecture.md#the-audit-log: every staff route's write that answers 2xx, recorded before its answer leaves.
  app.use(auditStaffWrites(services.audit, services.logger));

  // Each router declares its full paths under /api, so the routes read as in docs/product/api.md#api.
  const api = express.Router();
  api.use(healthRouter(services));
  api.use(siteHealthRouter(services));
  api.use(authRouter(services));
  api.use(factorRouter(services));
  api.use(accountRouter(services));
  api.use(savedSearchesRouter(services));
  api.use(unsubscribeRouter(services));
  api.use(privateListingsRouter(services));
  api.use(feedbackRouter(services));
  api.use(openHousesRouter(services));
  api.use(openHouseStaffRouter(services));
  api.use(listingsRouter(services));
  api.use(neighborhoodsRouter(services));
  api.use(testimonialsRouter(services));
  api.use(blogPostsRouter(services));
  api.use(usersRouter(services));
  api.use(offboardingRouter(services));
  api.use(staffRouter(services));
  api.use(realtimeSessionRouter(services));
  api.use(settingsRouter(services));
  api.use(resoKeysRouter(services));
  api.use(mlsSourcesRouter(services));
  api.use(uploadsRouter(services));
  if (services.fileRoutes) api.use(services.fileRoutes);
  api.use(leadExportsRouter(services));
  if (services.appCheck.routes) api.use(services.appCheck.routes);
  api.use(leadsRouter(services));
  api.use(valuationRouter(services));
  api.use(cmaRouter(services));
  api.use(homeownerReportRouter(services));
  api.use(showingsRouter(services));
  api.use(calendarFeedRouter(services));
  api.use(leadStatsRouter(services));
  api.use(resoFeedRouter(services));
  api.use(auditRouter(services));
  app.use('/api', api);
  // The owner's CMA page and PDF, outside /api: Hosting sends /cma/** here (firebase.json).
  app.use(cmaPageRouter(services));

  app.use(unknownRoute);
  app.use(errorHandler(services.logger));
  return app;
}
