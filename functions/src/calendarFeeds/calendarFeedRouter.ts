import { Router } from 'express';
import { CALENDAR_FEED_TEXTS } from '@estate/domain';
import { noStore, notFound, PRIVATE_NO_STORE, requireStaff, staffOf } from '../platform';
import type { CalendarFeedService } from './calendarFeedService';

export interface CalendarFeedRouterDeps {
  calendarFeeds: CalendarFeedService;
}

/**
 * docs/product/dashboard.md#showings-tab. A staff member reads and resets their own feed address; calendar
 * apps read the feed itself without a session (the token in the address is the permission).
 */
export function calendarFeedRouter({ calendarFeeds }: CalendarFeedRouterDeps): Router {
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
    res.set('Cache-Control', PRIVATE_NO_STORE).type('text/calendar; charset=utf-8').send(feed);
  });

  return router;
}
