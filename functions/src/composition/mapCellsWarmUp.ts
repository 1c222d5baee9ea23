import type { Response } from 'express';
import type { Request } from 'firebase-functions/https';
import { CINCINNATI_REGION } from '@estate/domain';
import type { MapCellStore } from '../listings';

type HttpsHandler = (request: Request, response: Response) => void | Promise<void>;

/**
 * A handler that, at its instance's first request, whatever it asks, starts reading the whole
 * region's map cells in the background (about 300 documents at 50,000 listings), so that the
 * instance's first map or list in view (the map's answer, a `?view=` page) finds them read or
 * being read (docs/architecture.md, "The map's cells"). Only `api` and `site` read the cells.
 */
export function warmingMapCells(
  handler: HttpsHandler,
  mapCells: Pick<MapCellStore, 'inView'>,
  // A warning: the request that needs the cells reads them itself, and reports its own failure.
  logger: { warn(message: string, details: Record<string, unknown>): void },
): HttpsHandler {
  let started = false;
  return (request, response) => {
    if (!started) {
      started = true;
      mapCells
        .inView(CINCINNATI_REGION)
        .catch((error: unknown) => logger.warn('The map cells could not be read ahead', { error: String(error) }));
    }
    return handler(request, response);
  };
}
