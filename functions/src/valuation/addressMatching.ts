import {
  allowsAutomatedValuation,
  VALUED_PROPERTY_TYPES,
  type AddressMatch,
  type ValuationSale,
  type ValuedPropertyType,
} from '@estate/domain';
import { searchWords } from '../listings';

/** An address as the match compares it: lower case, accents dropped, anything but letters and digits one space. */
export const addressText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The word of what the owner typed that the keyword index is asked for: a whole one (the last is
 * whole only when something follows it), a street number first, else the longest; undefined when
 * none is a word the index holds.
 */
export function indexedWord(typed: string): string | undefined {
  const words = searchWords(typed);
  const finished = /[^\p{L}\p{N}]$/u.test(typed) ? words : words.slice(0, -1);
  const candidates = finished.length > 0 ? finished : words;
  return [...candidates].sort((a, b) => Number(/\d/.test(b)) - Number(/\d/.test(a)) || b.length - a.length)[0];
}

const isValued = (type: string): type is ValuedPropertyType => (VALUED_PROPERTY_TYPES as readonly string[]).includes(type);

/** A home valued by its type (not Land) whose address holds the text typed, as compared by addressText. */
export const matchesAddress = (listing: ValuationSale, typed: string): boolean =>
  isValued(listing.propertyType) && addressText(listing.address).includes(addressText(typed));

/** A listing's public facts as the form takes them, and whether its seller opted out. */
export function addressMatchOf(listing: ValuationSale): AddressMatch {
  const { id, address, neighborhood, propertyType, bedrooms, bathrooms, squareFeet, YearBuilt, LotSizeAcres, Latitude, Longitude } =
    listing;
  return {
    id,
    address,
    ...(neighborhood === undefined ? {} : { neighborhood }),
    propertyType,
    bedrooms,
    bathrooms,
    squareFeet,
    ...(YearBuilt === undefined ? {} : { YearBuilt }),
    ...(LotSizeAcres === undefined ? {} : { LotSizeAcres }),
    ...(Latitude === undefined || Longitude === undefined ? {} : { Latitude, Longitude }),
    optedOut: !allowsAutomatedValuation(listing),
  };
}
