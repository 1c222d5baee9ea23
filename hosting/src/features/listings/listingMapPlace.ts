import { addressParts, type Property } from '@estate/domain';

/**
 * What the listing's map shows: its address, or, when an MLS listing's address is withheld, its
 * neighborhood or City and no finer (docs/product/site.md#listing-attribution).
 */
export function listingMapPlace(property: Pick<Property, 'address' | 'neighborhood' | 'City' | 'mls'>): string {
  if (!property.mls?.addressWithheld) return property.address;
  const { StateOrProvince } = addressParts(property.address);
  return [property.neighborhood, property.City, StateOrProvince].filter(Boolean).join(', ');
}
