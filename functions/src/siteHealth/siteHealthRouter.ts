import { Router } from 'express';
import type { Store } from 'express-rate-limit';
import { siteHealthBeaconSchema, type SiteHealthBeacon } from '@estate/domain';
import { type AppConfig, noStore, perClientPerMinute, requireAdmin, validateBody } from '../platform';
import type { SiteHealthService } from './siteHealthService';

/** Where browsers send their reports: navigator.sendBeacon posts them as text/plain (app.ts's body parser takes it here). */
export const SITE_HEALTH_BEACONS_ROUTE = '/site-health/beacons';

/**
 * A page view sends a beacon or two when it is hidden or left; a visitor browsing fast opens a
 * few pages a minute. More from one address is a script.
 */
export const BEACONS_PER_MINUTE = 60;

export interface SiteHealthRouterDeps {
  siteHealth: SiteHealthService;
  config: Pick<AppConfig, 'perClientLimitPerMinute'>;
  /** Where beacons per client are counted. */
  beaconLimits: Store;
}

/** docs/product/dashboard.md#site-health: browsers' reports in (anyone, rate-limited), the Site Health tab's figures out (admins). */
export function siteHealthRouter({ siteHealth, config, beaconLimits }: SiteHealthRouterDeps): Router {
  const router = Router();

  router.post(
    SITE_HEALTH_BEACONS_ROUTE,
    perClientPerMinute(BEACONS_PER_MINUTE, config, beaconLimits),
    validateBody(siteHealthBeaconSchema),
    async (req, res) => {
      await siteHealth.record(req.body as SiteHealthBeacon);
      res.status(204).end();
    },
  );

  router.get('/admin/site-health', noStore, requireAdmin, async (_req, res) => {
    res.json(await siteHealth.report());
  });

  return router;
}
