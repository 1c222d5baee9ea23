/**
 * Where a listing is (docs/product/dashboard.md#properties-tab): RESO's `Latitude`/`Longitude`, in
 * degrees, as MLS listings bring them and staff set them on the agency's own. Optional on the form,
 * so listings stored before keep reading and saving; required before a listing goes Active, when
 * created Active or moved there (the API refuses either with `beforeActive`). No yup here, for the
 * public pages' map; the form's schemas are in listingSchemas.ts.
 */

/** Written out, as GEOJSON_AREA_TEXTS are (test/geo.test.ts holds them to CINCINNATI_REGION). */
export const LISTING_COORDINATE_TEXTS = {
  latitude: 'Latitude must be a number in the Cincinnati region (38.75 to 39.6)',
  longitude: 'Longitude must be a number in the Cincinnati region (-85.05 to -83.85)',
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
