/**
 * The Property resource as this server serves it: RESO Data Dictionary 2.0 names, with MLS
 * Grid's MlgCanView. It is written here from the standard, not imported from the site: the local
 * MLS plays an outside system and shares nothing with the site but the standard.
 */
export type StandardStatus = 'Active' | 'ActiveUnderContract' | 'Pending' | 'Closed' | 'ComingSoon';

export interface PropertyRecord {
  ListingKey: string;
  ListingId: string;
  OriginatingSystemName: string;
  StandardStatus: StandardStatus;
  ListPrice: number;
  OriginalListPrice: number;
  ClosePrice: number | null;
  /** RESO Date: YYYY-MM-DD. */
  CloseDate: string | null;
  ListingContractDate: string;
  OnMarketDate: string | null;
  BedroomsTotal: number | null;
  BathroomsTotalInteger: number | null;
  BathroomsFull: number | null;
  BathroomsHalf: number | null;
  LivingArea: number | null;
  LotSizeAcres: number | null;
  YearBuilt: number | null;
  PropertyType: string;
  PropertySubType: string;
  UnparsedAddress: string;
  StreetNumber: string;
  StreetName: string;
  City: string;
  StateOrProvince: string;
  PostalCode: string;
  CountyOrParish: string;
  SubdivisionName: string | null;
  Latitude: number;
  Longitude: number;
  ListOfficeMlsId: string;
  ListOfficeName: string;
  ListAgentMlsId: string | null;
  ListAgentFullName: string | null;
  PublicRemarks: string;
  /** ISO 8601 timestamp, UTC, milliseconds. */
  ModificationTimestamp: string;
  PhotosChangeTimestamp: string;
  PhotosCount: number;
  InternetEntireListingDisplayYN: boolean;
  InternetAddressDisplayYN: boolean;
  /** False: the seller opted out of automated valuations of the home. */
  InternetAutomatedValuationDisplayYN: boolean;
  MlgCanView: boolean;
  // Never for public display: present so that an importer's filtering is put to the test.
  BuyerAgencyCompensation: string;
  PrivateRemarks: string;
  ShowingInstructions: string;
  OwnerName: string;
  OccupantName: string | null;
  OccupantPhone: string | null;
}

/** A photo of the Media resource, as `$expand=Media` gives it. */
export interface MediaRecord {
  MediaKey: string;
  ResourceRecordKey: string;
  MediaURL: string;
  Order: number;
  MediaCategory: 'Photo';
  ModificationTimestamp: string;
  ShortDescription: string;
}

/** How `$filter` compares a field, and what `$select` may name. */
export type FieldType = 'string' | 'number' | 'boolean' | 'timestamp' | 'date';

export const PROPERTY_FIELDS = {
  ListingKey: 'string',
  ListingId: 'string',
  OriginatingSystemName: 'string',
  StandardStatus: 'string',
  ListPrice: 'number',
  OriginalListPrice: 'number',
  ClosePrice: 'number',
  CloseDate: 'date',
  ListingContractDate: 'date',
  OnMarketDate: 'date',
  BedroomsTotal: 'number',
  BathroomsTotalInteger: 'number',
  BathroomsFull: 'number',
  BathroomsHalf: 'number',
  LivingArea: 'number',
  LotSizeAcres: 'number',
  YearBuilt: 'number',
  PropertyType: 'string',
  PropertySubType: 'string',
  UnparsedAddress: 'string',
  StreetNumber: 'string',
  StreetName: 'string',
  City: 'string',
  StateOrProvince: 'string',
  PostalCode: 'string',
  CountyOrParish: 'string',
  SubdivisionName: 'string',
  Latitude: 'number',
  Longitude: 'number',
  ListOfficeMlsId: 'string',
  ListOfficeName: 'string',
  ListAgentMlsId: 'string',
  ListAgentFullName: 'string',
  PublicRemarks: 'string',
  ModificationTimestamp: 'timestamp',
  PhotosChangeTimestamp: 'timestamp',
  PhotosCount: 'number',
  InternetEntireListingDisplayYN: 'boolean',
  InternetAddressDisplayYN: 'boolean',
  InternetAutomatedValuationDisplayYN: 'boolean',
  MlgCanView: 'boolean',
  BuyerAgencyCompensation: 'string',
  PrivateRemarks: 'string',
  ShowingInstructions: 'string',
  OwnerName: 'string',
  OccupantName: 'string',
  OccupantPhone: 'string',
} as const satisfies Record<keyof PropertyRecord, FieldType>;

export type PropertyField = keyof typeof PROPERTY_FIELDS;

export const isPropertyField = (name: string): name is PropertyField => Object.hasOwn(PROPERTY_FIELDS, name);
