/**
 * A home valuation in a sentence or two (docs/product/valuation.md#the-seller-lead): the home's
 * facts and the estimate as the server made it, as the lead's message and its emails say them.
 */
import { formatNumber, formatPrice } from '../shared/format';
import type { HomeValuation } from './homeValueLead';
import { VALUATION_TEXTS } from './valuationTexts';

const plural = (count: number, one: string, many: string) => `${formatNumber(count)} ${count === 1 ? one : many}`;

/** 'Single Family, 4 bedrooms, 3 bathrooms, 3,000 sq ft, built 1930, 0.25 acres, Good condition, in Hyde Park' */
export function homeFactsText({ home }: Pick<HomeValuation, 'home'>): string {
  return [
    home.propertyType,
    plural(home.bedrooms, 'bedroom', 'bedrooms'),
    plural(home.bathrooms, 'bathroom', 'bathrooms'),
    `${formatNumber(home.squareFeet)} sq ft`,
    ...(home.YearBuilt === undefined ? [] : [`built ${home.YearBuilt}`]),
    ...(home.LotSizeAcres === undefined ? [] : [`${formatNumber(home.LotSizeAcres)} acres`]),
    `${home.condition} condition`,
    ...(home.neighborhood ? [`in ${home.neighborhood}`] : []),
  ].join(', ');
}

const NO_ESTIMATE = {
  tooFew: 'none, too few recent comparable sales',
  optedOut: 'none, the seller opted out of automated estimates',
} as const;

/** '$958,000 (from $886,000 to $1,030,000), High confidence, from 5 comparable sales', or why there is none. */
export function estimateText({ estimate }: Pick<HomeValuation, 'estimate'>): string {
  if (estimate.kind !== 'estimate') return NO_ESTIMATE[estimate.kind];
  const { value, low, high, confidence, comparableIds } = estimate;
  return `${formatPrice(value)} (from ${formatPrice(low)} to ${formatPrice(high)}), ${VALUATION_TEXTS.confidence[confidence]}, from ${plural(comparableIds.length, 'comparable sale', 'comparable sales')}`;
}

/** The seller lead's message: the home, the estimate and its day, and the owner's two answers. */
export function homeValueSummary(valuation: HomeValuation): string {
  const yesNo = ({ granted }: { granted: boolean }) => (granted ? 'yes' : 'no');
  return [
    `Home: ${homeFactsText(valuation)}.`,
    `Estimate on ${valuation.asOf}: ${estimateText(valuation)}.`,
    `An agent may contact them: ${yesNo(valuation.consents.followUp)}. Monthly report: ${yesNo(valuation.consents.report)}.`,
  ].join('\n');
}
