/**
 * docs/product/reference.md#numbers: limits and timings, each in one place, so the client and the server cannot drift
 * apart. scripts/referenceNumbers.test.ts checks that docs/product/reference.md#numbers states each value.
 */

/** The bottom bar, the hero's arrows and the admin pills switch at this width (docs/product/reference.md#numbers and docs/product/reference.md#states). */
export const MOBILE_BREAKPOINT_PX = 768;

/** The home hero: its slide count and how long each slide stays before the next (docs/product/reference.md#numbers). */
export const HERO_SLIDE_COUNT = 3;
export const HERO_AUTOPLAY_MS = 6000;
/**
 * Any other slider: it does not play on its own unless asked to, and then moves every
 * SLIDER_DEFAULT_AUTOPLAY_MS. The hero opts in with HERO_AUTOPLAY_MS.
 */
export const SLIDER_AUTOPLAY_BY_DEFAULT = false;
export const SLIDER_DEFAULT_AUTOPLAY_MS = 5000;
/** A drag or swipe shorter than this is a tap, not a slide change (docs/product/reference.md#states). */
export const SWIPE_THRESHOLD_PX = 50;

/** Placeholder cards while a home section loads, and while a full listing loads (docs/product/reference.md#numbers). */
export const SECTION_SKELETON_COUNT = 3;
export const LISTING_SKELETON_COUNT = 6;

/** One toast at a time, shown long enough to read, in a viewport no wider than this. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_MAX_WIDTH_PX = 420;

/** The market-report popup waits this long after load (docs/product/site.md#popup), once per browser. */
export const POPUP_DELAY_MS = 15_000;
export const POPUP_SEEN_STORAGE_KEY = 'popup-lead-form-shown';

/** The admin overview's Recent Leads table shows the first this many leads (docs/product/reference.md#numbers). */
export const RECENT_LEADS_COUNT = 5;
/** The blog page asks for every post at once and filters in the client (docs/product/api.md#api). */
export const BLOG_LIST_LIMIT = 999;
/** The property detail's image area (docs/product/reference.md#numbers). */
export const PROPERTY_IMAGE_HEIGHT_PX = 500;
/** Testimonials are rated out of this many stars. */
export const RATING_SCALE = 5;

/** The dashboard's number inputs step by these (bathrooms come in halves, docs/product/reference.md#entities). */
export const INPUT_STEPS = { price: 1000, squareFeet: 50, bathrooms: 0.5 } as const;
