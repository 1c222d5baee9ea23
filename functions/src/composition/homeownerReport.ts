import type { Lead } from '@estate/domain';
import { homeownerReportRun, homeownerReportService, openedTwiceMail, reportOpenTokens, reportUnsubscribeTokens } from '../homeownerReport';
import { opinionTokens, valuationService } from '../valuation';
import type { Repositories } from './repositories';

/** What the report's links and alerts need: the site's origin, the links' secret, the lead alerts' default recipients. */
export interface HomeownerReportOptions {
  siteOrigin: string;
  signingSecret: () => string;
  leadAlertDefaults: () => string[];
}

/** Who hears of a seller lead's news: its owner, else those new-lead alerts go to (the settings', else the defaults). */
export const leadNewsRecipients = (repos: Repositories, leadAlertDefaults: () => string[]) => async (lead: Lead) => {
  const owner = lead.ownerId ? await repos.users.get(lead.ownerId) : undefined;
  return owner ? [owner.email] : ((await repos.settings.leadAlertRecipients()) ?? leadAlertDefaults());
};

const reportTokens = (signingSecret: () => string) => ({
  opinion: opinionTokens(signingSecret),
  unsubscribe: reportUnsubscribeTokens(signingSecret),
  open: reportOpenTokens(signingSecret),
});

/** The monthly run (the schedule `sendHomeownerReports`, `npm run home-reports:send`). */
export const homeownerReports = (repos: Repositories, { siteOrigin, signingSecret }: Omit<HomeownerReportOptions, 'leadAlertDefaults'>) =>
  homeownerReportRun({
    reports: repos.homeownerReports,
    valuations: valuationService({ sales: repos.valuationSales }),
    sales: repos.valuationSales,
    newListings: repos.newListings,
    properties: repos.properties,
    tokens: reportTokens(signingSecret),
    siteOrigin,
  });

/** The report's public links: its opens and its unsubscribe. */
export const homeownerReportLinks = (repos: Repositories, { siteOrigin, signingSecret, leadAlertDefaults }: HomeownerReportOptions) => {
  const recipients = leadNewsRecipients(repos, leadAlertDefaults);
  return homeownerReportService({
    reports: repos.homeownerReports,
    leads: repos.leads,
    tokens: reportTokens(signingSecret),
    openedTwiceAlert: async (lead) => openedTwiceMail(lead, await recipients(lead), siteOrigin),
  });
};
