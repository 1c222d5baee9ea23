import { createHash } from 'node:crypto';
import { MLS_KEPT_FIELDS, type MlsFieldValue, type MlsKeptField } from '@estate/domain';
import { mlsListingId } from './mlsListingId';

/** A photo as the source lists it: its MediaURL is only where the worker fetches it from, never shown. */
export interface SourcePhoto {
  key: string;
  order: number;
  description: string | null;
  sourceUrl: string;
}

/** A source record made into what the replica keeps of it. */
export interface MlsRecord {
  id: string;
  listingKey: string;
  modifiedAt: string;
  /** False when the source marks it no longer viewable (MlgCanView) or not for display on the internet: it leaves the replica. */
  viewable: boolean;
  /** The allow-listed fields the record has; the others (MLS_KEPT_FIELDS it lacks) are removed from the stored document. */
  fields: Partial<Record<MlsKeptField, MlsFieldValue>>;
  photos: SourcePhoto[];
  photosChangedAt: string | null;
  /** Changes when the photos must be fetched again: PhotosChangeTimestamp or the MediaKeys. */
  photoKey: string;
  /** Changes when anything kept changes, or the settings it is shown by (never with the media URLs, which a source signs anew on every read). */
  recordHash: string;
}

const isFieldValue = (value: unknown): value is MlsFieldValue =>
  value === null || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The record's photos in their order: Media of the Photo category (or none named) with a key and a URL. */
function photosOf(media: unknown): SourcePhoto[] {
  if (!Array.isArray(media)) return [];
  return media
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .filter((item) => item.MediaCategory === undefined || item.MediaCategory === null || item.MediaCategory === 'Photo')
    .filter((item) => typeof item.MediaKey === 'string' && typeof item.MediaURL === 'string')
    .map((item, index) => ({
      key: item.MediaKey as string,
      order: typeof item.Order === 'number' ? item.Order : index,
      description: typeof item.ShortDescription === 'string' ? item.ShortDescription : null,
      sourceUrl: item.MediaURL as string,
    }))
    .sort((a, b) => a.order - b.order || a.key.localeCompare(b.key));
}

/**
 * What the replica keeps of a source record (`sourceId`'s, shown by `projectedWith`: its
 * projectionSettingsOf), or a reason it cannot: a record without a ListingKey or a readable
 * ModificationTimestamp names no place in the replica or the cursor.
 */
export function mlsRecord(sourceId: string, raw: Record<string, unknown>, projectedWith = ''): MlsRecord | { invalid: string } {
  const listingKey = raw.ListingKey;
  const modifiedAt = raw.ModificationTimestamp;
  if (typeof listingKey !== 'string' || listingKey === '') return { invalid: 'a record without a ListingKey' };
  if (typeof modifiedAt !== 'string' || Number.isNaN(Date.parse(modifiedAt)))
    return { invalid: `${listingKey}: no readable ModificationTimestamp` };
  const fields: Partial<Record<MlsKeptField, MlsFieldValue>> = {};
  for (const name of MLS_KEPT_FIELDS) {
    const value = raw[name];
    if (value !== undefined && isFieldValue(value)) fields[name] = value;
  }
  const photos = photosOf(raw.Media);
  const photosChangedAt = typeof raw.PhotosChangeTimestamp === 'string' ? raw.PhotosChangeTimestamp : null;
  const photoKey = sha256(JSON.stringify([photosChangedAt, photos.map(({ key }) => key).sort()]));
  const kept = MLS_KEPT_FIELDS.filter((name) => name in fields).map((name) => [name, fields[name]]);
  const recordHash = sha256(JSON.stringify([kept, photos.map(({ key, order, description }) => [key, order, description]), projectedWith]));
  return {
    id: mlsListingId(sourceId, listingKey),
    listingKey,
    modifiedAt,
    viewable: raw.MlgCanView !== false && raw.InternetEntireListingDisplayYN !== false,
    fields,
    photos,
    photosChangedAt,
    photoKey,
    recordHash,
  };
}
