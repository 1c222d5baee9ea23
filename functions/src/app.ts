import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { AppDeps } from './deps';
import { errorHandler, unknownRoute } from './platform/http/errors';
import { jsonBody } from './platform/http/jsonBody';
import { sameOrigin } from './platform/http/sameOrigin';
import { loadSession } from './platform/http/session';
import { authRouter } from './staff/authRouter';
import { blogPostsRouter } from './content/blogPostsRouter';
import { leadsRouter } from './leads/leadsRouter';
import { neighborhoodsRouter } from './content/neighborhoodsRouter';
import { propertiesRouter } from './listings/propertiesRouter';
import { realtimeSessionRouter } from './staff/realtimeSessionRouter';
import { leadStatsRouter } from './leads/leadStatsRouter';
import { settingsRouter } from './leads/settingsRouter';
import { staffRouter } from './staff/staffRouter';
import { testimonialsRouter } from './content/testimonialsRouter';
import { UPLOAD_ROUTE, uploadsRouter } from './uploads/uploadsRouter';
import { usersRouter } from './staff/usersRouter';

/** JSON bodies are small forms (100 KB); uploads are multipart and parsed by their own route. */
export const JSON_BODY_LIMIT_BYTES = 100 * 1024;

/** The whole API as a plain Express app, so tests run it without the Functions runtime. */
export function createApp(deps: AppDeps): Express {
  const app = express();
  // Firebase Hosting and the Functions front end are the proxies in front of us.
  app.set('trust proxy', deps.config.trustProxy);
  app.disable('x-powered-by');
  app.use(helmet());
  app.use(jsonBody(JSON_BODY_LIMIT_BYTES, { multipart: [`/api${UPLOAD_ROUTE}`] }));
  app.use(cookieParser());
  app.use(sameOrigin(deps.config.allowedOrigins));
  app.use(loadSession(deps.auth));

  // Each router declares its full paths under /api, so the routes read as in docs/product.md#api.
  const api = express.Router();
  api.use(authRouter(deps));
  api.use(propertiesRouter(deps));
  api.use(neighborhoodsRouter(deps));
  api.use(testimonialsRouter(deps));
  api.use(blogPostsRouter(deps));
  api.use(usersRouter(deps));
  api.use(staffRouter(deps));
  api.use(realtimeSessionRouter(deps));
  api.use(settingsRouter(deps));
  api.use(uploadsRouter(deps));
  // A file store whose URLs point back at the api (local disk) serves its files with its own routes.
  if (deps.files.routes) api.use(deps.files.routes);
  api.use(leadsRouter(deps));
  api.use(leadStatsRouter(deps));
  app.use('/api', api);

  app.use(unknownRoute);
  app.use(errorHandler(deps.logger));
  return app;
}
