import {
  agencyMonth,
  allowsAutomatedValuation,
  agencyToday,
  distanceMeters,
  formatLongDate,
  formatMonth,
  HOMEOWNER_REPORT_AGENT_PATH,
  HOMEOWNER_REPORT_OPENED_API_PATH,
  HOMEOWNER_REPORT_RULES as RULES,
  HOMEOWNER_REPORT_UNSUBSCRIBE_API_PATH,
  HOMEOWNER_REPORT_UNSUBSCRIBE_PATH,
  isShownTo,
  subjectPosition,
  VISITOR,
  type HomeValuation,
  type Lead,
  type Property,
  type ValuationSale,
} from '@estate/domain';
import type { OpinionTokens, ValuationSalesRepository, ValuationService } from '../valuation';
import type { HomeownerReportRepository, SentReport } from './homeownerReportRepository';
import { homeownerReportMail, type ReportFigures } from './homeownerReportMail';
import type { ReportOpenTokens, ReportUnsubscribeTokens } from './homeownerReportTokens';
import type { NewListingsRepository } from './newListingsRepository';

export interface HomeownerReportRunDeps {
  reports: HomeownerReportRepository;
  valuations: Pick<ValuationService, 'valued'>;
  sales: Pick<ValuationSalesRepository, 'closedSales'>;
  newListings: NewListingsRepository;
  /** The listings as they are now, an MLS listing with its disclaimer: the listing gate reads them. */
  properties: { find(id: string): Promise<Property | null> };
  tokens: { opinion: OpinionTokens; unsubscribe: ReportUnsubscribeTokens; open: ReportOpenTokens };
  siteOrigin: string;
}

/** Consenting leads read per page of a run. */
const LEAD_PAGE = 100;
/** Leads whose reports are made at once: each reads its market (up to SALES_READS_MAX sales) and a few listings. */
const LEADS_AT_ONCE = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A link staff stored as a path is the site's. */
const absolute = (siteOrigin: string, link: string) => (link.startsWith('/') ? `${siteOrigin}${link}` : link);

/** The lead's newest published CMA's link, if any. */
const newestCma = (lead: Lead) => [...(lead.cmas ?? [])].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0]?.link;

/** What the estimate is compared with: the last report's, else the one the owner was given on the page. */
function before(valuation: HomeValuation, last: SentReport | undefined): ReportFigures['before'] {
  const earlier = last ? last.estimate : valuation.estimate;
  if (earlier.kind !== 'estimate') return undefined;
  return { value: earlier.value, label: last ? formatMonth(last.month) : formatLongDate(valuation.asOf) };
}

/**
 * docs/product/valuation.md#the-homeowner-report: each month, every seller lead whose owner
 * consents gets one report, queued in the mail outbox with the month's record (a run again, or a
 * redelivered schedule, queues nothing more). A lead without the consent is never read.
 */
