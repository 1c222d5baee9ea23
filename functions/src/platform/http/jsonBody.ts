import express, { type RequestHandler } from 'express';
import { bodyTooLarge, HttpError } from '../httpError';

/** What the Functions runtime leaves on a request whose body it has already read and parsed. */
interface PreParsed {
  rawBody?: Buffer;
}

/**
 * Request bodies are JSON, at most `limitBytes`: any other type answers 415 (a form post cannot
 * pass for the SPA's JSON), a larger body 413. The size holds even when the Functions runtime
 * parsed the body before Express (it keeps the bytes in `rawBody`, and express.json then skips
 * it). `multipart` paths take their uploads' own parser; `forms` paths also take a form post,
 * whose body is never read (RFC 8058's one-click unsubscribe posts `List-Unsubscribe=One-Click`).
 */
export function jsonBody(limitBytes: number, { multipart, forms = [] }: { multipart: string[]; forms?: string[] }): RequestHandler[] {
  const uploads = new Set(multipart);
  const formPaths = new Set(forms);
  const typeAndSize: RequestHandler = (req, _res, next) => {
    if (uploads.has(req.path) || !req.is('*/*')) return next();
    if (formPaths.has(req.path) && req.is(['application/x-www-form-urlencoded', 'multipart/form-data'])) return next();
    if (!req.is('application/json')) return next(new HttpError(415, 'Content-Type must be application/json'));
    const raw = (req as PreParsed).rawBody;
    next(raw && raw.length > limitBytes ? bodyTooLarge() : undefined);
  };
  return [typeAndSize, express.json({ limit: limitBytes })];
}
