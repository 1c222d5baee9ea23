import type { Accommodation, RealEstateListing, WithContext } from 'schema-dts';
import type { Property, PropertyType } from '@estate/domain';

/** schema.org's kind of home for each of the site's property types. */
const HOME_TYPE: Record<PropertyType, 'SingleFamilyResidence' | 'Apartment' | 'House' | 'Accommodation' | 'Place'> = {
  'Single Family': 'SingleFamilyResidence',
  Condo: 'Apartment',
  Townhouse: 'House',
  'Multi-Family': 'Accommodation',
  Land: 'Place',
};

/** A listing as search engines read one: the offer (price in USD) and the home it is for. */
export function listingData(origin: string, property: Property): WithContext<RealEstateListing> {
  const url = `${origin}/properties/${encodeURIComponent(property.id)}`;
  const images = property.images.map((image) => new URL(image, origin).href);
  const home = {
    '@type': HOME_TYPE[property.propertyType],
    name: property.title,
    address: {
      '@type': 'PostalAddress',
      streetAddress: property.address,
      addressLocality: 'Cincinnati',
      addressRegion: 'OH',
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
    offers: { '@type': 'Offer', price: property.price, priceCurrency: 'USD', availability: 'https://schema.org/InStock', url },
    mainEntity: home,
  };
}
