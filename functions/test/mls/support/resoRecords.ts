import type { StubRecord } from './stubResoServer';

export const SYSTEM = 'CincyMLS';

/** 2026-11-28T10:00:00Z plus `minutes`: the source's own timestamps, two hours before the virtual clock starts. */
export const at = (minutes: number) => new Date(Date.parse('2026-11-28T10:00:00.000Z') + minutes * 60_000).toISOString();

/**
 * A Data Dictionary Property record as a source sends it, with the fields the rules keep from the
 * public and one the site does not know, so the tests see them dropped; `photos` media of the Photo category.
 */
export function resoRecord(key: string, modifiedMinutes: number, changes: Partial<StubRecord> = {}, photos = 2): StubRecord {
  return {
    ListingKey: key,
    ListingId: `L-${key}`,
    OriginatingSystemName: SYSTEM,
    StandardStatus: 'Active',
    ListPrice: 450_000,
    BedroomsTotal: 3,
    BathroomsTotalInteger: 2,
    LivingArea: 1850,
    PropertyType: 'Residential',
    UnparsedAddress: `${key} Erie Ave, Cincinnati, OH 45208`,
    City: 'Cincinnati',
    PostalCode: '45208',
    Latitude: 39.14,
    Longitude: -84.43,
    ListOfficeMlsId: 'OFF1',
    ListOfficeName: 'Hyde Park Realty',
    ListAgentFullName: 'Jane Agent',
    PublicRemarks: 'A bright colonial near the square.',
    ModificationTimestamp: at(modifiedMinutes),
    PhotosChangeTimestamp: at(0),
    PhotosCount: photos,
    InternetEntireListingDisplayYN: true,
    InternetAddressDisplayYN: true,
    MlgCanView: true,
    BuyerAgencyCompensation: '2.5%',
    PrivateRemarks: 'Seller motivated; lockbox on the side door.',
    ShowingInstructions: 'Call the occupant first.',
    OwnerName: 'Oscar Owner',
    OccupantName: 'Olive Occupant',
    OccupantPhone: '513-555-0199',
    X_UnknownVendorField: 'not on the list',
    Media: Array.from({ length: photos }, (_, order) => ({
      MediaKey: `${key}-m${order}`,
      ResourceRecordKey: key,
      MediaURL: `/media/${key}-m${order}.png`,
      Order: order,
      MediaCategory: 'Photo',
      ModificationTimestamp: at(0),
      ShortDescription: `Photo ${order + 1}`,
    })),
    ...changes,
  };
}
