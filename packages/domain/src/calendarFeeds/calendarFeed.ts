/** docs/product/dashboard.md#showings-tab: a staff member's private calendar feed (iCalendar) of their confirmed showings. */

/** GET and POST /api/calendar/feed: the member's feed address (the token in it is their permission). */
export interface CalendarFeedLink {
  url: string;
  /** When this address was made (ISO 8601); a reset makes a new one. */
  createdAt: string;
}

/** How far back the feed goes: last month's showings stay in the calendar. */
export const CALENDAR_FEED_PAST_DAYS = 30;

export const calendarFeedName = (name: string) => `${name} — Queen City Estates`;

export const CALENDAR_FEED_TEXTS = {
  reset: 'Calendar link reset',
  resetDone: 'The old link no longer works: add the new one to your calendar app.',
  notFound: 'Calendar not found',
} as const;
