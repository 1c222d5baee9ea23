/** The estimate's words (docs/product/valuation.md#texts): the form's refusals and what an outcome says. */
import { formatNumber } from '../shared/format';
import { HOME_CONDITIONS, VALUATION_SUBJECT_LIMITS as LIMITS, VALUED_PROPERTY_TYPES } from './valuationSubject';

const [minSquareFeet, maxSquareFeet] = LIMITS.squareFeet;
const [firstYear, lastYear] = LIMITS.yearBuilt;

export const VALUATION_TEXTS = {
  propertyType: `Choose the home’s type: ${VALUED_PROPERTY_TYPES.join(', ')}`,
  bedrooms: `Bedrooms must be a whole number from 0 to ${LIMITS.bedrooms}`,
  bathrooms: `Bathrooms must be 0 to ${LIMITS.bathrooms}, in half steps`,
  squareFeet: `Living area must be ${formatNumber(minSquareFeet)} to ${formatNumber(maxSquareFeet)} square feet`,
  lotSizeAcres: `Lot size must be 0 to ${formatNumber(LIMITS.lotSizeAcres)} acres`,
  yearBuilt: `Year built must be a year from ${firstYear} to ${lastYear}`,
  condition: `Choose the home’s condition: ${HOME_CONDITIONS.join(', ')}`,
  neighborhood: 'Please select a neighborhood',
  place: 'Give the home’s position on the map or its neighborhood',
  /** No estimate: too few comparable sales; the page invites the owner to talk to an agent. */
  tooFew: 'There are too few recent comparable sales to estimate this home. Talk to one of our agents for a valuation.',
  /** No estimate: the home is a listing whose seller opted out of automated estimates. */
  optedOut: 'The seller of this home asked that it not be estimated automatically. Talk to one of our agents for a valuation.',
  home: 'Give the home’s facts',
  tooManyChanges: 'Too many comparables dropped or added at once',
  addressQuery: 'Type 3 to 200 characters of the home’s address',
  confidence: { High: 'High confidence', Medium: 'Medium confidence', Low: 'Low confidence' },
} as const;
