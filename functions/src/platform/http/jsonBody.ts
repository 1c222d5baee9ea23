import express, { type RequestHandler } from 'express';
import { badRequest, bodyTooLarge, NOT_JSON, unsupportedMediaType } from '../httpError';

/** What the Functions runtime leaves on a request whose body it has already read and parsed. */
interface PreParsed {
  rawBody?: Buffer;
}

/** Which paths take which bodies besides JSON. */
interface BodyPaths {
  /** Uploads: multipart, parsed by their own route. */
  multipart: string[];
  /** Also a form post, whose body is never read (RFC 8058's one-click unsubscribe posts `List-Unsubscribe=One-Click`). */
  forms?: string[];
  /** Also JSON sent as text/plain, as `navigator.sendBeacon` sends a string. */
  beacons?: string[];
}

/**
 * Request bodies are JSON, at most `limitBytes`: any other type answers 415 (a form post cannot
 * pass for the SPA's JSON), a larger body 413. The size holds even when the Functions runtime
 * parsed the body before Express (it keeps the bytes in `rawBody`, and express.json then skips
 * it). The paths of `BodyPaths` take their other types too.
 */
export function jsonBody(limitBytes: number, { multipart, forms = [], beacons = [] }: BodyPaths): RequestHandler[] {
  const uploads = new Set(multipart);
  const formPaths = new Set(forms);
  const beaconPaths = new Set(beacons);
  const isBeaconText = (req: express.Request) => beaconPaths.has(req.path) && Boolean(req.is('text/plain'));
  const typeAndSize: RequestHandler = (req, _res, next) => {
    if (uploads.has(req.path) || !req.is('*/*')) return next();
    if (formPaths.has(req.path) && req.is(['application/x-www-form-urlencoded', 'multipart/form-data'])) return next();
    if (!req.is('application/json') && !isBeaconText(req)) return next(unsupportedMediaType('Content-Type must be application/json'));
    const raw = (req as PreParsed).rawBody;
    next(raw && raw.length > limitBytes ? bodyTooLarge() : undefined);
  };
  // The Functions runtime reads text bodies into a string itself; express.text does it elsewhere.
  const beaconJson: RequestHandler = (req, _res, next) => {
    if (!isBeaconText(req) || typeof req.body !== 'string') return next();
    try {
      req.body = JSON.parse(req.body) as unknown;
      next();
    } catch {
      next(badRequest(NOT_JSON));
    }
  };
  return [typeAndSize, express.json({ limit: limitBytes }), express.text({ limit: limitBytes }), beaconJson];
}
