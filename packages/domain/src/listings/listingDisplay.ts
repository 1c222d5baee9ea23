/** docs/product/reference.md#numbers: how listings are shown and edited (scripts/referenceNumbers.test.ts holds the docs to them). */

/** Placeholder cards while a full listing loads. */
export const LISTING_SKELETON_COUNT = 6;
/** The property detail's image area (docs/product/reference.md#numbers). */
export const PROPERTY_IMAGE_HEIGHT_PX = 500;
/** The dashboard's number inputs step by these (bathrooms come in halves, docs/product/reference.md#entities). */
export const INPUT_STEPS = { price: 1000, squareFeet: 50, bathrooms: 0.5 } as const;

/** Where a listing is, in a word: its neighbourhood, else its City (an MLS listing outside the agency's neighbourhoods). */
export const listingPlace = ({ neighborhood, City }: { neighborhood?: string | undefined; City?: string | undefined }): string =>
  neighborhood ?? City ?? '';
