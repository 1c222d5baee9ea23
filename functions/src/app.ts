import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { AppDeps } from './deps';
import { errorHandler, unknownRoute } from './middleware/errors';
import { jsonBody } from './middleware/jsonBody';
import { sameOrigin } from './middleware/sameOrigin';
import { loadSession } from './middleware/session';
import { authRouter } from './routes/auth';
import { blogPostsRouter } from './routes/blogPosts';
import { leadsRouter } from './routes/leads';
import { neighborhoodsRouter } from './routes/neighborhoods';
import { propertiesRouter } from './routes/properties';
import { realtimeSessionRouter } from './routes/realtimeSession';
import { leadStatsRouter } from './routes/leadStats';
import { settingsRouter } from './routes/settings';
import { staffRouter } from './routes/staff';
import { testimonialsRouter } from './routes/testimonials';
import { UPLOAD_ROUTE, uploadsRouter } from './routes/uploads';
import { usersRouter } from './routes/users';

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
