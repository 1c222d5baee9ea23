import { MLS_KEPT_FIELDS, MLS_WITHHELD_FIELDS } from '@estate/domain';
import { mlsListingId } from '../../src/mls/mlsListingId';
import { mlsRecord, type MlsRecord } from '../../src/mls/mlsRecord';

/** 2026-11-28T10:00:00Z plus `minutes`: the source's own timestamps. */
const at = (minutes: number) => new Date(Date.parse('2026-11-28T10:00:00.000Z') + minutes * 60_000).toISOString();

/**
 * A Data Dictionary Property record as a source sends it, with the fields the rules keep from the
 * public and one the site does not know, so the tests see them dropped; `photos` media of the Photo category.
 */
function resoRecord(key: string, modifiedMinutes: number, changes: Record<string, unknown> = {}, photos = 2): Record<string, unknown> {
  return {
    ListingKey: key,
    ListingId: `L-${key}`,
    OriginatingSystemName: 'CincyMLS',
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

const kept = (raw: Record<string, unknown>) => {
  const record = mlsRecord('cincy', raw);
  if ('invalid' in record) throw new Error(record.invalid);
  return record;
};

/** The record as the source would send it on another read: the same, its media URLs signed anew. */
const resigned = (raw: ReturnType<typeof resoRecord>) => ({
  ...raw,
  Media: (raw.Media as { MediaURL: string }[]).map((media) => ({ ...media, MediaURL: `${media.MediaURL}?signature=other` })),
});

describe('what the replica keeps of a record', () => {
  it('is the allow-listed fields alone: never those the rules keep from the public, nor any field it does not name', () => {
    const { fields } = kept(resoRecord('A1', 5));
    for (const name of MLS_WITHHELD_FIELDS) expect(fields).not.toHaveProperty(name);
    expect(fields).not.toHaveProperty('X_UnknownVendorField');
    expect(fields).not.toHaveProperty('MlgCanView');
    expect(fields).not.toHaveProperty('Media');
    expect(Object.keys(fields).every((name) => (MLS_KEPT_FIELDS as readonly string[]).includes(name))).toBe(true);
    expect(fields).toMatchObject({
      ListingKey: 'A1',
      ListPrice: 450_000,
      ListOfficeName: 'Hyde Park Realty',
      ModificationTimestamp: at(5),
    });
  });

  it('never names a withheld field on the allow-list', () => {
    for (const name of MLS_WITHHELD_FIELDS) expect(MLS_KEPT_FIELDS).not.toContain(name);
  });

  it('keeps only simple values', () => {
    const { fields } = kept(resoRecord('A1', 5, { PublicRemarks: { html: '<b>x</b>' }, ListPrice: Number.NaN, City: null }));
    expect(fields).not.toHaveProperty('PublicRemarks');
    expect(fields).not.toHaveProperty('ListPrice');
    expect(fields.City).toBeNull();
  });

  it('is not viewable when MLS Grid marks it so, or the listing is not for display on the internet', () => {
    expect(kept(resoRecord('A1', 5)).viewable).toBe(true);
    expect(kept(resoRecord('A1', 5, { MlgCanView: false })).viewable).toBe(false);
    expect(kept(resoRecord('A1', 5, { InternetEntireListingDisplayYN: false })).viewable).toBe(false);
    // A source without MLS Grid's flag (the agency's own feed) has every record viewable.
    const { MlgCanView: _flag, ...plain } = resoRecord('A1', 5);
    expect(kept(plain).viewable).toBe(true);
  });

  it('lists the photos in their order, without other media, each with the URL to fetch it from', () => {
    const raw = resoRecord('A1', 5, {
      Media: [
        { MediaKey: 'm2', MediaURL: 'https://cdn.example/2.jpg', Order: 2, MediaCategory: 'Photo' },
        { MediaKey: 'doc', MediaURL: 'https://cdn.example/plan.pdf', Order: 0, MediaCategory: 'Document' },
        { MediaKey: 'm1', MediaURL: 'https://cdn.example/1.jpg', Order: 1, ShortDescription: 'Kitchen' },
        { MediaKey: 'nourl', Order: 3 },
      ],
    });
    expect(kept(raw).photos).toEqual([
      { key: 'm1', order: 1, description: 'Kitchen', sourceUrl: 'https://cdn.example/1.jpg' },
      { key: 'm2', order: 2, description: null, sourceUrl: 'https://cdn.example/2.jpg' },
    ]);
  });

  it('is unchanged when only the media URLs were signed anew', () => {
    const raw = resoRecord('A1', 5);
    const first: MlsRecord = kept(raw);
    const again: MlsRecord = kept(resigned(raw));
    expect(again.recordHash).toBe(first.recordHash);
    expect(again.photoKey).toBe(first.photoKey);
  });

  it('changes with any kept field; its photos change with PhotosChangeTimestamp or the MediaKeys only', () => {
    const base = kept(resoRecord('A1', 5));
    const priceCut = kept(resoRecord('A1', 6, { ListPrice: 425_000 }));
    expect(priceCut.recordHash).not.toBe(base.recordHash);
    expect(priceCut.photoKey).toBe(base.photoKey);
    expect(kept(resoRecord('A1', 6, { PhotosChangeTimestamp: at(6) })).photoKey).not.toBe(base.photoKey);
    expect(kept(resoRecord('A1', 6, {}, 3)).photoKey).not.toBe(base.photoKey);
    // A change of a field the site does not keep is no change.
    expect(kept(resoRecord('A1', 5, { PrivateRemarks: 'Price negotiable' })).recordHash).toBe(base.recordHash);
  });

  it('refuses a record that names no place in the replica or the cursor', () => {
    expect(mlsRecord('cincy', { ModificationTimestamp: at(1) })).toEqual({ invalid: 'a record without a ListingKey' });
    expect(mlsRecord('cincy', { ListingKey: 'A1', ModificationTimestamp: 'yesterday' })).toEqual({
      invalid: 'A1: no readable ModificationTimestamp',
    });
  });
});

describe('a listing’s document id', () => {
  it('is the source and the key', () => {
    expect(mlsListingId('cincy', 'ABC-123.4')).toBe('cincy_ABC-123.4');
    expect(kept(resoRecord('A1', 5)).id).toBe('cincy_A1');
  });

  it('is a hash of a key Firestore refuses or that is too long, different for different keys', () => {
    const slash = mlsListingId('cincy', 'a/b');
    expect(slash).toMatch(/^cincy_#[0-9a-f]{40}$/);
    expect(mlsListingId('cincy', 'x'.repeat(300))).toMatch(/^cincy_#[0-9a-f]{40}$/);
    expect(mlsListingId('cincy', 'a/c')).not.toBe(slash);
    expect(mlsListingId('cincy', 'a/b')).toBe(slash);
  });
});
