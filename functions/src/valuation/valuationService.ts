import {
  ADDRESS_MATCH_LIMITS,
  agencyToday,
  allowsAutomatedValuation,
  estimateValue,
  isShownTo,
  salesWindowStart,
  shownValuation,
  subjectPosition,
  VISITOR,
  type AddressMatch,
  type IsoDate,
  type ValuationAnswer,
  type ValuationOutcome,
  type ValuationRequest,
  type ValuationSale,
} from '@estate/domain';
import { addressMatchOf, addressText, indexedWord, matchesAddress } from './addressMatching';
import type { ValuationSalesRepository } from './valuationSalesRepository';

/** The listings an address's keyword word reads, newest first: the matches are checked among them. */
export const ADDRESS_READS_MAX = 200;

/** An estimate as the server made it: for the day, and the public listing the home is, if any. */
export interface Valued {
  outcome: ValuationOutcome;
  asOf: IsoDate;
  listingId?: string;
}

export interface ValuationServiceDeps {
  sales: ValuationSalesRepository;
  /** The agency's day the value is for. */
  today?: () => IsoDate;
}

const byId = (a: ValuationSale, b: ValuationSale) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The listing gate: what a visitor may read whole (public, with a page), no more. */
const isPublic = (listing: ValuationSale) => isShownTo(listing, VISITOR);

/**
 * docs/product/valuation.md#the-answer: the estimate of the owner's home from the public closed
 * sales of its market, and the known homes an address typed matches.
 */
export function valuationService({ sales, today = () => agencyToday() }: ValuationServiceDeps) {
  /** The home's listing if it is public; a private, withdrawn or unknown one is no listing at all (nothing tells them apart). */
  async function publicListing(id: string | undefined): Promise<ValuationSale | undefined> {
    const listing = id ? await sales.listing(id) : undefined;
    return listing && isPublic(listing) ? listing : undefined;
  }

  async function valued({ home, listingId, drop, add }: ValuationRequest): Promise<Valued> {
    const asOf = today();
    const listing = await publicListing(listingId);
    const known = listing ? { listingId: listing.id } : {};
    if (listing && !allowsAutomatedValuation(listing)) return { outcome: { kind: 'optedOut' }, asOf, ...known };
    const around = subjectPosition(home);
    const market = await sales.closedSales({
      propertyType: home.propertyType,
      since: salesWindowStart(asOf),
      ...(home.neighborhood ? { neighborhood: home.neighborhood } : {}),
      ...(around ? { around } : {}),
    });
    // In one order whatever the reads' order: the same sales always make the same estimate, to the last digit.
    const ordered = market.filter(isPublic).sort(byId);
    return { outcome: estimateValue(home, ordered, { asOf, drop, add }), asOf, ...known };
  }

  return {
    valued,

    /** POST /api/valuations: the estimate as the public sees it. */
    async estimate(request: ValuationRequest): Promise<ValuationAnswer> {
      return shownValuation((await valued(request)).outcome);
    },

    /** GET /api/valuations/addresses: public homes whose address holds the text, one per address, newest first; never a withheld address. */
    async addresses(typed: string): Promise<AddressMatch[]> {
      const word = indexedWord(typed);
      if (!word) return [];
      const matches = new Map<string, AddressMatch>();
      for (const listing of await sales.withWord(word, ADDRESS_READS_MAX)) {
        if (!isPublic(listing) || listing.mls?.addressWithheld || !matchesAddress(listing, typed)) continue;
        const key = addressText(listing.address);
        if (!matches.has(key)) matches.set(key, addressMatchOf(listing));
        if (matches.size === ADDRESS_MATCH_LIMITS.matches) break;
      }
      return [...matches.values()];
    },
  };
}

export type ValuationService = ReturnType<typeof valuationService>;
