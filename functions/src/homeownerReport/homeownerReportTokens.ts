import { hasExactly, isDocumentId, signedLinks, type SignedLinks } from '../platform';

/** Whose report an unsubscribe link stops: the seller lead's id. */
export interface ReportSubscription {
  leadId: string;
}

/** Which report an open was of: the lead and the month ('2026-06'). */
export interface ReportIssue {
  leadId: string;
  month: string;
}

const isLeadId = (id: unknown) => typeof id === 'string' && isDocumentId(id);

/** The report's unsubscribe links (the email's link and its List-Unsubscribe header): never expiring, naming the lead alone. */
export const reportUnsubscribeTokens = (secret: () => string): SignedLinks<ReportSubscription> =>
  signedLinks(secret, {
    purpose: 'home-report-unsubscribe/v1',
    version: 'r1',
    isPayload: (value): value is ReportSubscription => hasExactly(value, { leadId: isLeadId }),
  });

/** The report's open image: names the lead and the month of the email it is in. */
export const reportOpenTokens = (secret: () => string): SignedLinks<ReportIssue> =>
  signedLinks(secret, {
    purpose: 'home-report-open/v1',
    version: 'p1',
    isPayload: (value): value is ReportIssue =>
      hasExactly(value, { leadId: isLeadId, month: (month) => typeof month === 'string' && /^\d{4}-\d{2}$/.test(month) }),
  });

export type ReportUnsubscribeTokens = ReturnType<typeof reportUnsubscribeTokens>;
export type ReportOpenTokens = ReturnType<typeof reportOpenTokens>;
