/** docs/product/dashboard.md#properties-tab: the property form, also the body of POST and PATCH /api/properties. */
import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { NEIGHBORHOOD_NAMES, type NeighborhoodName } from '../shared/neighborhoods';
import { PROPERTY_TYPES, type PropertyType } from './propertyTypes';
import { atMost } from '../shared/textLimits';
import { LISTING_MAX_IMAGES } from '../uploads/uploads';
import { LISTING_VISIBILITIES, type ListingVisibility } from '../privateListings/listingVisibility';
import { isCalendarDate, STANDARD_STATUSES, type StandardStatus } from './listingLifecycle';
import { boundedNumber, requiredText, trimmedString } from '../shared/fields';
import { CINCINNATI_REGION } from '../geo/region';
import { LISTING_COORDINATE_TEXTS } from './listingCoordinates';

/** The listing's photos, in order; the API also checks that each is an image this site serves. */
export const listingImagesSchema = array(
  string()
    .typeError('Each image must be a URL')
    .required('Each image must be a URL')
    .max(...atMost('imageUrl', 'Image URL')),
)
  .required('At least one image is required')
  .min(1, 'At least one image is required')
  .max(LISTING_MAX_IMAGES, `A listing has at most ${LISTING_MAX_IMAGES} images`);

/** Each photo's alt text, in the order of `images`. */
export const listingImageAltsSchema = array(
  trimmedString()
    .typeError('Each alt text must be text')
    .defined('Each alt text must be text')
    .max(...atMost('imageAlt', 'Alt text')),
)
  .default([])
  .test('one-per-image', 'There is one alt text per image at most', function oneAltPerImage(alts) {
    const images: unknown = this.parent?.images;
    return !alts || !Array.isArray(images) || alts.length <= images.length;
  });

const LISTING_DATE_MESSAGE = 'The listing date must be a calendar date (YYYY-MM-DD)';

const wholeOrHalf = (value: number | undefined) => value === undefined || Number.isInteger(value * 2);

/** The listing agent's staff uid; the API checks it names a staff member, and sets the creator's when absent. */
export const listingAgentSchema = string()
  .typeError('The listing agent must be a staff member')
  .max(128, 'The listing agent must be a staff member');

/** docs/product/showings.md#showings: who shows the home, a staff uid; absent: the listing agent does. The API checks it names a staff member. */
export const SHOWING_AGENT_NOT_STAFF = 'The showing agent must be a staff member';
/** '' (the form's cleared select) means none: the listing agent shows it. */
export const showingAgentSchema = string()
  .transform((value: unknown) => (value === '' || value === null ? undefined : value))
  .typeError(SHOWING_AGENT_NOT_STAFF)
  .max(128, SHOWING_AGENT_NOT_STAFF);

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** Latitude and longitude (listingCoordinates.ts): a cleared input is none. Each field answers for itself: it is missing when the other is given. */
export const latitudeSchema = boundedNumber(LISTING_COORDINATE_TEXTS.latitude, CINCINNATI_REGION.south, CINCINNATI_REGION.north).test(
  'with-longitude',
  LISTING_COORDINATE_TEXTS.both,
  function withLongitude(latitude) {
    return latitude !== undefined || blank(this.parent?.Longitude);
  },
);

export const longitudeSchema = boundedNumber(LISTING_COORDINATE_TEXTS.longitude, CINCINNATI_REGION.west, CINCINNATI_REGION.east).test(
  'with-latitude',
  LISTING_COORDINATE_TEXTS.both,
  function withLatitude(longitude) {
    return longitude !== undefined || blank(this.parent?.Latitude);
  },
);

export const propertySchema = object({
  title: requiredText(5, 'Title must be at least 5 characters').max(...atMost('title', 'Title')),
  address: requiredText(5, 'Address must be at least 5 characters').max(...atMost('address', 'Address')),
  neighborhood: mixed<NeighborhoodName>()
    .required('Please select a neighborhood')
    .oneOf([...NEIGHBORHOOD_NAMES], 'Please select a neighborhood'),
  price: number().typeError('Price must be greater than 0').required('Price must be greater than 0').min(1, 'Price must be greater than 0'),
  bedrooms: number()
    .typeError('Bedrooms must be 0 or more')
    .required('Bedrooms must be 0 or more')
    .integer('Bedrooms must be a whole number')
    .min(0, 'Bedrooms must be 0 or more'),
  bathrooms: number()
    .typeError('Bathrooms must be 0 or more')
    .required('Bathrooms must be 0 or more')
    .min(0, 'Bathrooms must be 0 or more')
    .test('half-steps', 'Bathrooms go in half steps', wholeOrHalf),
  squareFeet: number()
    .typeError('Square feet must be at least 1')
    .required('Square feet must be at least 1')
    .min(1, 'Square feet must be at least 1'),
  description: requiredText(20, 'Description must be at least 20 characters').max(...atMost('description', 'Description')),
  propertyType: mixed<PropertyType>()
    .required('Please select a property type')
    .oneOf([...PROPERTY_TYPES], 'Please select a property type'),
  images: listingImagesSchema,
  imageAlts: listingImageAltsSchema,
  isFeatured: boolean().default(false),
  isNewListing: boolean().default(false),
  /** A new listing starts Coming Soon or Active (the API refuses others); later moves have their own route. */
  StandardStatus: mixed<StandardStatus>()
    .oneOf([...STANDARD_STATUSES], `Status must be one of: ${STANDARD_STATUSES.join(', ')}`)
    .default('Active'),
  /** The day the listing agreement was signed; today when not given. */
  ListingContractDate: string()
    .typeError(LISTING_DATE_MESSAGE)
    .test('calendar-date', LISTING_DATE_MESSAGE, (value) => value === undefined || isCalendarDate(value)),
  showSoldPrice: boolean().default(true),
  /** Absent: public, as listings stored before visibility existed. */
  visibility: mixed<ListingVisibility>().oneOf([...LISTING_VISIBILITIES], `Visibility must be one of: ${LISTING_VISIBILITIES.join(', ')}`),
  ListAgentKey: listingAgentSchema,
  ShowingAgentKey: showingAgentSchema,
  Latitude: latitudeSchema,
  Longitude: longitudeSchema,
});

export type PropertyInput = InferType<typeof propertySchema>;

/** Required when the form's status is Active. */
const requiredWhenActive = <S extends typeof latitudeSchema | typeof longitudeSchema>(schema: S) =>
  schema.when('StandardStatus', {
    is: 'Active',
    then: (each) => each.required(LISTING_COORDINATE_TEXTS.beforeActive),
  });

/**
 * The form of a new listing: created Active, it has its coordinates (the API's create refuses it
 * without, with the same text). An edit keeps the plain schema: a listing stored before
 * coordinates existed still saves, and is placed before its next move to Active.
 */
export const newPropertySchema = propertySchema.shape({
  Latitude: requiredWhenActive(latitudeSchema),
  Longitude: requiredWhenActive(longitudeSchema),
});
