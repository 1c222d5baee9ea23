/**
 * The RESO Data Dictionary fields the site keeps of an MLS listing: an allow-list, so a field a
 * source adds is never stored until it is named here. The rules (docs/product/mls.md#what-is-kept)
 * keep some fields from the public; none of them is on the list, and the importer drops every
 * field that is not.
 */
export const MLS_KEPT_FIELDS = [
  'ListingKey',
  'ListingId',
  'OriginatingSystemName',
  'StandardStatus',
  'ListPrice',
  'OriginalListPrice',
  'ClosePrice',
  'CloseDate',
  'ListingContractDate',
  'OnMarketDate',
  'BedroomsTotal',
  'BathroomsTotalInteger',
  'BathroomsFull',
  'BathroomsHalf',
  'LivingArea',
  'LotSizeAcres',
  'YearBuilt',
  'PropertyType',
  'PropertySubType',
  'UnparsedAddress',
  'StreetNumber',
  'StreetName',
  'City',
  'StateOrProvince',
  'PostalCode',
  'CountyOrParish',
  'SubdivisionName',
  'Latitude',
  'Longitude',
  'ListOfficeMlsId',
  'ListOfficeName',
  'ListAgentMlsId',
  'ListAgentFullName',
  'PublicRemarks',
  'ModificationTimestamp',
  'PhotosChangeTimestamp',
  'PhotosCount',
  'InternetEntireListingDisplayYN',
  'InternetAddressDisplayYN',
  'InternetAutomatedValuationDisplayYN',
] as const;

export type MlsKeptField = (typeof MLS_KEPT_FIELDS)[number];

/**
 * Fields the rules keep from the public that sources send: named so the tests prove they are
 * dropped (the allow-list above already drops them, and anything else it does not name).
 */
export const MLS_WITHHELD_FIELDS = [
  'BuyerAgencyCompensation',
  'PrivateRemarks',
  'ShowingInstructions',
  'OwnerName',
  'OccupantName',
  'OccupantPhone',
] as const;

/** A kept field's value: what the Data Dictionary's simple types are in JSON. */
export type MlsFieldValue = string | number | boolean | null;
