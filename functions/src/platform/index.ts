/** Shared by every module: config, Firebase clients, HTTP errors and middleware, Firestore helpers, the mail transport. What other modules and the composition root may use of it. */
export { type AppConfig, configFromEnv, siteOriginFromEnv } from './config';
export { APP_CHECK_NOT_CONFIGURED, appCheckFromEnv } from './appCheck/appCheckFromEnv';
export type { AppCheckVerdict, AppCheckVerifier } from './appCheck/appCheckVerifier';
export { firebaseAppCheck } from './appCheck/firebaseAppCheck';
export { type StandInAppCheck, standInAppCheck } from './appCheck/standInAppCheck';
export {
  DeadlineExceeded,
  DEADLINES_MS,
  isUnavailable,
  type RequestDeadlines,
  RETRY_AFTER_SECONDS,
  ServiceUnreachable,
  withDeadline,
} from './deadlines';
export { emulatorsFromEnv } from './emulators';
export type { Handover, HandoverActor, HeldRecord } from './handover/handover';
export { firebaseClients } from './firebase';
export {
  identityToolkit,
  IDENTITY_TOOLKIT_TIMEOUT_MS,
  type IdentityToolkit,
  type IdentityToolkitOptions,
  signInUnavailable,
} from './identityToolkit';
export { type Counters, firestoreCounters } from './firestore/counters';
export { isDocumentId } from './firestore/documentId';
export { type DocumentCodec, type DocumentJournal, documentStore, type DocumentStore, type WriteNote } from './firestore/documentStore';
export { firestoreRateLimitStore, RATE_LIMITS } from './firestore/rateLimitStore';
export { shownPage, type ShownPage } from './firestore/shownPage';
export { toIsoString } from './firestore/timestamps';
export {
  firestoreVisitorMailbox,
  type MailboxShare,
  mailboxOf,
  VISITOR_EMAIL_COUNTS,
  type VisitorMailbox,
} from './firestore/visitorMailbox';
export { apiRoute } from './http/apiRoute';
export { unsubscribeRoutes, type UnsubscribeLinks } from './http/unsubscribeRoutes';
export { noStore, PRIVATE_NO_STORE, publicCache } from './http/cache';
export { clientAddress, clientKey } from './http/clientAddress';
export { decodeCursor, encodeCursor, isCursorId, isTimestampParts } from './http/cursor';
export { documentRoutes } from './http/documentRoutes';
export { errorHandler, type ErrorLogger, unknownRoute } from './http/errors';
export { jsonBody } from './http/jsonBody';
export { perClientPerMinute, perKeyPerMinute, perKeyPerWindow } from './http/rateLimit';
export { requestDeadline } from './http/requestDeadline';
export { requireAppCheck } from './http/requireAppCheck';
export { requireSiteOrigin, sameOrigin } from './http/sameOrigin';
export {
  clientOf,
  type ListingReaderOf,
  loadSession,
  PENDING_SIGN_IN_VERSION,
  requireAdmin,
  requireClient,
  requireStaff,
  requireUser,
  SESSION_COOKIE,
  type SessionUser,
  staffOf,
} from './http/session';
export { recentFactorGuard, type RecentFactorCheck, stepUpRequired } from './http/stepUp';
export { validateBody, validated } from './http/validate';
export { neutraliseFormula } from './csvCell';
export { errorEvent, REPORTED_ERROR_EVENT } from './errorEvent';
export {
  badRequest,
  bodyTooLarge,
  conflict,
  forbidden,
  HttpError,
  type HttpErrorDetails,
  notFound,
  serviceUnavailable,
  signInFirst,
  tooManyRequests,
  unauthorized,
  unsupportedMediaType,
} from './httpError';
export { escapeHtml, singleLine } from './mail/html';
export { actionHtml, fieldsHtml, fieldsText, headedMail, htmlDocument, type MailField, textDocument } from './mail/mailLayout';
export {
  firestoreMailOutbox,
  type Letter,
  MAIL_OUTBOX,
  type MailOutbox,
  type MailSource,
  type OutboxEntry,
  type QueuedMail,
} from './mail/mailOutbox';
export { MAIL_RETRY_POLICIES, type MailRetryPolicyName } from './mail/mailRetry';
export {
  type MailOutcome,
  type MailWriter,
  type MailWriters,
  outboxSender,
  type OutboxSender,
  type OutboxSenderDeps,
} from './mail/outboxSender';
export { type InfoLogger, logQueueLag } from './queueLag';
export { type MailAttachment, MailError, type MailTransport, type OutgoingMail, smtpTransport } from './mail/mailTransport';
export { hasExactly, type SignedLinkPurpose, signedLinks, type SignedLinks } from './links/signedLinks';
export {
  calendarAttachment,
  type CalendarEvent,
  calendarFeed,
  calendarFile,
  type CalendarMethod,
  type CalendarSource,
} from './calendar/calendarEvents';
