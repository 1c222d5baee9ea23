import { agencyToday, CMA_TEXTS, isShownTo, VISITOR, type CmaReport, type IsoDate } from '@estate/domain';
import type { CmaLinks } from './cmaLinks';
import type { CmaListingRepository, ListingGateState } from './cmaListingRepository';
import type { CmaRepository } from './cmaRepository';

export interface CmaReportDeps {
  cmas: Pick<CmaRepository, 'get' | 'recordVisit'>;
  listings: Pick<CmaListingRepository, 'gateStates'>;
  links: CmaLinks;
  now?: () => Date;
  today?: () => IsoDate;
}

/** A sale the owner may still read: public, with its price shown. */
const saleShown = (state: ListingGateState | undefined) =>
  state !== undefined && isShownTo(state, VISITOR) && state.StandardStatus === 'Closed' && state.showSoldPrice !== false;

/**
 * docs/product/cma.md#the-owners-page: the report a signed link opens, through the listing gate
 * again (a listing made private, withdrawn or deleted since it was published leaves the page; the
 * agent's estimate stays), and the owner's visit on the lead's timeline, at most once a day and
 * only when they agreed to be contacted about selling.
 */
export function cmaReportService({ cmas, listings, links, now = () => new Date(), today = () => agencyToday() }: CmaReportDeps) {
  return {
    /** The report of the token's CMA; undefined for a token forged, altered or of a CMA deleted or never published. */
    async open(token: string): Promise<{ id: string; report: CmaReport } | undefined> {
      const cmaId = links.verify(token)?.cmaId;
      const cma = cmaId ? await cmas.get(cmaId) : undefined;
      if (!cma?.report) return undefined;
      const { report } = cma;
      const states = await listings.gateStates([...report.comparables.map(({ id }) => id), ...report.competition.map(({ id }) => id)]);
      return {
        id: cma.id,
        report: {
          ...report,
          comparables: report.comparables.filter(({ id }) => saleShown(states.get(id))),
          competition: report.competition.filter(({ id }) => {
            const state = states.get(id);
            return state !== undefined && isShownTo(state, VISITOR);
          }),
        },
      };
    },

    /** The owner opened it: 'CMA viewed' on the lead, the first time in the agency's day, if they consented to follow-up. */
    async visited(cmaId: string): Promise<boolean> {
      const at = now().toISOString();
      return cmas.recordVisit(cmaId, today(), (lead) =>
        lead.valuation?.consents.followUp.granted === true
          ? { activity: [{ type: 'cma', at, detail: CMA_TEXTS.viewedActivity }] }
          : undefined,
      );
    },
  };
}

export type CmaReportService = ReturnType<typeof cmaReportService>;
