import cookieParser from 'cookie-parser';
import express, { type Express, type Request, type Router } from 'express';
import type { Auth } from 'firebase-admin/auth';
import helmet from 'helmet';
import {
  savedSearchesRouter,
  type SavedSearchesRouterDeps,
  UNSUBSCRIBE_ROUTE,
  unsubscribeRouter,
  type UnsubscribeRouterDeps,
} from './alerts';
import { accountRouter, type AccountRouterDeps } from './clients';
import { feedbackRouter, type FeedbackRouterDeps } from './feedback';
import { blogPostsRouter, type ContentServices, neighborhoodsRouter, testimonialsRouter } from './content';
import { leadsRouter, type LeadsRouterDeps, type LeadStatsService, leadStatsRouter, type SettingsService, settingsRouter } from './leads';
import { type ListingService, propertiesRouter } from './listings';
import { healthRouter, type HealthService } from './health';
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
  realtimeSessionRouter,
  type RealtimeSessionService,
  staffRouter,
  type UserService,
  usersRouter,
} from './staff';
import { type UploadService, UPLOAD_ROUTE, uploadsRouter } from './uploads';
import { showingsRouter, type ShowingsRouterDeps } from './showings';
import { calendarFeedRouter, type CalendarFeedRouterDeps } from './calendarFeeds';

/** JSON bodies are small forms (100 KB); uploads are multipart and parsed by their own route. */
export const JSON_BODY_LIMIT_BYTES = 100 * 1024;

/** What the routers are handed, built by the composition root (composition/api.ts). */
export type ApiServices = AuthRouterDeps &
  AccountRouterDeps &
  SavedSearchesRouterDeps &
  UnsubscribeRouterDeps &
  LeadsRouterDeps &
  FeedbackRouterDeps &
  ContentServices &
  ResoFeedRouterDeps &
  ShowingsRouterDeps &
  CalendarFeedRouterDeps &
  OpenHousesRouterDeps &
  OpenHouseStaffRouterDeps &
  PrivateListingsRouterDeps & {
    logger: ErrorLogger;
    /** Verifies each request's session cookie. */
    sessions: Auth;
    /** A file store whose URLs point back at the api (local disk) serves its files with these routes. */
    fileRoutes?: Router;
    accounts: UserService;
    realtime: RealtimeSessionService;
    stats: LeadStatsService;
    settings: SettingsService;
    listings: ListingService;
    uploads: UploadService;
    health: HealthService;
    resoKeys: ResoKeyService;
  };

/** Routes that take longer than a form's write: ten photos encoded, every lead streamed as CSV. */
const LONG_ROUTES: Record<string, 'upload' | 'export'> = {
  [`/api${UPLOAD_ROUTE}`]: 'upload',
  '/api/leads/export': 'export',
};

/** The deadline of a request (platform/deadlines.ts): a long route's own, else a read's or a write's. */
const deadlineOf = (deadlines: RequestDeadlines) => (req: Request) =>
  deadlines[LONG_ROUTES[req.path] ?? (req.method === 'GET' || req.method === 'HEAD' ? 'read' : 'write')];

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
  app.use(jsonBody(JSON_BODY_LIMIT_BYTES, { multipart: [`/api${UPLOAD_ROUTE}`], forms: [`/api${UNSUBSCRIBE_ROUTE}`] }));
  app.use(cookieParser());
  app.use(sameOrigin(services.config.allowedOrigins));
  app.use(loadSession(services.sessions));

  // Each router declares its full paths under /api, so the routes read as in docs/product.md#api.
  const api = express.Router();
  api.use(healthRouter(services));
  api.use(authRouter(services));
  api.use(accountRouter(services));
  api.use(savedSearchesRouter(services));
  api.use(unsubscribeRouter(services));
  api.use(privateListingsRouter(services));
  api.use(feedbackRouter(services));
  api.use(openHousesRouter(services));
  api.use(openHouseStaffRouter(services));
  api.use(propertiesRouter(services));
  api.use(neighborhoodsRouter(services));
  api.use(testimonialsRouter(services));
  api.use(blogPostsRouter(services));
  api.use(usersRouter(services));
  api.use(staffRouter(services));
  api.use(realtimeSessionRouter(services));
  api.use(settingsRouter(services));
  api.use(resoKeysRouter(services));
  api.use(uploadsRouter(services));
  if (services.fileRoutes) api.use(services.fileRoutes);
  if (services.appCheck.routes) api.use(services.appCheck.routes);
  api.use(leadsRouter(services));
  api.use(showingsRouter(services));
  api.use(calendarFeedRouter(services));
  api.use(leadStatsRouter(services));
  api.use(resoFeedRouter(services));
  app.use('/api', api);

  app.use(unknownRoute);
  app.use(errorHandler(services.logger));
  return app;
}
