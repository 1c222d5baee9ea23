export { apiApp, apiServices, staffAccounts, staffSignIn } from './api';
export { repositories, type Repositories } from './repositories';
export { auditRecorder, auditUpkeep } from './audit';
export { mailSender, type MailSenderOptions } from './mail';
export { mlsReplication, mlsSchedule, type MlsOptions, type MlsScheduleLogger, type MlsScheduleOptions } from './mls';
export { homeownerReportLinks, homeownerReports, type HomeownerReportOptions, leadNewsRecipients } from './homeownerReport';
export { alertDigests, type FeedbackOptions, uploadCleanup, visitFeedback } from './schedules';
export { siteData } from './site';
export { leadExports, listingAlerts, newLeadAssignment } from './triggers';
export {
  calendarFeeds,
  calendarSources,
  showingMail,
  showingRequests,
  showingSlots,
  type ShowingMailOptions,
  showingReminderRun,
} from './showings';
