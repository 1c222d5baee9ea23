/** SPEC §9: limits and timings, each in one place. */
export const MOBILE_BREAKPOINT_PX = 768;

export const HERO_SLIDE_COUNT = 3;
export const HERO_AUTOPLAY_MS = 6000;
export const SLIDER_DEFAULT_AUTOPLAY_MS = 5000;
export const SWIPE_THRESHOLD_PX = 50;

export const SECTION_SKELETON_COUNT = 3;
export const LISTING_SKELETON_COUNT = 6;

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_MAX_WIDTH_PX = 420;

export const POPUP_DELAY_MS = 15_000;
export const POPUP_SEEN_STORAGE_KEY = 'popup-lead-form-shown';

export const RECENT_LEADS_COUNT = 5;
export const BLOG_LIST_LIMIT = 999;
export const PROPERTY_IMAGE_HEIGHT_PX = 500;
export const RATING_SCALE = 5;

export const INPUT_STEPS = { price: 1000, squareFeet: 50, bathrooms: 0.5 } as const;
