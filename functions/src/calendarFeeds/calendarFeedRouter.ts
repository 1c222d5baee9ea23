import { Router } from 'express';
import { CALENDAR_FEED_TEXTS } from '@estate/domain';
import { noStore, notFound, PRIVATE_NO_STORE, requireStaff, staffOf } from '../platform';
import { originOf, routePattern, type AuditTrail } from '../audit';
import type { CalendarFeedService } from './calendarFeedService';

export interface CalendarFeedRouterDeps {
  calendarFeeds: CalendarFeedService;
  /** Each fetch of a feed is recorded under its owner's name: the feed holds the visitors' names. */
  audit: Pick<AuditTrail, 'record'>;
}

/**
 * docs/product/dashboard.md#showings-tab. A staff member reads and resets their own feed address; calendar
 * apps read the feed itself without a session (the token in the address is the permission).
 */
export function calendarFeedRouter({ calendarFeeds, audit }: CalendarFeedRouterDeps): Router {
  const router = Router();

  router.get('/calendar/feed', noStore, requireStaff, async (req, res) => {
    res.json(await calendarFeeds.link(staffOf(req).uid));
  });

  router.post('/calendar/feed/reset', noStore, requireStaff, async (req, res) => {
    res.json(await calendarFeeds.reset(staffOf(req).uid));
  });

  router.get('/calendar/:token.ics', noStore, async (req, res) => {
    const feed = await calendarFeeds.feed(String(req.params.token));
    if (feed === undefined) throw notFound(CALENDAR_FEED_TEXTS.notFound);
    const { owner, text } = feed;
    await audit.record(
      { actor: owner, from: originOf(req) },
      { action: 'calendarFeed.read', record: { kind: 'calendarFeed', id: owner.uid }, route: routePattern(req) },
    );
    res.set('Cache-Control', PRIVATE_NO_STORE).type('text/calendar; charset=utf-8').send(text);
  });

  return router;
}
