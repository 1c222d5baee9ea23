/**
 * Where a listing is (docs/product/dashboard.md#properties-tab): RESO's `Latitude`/`Longitude`, in
 * degrees, as MLS listings bring them and staff set them on the agency's own. Optional on the form,
 * so listings stored before keep reading and saving; required before a listing goes Active, when
 * created Active or moved there (the API refuses either with `beforeActive`).
 */
import { number } from 'yup';
import { CINCINNATI_REGION } from '../geo/region';

export const LISTING_COORDINATE_TEXTS = {
  latitude: `Latitude must be a number in the Cincinnati region (${CINCINNATI_REGION.south} to ${CINCINNATI_REGION.north})`,
  longitude: `Longitude must be a number in the Cincinnati region (${CINCINNATI_REGION.west} to ${CINCINNATI_REGION.east})`,
  both: 'Give both latitude and longitude, or neither',
  beforeActive: 'Place the listing on the map before it goes Active',
} as const;

/** A listing's coordinates, when it has them. */
export interface ListingCoordinates {
  Latitude: number;
  Longitude: number;
}

export const hasCoordinates = (listing: Partial<ListingCoordinates>): listing is ListingCoordinates =>
  typeof listing.Latitude === 'number' && typeof listing.Longitude === 'number';

/** A cleared input (null, '') is no position. */
const degrees = (message: string, min: number, max: number) =>
  number()
    .transform((value: unknown, original: unknown) => (original === null || original === '' ? undefined : value))
    .typeError(message)
    .min(min, message)
    .max(max, message);

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** Each field answers for itself: it is missing when the other is given. */
export const latitudeSchema = degrees(LISTING_COORDINATE_TEXTS.latitude, CINCINNATI_REGION.south, CINCINNATI_REGION.north).test(
  'with-longitude',
  LISTING_COORDINATE_TEXTS.both,
  function withLongitude(latitude) {
    return latitude !== undefined || blank(this.parent?.Longitude);
  },
);

export const longitudeSchema = degrees(LISTING_COORDINATE_TEXTS.longitude, CINCINNATI_REGION.west, CINCINNATI_REGION.east).test(
  'with-latitude',
  LISTING_COORDINATE_TEXTS.both,
  function withLatitude(longitude) {
    return longitude !== undefined || blank(this.parent?.Latitude);
  },
);
