import {
  AGENCY,
  CMA_TEXTS,
  formatCalendarDay,
  formatNumber,
  formatPrice,
  VALUATION_TEXTS,
  type CmaReport,
  type CmaReportComparable,
  type CompetitionListing,
} from '@estate/domain';

/**
 * The owner's report in words, once for the page and the PDF alike (docs/product/cma.md#the-owners-page):
 * every figure written as the site writes it.
 */

const signed = (dollars: number) => `${dollars < 0 ? '-' : '+'}${formatPrice(Math.abs(dollars))}`;
const rooms = (listing: { bedrooms: number; bathrooms: number }) => `${listing.bedrooms} bd · ${listing.bathrooms} ba`;
const area = (squareFeet: number) => `${formatNumber(squareFeet)} sq ft`;
const away = (km: number | null) => (km === null ? '' : `${km} km`);

export const COMPARABLE_COLUMNS = [
  'Address',
  CMA_TEXTS.closePrice,
  'Closed',
  'Rooms',
  'Living area',
  'Distance',
  CMA_TEXTS.adjustedPrice,
] as const;
export const COMPETITION_COLUMNS = ['Address', 'Status', CMA_TEXTS.listPrice, 'Rooms', 'Living area', 'Distance'] as const;

export const comparableRow = (sale: CmaReportComparable): string[] => [
  sale.address,
  formatPrice(sale.ClosePrice),
  formatCalendarDay(sale.CloseDate),
  rooms(sale),
  area(sale.squareFeet),
  away(sale.distanceKm),
  formatPrice(sale.adjustedPrice),
];

/** A comparable's lines, one phrase each: 'Living area +$12,000'. */
export const adjustmentPhrases = (sale: CmaReportComparable): string[] =>
  sale.lines.map(({ label, dollars }) => `${label} ${signed(dollars)}`);

export const competitionRow = (listing: CompetitionListing): string[] => [
  listing.address,
  listing.StandardStatus,
  formatPrice(listing.price),
  rooms(listing),
  area(listing.squareFeet),
  away(listing.distanceKm),
];

/** The heading's lines: the home, its facts, the day. */
export function homeLines({ home, asOf }: CmaReport): string[] {
  const facts = [home.propertyType, rooms(home), area(home.squareFeet), ...(home.YearBuilt ? [`built ${home.YearBuilt}`] : [])];
  return [`${CMA_TEXTS.preparedFor} ${home.address}`, facts.join(' · '), `${CMA_TEXTS.asOf} ${formatCalendarDay(asOf)}`];
}

/** The value, and its range and label. */
export function estimateLines({ estimate }: CmaReport): { value: string; range: string } {
  return {
    value: formatPrice(estimate.value),
    range: `${CMA_TEXTS.rangeLabel}: ${formatPrice(estimate.low)} – ${formatPrice(estimate.high)} (${VALUATION_TEXTS.confidence[estimate.confidence]})`,
  };
}

/** Who prepared it: the agent and the agency. */
export function agentLines({ agent }: CmaReport): string[] {
  return [
    `${CMA_TEXTS.preparedBy} ${agent.name}, ${AGENCY.name}`,
    [agent.email, agent.phone ?? AGENCY.phone].filter(Boolean).join(' · '),
    AGENCY.address,
  ];
}
