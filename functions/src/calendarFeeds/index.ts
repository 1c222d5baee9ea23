/** Staff calendar feeds: each member's private iCalendar address of their events, made of the sources the composition root passes in. */
export { calendarFeedRouter, type CalendarFeedRouterDeps } from './calendarFeedRouter';
export { calendarFeedService, type CalendarFeedService } from './calendarFeedService';
export { CALENDAR_FEEDS, firestoreCalendarFeedRepository } from './calendarFeedRepository';
