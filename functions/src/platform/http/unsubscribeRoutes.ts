import type { Router } from 'express';
import { noStore } from './cache';

/** What an email's unsubscribe link does: says what it would do, and does it. */
export interface UnsubscribeLinks {
  preview(token: unknown): Promise<unknown>;
  apply(token: unknown): Promise<unknown>;
}

/**
 * `path?token=…`, public (the signed token is the permission), never cached: GET says what the link
 * would do and changes nothing (mail scanners follow links); POST does it, from the page's button
 * or as RFC 8058's one-click (a form body `List-Unsubscribe=One-Click`, which app.ts lets through).
 */
export function unsubscribeRoutes(router: Router, path: string, links: UnsubscribeLinks): void {
  router.use(path, noStore);
  router.get(path, async (req, res) => {
    res.json(await links.preview(req.query.token));
  });
  router.post(path, async (req, res) => {
    res.json(await links.apply(req.query.token));
  });
}
