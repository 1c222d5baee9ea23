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

/** Placeholder cards while a home section loads (docs/product/reference.md#numbers; a full listing's in listings/listingDisplay.ts). */
export const SECTION_SKELETON_COUNT = 3;

/** One toast at a time, shown long enough to read, in a viewport no wider than this. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_MAX_WIDTH_PX = 420;
