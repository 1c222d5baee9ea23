import { Router, type RequestHandler } from 'express';
import { clientOf, noStore, requireClient, requireStaff, staffOf } from '../platform';
import type { PrivateListingService } from './privateListingService';
import type { TeaserPhotoService } from './teaserPhotoService';

/** The teaser photo is the same for everyone; its address changes with the listing's first photo (teaserPhotoPath). */
const TEASER_PHOTO_CACHE_CONTROL = 'public, max-age=86400';

export interface PrivateListingsRouterDeps {
  privateListings: PrivateListingService;
  teaserPhotos: TeaserPhotoService;
  /** requireRecentFactor: a second factor within the last 5 minutes (docs/product/dashboard.md#step-up). */
  stepUp: RequestHandler;
}

/**
 * docs/product/private-collection.md#private-collection. A client's calls live under /api/account (per session,
 * never cached); the listing agent's under /api/properties/:id/access and /api/private-listings;
 * the teaser's photo, everyone's, at /api/properties/:id/teaser-photo.
 */
export function privateListingsRouter({ privateListings, teaserPhotos, stepUp }: PrivateListingsRouterDeps): Router {
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

  router.get('/private-listings', noStore, requireStaff, async (req, res) => {
    res.json(await privateListings.managedBy(staffOf(req)));
  });

  router.get('/properties/:id/access', noStore, requireStaff, async (req, res) => {
    res.json(await privateListings.panel(staffOf(req), String(req.params.id)));
  });

  router.put('/properties/:id/access/:clientUid', noStore, requireStaff, stepUp, async (req, res) => {
    res.json(await privateListings.approve(staffOf(req), String(req.params.id), String(req.params.clientUid)));
  });

  router.delete('/properties/:id/access/:clientUid', noStore, requireStaff, async (req, res) => {
    res.json(await privateListings.decline(staffOf(req), String(req.params.id), String(req.params.clientUid)));
  });

  return router;
}
