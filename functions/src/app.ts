import express, { type Express } from 'express';
import helmet from 'helmet';
import type { PropertyRepository } from './data/propertyRepository';
import { errorHandler, unknownRoute, type ErrorLogger } from './middleware/errors';
import { propertiesRouter } from './routes/properties';

export interface AppDeps {
  properties: PropertyRepository;
  logger: ErrorLogger;
}

/** The whole API as a plain Express app, so tests run it without the Functions runtime. */
export function createApp(deps: AppDeps): Express {
  const app = express();
  // Firebase Hosting and the Functions front end are the proxies in front of us.
  app.set('trust proxy', true);
  app.disable('x-powered-by');
  app.use(helmet());
  app.use(express.json({ limit: '100kb' }));

  const api = express.Router();
  api.use('/properties', propertiesRouter(deps.properties));
  app.use('/api', api);

  app.use(unknownRoute);
  app.use(errorHandler(deps.logger));
  return app;
}