export function homeownerReportRun({ reports, valuations, sales, newListings, properties, tokens, siteOrigin }: HomeownerReportRunDeps) {
  /**
   * The listings among `ids` the public sees whole now, in order, at most `limit`: each read through
   * the gate, and none whose seller opted out of automated valuations (the report is an estimate's).
   */
  async function shown(ids: string[], limit: number): Promise<Property[]> {
    const kept: Property[] = [];
    for (const id of ids) {
      const listing = await properties.find(id);
      if (listing && isShownTo(listing, VISITOR) && allowsAutomatedValuation(listing)) kept.push(listing);
      if (kept.length === limit) break;
    }
    return kept;
  }

  /** Public closed sales of the home's type nearby, closed since the last report and not listed in it, newest first. */
  async function newSales(valuation: HomeValuation, since: Date, last: SentReport | undefined): Promise<Property[]> {
    const { home } = valuation;
    const around = subjectPosition(home);
    const closed = await sales.closedSales({
      propertyType: home.propertyType,
      since: agencyToday(since),
      ...(home.neighborhood ? { neighborhood: home.neighborhood } : {}),
      ...(around ? { around } : {}),
    });
    const isNear = (sale: ValuationSale) =>
      (home.neighborhood !== undefined && sale.neighborhood === home.neighborhood) ||
      (around !== undefined &&
        sale.Latitude !== undefined &&
        sale.Longitude !== undefined &&
        distanceMeters(around, [sale.Latitude, sale.Longitude]) <= RULES.nearbyKm * 1000);
    const ids = closed
      .filter((sale) => isNear(sale) && isShownTo(sale, VISITOR) && !last?.saleIds.includes(sale.id))
      .sort((a, b) => (b.CloseDate ?? '').localeCompare(a.CloseDate ?? ''))
      .map((sale) => sale.id);
    return shown(ids, RULES.salesShown);
  }

  async function listedSince(valuation: HomeValuation, since: Date, last: SentReport | undefined): Promise<Property[]> {
    const { home } = valuation;
    const around = subjectPosition(home);
    const ids = await newListings.newListings({
      since,
      ...(home.neighborhood ? { neighborhood: home.neighborhood } : {}),
      ...(around ? { around } : {}),
    });
    return shown(
      ids.filter((id) => !last?.listingIds.includes(id)),
      RULES.listingsShown,
    );
  }

  /** The month's report of one lead: 'queued', or why not. */
  async function report(lead: Lead & { valuation: HomeValuation }, month: string, now: Date) {
    if (await reports.queuedFor(lead.id, month)) return 'already';
    const { valuation } = lead;
    const last = await reports.lastReport(lead.id);
    // The first report looks back a month.
    const since = last ? new Date(last.queuedAt) : new Date(now.getTime() - 30 * DAY_MS);
    const [{ outcome }, soldNearby, listedNearby] = await Promise.all([
      valuations.valued({ home: valuation.home, drop: [], add: [], ...(valuation.listingId ? { listingId: valuation.listingId } : {}) }),
      newSales(valuation, since, last),
      listedSince(valuation, since, last),
    ]);
    const estimate: HomeValuation['estimate'] =
      outcome.kind === 'estimate'
        ? {
            kind: 'estimate',
            value: outcome.value,
            low: outcome.low,
            high: outcome.high,
            confidence: outcome.confidence,
            comparableIds: outcome.comparables.map(({ sale }) => sale.id),
          }
        : { kind: outcome.kind };
    const token = (value: string) => encodeURIComponent(value);
    const unsubscribe = tokens.unsubscribe.sign({ leadId: lead.id });
    const cma = newestCma(lead);
    const mail = homeownerReportMail({
      to: lead.email,
      name: lead.name,
      month: formatMonth(month),
      figures: { estimate, before: before(valuation, last) },
      sales: soldNearby,
      listings: listedNearby,
      links: {
        siteOrigin,
        askAgent: `${siteOrigin}${HOMEOWNER_REPORT_AGENT_PATH}?token=${token(tokens.opinion.sign({ leadId: lead.id }))}`,
        unsubscribePage: `${siteOrigin}${HOMEOWNER_REPORT_UNSUBSCRIBE_PATH}?token=${token(unsubscribe)}`,
        oneClick: `${siteOrigin}${HOMEOWNER_REPORT_UNSUBSCRIBE_API_PATH}?token=${token(unsubscribe)}`,
        openImage: `${siteOrigin}${HOMEOWNER_REPORT_OPENED_API_PATH}/${token(tokens.open.sign({ leadId: lead.id, month }))}.gif`,
        ...(cma ? { cma: absolute(siteOrigin, cma) } : {}),
      },
    });
    return reports.queue({
      leadId: lead.id,
      month,
      queuedAt: now.toISOString(),
      estimate,
      saleIds: soldNearby.map(({ id }) => id),
      listingIds: listedNearby.map(({ id }) => id),
      mail: { letter: { mail }, queuedAt: now },
    });
  }

  return {
    /**
     * The reports of the month of `now` (Cincinnati's) not queued yet, LEADS_AT_ONCE leads at a time;
     * past `budgetMs` no more are started (`finished` false): the next run takes the rest. Answers how
     * many reports this run queued, how many were queued before, and the leads whose report failed.
     */
    async run(now = new Date(), budgetMs = Number.POSITIVE_INFINITY, clock: () => number = Date.now) {
      const month = agencyMonth(now);
      const counts = { month, queued: 0, already: 0, failed: [] as { leadId: string; reason: string }[], finished: false };
      const deadline = clock() + budgetMs;
      // One lead's failure (a read that timed out) is told and passed over: the leads after it still get theirs, and the next run tries it again.
      const reportOf = (lead: Lead & { valuation: HomeValuation }) =>
        report(lead, month, now).catch((error: unknown) => {
          counts.failed.push({ leadId: lead.id, reason: String(error) });
          return 'failed' as const;
        });
      for (let after: string | undefined; ;) {
        const page = await reports.consenting(after, LEAD_PAGE);
        for (let start = 0; start < page.leads.length; start += LEADS_AT_ONCE) {
          if (clock() > deadline) return counts;
          const outcomes = await Promise.all(
            page.leads
              .slice(start, start + LEADS_AT_ONCE)
              .flatMap((lead) => (lead.valuation ? [reportOf({ ...lead, valuation: lead.valuation })] : [])),
          );
          counts.queued += outcomes.filter((outcome) => outcome === 'queued').length;
          counts.already += outcomes.filter((outcome) => outcome === 'already').length;
        }
        if (!page.next) return { ...counts, finished: true };
        after = page.next;
      }
    },
  };
}

export type HomeownerReportRun = ReturnType<typeof homeownerReportRun>;
