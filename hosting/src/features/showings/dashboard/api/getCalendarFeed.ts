import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarFeedLink } from '@estate/domain';
import { getJson } from '@/api/client';
import { CALENDAR_FEED_URL } from '@/features/showings/api/urls';

/** GET /api/calendar/feed: the member's private calendar address (made the first time they ask). */
export const getCalendarFeed = () => getJson<CalendarFeedLink>(CALENDAR_FEED_URL);

export const getCalendarFeedQueryOptions = () => queryOptions({ queryKey: [CALENDAR_FEED_URL], queryFn: getCalendarFeed });

export const useCalendarFeed = () => useQuery(getCalendarFeedQueryOptions());
