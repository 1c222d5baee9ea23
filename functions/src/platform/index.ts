/** Shared by every module: config, Firebase clients, HTTP errors and middleware, Firestore helpers, the mail transport. What other modules and the composition root may use of it. */
export { type AppConfig, configFromEnv, siteOriginFromEnv } from './config';
export { firebaseClients } from './firebase';
export { isDocumentId } from './firestore/documentId';
export { type DocumentCodec, documentStore, type DocumentStore } from './firestore/documentStore';
export { firestoreRateLimitStore } from './firestore/rateLimitStore';
export { toIsoString } from './firestore/timestamps';
export { noStore, publicCache } from './http/cache';
export { clientKey } from './http/clientAddress';
export { decodeCursor, encodeCursor, isCursorId, isTimestampParts } from './http/cursor';
export { documentRoutes } from './http/documentRoutes';
export { errorHandler, type ErrorLogger, unknownRoute } from './http/errors';
export { jsonBody } from './http/jsonBody';
export { perClientPerMinute } from './http/rateLimit';
export { requireSiteOrigin, sameOrigin } from './http/sameOrigin';
export { loadSession, requireAdmin, requireStaff, requireUser, SESSION_COOKIE, staffOf } from './http/session';
export { validateBody, validated } from './http/validate';
export { bodyTooLarge, HttpError, notFound } from './httpError';
export { type MailAttachment, MailError, type MailTransport, type OutgoingMail, smtpTransport } from './mail/mailTransport';
