/** Showings: agents' availability, showing requests (the lead and the booking in one transaction, the confirmation), decisions, manage links, reminders, the calendar source. What other modules and the composition root may use of it. */
export { availabilityService, type AvailabilityService } from './availabilityService';
export { firestoreAvailabilityRepository, SHOWING_AVAILABILITY } from './availabilityRepository';
export { showingCalendarSource } from './showingCalendarSource';
export { showingHandover } from './showingHandover';
export { manageTickets, manageUrl } from './showingLinks';
export { showingNoticeService, type ShowingNoticeServiceDeps } from './showingNoticeService';
export { showingPersonalData } from './showingPersonalData';
export { showingReminderService } from './showingReminderService';
export { firestoreShowingRepository, SHOWING_SLOTS, SHOWINGS } from './showingRepository';
export { showingRequestService, type ShowingRequestService } from './showingRequestService';
export { showingService, type ShowingService } from './showingService';
export { showingSlotService, type ShowingSlotService } from './showingSlotService';
export { SHOWING_REQUESTED, showingsRouter, type ShowingsRouterDeps } from './showingsRouter';
