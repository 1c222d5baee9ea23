import { Router, type RequestHandler } from 'express';
import { clientOf, noStore, requireClient, requireStaff, staffOf } from '../platform';
import { auditedBy, routePattern, type AuditTrail } from '../audit';
import type { PrivateListingService } from './privateListingService';
import type { TeaserPhotoService } from './teaserPhotoService';

/** The teaser photo is the same for everyone; its address changes with the listing's first photo (teaserPhotoPath). */
const TEASER_PHOTO_CACHE_CONTROL = 'public, max-age=86400';

export interface PrivateListingsRouterDeps {
  privateListings: PrivateListingService;
  teaserPhotos: TeaserPhotoService;
  /** Staff reads of private listings in full, and of the clients who asked for or saw one. */
  audit: Pick<AuditTrail, 'record'>;
  /** requireRecentFactor: a second factor within the last 5 minutes (docs/product/dashboard.md#step-up). */
  stepUp: RequestHandler;
}

/**
 * docs/product/private-collection.md#private-collection. A client's calls live under /api/account (per session,
 * never cached); the listing agent's under /api/properties/:id/access and /api/private-listings;
 * the teaser's photo, everyone's, at /api/properties/:id/teaser-photo.
 */
export function privateListingsRouter({ privateListings, teaserPhotos, audit, stepUp }: PrivateListingsRouterDeps): Router {
  const router = Router();

  // Its `v` (the version teaserPhotoPath adds) is for caches only: the listing's first photo now is the one made.
  router.get('/properties/:id/teaser-photo', async (req, res) => {
    const jpeg = await teaserPhotos.photo(String(req.params.id));
    res.set('Cache-Control', TEASER_PHOTO_CACHE_CONTROL).type('image/jpeg').send(jpeg);
  });

  router.get('/account/private-listings', noStore, requireClient, async (req, res) => {
    res.json(await privateListings.listFor(clientOf(req)));
  });

  router.get('/account/listings/:id', noStore, requireClient, async (req, res) => {
    const answer = await privateListings.detail(clientOf(req), String(req.params.id));
    if ('refused' in answer) return res.status(403).json(answer.refused);
    res.json(answer.listing);
  });

  router.post('/account/listings/:id/access-requests', noStore, requireClient, async (req, res) => {
    const { access, created } = await privateListings.request(clientOf(req), String(req.params.id));
    res.status(created ? 201 : 200).json(access);
  });

  // Each private listing answered in full is a read the audit log records (an agent manages a handful).
  router.get('/private-listings', noStore, requireStaff, async (req, res) => {
    const managed = await privateListings.managedBy(staffOf(req));
    const source = auditedBy(req);
    await Promise.all(
      managed.map(({ listing }) =>
        audit.record(source, { action: 'listing.read', record: { kind: 'listing', id: listing.id }, route: routePattern(req) }),
      ),
    );
    res.json(managed);
  });

  router.get('/properties/:id/access', noStore, requireStaff, async (req, res) => {
    const id = String(req.params.id);
    const panel = await privateListings.panel(staffOf(req), id);
    const concerns = [...panel.access, ...panel.views].map((client) => client.email);
    await audit.record(auditedBy(req), {
      action: 'listingAccess.read',
      record: { kind: 'listing', id },
      route: routePattern(req),
      concerns,
    });
    res.json(panel);
  });

  router.put('/properties/:id/access/:clientUid', noStore, requireStaff, stepUp, async (req, res) => {
    res.json(await privateListings.approve(staffOf(req), String(req.params.id), String(req.params.clientUid)));
  });

  router.delete('/properties/:id/access/:clientUid', noStore, requireStaff, async (req, res) => {
    res.json(await privateListings.decline(staffOf(req), String(req.params.id), String(req.params.clientUid)));
  });

  return router;
}
