import type { Accommodation, ItemAvailability, Offer, RealEstateListing, WithContext } from 'schema-dts';
import { addressParts, type Property, type PropertyType, type StandardStatus } from '@estate/domain';

/** schema.org's kind of home for each of the site's property types. */
const HOME_TYPE: Record<PropertyType, 'SingleFamilyResidence' | 'Apartment' | 'House' | 'Accommodation' | 'Place'> = {
  'Single Family': 'SingleFamilyResidence',
  Condo: 'Apartment',
  Townhouse: 'House',
  'Multi-Family': 'Accommodation',
  Land: 'Place',
};

/** The offer's availability by status: on sale, announced, under contract, gone. */
const AVAILABILITY: Record<StandardStatus, ItemAvailability> = {
  'Coming Soon': 'https://schema.org/PreOrder',
  Active: 'https://schema.org/InStock',
  'Active Under Contract': 'https://schema.org/LimitedAvailability',
  Pending: 'https://schema.org/LimitedAvailability',
  Closed: 'https://schema.org/SoldOut',
  Withdrawn: 'https://schema.org/Discontinued',
  Expired: 'https://schema.org/Discontinued',
  Canceled: 'https://schema.org/Discontinued',
};

/**
 * The listing's offer: its list price and availability; a sale's close price (when it may be
 * shown) and the day the offer ended.
 */
function offerOf(property: Property, url: string): Offer {
  const availability = AVAILABILITY[property.StandardStatus];
  if (property.StandardStatus !== 'Closed') return { '@type': 'Offer', price: property.price, priceCurrency: 'USD', availability, url };
  return {
    '@type': 'Offer',
    ...(property.ClosePrice !== undefined ? { price: property.ClosePrice, priceCurrency: 'USD' } : {}),
    availability,
    ...(property.CloseDate ? { availabilityEnds: property.CloseDate } : {}),
    url,
  };
}

/** A listing as search engines read one: the offer (price in USD) and the home it is for. */
export function listingData(origin: string, property: Property): WithContext<RealEstateListing> {
  const url = `${origin}/properties/${encodeURIComponent(property.id)}`;
  const images = property.images.map((image) => new URL(image, origin).href);
  const place = addressParts(property.address);
  // An MLS listing whose seller withheld the address gives no street, as everywhere else (docs/product/site.md#listing-attribution).
  const withheld = property.mls?.addressWithheld === true;
  const home = {
    '@type': HOME_TYPE[property.propertyType],
    name: property.title,
    address: {
      '@type': 'PostalAddress',
      ...(withheld ? {} : { streetAddress: property.address }),
      addressLocality: property.City || place.City,
      addressRegion: place.StateOrProvince,
      ...(place.PostalCode ? { postalCode: place.PostalCode } : {}),
      addressCountry: 'US',
    },
    ...(property.propertyType === 'Land'
      ? {}
      : {
          numberOfRooms: property.bedrooms,
          numberOfBedrooms: property.bedrooms,
          numberOfBathroomsTotal: property.bathrooms,
          floorSize: { '@type': 'QuantitativeValue', value: property.squareFeet, unitCode: 'FTK', unitText: 'sq ft' },
        }),
  } as Accommodation;
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: property.title,
    description: property.description,
    url,
    image: images,
    datePosted: property.createdAt,
    offers: offerOf(property, url),
    mainEntity: home,
  };
}
