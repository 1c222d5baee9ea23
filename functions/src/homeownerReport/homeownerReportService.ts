import { HOMEOWNER_REPORT_TEXTS as TEXTS, type HomeownerReportUnsubscribePreview, type Lead } from '@estate/domain';
import type { LeadRepository } from '../leads';
import { badRequest, notFound, type OutgoingMail } from '../platform';
import type { HomeownerReportRepository } from './homeownerReportRepository';
import type { ReportOpenTokens, ReportUnsubscribeTokens } from './homeownerReportTokens';

export interface HomeownerReportServiceDeps {
  reports: Pick<HomeownerReportRepository, 'recordOpen' | 'withdraw'>;
  leads: Pick<LeadRepository, 'get'>;
  tokens: { unsubscribe: ReportUnsubscribeTokens; open: ReportOpenTokens };
  /** The staff alert of a report opened twice in a week: to the lead's owner, else to those new-lead alerts go to. */
  openedTwiceAlert: (lead: Lead) => Promise<OutgoingMail>;
  now?: () => Date;
}

/**
 * The report's links that work without signing in (docs/product/valuation.md#the-homeowner-report):
 * the open image, which notes an open and alerts staff at a second one within a week; and the
 * unsubscribe, whose GET says what it would do and whose POST (RFC 8058's one-click, the page's
 * button) withdraws the consent.
 */
export function homeownerReportService({ reports, leads, tokens, openedTwiceAlert, now = () => new Date() }: HomeownerReportServiceDeps) {
  const subscriptionOf = (token: unknown) => {
    const subscription = tokens.unsubscribe.verify(token);
    if (!subscription) throw badRequest(TEXTS.unsubscribeInvalid);
    return subscription;
  };

  return {
    /** Notes the open the token names; a token that names none notes nothing (the image answers alike). */
    async opened(token: unknown): Promise<void> {
      const issue = tokens.open.verify(token);
      if (!issue) return;
      const lead = await leads.get(issue.leadId);
      if (!lead?.valuation) return;
      const at = now();
      await reports.recordOpen(issue.leadId, issue.month, at, {
        mail: { letter: { mail: await openedTwiceAlert(lead) }, queuedAt: at },
        key: `homeReport-${issue.leadId}-opened-${at.getTime()}`,
        entry: { type: 'valuation', at: at.toISOString(), detail: TEXTS.openedTwiceActivity },
      });
    },

    /** What the button would do; a lead deleted or erased since is 404, so the page offers no button. */
    async preview(token: unknown): Promise<HomeownerReportUnsubscribePreview> {
      const { leadId } = subscriptionOf(token);
      if (!(await leads.get(leadId))?.valuation) throw notFound(TEXTS.unsubscribeGone);
      return { message: TEXTS.unsubscribePreview };
    },

    /** Withdraws the report's consent, once; a second press says the same. */
    async apply(token: unknown): Promise<{ message: string }> {
      const { leadId } = subscriptionOf(token);
      const at = now().toISOString();
      const outcome = await reports.withdraw(
        leadId,
        { granted: false, at, text: TEXTS.withdrawn },
        { type: 'valuation', at, detail: TEXTS.unsubscribedActivity },
      );
      return { message: outcome ? TEXTS.unsubscribeDone : TEXTS.unsubscribeGone };
    },
  };
}

export type HomeownerReportService = ReturnType<typeof homeownerReportService>;
