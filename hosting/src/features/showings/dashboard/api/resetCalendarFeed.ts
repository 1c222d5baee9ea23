import type { CalendarFeedLink } from '@estate/domain';
import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { CALENDAR_FEED_URL } from '@/features/showings/api/urls';

/** POST /api/calendar/feed/reset: a new address; the old one stops working. */
export const resetCalendarFeed = () => sendJson<CalendarFeedLink>('POST', `${CALENDAR_FEED_URL}/reset`);

export const useResetCalendarFeed = () => useAdminMutation(resetCalendarFeed, [CALENDAR_FEED_URL]);
