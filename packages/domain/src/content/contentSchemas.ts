/**
 * The dashboard's neighborhood, testimonial and blog-post forms; also the bodies of their
 * POST and PATCH routes (a PATCH validates the stored item merged with the changes).
 */
import { boolean, mixed, number, object, string, type InferType } from 'yup';
import { RATING_SCALE } from './contentItems';
import { NEIGHBORHOOD_NAMES, type NeighborhoodName } from '../shared/neighborhoods';
import { atMost } from '../shared/textLimits';
import { isIsoDate } from '../agencyTime/isoDate';
import { requiredText, trimmedString } from '../shared/fields';

const trimmedText = (message: string) => trimmedString().typeError(message);

/** A path on this site ('/media/...', '/api/uploads/...') or a web address; empty shows the fallback image. */
const imageUrl = (field: 'imageUrl' | 'avatarUrl', label: string) => {
  const message = `${label} must be a web address or a path on this site`;
  return trimmedText(message)
    .ensure()
    .max(...atMost(field, label))
    .matches(/^(\/(?!\/)|https?:\/\/)/, { message, excludeEmptyString: true });
};

export const neighborhoodSchema = object({
  name: mixed<NeighborhoodName>()
    .required('Please select a neighborhood')
    .oneOf([...NEIGHBORHOOD_NAMES], 'Please select a neighborhood'),
  shortDescription: requiredText(10, 'Short description must be at least 10 characters').max(
    ...atMost('shortDescription', 'Short description'),
  ),
  description: requiredText(20, 'Description must be at least 20 characters').max(...atMost('description', 'Description')),
  imageUrl: imageUrl('imageUrl', 'Image URL'),
});

const ratingMessage = `Rating must be a whole number from 1 to ${RATING_SCALE}`;

export const testimonialSchema = object({
  name: requiredText(2, 'Name must be at least 2 characters').max(...atMost('name', 'Name')),
  role: requiredText(2, 'Role must be at least 2 characters').max(...atMost('role', 'Role')),
  rating: number()
    .typeError(ratingMessage)
    .required(ratingMessage)
    .integer(ratingMessage)
    .min(1, ratingMessage)
    .max(RATING_SCALE, ratingMessage),
  testimonial: requiredText(10, 'Testimonial must be at least 10 characters').max(...atMost('testimonial', 'Testimonial')),
  avatarUrl: imageUrl('avatarUrl', 'Avatar URL'),
});

/** Lower-case words and digits joined by single hyphens: 'hyde-park-market-report'. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 100;
const SLUG_MESSAGE = 'Slug must be lower-case letters and digits joined by hyphens';

const PUBLISHED_AT_MESSAGE = 'Published date must be a date such as 2026-03-01 or 2026-03-01T09:00:00Z';
/** Firestore's timestamps run from 0001-01-01 to 9999-12-31 (UTC): a date outside cannot be stored. */
const FIRESTORE_FIRST_MS = Date.parse('0001-01-01T00:00:00Z');
const FIRESTORE_LAST_MS = Date.parse('9999-12-31T23:59:59.999Z');
const PUBLISHED_AT_RANGE_MESSAGE = 'Published date must be between 0001-01-01 and 9999-12-31';

export const blogPostSchema = object({
  slug: trimmedText(SLUG_MESSAGE)
    .required('Slug is required')
    .max(SLUG_MAX_LENGTH, `Slug must be at most ${SLUG_MAX_LENGTH} characters`)
    .matches(SLUG_PATTERN, SLUG_MESSAGE),
  title: requiredText(1, 'Title is required').max(...atMost('title', 'Title')),
  excerpt: requiredText(1, 'Excerpt is required').max(...atMost('excerpt', 'Excerpt')),
  body: requiredText(1, 'Body is required').max(...atMost('body', 'Body')),
  category: requiredText(1, 'Category is required').max(...atMost('category', 'Category')),
  imageUrl: imageUrl('imageUrl', 'Image URL'),
  /** Null (or absent) for a post not yet published, shown with 'N/A'. */
  publishedAt: string()
    .typeError(PUBLISHED_AT_MESSAGE)
    .nullable()
    .default(null)
    .transform((value: string | null) => (value === '' ? null : value))
    .test('iso-date', PUBLISHED_AT_MESSAGE, (value) => value == null || isIsoDate(value))
    .test('firestore-range', PUBLISHED_AT_RANGE_MESSAGE, (value) => {
      if (value == null || !isIsoDate(value)) return true;
      const time = Date.parse(value);
      return time >= FIRESTORE_FIRST_MS && time <= FIRESTORE_LAST_MS;
    }),
});

export type NeighborhoodInput = InferType<typeof neighborhoodSchema>;
export type TestimonialInput = InferType<typeof testimonialSchema>;
export type BlogPostInput = InferType<typeof blogPostSchema>;

/** The API's answers about a neighbourhood's boundary (docs/product/api.md#api). */
export const NEIGHBORHOOD_BOUNDARY_TEXTS = {
  missingFile: 'Choose a GeoJSON file with the boundary',
  removed: 'Boundary removed',
  none: 'This neighborhood has no boundary',
  unknownNeighborhood: 'Neighborhood not found',
} as const;

/** The body of PUT /api/neighborhoods/:id/boundary: the file's GeoJSON as parsed, and whether it is approximate. */
export const neighborhoodBoundaryUploadSchema = object({
  geojson: mixed().required(NEIGHBORHOOD_BOUNDARY_TEXTS.missingFile),
  approximate: boolean().typeError('Approximate must be true or false').default(false),
});

export type NeighborhoodBoundaryUpload = InferType<typeof neighborhoodBoundaryUploadSchema>;
