export { apiApp, apiServices, staffAccounts } from './api';
export { repositories, type Repositories } from './repositories';
export { alertDigests, alertSweep, type FeedbackOptions, uploadCleanup, visitFeedback } from './schedules';
export { siteData } from './site';
export { type AlertMailOptions, alertMail, leadExports, leadMail, listingAlerts, newLeadAssignment, queuedMail } from './triggers';
export {
  calendarFeeds,
  calendarSources,
  showingMail,
  showingRequests,
  showingSlots,
  type ShowingMailOptions,
  showingReminderRun,
} from './showings';
