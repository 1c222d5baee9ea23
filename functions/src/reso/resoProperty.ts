import { createHash } from 'node:crypto';
import { addressParts, type Property, type PropertyType } from '@estate/domain';
import type { MediaField, PropertyField } from './resoFields';

/** A listing in Data Dictionary terms: absent fields are left out, never null. */
export type ResoRecord = Partial<Record<PropertyField, string | number>> & { Media?: ResoMedia[] };
export type ResoMedia = Partial<Record<MediaField, string | number>>;

/** The agency's property types as the Data Dictionary's PropertyType and PropertySubType lookups. */
export const RESO_PROPERTY_TYPES: Record<PropertyType, { PropertyType: string; PropertySubType: string }> = {
  'Single Family': { PropertyType: 'Residential', PropertySubType: 'Single Family Residence' },
  Condo: { PropertyType: 'Residential', PropertySubType: 'Condominium' },
  Townhouse: { PropertyType: 'Residential', PropertySubType: 'Townhouse' },
  'Multi-Family': { PropertyType: 'Residential Income', PropertySubType: 'Multi Family' },
  Land: { PropertyType: 'Land', PropertySubType: 'Unimproved Land' },
};

const MIME_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

/** An address on the site made absolute; one already absolute stays as it is. */
const absolute = (url: string, siteOrigin: string) => (/^https?:\/\//i.test(url) ? url : new URL(url, `${siteOrigin}/`).toString());

const withoutEmpty = <T extends Record<string, unknown>>(record: T): T =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined && value !== null && value !== '')) as T;

/**
 * A listing's photos as RESO Media: in the listing's order (0 first, the card photo), described by
 * their alt text or else the listing's title. A photo's key stays with it when photos are reordered.
 */
export function resoMedia(property: Property, siteOrigin: string): ResoMedia[] {
  return property.images.map((url, order) => {
    const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(url)?.[1]?.toLowerCase() ?? '';
    return withoutEmpty({
      MediaKey: `${property.id}-${createHash('sha256').update(url).digest('hex').slice(0, 16)}`,
      ResourceRecordKey: property.id,
      ResourceName: 'Property',
      MediaCategory: 'Photo',
      MediaURL: absolute(url, siteOrigin),
      MimeType: MIME_TYPES[extension],
      Order: order,
      ShortDescription: property.imageAlts?.[order]?.trim() || property.title,
    });
  });
}

/**
 * A listing as the feed answers it, with Data Dictionary names. The close price is left out when
 * the seller asked that it not be published (showSoldPrice), as on the site.
 */
export function resoProperty(property: Property, siteOrigin: string): ResoRecord {
  const { City, StateOrProvince, PostalCode } = addressParts(property.address);
  return withoutEmpty({
    ListingKey: property.id,
    ListingId: property.id,
    StandardStatus: property.StandardStatus,
    ListPrice: property.ListPrice,
    OriginalListPrice: property.OriginalListPrice,
    ClosePrice: property.showSoldPrice ? property.ClosePrice : undefined,
    PreviousListPrice: property.PreviousListPrice,
    ListingContractDate: property.ListingContractDate,
    OnMarketDate: property.OnMarketDate,
    PurchaseContractDate: property.PurchaseContractDate,
    CloseDate: property.CloseDate,
    DaysOnMarket: property.DaysOnMarket,
    BedroomsTotal: property.bedrooms,
    // The Data Dictionary's simple count: two full baths and a half bath are 3.
    BathroomsTotalInteger: Math.ceil(property.bathrooms),
    LivingArea: property.squareFeet,
    LivingAreaUnits: 'Square Feet',
    ...RESO_PROPERTY_TYPES[property.propertyType],
    UnparsedAddress: property.address,
    City,
    StateOrProvince,
    PostalCode,
    SubdivisionName: property.neighborhood,
    PublicRemarks: property.description,
    PhotosCount: property.images.length,
    ListingURL: `${siteOrigin}/property/${encodeURIComponent(property.id)}`,
    ModificationTimestamp: property.ModificationTimestamp,
  });
}

/** A record with only the fields `$select` names, and its Media when expanded. */
export function selected(record: ResoRecord, select: readonly PropertyField[] | undefined, media?: ResoMedia[]): ResoRecord {
  const fields = select ? Object.fromEntries(select.flatMap((field) => (field in record ? [[field, record[field]]] : []))) : record;
  return media ? { ...fields, Media: media } : fields;
}
