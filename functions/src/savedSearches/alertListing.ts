import type { DocumentData } from 'firebase-admin/firestore';
import type { AlertListing } from '@estate/domain';
import { listingFromData } from '../listings';

/** A stored listing (a trigger's before or after) as matching reads it; undefined when there was none. */
export function alertListingOf(id: string, data: DocumentData | undefined): AlertListing | undefined {
  if (!data) return undefined;
  const property = listingFromData(id, data);
  const terms: unknown = data.searchTerms;
  return {
    id,
    title: property.title,
    address: property.address,
    neighborhood: property.neighborhood,
    propertyType: property.propertyType,
    price: property.ListPrice,
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    status: property.StandardStatus,
    searchTerms: Array.isArray(terms) ? terms.filter((term): term is string => typeof term === 'string') : [],
    ...(property.images[0] ? { image: property.images[0] } : {}),
  };
}
