import type { CalendarSource } from '../platform';
import type { ShowingRepository } from './showingRepository';
import { showingEvent } from './showingEvent';

/** A staff member's confirmed showings as calendar events, for their feed (functions/src/calendarFeeds). */
export const showingCalendarSource =
  (showings: Pick<ShowingRepository, 'confirmedFor'>, siteOrigin: string): CalendarSource =>
  async (uid, from) =>
    (await showings.confirmedFor(uid, from)).map((showing) => showingEvent(showing, siteOrigin));
