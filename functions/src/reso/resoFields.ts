/**
 * The Data Dictionary fields the feed answers for a listing and for each of its photos, with
 * their OData types ($metadata), in the order a record lists them. `$select` names these.
 */
export const PROPERTY_FIELDS = {
  ListingKey: 'Edm.String',
  ListingId: 'Edm.String',
  StandardStatus: 'Edm.String',
  ListPrice: 'Edm.Decimal',
  OriginalListPrice: 'Edm.Decimal',
  ClosePrice: 'Edm.Decimal',
  PreviousListPrice: 'Edm.Decimal',
  ListingContractDate: 'Edm.Date',
  OnMarketDate: 'Edm.Date',
  PurchaseContractDate: 'Edm.Date',
  CloseDate: 'Edm.Date',
  DaysOnMarket: 'Edm.Int32',
  BedroomsTotal: 'Edm.Int32',
  BathroomsTotalInteger: 'Edm.Int32',
  LivingArea: 'Edm.Decimal',
  LivingAreaUnits: 'Edm.String',
  PropertyType: 'Edm.String',
  PropertySubType: 'Edm.String',
  UnparsedAddress: 'Edm.String',
  City: 'Edm.String',
  StateOrProvince: 'Edm.String',
  PostalCode: 'Edm.String',
  SubdivisionName: 'Edm.String',
  PublicRemarks: 'Edm.String',
  PhotosCount: 'Edm.Int32',
  ListingURL: 'Edm.String',
  ModificationTimestamp: 'Edm.DateTimeOffset',
} as const;

export type PropertyField = keyof typeof PROPERTY_FIELDS;

export const MEDIA_FIELDS = {
  MediaKey: 'Edm.String',
  ResourceRecordKey: 'Edm.String',
  ResourceName: 'Edm.String',
  MediaCategory: 'Edm.String',
  MediaURL: 'Edm.String',
  MimeType: 'Edm.String',
  Order: 'Edm.Int32',
  ShortDescription: 'Edm.String',
} as const;

export type MediaField = keyof typeof MEDIA_FIELDS;

export const isPropertyField = (name: string): name is PropertyField => Object.hasOwn(PROPERTY_FIELDS, name);

/** The fields `$filter` may compare, each with the kind of literal it is compared with. */
export const FILTER_FIELDS = {
  StandardStatus: 'string',
  City: 'string',
  ListPrice: 'number',
  ModificationTimestamp: 'timestamp',
} as const satisfies Partial<Record<PropertyField, 'string' | 'number' | 'timestamp'>>;

export type FilterField = keyof typeof FILTER_FIELDS;

export const isFilterField = (name: string): name is FilterField => Object.hasOwn(FILTER_FIELDS, name);

/** The fields `$orderby` may sort by: the incremental copy's (ModificationTimestamp, the default) and the price. */
export const ORDER_FIELDS = ['ModificationTimestamp', 'ListPrice'] as const;

export type OrderField = (typeof ORDER_FIELDS)[number];
