import { HOUSE_IMAGE_COUNT } from './houseImages';
import { type MediaRecord, type PropertyRecord } from './propertyRecord';
import { hash32 } from './random';

const DESCRIPTIONS = [
  'Front exterior',
  'Living room',
  'Kitchen',
  'Dining room',
  'Primary bedroom',
  'Bathroom',
  'Back yard',
  'Street view',
] as const;

/**
 * A listing's photos follow from its record: PhotosCount of them, keyed by the listing and its
 * PhotosChangeTimestamp, so the MediaKeys change exactly when the photos do.
 */
const photoSet = (record: PropertyRecord) => Date.parse(record.PhotosChangeTimestamp).toString(36);

export const mediaKey = (record: PropertyRecord, order: number): string => `${record.ListingKey}-${photoSet(record)}-${order}`;

export function listingMedia(record: PropertyRecord, urlFor: (mediaKey: string) => string): MediaRecord[] {
  return Array.from({ length: record.PhotosCount }, (_, order): MediaRecord => {
    const key = mediaKey(record, order);
    return {
      MediaKey: key,
      ResourceRecordKey: record.ListingKey,
      MediaURL: urlFor(key),
      Order: order,
      MediaCategory: 'Photo',
      ModificationTimestamp: record.PhotosChangeTimestamp,
      ShortDescription: DESCRIPTIONS[order % DESCRIPTIONS.length]!,
    };
  });
}

/** The listing a MediaKey names, and the photo's order, or undefined for a key this server never made. */
export function parseMediaKey(key: string): { listingKey: string; photoSet: string; order: number } | undefined {
  const match = /^(.+)-([0-9a-z]+)-(\d+)$/.exec(key);
  if (!match) return undefined;
  return { listingKey: match[1]!, photoSet: match[2]!, order: Number(match[3]) };
}

/** Whether a MediaKey is one of the record's current photos. */
export const isCurrentPhoto = (record: PropertyRecord, key: string): boolean => {
  const parsed = parseMediaKey(key);
  return (
    parsed !== undefined &&
    parsed.listingKey === record.ListingKey &&
    parsed.photoSet === photoSet(record) &&
    parsed.order < record.PhotosCount
  );
};

/** Which of the shared pictures a photo shows: the same one every time. */
export const houseImageOf = (key: string): number => hash32(key) % HOUSE_IMAGE_COUNT;
