import {
  CMA_RULES,
  distanceMeters,
  hasCoordinates,
  isShownTo,
  roundedKm,
  shownComparable,
  subjectPosition,
  VISITOR,
  WITHHELD_ADDRESS,
  type CmaCandidate,
  type CmaHome,
  type CompetitionListing,
  type LatLng,
  type ValuationSubject,
} from '@estate/domain';
import type { ValuationService } from '../valuation';
import type { CmaListingRepository, CompetitionSource } from './cmaListingRepository';

/** What a CMA may choose from: the sales (the estimate's own comparables first) and the competition. */
export interface CmaCandidates {
  sales: CmaCandidate[];
  /** The ids of the estimate's own comparables: a new CMA's first choice. */
  estimated: string[];
  competition: CompetitionListing[];
}

export interface CmaCandidateDeps {
  valuations: Pick<ValuationService, 'valued'>;
  listings: Pick<CmaListingRepository, 'nearby'>;
}

/** The home's facts as the estimate takes them: its address is the CMA's. */
const subjectOf = ({ address: _address, ...subject }: CmaHome): ValuationSubject => subject;

function competitionOf(listing: CompetitionSource, from: LatLng | undefined): CompetitionListing {
  const { id, neighborhood, propertyType, bedrooms, bathrooms, squareFeet, price, StandardStatus } = listing;
  const km = from && hasCoordinates(listing) ? distanceMeters(from, [listing.Latitude, listing.Longitude]) / 1000 : null;
  return {
    id,
    // The stored listing already carries it so; said again, as every answer must.
    address: listing.mls?.addressWithheld ? WITHHELD_ADDRESS : listing.address,
    ...(neighborhood ? { neighborhood } : {}),
    propertyType,
    bedrooms,
    bathrooms,
    squareFeet,
    price,
    StandardStatus,
    distanceKm: roundedKm(km),
  };
}

const nearestFirst = (a: CompetitionListing, b: CompetitionListing) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity);

/**
 * docs/product/cma.md#candidates: the estimate's candidates for the home (its comparables, then the
 * others it ranked), each with its weight; the public active and pending listings of its type in its
 * neighbourhood or within CMA_RULES.competitionKm, nearest first.
 */
export function cmaCandidates({ valuations, listings }: CmaCandidateDeps) {
  return async (home: CmaHome): Promise<CmaCandidates> => {
    const subject = subjectOf(home);
    const from = subjectPosition(subject);
    const [{ outcome }, nearby] = await Promise.all([
      valuations.valued({ home: subject, drop: [], add: [] }),
      listings.nearby({
        propertyType: subject.propertyType,
        ...(subject.neighborhood ? { neighborhood: subject.neighborhood } : {}),
        ...(from ? { around: from } : {}),
        radiusKm: CMA_RULES.competitionKm,
      }),
    ]);
    // The estimate's comparables carry their share of its value: not this CMA's.
    const ranked =
      outcome.kind === 'estimate' ? [...outcome.comparables.map(({ share: _share, ...comparable }) => comparable), ...outcome.others] : [];
    const competition = nearby
      .filter((listing) => isShownTo(listing, VISITOR))
      .map((listing) => competitionOf(listing, from))
      .filter(
        (listing) =>
          (subject.neighborhood !== undefined && listing.neighborhood === subject.neighborhood) ||
          (listing.distanceKm !== null && listing.distanceKm <= CMA_RULES.competitionKm),
      )
      .sort(nearestFirst)
      .slice(0, CMA_RULES.competitionOffered);
    return {
      sales: ranked.map((comparable) => ({ ...shownComparable(comparable), weight: comparable.weight })),
      estimated: outcome.kind === 'estimate' ? outcome.comparables.map(({ sale }) => sale.id) : [],
      competition,
    };
  };
}
