/** Showings: agents' availability, bookings made with showing requests, decisions, manage links, reminders, the calendar source. What other modules and the composition root may use of it. */
export { availabilityService, type AvailabilityService } from './availabilityService';
export { firestoreAvailabilityRepository, SHOWING_AVAILABILITY } from './availabilityRepository';
export { showingCalendarSource } from './showingCalendarSource';
export { manageTickets, manageUrl } from './showingLinks';
export { showingNoticeService, type ShowingNoticeServiceDeps } from './showingNoticeService';
export { showingPersonalData } from './showingPersonalData';
export { showingReminderService } from './showingReminderService';
export { firestoreShowingRepository, SHOWING_SLOTS, SHOWINGS } from './showingRepository';
export { showingService, type ShowingService } from './showingService';
export { showingSlotService, type ShowingSlotService } from './showingSlotService';
export { showingsRouter, type ShowingsRouterDeps } from './showingsRouter';
